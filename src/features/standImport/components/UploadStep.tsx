/**
 * Step 0 of the import: the template's download links, the file picker, the upload's progress
 * and outcome. Dumb: what to show comes in, the user's choices go out.
 */
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { MutationState } from '@/entities/mutationsSlice';

export interface UploadStepProps {
  upload: MutationState;
  /** The uploaded file's name, once uploaded. */
  fileName: string | null;
  onChoose: (file: File) => void;
  onTemplate: (locale: 'fr' | 'en') => void;
}

export default function UploadStep({ upload, fileName, onChoose, onTemplate }: UploadStepProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const percent = Math.round((upload.progress ?? 0) * 100);
  return (
    <Stack spacing={2}>
      <Typography>{intl.formatMessage({ id: 'standImport.upload.intro' })}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {(['fr', 'en'] as const).map((locale) => (
          <Button key={locale} variant="text" startIcon={<DownloadIcon />} onClick={() => onTemplate(locale)}>
            {intl.formatMessage({ id: `standImport.template.${locale}` })}
          </Button>
        ))}
      </Box>
      <Box>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={upload.status === 'pending'}
          onClick={() => input.current?.click()}
        >
          {intl.formatMessage({ id: 'standImport.upload.choose' })}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept=".csv,text/csv"
          data-testid="stand-import-file"
          aria-label={intl.formatMessage({ id: 'standImport.upload.choose' })}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onChoose(file);
            event.target.value = '';
          }}
        />
      </Box>
      {upload.status === 'pending' && (
        <Box>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={intl.formatMessage({ id: 'standImport.upload.progress' }, { percent })}
          />
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage({ id: 'standImport.upload.progress' }, { percent })}
          </Typography>
        </Box>
      )}
      {upload.status === 'succeeded' && fileName && (
        <Alert severity="success">{intl.formatMessage({ id: 'standImport.upload.done' }, { name: fileName })}</Alert>
      )}
      {upload.status === 'failed' && (
        <Alert severity="error">{upload.error?.violations.length ? upload.error.description : intl.formatMessage({ id: 'standImport.uploadFailed' })}</Alert>
      )}
    </Stack>
  );
}
