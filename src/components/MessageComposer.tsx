/**
 * Writing on the stand's thread: the text ('Contenu manquant' when empty) and
 * attachments; disabled on a show that is not enabled or without the permission
 * (with the reason said). The text is kept as a draft per stand (leaving the page or
 * reloading loses nothing) until the message is sent; the files stay while the page
 * does (a file cannot be stored), a file the server refused leaves them. A failed send
 * puts the focus on the first invalid field. Dumb: every thread's composer (the stand's, a
 * request's), given its send's outcome and where its draft is kept.
 * The text box is three rows until typed in, then grows with its text: it is measured on input
 * only. MUI's autosizing textarea measured itself by a forced layout as it mounted (439 ms of a
 * profiled stand dashboard, issue 20), before anyone wrote a word.
 */
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import FilePicker from '@/components/FilePicker';
import { focusFirstInvalid } from '@/components/FocusFirstInvalid';
import { useFormDraft } from '@/components/useFormDraft';
import type { MutationState } from '@/entities/mutationsSlice';

const EMPTY = { message: '' };
const REFUSED_FILE = /^files\[(\d+)\]$/;
const ROWS = 3;

/** The box as tall as its text, never less than its rows (MUI's textarea: no padding, content-box). */
function fitToText(box: HTMLTextAreaElement | null): void {
  if (!box) return;
  box.style.height = '';
  if (box.scrollHeight > box.clientHeight) box.style.height = `${box.scrollHeight}px`;
}

export interface MessageComposerProps {
  /** Where the text is kept until sent (the thread and its owner: `standMessages/compose:stand-5`). */
  draftKey: string;
  /** The send's outcome (pending, field errors, refused files). */
  mutation: MutationState;
  onSend: (message: string, files: File[]) => void;
  /** Why writing is not possible (a message id), or null. */
  disabledReasonId: string | null;
}

export default function MessageComposer({ draftKey, mutation, onSend: sendMessage, disabledReasonId }: MessageComposerProps) {
  const intl = useIntl();
  const { draft, keep, discard } = useFormDraft(draftKey);
  const [message, setMessage] = useState(() => (typeof draft?.message === 'string' ? draft.message : ''));
  const [files, setFiles] = useState<File[]>([]);
  const [missing, setMissing] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  // This composer's send is under way (the mutation key is shared by every stand's composer).
  const sent = useRef(false);
  const sending = mutation.status === 'pending';

  // Sent: the form is empty again, the draft done with; refused: the focus on what to fix.
  useEffect(() => {
    if (!sent.current || mutation.status === 'pending') return;
    sent.current = false;
    if (mutation.status === 'succeeded') {
      setMessage('');
      setFiles([]);
      discard();
      if (box.current) box.current.style.height = '';
    } else if (mutation.status === 'failed') {
      focusFirstInvalid(form.current);
    }
  }, [mutation.status, discard]);
  // A file the server refused leaves the form: the next send does not carry it again.
  useEffect(() => {
    const refused = new Set((mutation.refusedFiles ?? []).map((path) => Number(REFUSED_FILE.exec(path)?.[1] ?? -1)));
    if (refused.size) setFiles((current) => current.filter((_, index) => !refused.has(index)));
  }, [mutation.refusedFiles]);
  useEffect(() => {
    if (missing) focusFirstInvalid(form.current);
  }, [missing]);

  if (disabledReasonId) {
    return <Alert severity="info">{intl.formatMessage({ id: disabledReasonId })}</Alert>;
  }
  const serverError = mutation.fieldErrors.message;
  const send = () => {
    if (!message.trim()) {
      setMissing(true);
      focusFirstInvalid(form.current);
      return;
    }
    sent.current = true;
    sendMessage(message, files);
  };

  return (
    <Stack
      ref={form}
      spacing={1}
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <TextField
        multiline
        // A plain textarea: MUI's multiline input is always its autosizing one, measured on mount.
        slotProps={{ input: { inputComponent: 'textarea' }, htmlInput: { rows: ROWS, type: undefined } }}
        inputRef={box}
        label={intl.formatMessage({ id: 'standMessages.compose.label' })}
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          fitToText(event.target as HTMLTextAreaElement);
          keep({ message: event.target.value }, EMPTY);
          if (event.target.value.trim()) setMissing(false);
        }}
        error={missing || Boolean(serverError)}
        helperText={missing ? intl.formatMessage({ id: 'standMessages.compose.missing' }) : serverError || ' '}
        required
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <FilePicker files={files} onChange={setFiles} labelId="standMessages.compose.attach" error={mutation.fieldErrors.files} />
        <Button type="submit" variant="contained" endIcon={<SendIcon />} loading={sending}>
          {intl.formatMessage({ id: 'standMessages.compose.send' })}
        </Button>
      </Box>
    </Stack>
  );
}
