/**
 * Writes: `saveRequested` (POST without id, PUT or PATCH with id) and
 * `deleteRequested`, and their outcome per mutation key, which a form or a
 * confirm dialog reads: status, the violations placed on its fields, the error.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/state/actions';
import { modalOpened } from '@/ui/uiSlice';
import type { SerializedApiError } from '@/api/errors';
import type { EntityId, EntityType } from './entityTypes';

export type MutationStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

export interface MutationState {
  status: MutationStatus;
  /** Violations on the form's fields, by property path (Formik errors shape). */
  fieldErrors: Record<string, string>;
  error: SerializedApiError | null;
  /** Id of the saved item on success. */
  id: EntityId | null;
  /** Of a flow that tells it: the share done, 0 to 1 (`mutationProgressed`): an upload's bytes sent, an import analysis's work. */
  progress?: number;
  /** Where the files the server refused sit in the form's values ('logo', 'files[1]'): the form drops them. */
  refusedFiles?: string[];
}

export type MutationsState = Record<string, MutationState>;

export interface SaveRequest {
  resource: EntityType;
  id?: EntityId | null;
  data: Record<string, unknown>;
  /** Method with an id: PUT (default) or PATCH (merge-patch). */
  method?: 'PUT' | 'PATCH';
  /** Mutation key the form reads; default `${resource}/save`. */
  key?: string;
  /** The form's field names: violations on them go to the fields, the rest to a toast. */
  fields?: readonly string[];
  /** i18n id of the success toast; default 'toast.saved' ('Enregistrement réussi !'); null for none. */
  successMessageId?: string | null;
  /** Name of a ui modal to close on success. */
  closeModal?: string;
}

export interface DeleteRequest {
  resource: EntityType;
  id: EntityId;
  /** default `${resource}/delete` */
  key?: string;
  /** default 'toast.deleted' ('Suppression réussie !'); null for none. */
  successMessageId?: string | null;
}

export const saveKey = (resource: EntityType): string => `${resource}/save`;
export const deleteKey = (resource: EntityType): string => `${resource}/delete`;

const idle: MutationState = { status: 'idle', fieldErrors: {}, error: null, id: null };

const slice = createSlice({
  name: 'mutations',
  initialState: {} as MutationsState,
  reducers: {
    saveRequested: {
      reducer(state, action: PayloadAction<SaveRequest & { key: string }>) {
        state[action.payload.key] = { ...idle, status: 'pending' };
      },
      prepare: (request: SaveRequest) => ({ payload: { ...request, key: request.key ?? saveKey(request.resource) } }),
    },
    saveSucceeded(state, action: PayloadAction<{ resource: EntityType; key: string; id: EntityId | null }>) {
      state[action.payload.key] = { ...idle, status: 'succeeded', id: action.payload.id };
    },
    saveFailed(
      state,
      action: PayloadAction<{
        resource: EntityType;
        key: string;
        error: SerializedApiError;
        fieldErrors: Record<string, string>;
        refusedFiles?: string[];
      }>,
    ) {
      const { key, error, fieldErrors, refusedFiles } = action.payload;
      state[key] = { ...idle, status: 'failed', error, fieldErrors, ...(refusedFiles?.length ? { refusedFiles } : {}) };
    },
    deleteRequested: {
      reducer(state, action: PayloadAction<DeleteRequest & { key: string }>) {
        state[action.payload.key] = { ...idle, status: 'pending' };
      },
      prepare: (request: DeleteRequest) => ({
        payload: { ...request, key: request.key ?? deleteKey(request.resource) },
      }),
    },
    deleteSucceeded(state, action: PayloadAction<{ resource: EntityType; key: string; id: EntityId }>) {
      state[action.payload.key] = { ...idle, status: 'succeeded', id: action.payload.id };
    },
    deleteFailed(state, action: PayloadAction<{ resource: EntityType; key: string; error: SerializedApiError }>) {
      state[action.payload.key] = { ...idle, status: 'failed', error: action.payload.error };
    },
    /** A feature's own write flow (several calls, e.g. uploads then a message) starts under `key`. */
    mutationStarted(state, action: PayloadAction<string>) {
      state[action.payload] = { ...idle, status: 'pending' };
    },
    /** How much of a pending flow's upload is sent (0 to 1). */
    mutationProgressed(state, action: PayloadAction<{ key: string; progress: number }>) {
      const mutation = state[action.payload.key];
      if (mutation?.status === 'pending') mutation.progress = action.payload.progress;
    },
    mutationReset(state, action: PayloadAction<string>) {
      delete state[action.payload];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, () => ({}))
      // A modal's form starts clean: its mutation key is the modal name.
      .addCase(modalOpened, (state, action) => {
        delete state[action.payload.name];
      });
  },
});

export const {
  saveRequested,
  saveSucceeded,
  saveFailed,
  deleteRequested,
  deleteSucceeded,
  deleteFailed,
  mutationStarted,
  mutationProgressed,
  mutationReset,
} = slice.actions;

export const idleMutation = idle;
export default slice.reducer;
