/**
 * While the stand list's security attestations zip streams (part 1 §2, 'Télécharger les
 * attestations de sécurité'): a dialog with an indeterminate progress bar (a streamed zip has no
 * length to count against), gone once the file is saved or the failure told.
 */
import { useIntl } from 'react-intl';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useAttestationZipOpen } from '../hooks';

export default function AttestationZipProgress() {
  const intl = useIntl();
  const open = useAttestationZipOpen();
  const label = intl.formatMessage({ id: 'standSafety.zip.progress' });
  return (
    <Dialog open={open} aria-labelledby="attestation-zip-title" maxWidth="xs" fullWidth>
      <DialogTitle id="attestation-zip-title">{label}</DialogTitle>
      <DialogContent>
        <LinearProgress aria-label={label} />
      </DialogContent>
    </Dialog>
  );
}
