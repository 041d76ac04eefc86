/**
 * The header of a list screen: its title (the page's h1), then the buttons the screen
 * has (fold the filter panel, choose the columns, list the keys) and, at the right, what
 * the screen puts there (saved views, its toolbar, the list menu). Dumb.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumnOutlined';
import KeyboardIcon from '@mui/icons-material/KeyboardOutlined';

const TITLE_SX = { flexBasis: { xs: '100%', md: 'auto' } } as const;

/** The id of the filter panel the fold button controls. */
export const FILTER_PANEL_ID = 'list-filter-panel';

export interface ListHeaderProps {
  title: string;
  /** The title's id (it names the grid). */
  titleId: string;
  /** The filter panel's fold button; none: the list has no panel. */
  filters?: { shown: boolean; onToggle: () => void };
  /** Opens the Columns dialog; none: the list's columns are fixed. */
  onChooseColumns?: () => void;
  /** Opens the keys' help; none: the list has no keys. */
  onShowKeys?: () => void;
  /** At the right: saved views, the screen's toolbar, the list menu. */
  children: ReactNode;
}

export default function ListHeader({ title, titleId, filters, onChooseColumns, onShowKeys, children }: ListHeaderProps) {
  const intl = useIntl();
  return (
    // Wraps rather than overflows: on a phone the title has its own line, the buttons the next ones.
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
      <Typography variant="h5" component="h1" id={titleId} sx={TITLE_SX}>
        {title}
      </Typography>
      <Box sx={{ flex: 1 }} />
      {filters && (
        <Button
          variant="text"
          startIcon={<FilterListIcon />}
          aria-expanded={filters.shown}
          aria-controls={filters.shown ? FILTER_PANEL_ID : undefined}
          onClick={filters.onToggle}
        >
          {intl.formatMessage({ id: filters.shown ? 'list.filters.hide' : 'list.filters.show' })}
        </Button>
      )}
      {onChooseColumns && (
        <Button variant="text" startIcon={<ViewColumnIcon />} aria-haspopup="dialog" onClick={onChooseColumns}>
          {intl.formatMessage({ id: 'list.columns.button' })}
        </Button>
      )}
      {onShowKeys && (
        <Button variant="text" startIcon={<KeyboardIcon />} aria-haspopup="dialog" onClick={onShowKeys}>
          {intl.formatMessage({ id: 'list.keys.button' })}
        </Button>
      )}
      {children}
    </Box>
  );
}
