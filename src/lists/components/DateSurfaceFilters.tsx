/**
 * The stand lists' first two filters (the stand list's and the document list's): a date range, whose
 * pickers wait for the list's first rows and an idle moment (`idle`), and the surface slider with its
 * buckets (the list's `surfaceRange` / `surfaceBucket` transitions: a bucket sets the range, a moved
 * range drops the bucket). Dumb; memoized pieces with stable values, so a filter change elsewhere
 * re-renders none of them.
 */
import { memo, useCallback, useMemo } from 'react';
import type { DateRange } from '@/components/DateRangeFilter';
import SurfaceFilterBase from '@/components/SurfaceFilter';
import type { SurfaceBucket } from '@/domain/standListSurface';
import type { ListFilterHandlers } from '../listScreenConfig';
import IdleDateRange from './IdleDateRange';

const SurfaceFilter = memo(SurfaceFilterBase);

export interface DateSurfaceFilterValues {
  dateRange: DateRange;
  surface: [number, number];
  surfaceBucket: SurfaceBucket | null;
}

interface Props {
  filters: DateSurfaceFilterValues;
  idle: boolean;
  on: Pick<ListFilterHandlers<DateSurfaceFilterValues>, 'patch' | 'transition'>;
  fromLabel: string;
  toLabel: string;
}

function DateSurfaceFilters({ filters, idle, on, fromLabel, toLabel }: Props) {
  const onDateRangeChange = useCallback((dateRange: DateRange) => on.patch({ dateRange }), [on]);
  const onSurfaceRangeChange = useCallback((range: [number, number]) => on.transition('surfaceRange', range), [on]);
  const onSurfaceBucketChange = useCallback((bucket: SurfaceBucket | null) => on.transition('surfaceBucket', bucket), [on]);
  const { from, to } = filters.dateRange;
  const dateRange = useMemo(() => ({ from, to }), [from, to]);
  const [lo, hi] = filters.surface;
  const surface = useMemo((): [number, number] => [lo, hi], [lo, hi]);
  return (
    <>
      <IdleDateRange idle={idle} value={dateRange} onChange={onDateRangeChange} fromLabel={fromLabel} toLabel={toLabel} />
      <SurfaceFilter value={surface} bucket={filters.surfaceBucket} onRangeChange={onSurfaceRangeChange} onBucketChange={onSurfaceBucketChange} />
    </>
  );
}

export default memo(DateSurfaceFilters);
