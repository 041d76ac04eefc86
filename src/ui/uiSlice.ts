/**
 * `ui`: the toast queue, the one confirm dialog and named modals. Not persisted.
 * A confirm dialog carries the action to dispatch when confirmed (a plain action
 * object); the confirm saga runs it and closes the dialog or shows the failure.
 */
import { loggedOut } from '@/state/actions';
import { createSlice, nanoid, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';

export type ToastSeverity = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: string;
  severity: ToastSeverity;
  /** i18n id; or `text` for a message the server wrote (hydra:description). */
  messageId?: string;
  values?: Record<string, string | number>;
  text?: string;
}

export interface ConfirmState {
  open: boolean;
  titleId: string | null;
  messageId: string;
  values?: Record<string, string | number>;
  /** Dispatched on confirm; its `…Succeeded` closes the dialog, its `…Failed` shows errorMessageId. */
  action: UnknownAction | null;
  status: 'idle' | 'pending' | 'failed';
  errorMessageId: string;
  /** The server's own description of the failure (hydra:description), when it sent one. */
  errorDetail: string | null;
}

export interface ModalState {
  open: boolean;
  /** The edited item, or null to add. */
  id: number | null;
  /** What else the dialog is opened with (serializable: the stands a notification goes to…). */
  data?: Record<string, unknown>;
}

export interface UiState {
  toasts: Toast[];
  confirm: ConfirmState;
  modals: Record<string, ModalState>;
}

const closedConfirm: ConfirmState = {
  open: false,
  titleId: null,
  messageId: '',
  action: null,
  status: 'idle',
  errorMessageId: 'error.deleteImpossible',
  errorDetail: null,
};

export const initialUi: UiState = { toasts: [], confirm: closedConfirm, modals: {} };

const slice = createSlice({
  name: 'ui',
  initialState: initialUi,
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.toasts.push(action.payload);
      },
      prepare: (toast: Omit<Toast, 'id'>) => ({ payload: { ...toast, id: nanoid() } }),
    },
    /** Closes a toast and any older one still queued: the newest message is the one that counts. */
    toastDismissed(state, action: PayloadAction<string>) {
      const index = state.toasts.findIndex((t) => t.id === action.payload);
      if (index >= 0) state.toasts = state.toasts.slice(index + 1);
    },
    confirmRequested(
      state,
      action: PayloadAction<{
        titleId?: string;
        messageId: string;
        values?: Record<string, string | number>;
        action: UnknownAction;
        errorMessageId?: string;
      }>,
    ) {
      const { titleId, messageId, values, errorMessageId } = action.payload;
      state.confirm = {
        ...closedConfirm,
        open: true,
        titleId: titleId ?? null,
        messageId,
        values,
        action: action.payload.action,
        errorMessageId: errorMessageId ?? closedConfirm.errorMessageId,
      };
    },
    confirmAccepted(state) {
      state.confirm.status = 'pending';
    },
    confirmFailed(state, action: PayloadAction<{ detail?: string | null } | undefined>) {
      state.confirm.status = 'failed';
      state.confirm.errorDetail = action.payload?.detail ?? null;
    },
    confirmClosed(state) {
      state.confirm = closedConfirm;
    },
    modalOpened(state, action: PayloadAction<{ name: string; id?: number | null; data?: Record<string, unknown> }>) {
      state.modals[action.payload.name] = { open: true, id: action.payload.id ?? null, ...(action.payload.data ? { data: action.payload.data } : {}) };
    },
    modalClosed(state, action: PayloadAction<string>) {
      const { id = null, data } = state.modals[action.payload] ?? {};
      // The data stays while the dialog fades out.
      state.modals[action.payload] = { open: false, id, ...(data ? { data } : {}) };
    },
  },
  extraReducers: (builder) => {
    // A dialog left open must not come back for the next user (or the same one after a new login).
    builder.addCase(loggedOut, (state) => {
      state.confirm = closedConfirm;
      state.modals = {};
    });
  },
});

export const {
  toastShown,
  toastDismissed,
  confirmRequested,
  confirmAccepted,
  confirmFailed,
  confirmClosed,
  modalOpened,
  modalClosed,
} = slice.actions;
export default slice.reducer;
