/** Reads of the ui slice: toasts, the confirm dialog, modals. */
import type { RootState } from '@/state/rootState';

export const selectToasts = (state: RootState) => state.ui.toasts;
export const selectConfirm = (state: RootState) => state.ui.confirm;
export const selectModal = (state: RootState, name: string) => state.ui.modals[name] ?? closedModal;
const closedModal = { open: false, id: null } as const;

/** The current user's draft of a form (src/ui/draftsSlice.ts), if any. */
export const selectDraft = (state: RootState, key: string) =>
  state.drafts.currentUserId === null ? undefined : state.drafts.byUser[String(state.drafts.currentUserId)]?.[key];
