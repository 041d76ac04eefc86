/**
 * Top bar of the stand list: date range, surface slider and buckets, search, the quick sort
 * 'oldest on the team's side first', reset. Dumb.
 * The date pickers (and luxon, their adapter) are their own chunk, loaded after the
 * list's first rows: until then two empty fields of the same size hold their place.
 */
import { memo } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import SearchBoxBase from '@/components/SearchBox';
import { isOldestTeamFirst, OLDEST_TEAM_FIRST, type StandListFilters } from '@/domain/standListQuery';
import type { ListFilterProps } from '@/lists/createListScreen';
import DateSurfaceFilters from '@/lists/components/DateSurfaceFilters';

// Memoized with a stable value: a filter change elsewhere does not re-render it.
const SearchBox = memo(SearchBoxBase);

function StandListTopBar({ filters, hasFilters, idle, on }: ListFilterProps<StandListFilters>) {
  const intl = useIntl();
  // The quick sort 'oldest on the team's side first' (issue 25): the team's turn only, longest waiting first.
  const oldestTeamOn = isOldestTeamFirst(filters);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', flex: 1 }}>
      <DateSurfaceFilters
        filters={filters}
        idle={idle}
        on={on}
        fromLabel={intl.formatMessage({ id: 'standList.dateRange.from' })}
        toLabel={intl.formatMessage({ id: 'standList.dateRange.to' })}
      />
      <SearchBox value={filters.search} onChange={on.search} />
      <Button
        variant={oldestTeamOn ? 'contained' : 'outlined'}
        size="small"
        startIcon={<HourglassBottomIcon />}
        aria-pressed={oldestTeamOn}
        onClick={() => {
          on.patch({ turn: { ...OLDEST_TEAM_FIRST.turn } });
          on.sort?.({ ...OLDEST_TEAM_FIRST.sort });
        }}
      >
        {intl.formatMessage({ id: 'standList.quickSort.oldestTeam' })}
      </Button>
      <Button variant="text" startIcon={<RestartAltIcon />} disabled={!hasFilters} onClick={on.reset}>
        {intl.formatMessage({ id: 'standList.reset' })}
      </Button>
    </Box>
  );
}

export default memo(StandListTopBar);
