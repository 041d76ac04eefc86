/**
 * `entities`: one createEntityAdapter state per entity type, under one reducer,
 * fed by the generic `entitiesReceived({type, items})`. Items are upserted (a
 * partial list row never erases fields a full item fetch brought).
 */
import { createEntityAdapter, createSlice, isDraft, original, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/state/actions';
import { entityTypes, type EntityId, type EntityMap, type EntityType } from './entityTypes';
import { upsertTable } from './upsertTable';

interface WithId {
  id: EntityId;
}

export const entityAdapter = createEntityAdapter<WithId>();

export type EntitiesState = { [K in EntityType]: EntityState<EntityMap[K], EntityId> };

function initialEntities(): EntitiesState {
  const state = {} as Record<EntityType, EntityState<WithId, EntityId>>;
  for (const type of entityTypes()) state[type] = entityAdapter.getInitialState();
  return state as unknown as EntitiesState;
}

export interface EntitiesReceived {
  type: EntityType;
  items: ReadonlyArray<EntityMap[EntityType]>;
}

const slice = createSlice({
  name: 'entities',
  initialState: initialEntities,
  reducers: {
    entitiesReceived(state, action: PayloadAction<EntitiesReceived>) {
      const { type, items } = action.payload;
      // A type registered after the store was made (a test's own) gets its table here.
      const tables = state as unknown as Record<string, EntityState<WithId, EntityId>>;
      const table = tables[type];
      // Upserted outside Immer's drafts (./upsertTable.ts): the same merge, without a proxy per field.
      const base = table === undefined ? entityAdapter.getInitialState() : isDraft(table) ? original(table)! : table;
      tables[type] = upsertTable(base, items as unknown as WithId[]);
    },
    entityRemoved(state, action: PayloadAction<{ type: EntityType; id: EntityId }>) {
      const table = state[action.payload.type] as unknown as EntityState<WithId, EntityId> | undefined;
      if (table) entityAdapter.removeOne(table, action.payload.id);
    },
    entitiesCleared() {
      return initialEntities();
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialEntities());
  },
});

export const { entitiesReceived, entityRemoved, entitiesCleared } = slice.actions;

export default slice.reducer;
