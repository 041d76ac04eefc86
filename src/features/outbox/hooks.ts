/** What the outbox's message dialog reads and the intents it sends. */
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { modalClosed } from '@/ui/uiSlice';
import { emlDownloadRequested, MAIL_DIALOG } from './actions';
import { selectOpenMail, selectOpenMailHasMaskedSecret } from './selectors';

/** The message opened (none: no dialog), whether a secret of its text was masked; its closing, its .eml download. */
export function useMailDelivery() {
  const dispatch = useAppDispatch();
  return {
    mail: useAppSelector(selectOpenMail),
    secretMasked: useAppSelector(selectOpenMailHasMaskedSecret),
    close: useCallback(() => dispatch(modalClosed(MAIL_DIALOG)), [dispatch]),
    downloadEml: useCallback((id: number) => dispatch(emlDownloadRequested({ id })), [dispatch]),
  };
}
