/**
 * The intents of a list screen as stable callbacks (the filters, the menu and the grid are
 * memoized): each dispatches one list action for the target; the prefs reducer applies
 * the change, src/lists/sagas.ts loads, and asks confirmation before a row is deleted.
 */
import { useMemo } from 'react';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import type { ListLayout, ListSort } from '@/domain/listQuery';
import { useAppDispatch } from '@/state/hooks';
import { listChanged, listReloadRequested, listRowDeleteRequested, listSearchTyped, type ListTarget } from './actions';
import type { ListFilterHandlers } from './listScreenConfig';

export interface ListIntents<F extends object> extends ListFilterHandlers<F> {
  reload: () => void;
  sort: (sort: ListSort | null) => void;
  page: (page: number) => void;
  /** Asks to delete a row: the saga asks the user to confirm first. */
  remove: (id: number) => void;
  arrange: (patch: Partial<ListLayout>) => void;
  /** The grid's own column menu (hide, manage columns) saves into the layout too. */
  visibility: (model: GridColumnVisibilityModel) => void;
}

/** The fields the grid's visibility model hides. */
export const hiddenFields = (model: GridColumnVisibilityModel): string[] =>
  Object.keys(model).filter((field) => model[field] === false);

export function useListIntents<F extends object>(target: ListTarget): ListIntents<F> {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      patch: (patch: Partial<F>) => dispatch(listChanged({ ...target, change: { kind: 'filters', patch } })),
      transition: (name: string, arg: unknown) =>
        dispatch(listChanged({ ...target, change: { kind: 'transition', name, arg } })),
      search: (search: string) => dispatch(listSearchTyped({ ...target, search })),
      reset: () => dispatch(listChanged({ ...target, change: { kind: 'reset' } })),
      reload: () => dispatch(listReloadRequested(target)),
      sort: (sort: ListSort | null) => dispatch(listChanged({ ...target, change: { kind: 'sort', sort } })),
      page: (page: number) => dispatch(listChanged({ ...target, change: { kind: 'page', page } })),
      remove: (id: number) => dispatch(listRowDeleteRequested({ ...target, id })),
      arrange: (patch: Partial<ListLayout>) => dispatch(listChanged({ ...target, change: { kind: 'layout', patch } })),
      visibility: (model: GridColumnVisibilityModel) =>
        dispatch(listChanged({ ...target, change: { kind: 'layout', patch: { hidden: hiddenFields(model) } } })),
    }),
    [dispatch, target],
  );
}
