/**
 * Refusing plans in bulk needs the reason each stand's thread will read, as one refusal does.
 * The reason typed is kept as a draft of the list until sent, and closing with one asks first.
 */
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useDraftedFields } from '@/components/useDraftedFields';

export interface RefusalReasonDialogProps {
  count: number;
  /** The draft's key: the form and the list it refuses in. */
  draftKey: string;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}

const PRISTINE = { reason: '' };

export default function RefusalReasonDialog({ count, draftKey, onCancel, onSubmit }: RefusalReasonDialogProps) {
  const intl = useIntl();
  const fields = useDraftedFields({ draftKey, pristine: PRISTINE, onClose: onCancel });
  const { reason } = fields.values;
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missing) return;
    fields.sent();
    onSubmit(reason.trim());
  };
  return (
    <>
      <Dialog open onClose={fields.requestClose} aria-labelledby="stand-bulk-refuse-title" maxWidth="sm" fullWidth>
        <form onSubmit={submit} noValidate>
          <DialogTitle id="stand-bulk-refuse-title">{intl.formatMessage({ id: 'standBulk.refuse.title' }, { count })}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              multiline
              minRows={3}
              margin="dense"
              label={intl.formatMessage({ id: 'standBulk.refuse.reason' })}
              value={reason}
              onChange={(event) => fields.set({ reason: event.target.value })}
              onBlur={() => setTouched(true)}
              error={touched && missing}
              helperText={touched && missing ? intl.formatMessage({ id: 'standBulk.refuse.reasonMissing' }) : intl.formatMessage({ id: 'standBulk.refuse.help' })}
              required
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={fields.requestClose}>{intl.formatMessage({ id: 'common.cancel' })}</Button>
            <Button type="submit" variant="contained">
              {intl.formatMessage({ id: 'standBulk.refuse.submit' })}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      {fields.confirmClose}
    </>
  );
}
