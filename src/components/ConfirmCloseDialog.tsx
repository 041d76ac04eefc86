/**
 * Asked when a form with changes is closed (Escape, a click beside it, Cancel): go on typing
 * (the default, and Escape here), close and keep the draft for later, or abandon the changes.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useIntl } from 'react-intl';

export interface ConfirmCloseDialogProps {
  open: boolean;
  /** Back to the form. */
  onContinue: () => void;
  /** Closed, the draft kept (null when the form keeps no draft). */
  onKeep: (() => void) | null;
  /** Closed, the changes and the draft dropped. */
  onDiscard: () => void;
}

export default function ConfirmCloseDialog({ open, onContinue, onKeep, onDiscard }: ConfirmCloseDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Dialog open={open} onClose={onContinue} maxWidth="xs" fullWidth aria-labelledby="confirm-close-title" aria-describedby="confirm-close-text">
      <DialogTitle id="confirm-close-title">{t('form.closeConfirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-close-text">{t(onKeep ? 'form.closeConfirm.textDraft' : 'form.closeConfirm.text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button color="error" onClick={onDiscard}>
          {t('form.closeConfirm.discard')}
        </Button>
        {onKeep && <Button onClick={onKeep}>{t('form.closeConfirm.keep')}</Button>}
        <Button variant="contained" onClick={onContinue} autoFocus>
          {t('form.closeConfirm.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
