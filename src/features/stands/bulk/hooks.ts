/** What the stand list's bulk menu and its summary read, and the intents they send. */
import { useCallback } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { StandBulkAction, StandBulkResult } from '@/domain/standBulk';
import type { StandStatus } from '@/domain/standStatus';
import type { ListSelectionActionsProps } from '@/lists/createListScreen';
import { selectListContext } from '@/lists/selectors';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectModal } from '@/ui/selectors';
import { modalClosed } from '@/ui/uiSlice';
import { STAND_BULK_SUMMARY, standBulkRequested } from './actions';

/** The notification feature's intent, by its type: this feature does not import that one. */
const composeNotification = (selection: ListSelectionActionsProps['request']): UnknownAction => ({
  type: 'notifications/composeRequested',
  payload: { selection },
});

/** What the user may do (by permission), a bulk action run on the selection, a notification composed for it. */
export function useStandBulkActions({ target, request, count }: Pick<ListSelectionActionsProps, 'target' | 'request'> & { count: number }) {
  const dispatch = useAppDispatch();
  const context = useAppSelector(selectListContext);
  return {
    can: context.can,
    run: (action: StandBulkAction, status?: StandStatus, message?: string) =>
      dispatch(standBulkRequested({ target, action, status, message, selection: request, count })),
    notify: () => dispatch(composeNotification(request)),
  };
}

/** The summary of the last bulk action (none: no dialog), and its closing. */
export function useStandBulkSummary() {
  const dispatch = useAppDispatch();
  const modal = useAppSelector((state) => selectModal(state, STAND_BULK_SUMMARY));
  const result = (modal as { data?: unknown }).data as StandBulkResult | undefined;
  const close = useCallback(() => dispatch(modalClosed(STAND_BULK_SUMMARY)), [dispatch]);
  return { open: modal.open, result, close };
}
