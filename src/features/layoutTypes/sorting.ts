/** Layout type table paging and sorting (part 1 §2, §9): 10 rows, server-side sort by label or color. */
export const LAYOUT_TYPES_PAGE_SIZE = 10;

export type LayoutTypeSortField = 'label' | 'color';
export interface LayoutTypeTableState {
  page: number;
  field: LayoutTypeSortField;
  direction: 'asc' | 'desc';
}

export const initialLayoutTypeTable: LayoutTypeTableState = { page: 1, field: 'label', direction: 'asc' };

export function layoutTypeParams(state: LayoutTypeTableState) {
  return { page: state.page, itemsPerPage: LAYOUT_TYPES_PAGE_SIZE, [`order[${state.field}]`]: state.direction };
}

/** A click on a column header: same column flips the direction, another starts ascending; back to page 1. */
export function sortBy(state: LayoutTypeTableState, field: LayoutTypeSortField): LayoutTypeTableState {
  const direction = state.field === field && state.direction === 'asc' ? 'desc' : 'asc';
  return { page: 1, field, direction };
}

export const pageCount = (totalItems: number): number => Math.max(1, Math.ceil(totalItems / LAYOUT_TYPES_PAGE_SIZE));
