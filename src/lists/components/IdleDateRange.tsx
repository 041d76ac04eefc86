/**
 * A list's day-range filter whose pickers (and luxon, their adapter) are their own chunk, loaded
 * once the list's first rows are in (`idle`): until then two empty fields of the same size hold
 * their place. The stand list's and the document list's.
 */
import { lazy, memo, Suspense } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { DateRange } from '@/components/DateRangeFilter';

const DateRangeFilter = memo(lazy(() => import(/* webpackChunkName: "date-range" */ '@/components/DateRangeFilter')));

const DATE_PLACEHOLDER = (
  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} aria-hidden>
    <Skeleton variant="rounded" width={200} height={40} />
    <Skeleton variant="rounded" width={200} height={40} />
  </Box>
);

interface Props {
  idle: boolean;
  value: DateRange;
  onChange: (range: DateRange) => void;
  fromLabel: string;
  toLabel: string;
}

function IdleDateRange({ idle, ...range }: Props) {
  if (!idle) return DATE_PLACEHOLDER;
  return (
    <Suspense fallback={DATE_PLACEHOLDER}>
      <DateRangeFilter {...range} />
    </Suspense>
  );
}

export default memo(IdleDateRange);
