/**
 * The list grids' small buttons — row buttons (src/lists/columns.tsx), the column headers' sort
 * and menu buttons (ListGrid's `baseIconButton`) — and the rows' selection boxes (ListGrid's
 * `rowCheckbox`): native elements with the look of a small MUI IconButton and Checkbox, and their
 * icons plain SVGs (src/ui/plainIcon.tsx). A page's first render mounts several per row and two per
 * header; their MUI versions are several styled components with a ripple each (issue 20).
 * Styled once per page by LIST_BUTTON_STYLES (global rules: the grid's menus and panels open
 * outside its root).
 */
import { alpha, type Theme } from '@mui/material/styles';
import { PLAIN_ICON_STYLES } from '@/ui/plainIcon';

export const ROW_BUTTON_CLASS = 'list-row-button';
/** The rows' selection boxes (ListGrid's `rowCheckbox` slot): a native checkbox in the primary colour. */
export const ROW_CHECKBOX_CLASS = 'list-row-checkbox';

export const LIST_BUTTON_STYLES = (theme: Theme) => ({
  [`.${ROW_BUTTON_CLASS}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: '5px',
    border: 0,
    borderRadius: '50%',
    background: 'none',
    color: theme.palette.action.active,
    cursor: 'pointer',
    fontSize: '1.125rem',
    transition: 'background-color 150ms cubic-bezier(0.4, 0, 0.2, 1)',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: '-2px' },
    '&:disabled': { color: theme.palette.action.disabled, cursor: 'default', backgroundColor: 'transparent' },
    '&[data-color="error"]': { color: theme.palette.error.main },
    // As MUI's IconButton: the theme's error colour, faded.
    '&[data-color="error"]:hover': { backgroundColor: alpha(theme.palette.error.main, theme.palette.action.hoverOpacity) },
  },
  [`.${ROW_CHECKBOX_CLASS}`]: {
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
      accentColor: theme.palette.primary.main,
    },
  },
  ...PLAIN_ICON_STYLES,
});
