/**
 * Name a view: the current filters, sort and columns saved under it, or (with the modal's id)
 * a new name for that view. Open while the `lists/savedView` modal is; the save saga closes it.
 * The name typed is kept as a draft of the list (and of the view renamed) until saved, and
 * closing with a changed name asks first, as every form does.
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
import type { SavedView } from '@/domain/listLink';
import type { ListTarget } from '../actions';
import { useSaveViewDialog } from '../useSavedViews';

export const VIEW_NAME_MAX = 100;

interface FormProps {
  renamed: SavedView | null;
  draftKey: string;
  close: () => void;
  save: (name: string, renamed: SavedView | null) => void;
}

/** Mounted while the dialog is open: it opens on the draft, or on the view's name. */
function SaveViewForm({ renamed, draftKey, close, save }: FormProps) {
  const intl = useIntl();
  const fields = useDraftedFields({ draftKey, pristine: { name: renamed?.name ?? '' }, onClose: close });
  const { name } = fields.values;
  const [touched, setTouched] = useState(false);
  const trimmed = name.trim();
  const error = touched && trimmed === '' ? intl.formatMessage({ id: 'list.views.nameMissing' }) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!trimmed) return;
    fields.sent();
    save(trimmed, renamed);
  };

  return (
    <>
      <Dialog open onClose={fields.requestClose} aria-labelledby="list-view-save-title" maxWidth="xs" fullWidth>
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
              onChange={(event) => fields.set({ name: event.target.value })}
              onBlur={() => setTouched(true)}
              error={error !== null}
              helperText={error ?? intl.formatMessage({ id: 'list.views.nameHelp' })}
              slotProps={{ htmlInput: { maxLength: VIEW_NAME_MAX } }}
              required
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={fields.requestClose}>{intl.formatMessage({ id: 'common.cancel' })}</Button>
            <Button type="submit" variant="contained">
              {intl.formatMessage({ id: 'common.save' })}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      {fields.confirmClose}
    </>
  );
}

export default function SaveViewDialog({ target, views }: { target: ListTarget; views: readonly SavedView[] }) {
  const { modal, close, save } = useSaveViewDialog(target);
  if (!modal.open) return null;
  const renamed = modal.id === null ? null : views.find((v) => v.id === modal.id) ?? null;
  const draftKey = `lists/view:${target.path}:${renamed?.id ?? 'new'}`;
  return <SaveViewForm key={draftKey} renamed={renamed} draftKey={draftKey} close={close} save={save} />;
}
