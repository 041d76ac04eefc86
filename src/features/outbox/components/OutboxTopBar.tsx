/** The outbox's filters: a search box (recipient, subject) and the state. Dumb. */
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { MAIL_STATES, isMailState } from '@/domain/mail';
import type { ListFilterProps } from '@/lists/createListScreen';
import type { OutboxFilters } from '../outboxList';

/** Reports every keystroke (the list saga waits for a pause); shows the saved text again after a reset. */
function SearchField({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const intl = useIntl();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  const label = intl.formatMessage({ id: 'outbox.search' });
  return (
    <TextField
      size="small"
      type="search"
      label={label}
      value={text}
      sx={{ width: 300 }}
      onChange={(event) => {
        setText(event.target.value);
        sent.current = event.target.value;
        onChange(event.target.value);
      }}
      slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }}
    />
  );
}

function OutboxTopBar({ filters, hasFilters, on }: ListFilterProps<OutboxFilters>) {
  const intl = useIntl();
  const labelId = useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', flex: 1 }}>
      <SearchField value={filters.search} onChange={on.search} />
      <FormControl size="small" sx={{ minWidth: 180 }}>
        <InputLabel id={labelId}>{intl.formatMessage({ id: 'outbox.filter.state' })}</InputLabel>
        <Select
          labelId={labelId}
          label={intl.formatMessage({ id: 'outbox.filter.state' })}
          value={filters.state}
          onChange={(event) => on.patch({ state: isMailState(event.target.value) ? event.target.value : '' })}
        >
          <MenuItem value="">{intl.formatMessage({ id: 'outbox.filter.allStates' })}</MenuItem>
          {MAIL_STATES.map((state) => (
            <MenuItem key={state} value={state}>
              {intl.formatMessage({ id: `outbox.state.${state}` })}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Button variant="text" startIcon={<RestartAltIcon />} disabled={!hasFilters} onClick={on.reset}>
        {intl.formatMessage({ id: 'outbox.reset' })}
      </Button>
    </Box>
  );
}

export default memo(OutboxTopBar);
