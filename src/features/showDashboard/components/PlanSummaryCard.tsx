/**
 * The plan summary of the show (part 2 §2): each count a link to the show's stand list filtered
 * to those stands (the link's address is the list's; the intent sets its filters first), and
 * 'Voir les stands'. The message counts come only for 'show.messageCounts' (selector).
 */
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import PanelCard from '@/components/PanelCard';
import type { PlanSummaryCount, PlanSummaryLine } from '@/domain/planSummary';
import { standListPath } from '@/features/stands/paths';

const LIST_SX = { listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 } as const;
/** The sub-counts of 'non-validated' sit under it. */
const INDENTED = new Set<PlanSummaryCount>(['waitingReceipt', 'toVerify', 'toConfirm']);

interface Props {
  showId: number;
  lines: readonly PlanSummaryLine[];
  onOpenCount: (count: PlanSummaryCount) => void;
}

export default function PlanSummaryCard({ showId, lines, onOpenCount }: Props) {
  const intl = useIntl();
  const listPath = standListPath(showId);
  const open = (count: PlanSummaryCount) => (event: MouseEvent) => {
    event.preventDefault();
    onOpenCount(count);
  };
  return (
    <PanelCard
      title={intl.formatMessage({ id: 'showDashboard.summary.title' })}
      action={
        <Button component={RouterLink} to={listPath} variant="outlined" size="small">
          {intl.formatMessage({ id: 'showDashboard.summary.seeStands' })}
        </Button>
      }
    >
      {lines.length === 0 ? (
        <Skeleton variant="rectangular" height={120} aria-label={intl.formatMessage({ id: 'showDashboard.loading' })} />
      ) : (
        <Box component="ul" sx={LIST_SX}>
          {lines.map(({ count, value }) => (
            <Box component="li" key={count} sx={{ pl: INDENTED.has(count) ? 2 : 0 }}>
              <Link component={RouterLink} to={listPath} onClick={open(count)} underline="hover" data-count={count}>
                {intl.formatMessage({ id: `showDashboard.summary.${count}` }, { count: value })}
              </Link>
            </Box>
          ))}
        </Box>
      )}
    </PanelCard>
  );
}
