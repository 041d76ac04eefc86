/**
 * Writing on the stand's thread: the text ('Contenu manquant' when empty) and
 * attachments; disabled on a show that is not enabled or without the permission
 * (with the reason said). Sends `messageSendRequested`; the field keeps the text
 * until the message is sent.
 */
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import { selectMutation } from '@/entities/selectors';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { messageSendRequested } from '../actions';
import FilePicker from '@/components/FilePicker';

export const COMPOSER_KEY = 'standMessages/compose';

export default function MessageComposer({ standId, disabledReasonId }: { standId: number; disabledReasonId: string | null }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const mutation = useAppSelector((state) => selectMutation(state, COMPOSER_KEY));
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [missing, setMissing] = useState(false);
  const sending = mutation.status === 'pending';

  // Sent: the form is empty again.
  useEffect(() => {
    if (mutation.status === 'succeeded') {
      setMessage('');
      setFiles([]);
    }
  }, [mutation.status]);

  if (disabledReasonId) {
    return <Alert severity="info">{intl.formatMessage({ id: disabledReasonId })}</Alert>;
  }
  const serverError = mutation.fieldErrors.message;
  const send = () => {
    if (!message.trim()) {
      setMissing(true);
      return;
    }
    dispatch(messageSendRequested({ standId, key: COMPOSER_KEY, message, files }));
  };

  return (
    <Stack spacing={1} component="form" noValidate onSubmit={(event) => { event.preventDefault(); send(); }}>
      <TextField
        multiline
        minRows={3}
        label={intl.formatMessage({ id: 'standMessages.compose.label' })}
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
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
