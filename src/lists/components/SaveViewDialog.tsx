/**
 * Name a view: the current filters, sort and columns saved under it, or (with the modal's id)
 * a new name for that view. Open while the `lists/savedView` modal is; the save saga closes it.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { SavedView } from '@/domain/listLink';
import type { ListTarget } from '../actions';
import { useSaveViewDialog } from '../useSavedViews';

export const VIEW_NAME_MAX = 100;

export default function SaveViewDialog({ target, views }: { target: ListTarget; views: readonly SavedView[] }) {
  const intl = useIntl();
  const { modal, close, save } = useSaveViewDialog(target);
  const renamed = modal.id === null ? null : views.find((v) => v.id === modal.id) ?? null;
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (modal.open) {
      setName(renamed?.name ?? '');
      setTouched(false);
    }
  }, [modal.open, renamed?.name]);
  const trimmed = name.trim();
  const error = touched && trimmed === '' ? intl.formatMessage({ id: 'list.views.nameMissing' }) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!trimmed) return;
    save(trimmed, renamed);
  };

  return (
    <Dialog open={modal.open} onClose={close} aria-labelledby="list-view-save-title" maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id="list-view-save-title">
          {intl.formatMessage({ id: renamed ? 'list.views.renameTitle' : 'list.views.saveTitle' })}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={intl.formatMessage({ id: 'list.views.name' })}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setTouched(true)}
            error={error !== null}
            helperText={error ?? intl.formatMessage({ id: 'list.views.nameHelp' })}
            slotProps={{ htmlInput: { maxLength: VIEW_NAME_MAX } }}
            required
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{intl.formatMessage({ id: 'common.cancel' })}</Button>
          <Button type="submit" variant="contained">
            {intl.formatMessage({ id: 'common.save' })}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
