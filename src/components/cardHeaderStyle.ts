/**
 * One header layout for every card whose title has an action beside it (a status chip, a menu, an
 * Add button): the action stays at the right of the title while both fit, and goes under it — at
 * the right, never past the card's edge — when the title would otherwise be squeezed into a narrow
 * column (a phone, a long status label). The title keeps at least 14 rem or the whole header.
 */
export const CARD_HEADER_SX = {
  flexWrap: 'wrap',
  rowGap: 0.5,
  '& .MuiCardHeader-content': { minWidth: 'min(100%, 14rem)' },
  '& .MuiCardHeader-action': { ml: 'auto', maxWidth: '100%' },
} as const;

/** The card's title is the page's or the block's h2. */
export const CARD_TITLE_PROPS = { title: { component: 'h2', variant: 'h6' } } as const;
