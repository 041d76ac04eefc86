/**
 * A logo of a directory form (a provider's, an advertiser's): its preview at the size the server
 * requires (75×75, 170×170), a button to choose a file and one to remove it, the field's error under
 * it. Dumb: the value in and out; the saga uploads a chosen file before the save.
 */
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { isChosenLogo, LOGO_ACCEPT, type LogoValue } from '@/entities/logoUpload';
import FilePickerButtons from './FilePickerButtons';

export interface LogoFieldProps {
  name: string;
  label: string;
  value: LogoValue;
  /** The preview's side in pixels (the size the server accepts). */
  size: number;
  required?: boolean;
  onChange: (value: LogoValue) => void;
  error?: string;
}

/** The address of a chosen file's preview, released when the file changes. */
function usePreviewUrl(value: LogoValue): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!isChosenLogo(value) || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(value);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [value]);
  return isChosenLogo(value) ? url : (value?.objectUrl ?? null);
}

export default function LogoField({ name, label, value, size, required, onChange, error }: LogoFieldProps) {
  const intl = useIntl();
  const labelId = useId();
  const preview = usePreviewUrl(value);
  const fileName = value === null ? null : isChosenLogo(value) ? value.name : value.mediaFileName;
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="body2" color={error ? 'error' : 'text.secondary'}>
        {label}
        {required && ' *'}
        {' '}
        {intl.formatMessage({ id: 'form.logo.size' }, { size })}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
        <Box sx={{ width: size, height: size, border: 1, borderColor: 'divider', borderRadius: 1, display: 'grid', placeItems: 'center', overflow: 'hidden', flexShrink: 0 }}>
          {preview && <img src={preview} alt={fileName ?? ''} width={size} height={size} style={{ objectFit: 'contain' }} />}
        </Box>
        <Typography variant="body2">{fileName ?? intl.formatMessage({ id: 'form.logo.none' })}</Typography>
        <FilePickerButtons
          name={name}
          accept={LOGO_ACCEPT}
          removable={value !== null}
          removeLabel={intl.formatMessage({ id: 'form.logo.remove' }, { field: label })}
          chooseText={intl.formatMessage({ id: 'form.logo.choose' })}
          onChoose={onChange}
          onRemove={() => onChange(null)}
        />
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
