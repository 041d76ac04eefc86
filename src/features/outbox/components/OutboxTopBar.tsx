/** The outbox's filters: a search box (recipient, subject) and the state. Dumb. */
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { memo, useId } from 'react';
import { useIntl } from 'react-intl';
import { MAIL_STATES, isMailState } from '@/domain/mail';
import type { ListFilterProps } from '@/lists/createListScreen';
import SearchBox from '@/components/SearchBox';
import type { OutboxFilters } from '../outboxList';

function OutboxTopBar({ filters, hasFilters, on }: ListFilterProps<OutboxFilters>) {
  const intl = useIntl();
  const labelId = useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', flex: 1 }}>
      <SearchBox value={filters.search} onChange={on.search} labelId="outbox.search" width={300} />
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
