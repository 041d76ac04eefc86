/**
 * Top bar of the stand list: date range, surface slider and buckets, search, reset. Dumb.
 * The date pickers (and luxon, their adapter) are their own chunk, loaded after the
 * list's first rows: until then two empty fields of the same size hold their place.
 */
import { memo, useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import type { DateRange } from '@/components/DateRangeFilter';
import SurfaceFilterBase from '@/components/SurfaceFilter';
import SearchBoxBase from '@/components/SearchBox';
import type { StandListFilters } from '@/domain/standListQuery';
import type { SurfaceBucket } from '@/domain/standListSurface';
import type { ListFilterProps } from '@/lists/createListScreen';
import IdleDateRange from '@/lists/components/IdleDateRange';

// Memoized with stable values: a filter change elsewhere re-renders none of them.
const SurfaceFilter = memo(SurfaceFilterBase);
const SearchBox = memo(SearchBoxBase);

/** The date pickers wait for the list's first rows and an idle moment (`idle`). */
function StandListTopBar({ filters, hasFilters, idle, on }: ListFilterProps<StandListFilters>) {
  const intl = useIntl();
  const onDateRangeChange = useCallback((dateRange: DateRange) => on.patch({ dateRange }), [on]);
  const onSurfaceRangeChange = useCallback((range: [number, number]) => on.transition('surfaceRange', range), [on]);
  const onSurfaceBucketChange = useCallback((bucket: SurfaceBucket | null) => on.transition('surfaceBucket', bucket), [on]);
  const { from, to } = filters.dateRange;
  const dateRange = useMemo(() => ({ from, to }), [from, to]);
  const [lo, hi] = filters.surface;
  const surface = useMemo((): [number, number] => [lo, hi], [lo, hi]);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', flex: 1 }}>
      <IdleDateRange
        idle={idle}
        value={dateRange}
        onChange={onDateRangeChange}
        fromLabel={intl.formatMessage({ id: 'standList.dateRange.from' })}
        toLabel={intl.formatMessage({ id: 'standList.dateRange.to' })}
      />
      <SurfaceFilter
        value={surface}
        bucket={filters.surfaceBucket}
        onRangeChange={onSurfaceRangeChange}
        onBucketChange={onSurfaceBucketChange}
      />
      <SearchBox value={filters.search} onChange={on.search} />
      <Button variant="text" startIcon={<RestartAltIcon />} disabled={!hasFilters} onClick={on.reset}>
        {intl.formatMessage({ id: 'standList.reset' })}
      </Button>
    </Box>
  );
}

export default memo(StandListTopBar);
