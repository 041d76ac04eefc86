/** The one confirm dialog (ui.confirm), width 450; a failure shows its message inside. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { FormattedMessage, useIntl } from 'react-intl';
import { CONFIRM_MODAL_WIDTH } from '@/config';
import { useConfirm } from './hooks';

export default function ConfirmDialog() {
  const { confirm, cancel, accept } = useConfirm();
  const intl = useIntl();
  const pending = confirm.status === 'pending';
  // The server's own words, unless they only repeat the message (a provider still placed on a show).
  const detail = confirm.errorDetail && confirm.errorDetail !== intl.formatMessage({ id: confirm.errorMessageId }) ? confirm.errorDetail : null;
  return (
    <Dialog
      open={confirm.open}
      onClose={() => !pending && cancel()}
      slotProps={{ paper: { sx: { width: CONFIRM_MODAL_WIDTH, maxWidth: '95vw' } } }}
      aria-labelledby="confirm-dialog-title"
    >
      <DialogTitle id="confirm-dialog-title">
        <FormattedMessage id={confirm.titleId ?? 'confirm.title'} />
      </DialogTitle>
      <DialogContent>
        {confirm.messageId && (
          <DialogContentText>
            <FormattedMessage id={confirm.messageId} values={confirm.values} />
          </DialogContentText>
        )}
        {confirm.status === 'failed' && (
          <Alert severity="error" sx={{ mt: 2 }}>
            <FormattedMessage id={confirm.errorMessageId} />
            {detail && <div>{detail}</div>}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel} disabled={pending}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button
          onClick={accept}
          color="error"
          variant="contained"
          loading={pending}
          disabled={confirm.status === 'failed'}
        >
          <FormattedMessage id="common.confirm" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
