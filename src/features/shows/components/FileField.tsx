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
import { useId, useRef } from 'react';
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
  const input = useRef<HTMLInputElement>(null);
  const chooseLabel = intl.formatMessage({ id: 'showForm.chooseFileFor' }, { field: label });
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
        <Button size="small" variant="outlined" startIcon={<UploadFileIcon />} aria-label={chooseLabel} onClick={() => input.current?.click()}>
          {intl.formatMessage({ id: 'showForm.chooseFile' })}
        </Button>
        {/* Chosen through the button (a file input inside a button would nest two controls). */}
        <input
          ref={input}
          type="file"
          hidden
          name={name}
          accept={accept}
          data-testid={`file-${name}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onChange(file);
            event.target.value = '';
          }}
        />
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
