/** The comment of a mark: required for a text box and a pin, asked when one is drawn; editable later. Dumb. */
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { MAX_COMMENT } from '@/domain/planReview';

export interface CommentDialogProps {
  open: boolean;
  required: boolean;
  initial: string;
  title: string;
  onSave: (comment: string) => void;
  onCancel: () => void;
}

export default function CommentDialog({ open, required, initial, title, onSave, onCancel }: CommentDialogProps) {
  const intl = useIntl();
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (open) {
      setValue(initial);
      setTouched(false);
    }
  }, [open, initial]);
  const blank = value.trim() === '';
  const error = touched && required && blank ? intl.formatMessage({ id: 'planReview.comment.required' }) : value.length > MAX_COMMENT ? intl.formatMessage({ id: 'planReview.comment.tooLong' }, { max: MAX_COMMENT }) : null;
  const save = () => {
    setTouched(true);
    if ((required && blank) || value.length > MAX_COMMENT) return;
    // Control characters but the new line are not kept (the API refuses them).
    // eslint-disable-next-line no-control-regex
    onSave(value.replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, ''));
  };
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="plan-mark-comment-title" maxWidth="sm" fullWidth>
      <DialogTitle id="plan-mark-comment-title">{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          label={intl.formatMessage({ id: 'planReview.comment.label' })}
          value={value}
          required={required}
          error={error !== null}
          helperText={error ?? ' '}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) save();
            event.stopPropagation();
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{intl.formatMessage({ id: 'planReview.comment.cancel' })}</Button>
        <Button variant="contained" onClick={save}>
          {intl.formatMessage({ id: 'planReview.comment.save' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
