/**
 * Files chosen for a message (or the purchase order): a button that opens the
 * browser's picker, the chosen names with a remove button each. Dumb.
 */
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import AttachFileIcon from '@mui/icons-material/AttachFile';

export interface FilePickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  labelId: string;
  /** One file only (the purchase order). */
  single?: boolean;
  error?: string;
  accept?: string;
}

export default function FilePicker({ files, onChange, labelId, single, error, accept }: FilePickerProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<AttachFileIcon />}
          onClick={() => input.current?.click()}
          // Found by FocusFirstInvalid after a failed submit (aria-invalid is not a button's).
          data-invalid={error ? 'true' : undefined}
        >
          {intl.formatMessage({ id: labelId })}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          multiple={!single}
          accept={accept}
          aria-label={intl.formatMessage({ id: labelId })}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            onChange(single ? chosen.slice(0, 1) : [...files, ...chosen]);
            event.target.value = '';
          }}
        />
        {files.map((file, index) => (
          <Chip
            key={`${file.name}-${index}`}
            size="small"
            label={file.name}
            onDelete={() => onChange(files.filter((_, i) => i !== index))}
            slotProps={{ root: { 'aria-label': file.name } } as object}
          />
        ))}
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
