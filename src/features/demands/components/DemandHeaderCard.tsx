/**
 * The request's header (part 2 §2): the requester, the desired (or validated) date and time, for
 * logistics the pickup too, the stand (a link) with its surface, type, hall, aisle and number;
 * the decision buttons for those who may decide a request in progress. Dumb.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { CARD_HEADER_SX, CARD_TITLE_PROPS } from '@/components/cardHeaderStyle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Stand } from '@/domain/api';
import { formatSurface } from '@/domain/standListFormat';
import { useShowDateTime } from '@/components/useShowDateTime';
import { fromWireDateTime } from '../rules';
import type { Demand, DemandLogistic } from '../types';
import { phoneText } from '@/domain/phone';

function Field({ labelId, children }: { labelId: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {intl.formatMessage({ id: labelId })}
      </Typography>
      <Typography variant="body1" component="div">
        {children || '—'}
      </Typography>
    </Box>
  );
}

interface Props {
  demand: Demand;
  stand: Stand | undefined;
  logistic: DemandLogistic | null;
  isLogistic: boolean;
  /** Validate / refuse offered (a request in progress, a user who may decide). */
  decide: ((status: 'validated' | 'refused') => void) | null;
  action: ReactNode;
  title: string;
}

export default function DemandHeaderCard({ demand, stand, logistic, isLogistic, decide, action, title }: Props) {
  const intl = useIntl();
  const showDate = useShowDateTime();
  // Paris time, marked as such when the browser is elsewhere (issue 20 item 9).
  const date = (text: string | null | undefined) => showDate(fromWireDateTime(text));
  const dateLabel = demand.demandStatus.reference === 'validated' ? 'demands.header.validatedDate' : 'demands.header.askedDate';
  return (
    <Card variant="outlined">
      <CardHeader title={title} slotProps={CARD_TITLE_PROPS} action={action} sx={CARD_HEADER_SX} />
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
          <Field labelId="demands.header.requester">
            {[demand.fullName || `${demand.firstname} ${demand.lastname}`, demand.company].filter(Boolean).join(' · ')}
          </Field>
          <Field labelId="demands.header.contact">{[demand.email, phoneText(demand.phone)].filter(Boolean).join(' · ')}</Field>
          <Field labelId={isLogistic ? 'demands.header.deliveryDate' : dateLabel}>{date(demand.askedDatetime)}</Field>
          {isLogistic && <Field labelId="demands.header.pickupDate">{date(logistic?.pickupDatetime)}</Field>}
          <Field labelId="demands.header.stand">
            {stand ? (
              <Link component={RouterLink} to={`/stands/${stand.id}`}>
                {stand.name}
              </Link>
            ) : (
              demand.standName
            )}
          </Field>
          <Field labelId="demands.header.surface">{formatSurface(stand?.surface ?? demand.surface ?? '', intl.locale)}</Field>
          <Field labelId="demands.header.standType">{stand?.standType ?? demand.standType}</Field>
          <Field labelId="demands.header.hall">{stand?.hall ?? demand.hall}</Field>
          <Field labelId="demands.header.aisle">{stand?.aisle ?? demand.aisle}</Field>
          <Field labelId="demands.header.number">{stand?.number ?? demand.standNumber}</Field>
        </Box>
        {demand.comment && (
          <Box sx={{ mt: 2 }}>
            <Field labelId="demands.header.comment">
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {demand.comment}
              </Typography>
            </Field>
          </Box>
        )}
        {decide && (
          <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
            <Button variant="contained" color="success" onClick={() => decide('validated')}>
              {intl.formatMessage({ id: 'demands.decision.validate' })}
            </Button>
            <Button variant="outlined" color="error" onClick={() => decide('refused')}>
              {intl.formatMessage({ id: 'demands.decision.refuse' })}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
