/**
 * The list rows' buttons (src/lists/columns.tsx) and selection boxes (ListGrid's `rowCheckbox`):
 * native elements with the look of a small MUI IconButton and Checkbox, styled once per grid by
 * ROW_BUTTON_SX (src/lists/components/ListGrid.tsx) — a page's first render mounts one or two of
 * each per row, and their MUI versions are several styled components with a ripple each.
 */
import { alpha, type Theme } from '@mui/material/styles';

export const ROW_BUTTON_CLASS = 'list-row-button';
/** The rows' selection boxes (ListGrid's `rowCheckbox` slot): a native checkbox in the primary colour. */
export const ROW_CHECKBOX_CLASS = 'list-row-checkbox';

export const ROW_BUTTON_SX = {
  [`& .${ROW_BUTTON_CLASS}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: '5px',
    border: 0,
    borderRadius: '50%',
    background: 'none',
    color: 'action.active',
    cursor: 'pointer',
    fontSize: '1.125rem',
    transition: 'background-color 150ms cubic-bezier(0.4, 0, 0.2, 1)',
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' },
    '&[data-color="error"]': { color: 'error.main' },
    // As MUI's IconButton: the theme's error colour, faded.
    '&[data-color="error"]:hover': { bgcolor: (theme: Theme) => alpha(theme.palette.error.main, theme.palette.action.hoverOpacity) },
  },
  [`& .${ROW_CHECKBOX_CLASS}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 42,
    height: 42,
    '& input': {
      width: 18,
      height: 18,
      margin: 0,
      cursor: 'pointer',
      accentColor: (theme: Theme) => theme.palette.primary.main,
    },
  },
} as const;
