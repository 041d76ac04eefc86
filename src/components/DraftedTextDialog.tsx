/**
 * A dialog asking for one text (a bulk refusal's reason, a saved view's name): required, trimmed,
 * kept as a draft under `draftKey` until sent or abandoned, and closing with a changed text asks
 * first (issue 20 item 4). Dumb: the texts in, the trimmed text or the close out.
 */
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useDraftedFields } from './useDraftedFields';

export interface DraftedTextDialogProps {
  /** The form and what it is about (`standBulk/refuse:/salons/3/stands`). */
  draftKey: string;
  /** The text the dialog opens with when there is no draft (a view's name to rename). */
  initial: string;
  /** The title's id, for aria-labelledby. */
  titleId: string;
  title: string;
  label: string;
  help: string;
  /** Said under the field when it is left or sent empty. */
  missing: string;
  cancel: string;
  submit: string;
  multiline?: boolean;
  maxLength?: number;
  maxWidth: 'xs' | 'sm';
  onClose: () => void;
  onSubmit: (text: string) => void;
}

export default function DraftedTextDialog(props: DraftedTextDialogProps) {
  const { draftKey, initial, titleId, multiline = false, onClose, onSubmit } = props;
  const fields = useDraftedFields({ draftKey, pristine: { text: initial }, onClose });
  const { text } = fields.values;
  const [touched, setTouched] = useState(false);
  const trimmed = text.trim();
  const showMissing = touched && trimmed === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!trimmed) return;
    fields.sent();
    onSubmit(trimmed);
  };
  return (
    <>
      <Dialog open onClose={fields.requestClose} aria-labelledby={titleId} maxWidth={props.maxWidth} fullWidth>
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{props.title}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              multiline={multiline}
              minRows={multiline ? 3 : undefined}
              margin="dense"
              label={props.label}
              value={text}
              onChange={(event) => fields.set({ text: event.target.value })}
              onBlur={() => setTouched(true)}
              error={showMissing}
              helperText={showMissing ? props.missing : props.help}
              slotProps={props.maxLength ? { htmlInput: { maxLength: props.maxLength } } : undefined}
              required
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={fields.requestClose}>{props.cancel}</Button>
            <Button type="submit" variant="contained">
              {props.submit}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      {fields.confirmClose}
    </>
  );
}
