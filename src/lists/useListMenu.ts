/**
 * The screen's own entries of a list's top-right menu (`menuItems`): those the user has
 * the permission of, each sending its intent with the list's scope and selected ids.
 */
import { useMemo } from 'react';
import type { ListContext } from '@/domain/listQuery';
import { useAppDispatch } from '@/state/hooks';
import type { ListTarget } from './actions';
import type { ListMenuEntryView } from './components/ListMenu';
import type { ListMenuItem } from './listScreenConfig';

export function useListMenu(
  items: readonly ListMenuItem[] | undefined,
  { target, context, selectedIds }: { target: ListTarget; context: ListContext; selectedIds: readonly number[] },
): ListMenuEntryView[] {
  const dispatch = useAppDispatch();
  return useMemo(
    () =>
      (items ?? [])
        .filter((item) => context.can(item.permission))
        .map((item) => ({
          labelId: item.labelId,
          Icon: item.Icon,
          onSelect: () => dispatch(item.action({ scope: target.scope, selectedIds })),
        })),
    [items, context, dispatch, target, selectedIds],
  );
}
