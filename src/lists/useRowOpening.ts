/**
 * What a click (or o / Enter) on a row does: the intent of `rowOpen` (an edit modal) for
 * a user with its permission, else the address of `rowPath`; `opens` is false when
 * neither applies, and the rows are then not links.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { ListContext } from '@/domain/listQuery';
import { useAppDispatch } from '@/state/hooks';
import type { ListScreenConfig } from './listScreenConfig';

type RowOpening = Pick<ListScreenConfig<object, never>, 'rowPath' | 'rowOpen'>;

export function useRowOpening({ rowPath, rowOpen }: RowOpening, context: ListContext) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const opens = Boolean(rowPath || (rowOpen && context.can(rowOpen.permission)));
  const open = useCallback(
    (id: number) => {
      if (rowOpen) dispatch(rowOpen.action(id));
      else if (rowPath) void navigate(rowPath(id));
    },
    [navigate, dispatch, rowOpen, rowPath],
  );
  return { opens, open };
}
