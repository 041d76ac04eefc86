/** What the toasts, the confirm dialog and the modals' hosts read, and the intents they send. */
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectConfirm, selectModal, selectToasts } from './selectors';
import { confirmAccepted, confirmClosed, toastDismissed } from './uiSlice';

/** The toast queue and the closing of one. */
export function useToasts() {
  const dispatch = useAppDispatch();
  const toasts = useAppSelector(selectToasts);
  const dismiss = useCallback((id: string) => dispatch(toastDismissed(id)), [dispatch]);
  return { toasts, dismiss };
}

/** Whether a toast waits to be shown (the root loads the toasts' chunk then). */
export const useHasToasts = (): boolean => useAppSelector((state) => selectToasts(state).length > 0);

/** The confirm dialog's state, its cancel and its confirm. */
export function useConfirm() {
  const dispatch = useAppDispatch();
  const confirm = useAppSelector(selectConfirm);
  const cancel = useCallback(() => dispatch(confirmClosed()), [dispatch]);
  const accept = useCallback(() => dispatch(confirmAccepted()), [dispatch]);
  return { confirm, cancel, accept };
}

/** Whether the confirm dialog is open (the root loads its chunk then). */
export const useConfirmOpen = (): boolean => useAppSelector((state) => selectConfirm(state).open);

/** Whether the modal of that name is open. */
export const useModalOpen = (name: string): boolean => useAppSelector((state) => selectModal(state, name).open);
