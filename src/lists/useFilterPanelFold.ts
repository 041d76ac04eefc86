/**
 * Whether a list's filter panel is shown, and what its fold button does (issue 20, items 1 and 8).
 * At a desktop width: the user's saved choice (the list layout's `filtersFolded`, kept with the
 * columns). Below it (a phone, a narrow window) the panel beside the grid would leave the grid a
 * strip: it is folded until asked for on this screen, shown above the grid, and the saved desktop
 * choice is left as it is.
 */
import { useCallback, useState } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ListLayout } from '@/domain/listQuery';
import { theme } from '@/ui/theme';

export interface FilterPanelFold {
  /** Below the desktop width: the panel goes above the grid. */
  narrow: boolean;
  shown: boolean;
  toggle: () => void;
}

export function useFilterPanelFold(hasPanel: boolean, savedFolded: boolean, arrange: (patch: Partial<ListLayout>) => void): FilterPanelFold {
  // Narrow only where the browser says so: without media queries (a test's document) the desktop layout.
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [openedHere, setOpenedHere] = useState(false);
  const shown = hasPanel && (narrow ? openedHere : !savedFolded);
  const toggle = useCallback(() => {
    if (narrow) setOpenedHere((open) => !open);
    else arrange({ filtersFolded: shown });
  }, [narrow, arrange, shown]);
  return { narrow, shown, toggle };
}
