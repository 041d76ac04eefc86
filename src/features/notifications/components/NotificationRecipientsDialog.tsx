/**
 * A sent notification's recipients (issue 20 item 11): for whom each message is waiting, sent or
 * failed, and why it failed, failed first. Opened from a row of the sends' list; the API gives
 * them to whoever may read the send. Dumb: the hook's data in, close out.
 */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { labelVariables } from '@/domain/notifications';
import { formatDateTime } from '@/domain/time';
import { useZoneMark } from '@/components/useShowDateTime';
import { RECIPIENTS_SHOWN, useNotificationRecipients, useVariableLabels } from '../hooks';

const STATE_COLORS = { queued: 'default', sent: 'success', failed: 'error' } as const;

export default function NotificationRecipientsDialog() {
  const intl = useIntl();
  const { modal, send, recipients } = useNotificationRecipients();
  const labelOf = useVariableLabels();
  const zoneMark = useZoneMark();
  if (!modal.open || !send) return null;
  const titleId = 'notification-recipients-title';
  return (
    <Dialog open onClose={modal.close} maxWidth="lg" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        <FormattedMessage id="notificationSends.recipients.title" values={{ subject: labelVariables(send.subject, labelOf) }} />
      </DialogTitle>
      <DialogContent>
        {recipients.status === 'failed' ? (
          <Typography color="error">
            <FormattedMessage id="notificationSends.recipients.error" />
          </Typography>
        ) : !recipients.loaded ? (
          <Typography role="status">
            <FormattedMessage id="notificationSends.recipients.loading" />
          </Typography>
        ) : (
          <>
            <Table size="small" aria-labelledby={titleId}>
              <TableHead>
                <TableRow>
                  {['recipient', 'stand', 'state', 'sentAt', 'lastError'].map((column) => (
                    <TableCell key={column}>
                      <FormattedMessage id={`notificationSends.recipients.column.${column}`} />
                      {column === 'sentAt' && zoneMark}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {recipients.items.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell>
                      {r.recipientName && <div>{r.recipientName}</div>}
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {r.recipient ?? '—'}
                      </Typography>
                    </TableCell>
                    <TableCell>{r.standName ?? '—'}</TableCell>
                    <TableCell>
                      <Chip size="small" color={STATE_COLORS[r.state]} label={intl.formatMessage({ id: `outbox.state.${r.state}` })} />
                    </TableCell>
                    <TableCell>{formatDateTime(r.sentAt, intl.locale) || '—'}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.lastError ?? ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {recipients.totalItems > RECIPIENTS_SHOWN && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                <FormattedMessage id="notificationSends.recipients.more" values={{ shown: RECIPIENTS_SHOWN, total: recipients.totalItems }} />
              </Typography>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={modal.close}>
          <FormattedMessage id="notificationSends.recipients.close" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
