/** Top bar of the stand list: date range, surface slider and buckets, search, reset. Dumb. */
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import DateRangeFilter, { type DateRange } from '../../../components/DateRangeFilter';
import SurfaceFilter from '../../../components/SurfaceFilter';
import SearchBox from './SearchBox';
import type { StandListFilters } from '../../../domain/standListQuery';
import type { SurfaceBucket } from '../../../domain/standListSurface';

export interface StandListTopBarProps {
  filters: StandListFilters;
  hasFilters: boolean;
  onDateRangeChange: (range: DateRange) => void;
  onSurfaceRangeChange: (range: [number, number]) => void;
  onSurfaceBucketChange: (bucket: SurfaceBucket | null) => void;
  onSearchChange: (text: string) => void;
  onReset: () => void;
}

export default function StandListTopBar(props: StandListTopBarProps) {
  const intl = useIntl();
  const { filters } = props;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', flex: 1 }}>
      <DateRangeFilter
        value={filters.dateRange}
        onChange={props.onDateRangeChange}
        fromLabel={intl.formatMessage({ id: 'standList.dateRange.from' })}
        toLabel={intl.formatMessage({ id: 'standList.dateRange.to' })}
      />
      <SurfaceFilter
        value={filters.surface}
        bucket={filters.surfaceBucket}
        onRangeChange={props.onSurfaceRangeChange}
        onBucketChange={props.onSurfaceBucketChange}
      />
      <SearchBox value={filters.search} onChange={props.onSearchChange} />
      <Button
        variant="text"
        startIcon={<RestartAltIcon />}
        disabled={!props.hasFilters}
        onClick={props.onReset}
      >
        {intl.formatMessage({ id: 'standList.reset' })}
      </Button>
    </Box>
  );
}
