/**
 * A message of the outbox, opened from its row: its headers, its delivery and its text, a secret
 * link's token masked by the API (••••••, with a line saying why: only the recipient may follow
 * it); its .eml (masked the same way) when the outbox wrote one. Reads the list's row; dumb.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { FormattedMessage, useIntl } from 'react-intl';
import { mailLocaleLabelId, mailTransportLabelId } from '@/domain/mail';
import { useShowDateTime } from '@/components/useShowDateTime';
import { useMailDelivery } from '../hooks';

export default function MailDeliveryDialog() {
  const intl = useIntl();
  const { mail, secretMasked, close, downloadEml } = useMailDelivery();
  const showDate = useShowDateTime();
  if (!mail) return null;
  const date = (iso: string | null) => showDate(iso) || '—';
  const headers: Array<[string, string]> = [
    ['outbox.message.recipient', mail.recipient],
    ['outbox.message.subject', mail.subject],
    ['outbox.message.date', date(mail.createdAt)],
    ['outbox.message.sentAt', date(mail.sentAt)],
    ['outbox.column.state', intl.formatMessage({ id: `outbox.state.${mail.state}` })],
    ['outbox.column.attempts', String(mail.attempts)],
    ['outbox.message.language', intl.formatMessage({ id: mailLocaleLabelId(mail.locale) })],
    ['outbox.message.transport', intl.formatMessage({ id: mailTransportLabelId(mail.transport) })],
    ['outbox.message.messageId', mail.messageId ?? '—'],
    ...(mail.lastError ? [['outbox.message.lastError', mail.lastError] as [string, string]] : []),
  ];
  const titleId = `mail-dialog-title-${mail.id}`;
  return (
    <Dialog open onClose={close} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        <FormattedMessage id="outbox.message.title" values={{ id: mail.id }} />
      </DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}>
          {headers.map(([labelId, value]) => (
            <Box key={labelId} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 'bold' }}>
                <FormattedMessage id={labelId} />
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography component="h3" variant="h6" gutterBottom>
          <FormattedMessage id="outbox.message.text" />
        </Typography>
        <Box component="pre" data-testid="mail-text" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', bgcolor: 'action.hover', p: 2, borderRadius: 1, m: 0 }}>
          {mail.text}
        </Box>
        {secretMasked && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="mail-secret-masked">
            <FormattedMessage id="outbox.message.secretMasked" />
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        {mail.hasEml && (
          <Button onClick={() => downloadEml(mail.id)}>
            <FormattedMessage id="outbox.message.downloadEml" />
          </Button>
        )}
        <Button variant="contained" onClick={close}>
          <FormattedMessage id="outbox.message.close" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
