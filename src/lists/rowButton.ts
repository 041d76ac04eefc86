/**
 * The list rows' buttons (src/lists/columns.tsx): native buttons with the look of a small MUI
 * IconButton, styled once per grid by ROW_BUTTON_SX (src/lists/components/ListGrid.tsx).
 */
export const ROW_BUTTON_CLASS = 'list-row-button';

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
    '&[data-color="error"]:hover': { bgcolor: 'rgba(211, 47, 47, 0.04)' },
  },
} as const;
