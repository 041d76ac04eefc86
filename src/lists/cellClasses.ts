/** A grid cell whose text wraps to more lines instead of being cut (ListGrid styles it; columns use it). */
export const LIST_CELL_WRAP = 'list-cell-wrap';
