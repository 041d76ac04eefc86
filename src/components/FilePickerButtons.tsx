/**
 * The buttons of a single-file form field (a show's document, a directory logo): remove the current
 * file (when there is one) and choose another through a hidden file input. Dumb: the choice and the
 * removal go out; the field around them shows the file and its error.
 */
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useRef } from 'react';

export interface FilePickerButtonsProps {
  /** The input's name (and its test id `file-<name>`). */
  name: string;
  accept: string;
  /** Whether a file is there to remove. */
  removable: boolean;
  removeLabel: string;
  chooseText: string;
  /** The choose button's accessible name when its text alone is ambiguous (several on one form). */
  chooseLabel?: string;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

export default function FilePickerButtons({ name, accept, removable, removeLabel, chooseText, chooseLabel, onChoose, onRemove }: FilePickerButtonsProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      {removable && (
        <IconButton size="small" aria-label={removeLabel} onClick={onRemove}>
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
      <Button size="small" variant="outlined" startIcon={<UploadFileIcon />} aria-label={chooseLabel} onClick={() => input.current?.click()}>
        {chooseText}
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
          if (file) onChoose(file);
          event.target.value = '';
        }}
      />
    </>
  );
}
