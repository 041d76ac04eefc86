/**
 * The show's demand settings (part 2 §2): one row per request type, its smallest surface and its
 * window of dates, 'Non paramétré' when the show has no config of that type; an edit button per
 * row for those who may ('demandConfig.edit': admin, the show's organizer).
 */
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import EditIcon from '@mui/icons-material/EditOutlined';
import PanelCard from '@/components/PanelCard';
import { demandTypeLabel, type DemandSettingsRow } from '@/domain/demandConfig';
import { useShowDateTime } from '@/components/useShowDateTime';
import { VISUALLY_HIDDEN } from '@/ui/visuallyHidden';

interface Props {
  rows: readonly DemandSettingsRow[];
  loading: boolean;
  canEdit: boolean;
  onEdit: (row: DemandSettingsRow) => void;
}

export default function DemandSettingsCard({ rows, loading, canEdit, onEdit }: Props) {
  const intl = useIntl();
  const { locale } = intl;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const showDate = useShowDateTime();
  const date = (iso: string | null) => showDate(iso) || '—';
  return (
    <PanelCard title={t('showDashboard.demands.title')}>
      {loading ? (
        <Skeleton variant="rectangular" height={160} aria-label={t('showDashboard.loading')} />
      ) : (
        <Table size="small" aria-label={t('showDashboard.demands.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('showDashboard.demands.type')}</TableCell>
              <TableCell align="right">{t('showDashboard.demands.surfaceMin')}</TableCell>
              <TableCell>{t('showDashboard.demands.after')}</TableCell>
              <TableCell>{t('showDashboard.demands.before')}</TableCell>
              {canEdit && (
                <TableCell>
                  <Box component="span" sx={VISUALLY_HIDDEN}>
                    {t('showDashboard.demands.actions')}
                  </Box>
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const label = demandTypeLabel(row.type, locale);
              return (
                <TableRow key={row.type.id} data-type={row.type.reference}>
                  <TableCell component="th" scope="row">
                    {label}
                  </TableCell>
                  {row.config ? (
                    <>
                      <TableCell align="right">{t('showDashboard.demands.surface', { surface: intl.formatNumber(row.config.surfaceMin) })}</TableCell>
                      <TableCell>{date(row.config.demandsAfter)}</TableCell>
                      <TableCell>{date(row.config.demandsBefore)}</TableCell>
                    </>
                  ) : (
                    <TableCell colSpan={3} sx={{ color: 'text.secondary' }}>
                      {t('showDashboard.demands.none')}
                    </TableCell>
                  )}
                  {canEdit && (
                    <TableCell padding="checkbox">
                      <IconButton size="small" onClick={() => onEdit(row)} aria-label={t('showDashboard.demands.edit', { type: label })}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </PanelCard>
  );
}
