/**
 * 'Déposer mes documents' (part 2 §2): several files and a message ('Contenu manquant' without one,
 * 'Fichier manquant' without a file); the upload's progress while it runs; the message kept as a
 * draft per stand until sent (the files cannot be kept), and closing with changes asked first.
 * The saga uploads the files, then posts the message naming them, and closes the dialog.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import FilePicker from '@/components/FilePicker';
import { focusFirstInvalid } from '@/components/FocusFirstInvalid';
import { useDraftedFields } from '@/components/useDraftedFields';
import { DEPOSIT_KEY } from '../actions';
import { useDocumentDeposit } from '../hooks';

const REFUSED_FILE = /^files\[(\d+)\]$/;

export default function DepositDialog({ standId }: { standId: number }) {
  const { open, close } = useDocumentDeposit(standId);
  if (!open) return null;
  return <DepositForm standId={standId} onClose={close} />;
}

function DepositForm({ standId, onClose }: { standId: number; onClose: () => void }) {
  const intl = useIntl();
  const { mutation, send } = useDocumentDeposit(standId);
  const fields = useDraftedFields<{ message: string; files: File[] }>({ draftKey: `${DEPOSIT_KEY}:stand-${standId}`, pristine: { message: '', files: [] }, onClose });
  const { message, files } = fields.values;
  const [touched, setTouched] = useState(false);
  // Each refused submit puts the focus on the first field to fix, once it shows its error.
  const [refusals, setRefusals] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  const pending = mutation.status === 'pending';
  const { sent: discardDraft } = fields;
  // Sent: the draft has done its job (the saga closes the dialog); refused: the focus on what to fix.
  useEffect(() => {
    if (!sent.current || pending) return;
    sent.current = false;
    if (mutation.status === 'succeeded') discardDraft();
    else if (mutation.status === 'failed') focusFirstInvalid(form.current);
  }, [mutation.status, pending, discardDraft]);
  // A file the server refused leaves the form.
  const { set } = fields;
  const refusedFiles = mutation.refusedFiles;
  useEffect(() => {
    const refused = new Set((refusedFiles ?? []).map((path) => Number(REFUSED_FILE.exec(path)?.[1] ?? -1)));
    if (refused.size) set({ files: files.filter((_, index) => !refused.has(index)) });
    // Only when the server's answer changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusedFiles]);

  useEffect(() => {
    if (refusals) focusFirstInvalid(form.current);
  }, [refusals]);

  const contentMissing = touched && !message.trim();
  const filesMissing = touched && files.length === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!message.trim() || files.length === 0) {
      setRefusals((count) => count + 1);
      return;
    }
    sent.current = true;
    send(message.trim(), files);
  };
  const titleId = `deposit-title-${standId}`;
  return (
    <>
      <Dialog open onClose={pending ? undefined : fields.requestClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <form ref={form} onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{intl.formatMessage({ id: 'standDocuments.deposit.title' })}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <FilePicker
                files={files}
                onChange={(next) => fields.set({ files: next })}
                labelId="standDocuments.deposit.files"
                error={filesMissing ? intl.formatMessage({ id: 'standDocuments.deposit.filesMissing' }) : mutation.fieldErrors.files}
              />
              <TextField
                multiline
                minRows={3}
                label={intl.formatMessage({ id: 'standDocuments.deposit.message' })}
                value={message}
                onChange={(event) => fields.set({ message: event.target.value })}
                error={contentMissing || Boolean(mutation.fieldErrors.message)}
                helperText={contentMissing ? intl.formatMessage({ id: 'standDocuments.deposit.contentMissing' }) : mutation.fieldErrors.message || ' '}
                required
              />
              {pending && (
                <LinearProgress
                  variant={mutation.progress === undefined ? 'indeterminate' : 'determinate'}
                  value={Math.round((mutation.progress ?? 0) * 100)}
                  aria-label={intl.formatMessage({ id: 'standDocuments.deposit.progress' })}
                />
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={fields.requestClose} disabled={pending}>
              {intl.formatMessage({ id: 'standDocuments.deposit.cancel' })}
            </Button>
            <Button type="submit" variant="contained" loading={pending}>
              {intl.formatMessage({ id: 'standDocuments.deposit.send' })}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      {fields.confirmClose}
    </>
  );
}
