/**
 * The frame of a dashboard (the stand's, the show's): the page title (h1), a notice above
 * (an error with its retry), a placeholder while the object loads, then two columns — the
 * main blocks on the left, the side ones on the right, one column when narrow — and what
 * goes after them (dialogs, a back link). The blocks themselves are PanelCards.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The side column's share of the width: a third (the stand's information) or two fifths (the show's organizer and summary). */
const COLUMNS = {
  narrow: { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(280px, 1fr)' }, alignItems: 'start' },
  wide: { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(300px, 2fr)' }, alignItems: 'start' },
} as const;
const COLUMN_SX = { minWidth: 0 } as const;
// No padding of its own on a phone: the page's already takes 16 px of its 390.
const PAGE_SX = { p: { xs: 0, sm: 2 } } as const;

export interface DashboardFrameProps {
  title: string;
  /** The object is on its way: a placeholder (`loadingTestId` for tests) instead of the columns. */
  loading: boolean;
  loadingTestId?: string;
  notice?: ReactNode;
  main: ReactNode;
  side: ReactNode;
  sideWidth?: keyof typeof COLUMNS;
  children?: ReactNode;
}

export default function DashboardFrame({ title, loading, loadingTestId, notice, main, side, sideWidth = 'narrow', children }: DashboardFrameProps) {
  return (
    <Stack spacing={2} sx={PAGE_SX}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {notice}
      {loading ? (
        <Skeleton variant="rounded" height={180} data-testid={loadingTestId} />
      ) : (
        <Box sx={COLUMNS[sideWidth]} data-testid="dashboard-columns">
          <Stack spacing={2} sx={COLUMN_SX}>
            {main}
          </Stack>
          <Stack spacing={2} sx={COLUMN_SX}>
            {side}
          </Stack>
        </Box>
      )}
      {children}
    </Stack>
  );
}
