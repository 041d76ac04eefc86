/**
 * A file of the show form: the current file (a link to it) or the one chosen, a button to choose
 * another and one to remove it, the field's error under it. Dumb: the value in and out.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { isChosenFile, type ShowFile } from '../forms/showFormValues';

export interface FileFieldProps {
  name: string;
  label: string;
  value: ShowFile;
  accept: string;
  onChange: (file: ShowFile) => void;
  error?: string;
}

export default function FileField({ name, label, value, accept, onChange, error }: FileFieldProps) {
  const intl = useIntl();
  const labelId = useId();
  const fileName = value === null ? null : isChosenFile(value) ? value.name : value.mediaFileName;
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {value !== null && !isChosenFile(value) ? (
          <Link href={value.objectUrl} target="_blank" rel="noopener">
            {fileName}
          </Link>
        ) : (
          <Typography variant="body2">{fileName ?? intl.formatMessage({ id: 'showForm.noFile' })}</Typography>
        )}
        {value !== null && (
          <IconButton size="small" aria-label={intl.formatMessage({ id: 'showForm.removeFile' }, { field: label })} onClick={() => onChange(null)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
        <Button component="label" size="small" variant="outlined" startIcon={<UploadFileIcon />}>
          {intl.formatMessage({ id: 'showForm.chooseFile' })}
          <Box
            component="input"
            type="file"
            name={name}
            accept={accept}
            aria-label={`${intl.formatMessage({ id: 'showForm.chooseFile' })} : ${label}`}
            data-testid={`file-${name}`}
            sx={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
              const file = event.target.files?.[0];
              if (file) onChange(file);
              event.target.value = '';
            }}
          />
        </Button>
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
