/**
 * The list's search box. Reports every keystroke (the saga waits for a pause);
 * shows the saved text again when it changes from elsewhere (reset, reload).
 */
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

export interface SearchBoxProps {
  value: string;
  onChange: (text: string) => void;
  /** Its label (and placeholder): the stand list's unless given (the show list's). */
  labelId?: string;
  /** Its width in px (a longer placeholder wants more). */
  width?: number;
}

/** Shared by the list screens' top bars (stands, shows, administrators, outbox). */
export default function SearchBox({ value, onChange, labelId = 'standList.search', width = 220 }: SearchBoxProps) {
  const intl = useIntl();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  const label = intl.formatMessage({ id: labelId });

  return (
    <TextField
      size="small"
      type="search"
      value={text}
      placeholder={label}
      sx={{ width }}
      onChange={(event) => {
        setText(event.target.value);
        sent.current = event.target.value;
        onChange(event.target.value);
      }}
      slotProps={{
        htmlInput: { 'aria-label': label },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
