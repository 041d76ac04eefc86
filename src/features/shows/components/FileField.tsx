/**
 * A file of the show form: the current file (a link to it) or the one chosen, a button to choose
 * another and one to remove it, the field's error under it. Dumb: the value in and out.
 */
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import FilePickerButtons from '@/components/FilePickerButtons';
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
        <FilePickerButtons
          name={name}
          accept={accept}
          removable={value !== null}
          removeLabel={intl.formatMessage({ id: 'showForm.removeFile' }, { field: label })}
          chooseText={intl.formatMessage({ id: 'showForm.chooseFile' })}
          chooseLabel={chooseLabel}
          onChoose={onChange}
          onRemove={() => onChange(null)}
        />
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
