/** The toast queue (ui.toasts): the newest one shows; closing it drops the older ones. */
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { FormattedMessage } from 'react-intl';
import { useToasts } from './hooks';

export default function Toasts() {
  const { toasts, dismiss } = useToasts();
  const toast = toasts[toasts.length - 1];
  if (!toast) return null;
  const close = () => dismiss(toast.id);
  return (
    <Snackbar
      key={toast.id}
      open
      autoHideDuration={toast.severity === 'error' ? 6000 : 3000}
      onClose={(_event, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity={toast.severity} variant="filled" onClose={close} sx={{ whiteSpace: 'pre-line' }}>
        {toast.messageId ? <FormattedMessage id={toast.messageId} values={toast.values} /> : toast.text}
      </Alert>
    </Snackbar>
  );
}
