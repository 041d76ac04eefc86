/**
 * `queries`: the result of each list (and item) request, by a stable key
 * (resource + sorted params, see api/params.ts `listKey`). A list keeps its
 * previous ids while it reloads, so a table does not blink. Answers of an older
 * request for the same key are ignored (requestId). A save or delete on a
 * resource marks its lists stale; `useList` refetches a stale list it shows.
 */
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/state/actions';
import type { SerializedApiError } from '@/api/errors';
import { itemKey, listKey, type Params } from '@/api/params';
import type { EntityId, EntityType } from './entityTypes';
import { deleteSucceeded, saveSucceeded } from './mutationsSlice';

export type QueryStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface QueryState {
  resource: EntityType;
  params: Params | null;
  ids: EntityId[];
  totalItems: number;
  status: QueryStatus;
  error: SerializedApiError | null;
  fetchedAt: number | null;
  /** A write on the resource happened since the fetch. */
  stale: boolean;
  requestId: string | null;
}

export interface ListRequest {
  resource: EntityType;
  params?: Params;
  /** Default: listKey(resource, params). */
  key?: string;
}

export interface ListRequestPayload {
  resource: EntityType;
  params: Params;
  key: string;
  requestId: string;
}

export interface ItemRequestPayload {
  resource: EntityType;
  id: EntityId;
  key: string;
  requestId: string;
}

export const emptyQuery = (resource: EntityType, params: Params | null = null): QueryState => ({
  resource,
  params,
  ids: [],
  totalItems: 0,
  status: 'idle',
  error: null,
  fetchedAt: null,
  stale: false,
  requestId: null,
});

export type QueriesState = Record<string, QueryState>;

function start(state: QueriesState, resource: EntityType, key: string, params: Params | null, requestId: string): void {
  const previous = state[key] ?? emptyQuery(resource, params);
  state[key] = { ...previous, resource, params, status: 'loading', error: null, stale: false, requestId };
}

const slice = createSlice({
  name: 'queries',
  initialState: {} as QueriesState,
  reducers: {
    listRequested: {
      reducer(state, action: PayloadAction<ListRequestPayload>) {
        const { resource, params, key, requestId } = action.payload;
        start(state, resource, key, params, requestId);
      },
      prepare: (request: ListRequest) => {
        const params = request.params ?? {};
        return {
          payload: {
            resource: request.resource,
            params,
            key: request.key ?? listKey(request.resource, params),
            requestId: nanoid(),
          },
        };
      },
    },
    listSucceeded(
      state,
      action: PayloadAction<{ key: string; requestId: string; ids: EntityId[]; totalItems: number; fetchedAt: number }>,
    ) {
      const { key, requestId, ids, totalItems, fetchedAt } = action.payload;
      const query = state[key];
      if (!query || query.requestId !== requestId) return;
      state[key] = { ...query, ids, totalItems, status: 'succeeded', error: null, fetchedAt };
    },
    listFailed(state, action: PayloadAction<{ key: string; requestId: string; error: SerializedApiError }>) {
      const query = state[action.payload.key];
      if (!query || query.requestId !== action.payload.requestId) return;
      query.status = 'failed';
      query.error = action.payload.error;
    },
    itemRequested: {
      reducer(state, action: PayloadAction<ItemRequestPayload>) {
        const { resource, key, requestId } = action.payload;
        start(state, resource, key, null, requestId);
      },
      prepare: (request: { resource: EntityType; id: EntityId; key?: string }) => ({
        payload: {
          resource: request.resource,
          id: request.id,
          key: request.key ?? itemKey(request.resource, request.id),
          requestId: nanoid(),
        },
      }),
    },
    itemSucceeded(state, action: PayloadAction<{ key: string; requestId: string; id: EntityId; fetchedAt: number }>) {
      const { key, requestId, id, fetchedAt } = action.payload;
      const query = state[key];
      if (!query || query.requestId !== requestId) return;
      state[key] = { ...query, ids: [id], totalItems: 1, status: 'succeeded', error: null, fetchedAt };
    },
    itemFailed(state, action: PayloadAction<{ key: string; requestId: string; error: SerializedApiError }>) {
      const query = state[action.payload.key];
      if (!query || query.requestId !== action.payload.requestId) return;
      query.status = 'failed';
      query.error = action.payload.error;
    },
    /** The resource's queries go stale (`lists`: its lists only, not its items). */
    queriesInvalidated(state, action: PayloadAction<{ resource: EntityType; lists?: boolean }>) {
      for (const query of Object.values(state)) {
        if (query.resource === action.payload.resource && !(action.payload.lists && query.params === null)) query.stale = true;
      }
    },
  },
  extraReducers: (builder) => {
    const invalidate = (state: QueriesState, resource: EntityType) => {
      for (const query of Object.values(state)) if (query.resource === resource) query.stale = true;
    };
    builder
      .addCase(saveSucceeded, (state, action) => invalidate(state, action.payload.resource))
      .addCase(deleteSucceeded, (state, action) => invalidate(state, action.payload.resource))
      .addCase(loggedOut, () => ({}));
  },
});

export const { listRequested, listSucceeded, listFailed, itemRequested, itemSucceeded, itemFailed, queriesInvalidated } =
  slice.actions;
export default slice.reducer;
