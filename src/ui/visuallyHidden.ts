/**
 * Text for screen readers only (a column's or a folded menu entry's name). Sizes are strings: in
 * `sx`, a number ≤ 1 is a fraction, so `width: 1` meant 100 % of the nearest positioned ancestor —
 * on the show page a hidden table header as wide as the page, past its right edge (the page scrolled
 * sideways into a blank area).
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
