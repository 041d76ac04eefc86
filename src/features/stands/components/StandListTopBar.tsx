/**
 * Top bar of the stand list: date range, surface slider and buckets, search, reset. Dumb.
 * The date pickers (and luxon, their adapter) are their own chunk, loaded after the
 * list's first rows: until then two empty fields of the same size hold their place.
 */
import { lazy, memo, Suspense, useMemo } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import type { DateRange } from '@/components/DateRangeFilter';
import SurfaceFilterBase from '@/components/SurfaceFilter';
import SearchBoxBase from './SearchBox';
import type { StandListFilters } from '@/domain/standListQuery';
import type { SurfaceBucket } from '@/domain/standListSurface';

// Memoized with stable values: a filter change elsewhere re-renders none of them.
const SurfaceFilter = memo(SurfaceFilterBase);
const SearchBox = memo(SearchBoxBase);
const DateRangeFilter = memo(lazy(() => import(/* webpackChunkName: "date-range" */ '@/components/DateRangeFilter')));

export interface StandListTopBarProps {
  filters: StandListFilters;
  hasFilters: boolean;
  /** False until the list has shown its first rows: the date pickers wait for them. */
  showDatePickers?: boolean;
  onDateRangeChange: (range: DateRange) => void;
  onSurfaceRangeChange: (range: [number, number]) => void;
  onSurfaceBucketChange: (bucket: SurfaceBucket | null) => void;
  onSearchChange: (text: string) => void;
  onReset: () => void;
}

const DATE_PLACEHOLDER = (
  <Box sx={{ display: 'flex', gap: 1 }} aria-hidden>
    <Skeleton variant="rounded" width={200} height={40} />
    <Skeleton variant="rounded" width={200} height={40} />
  </Box>
);

function StandListTopBar(props: StandListTopBarProps) {
  const intl = useIntl();
  const { filters, showDatePickers = true } = props;
  const { from, to } = filters.dateRange;
  const dateRange = useMemo(() => ({ from, to }), [from, to]);
  const [lo, hi] = filters.surface;
  const surface = useMemo((): [number, number] => [lo, hi], [lo, hi]);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', flex: 1 }}>
      {showDatePickers ? (
        <Suspense fallback={DATE_PLACEHOLDER}>
          <DateRangeFilter
            value={dateRange}
            onChange={props.onDateRangeChange}
            fromLabel={intl.formatMessage({ id: 'standList.dateRange.from' })}
            toLabel={intl.formatMessage({ id: 'standList.dateRange.to' })}
          />
        </Suspense>
      ) : (
        DATE_PLACEHOLDER
      )}
      <SurfaceFilter
        value={surface}
        bucket={filters.surfaceBucket}
        onRangeChange={props.onSurfaceRangeChange}
        onBucketChange={props.onSurfaceBucketChange}
      />
      <SearchBox value={filters.search} onChange={props.onSearchChange} />
      <Button variant="text" startIcon={<RestartAltIcon />} disabled={!props.hasFilters} onClick={props.onReset}>
        {intl.formatMessage({ id: 'standList.reset' })}
      </Button>
    </Box>
  );
}

export default memo(StandListTopBar);
