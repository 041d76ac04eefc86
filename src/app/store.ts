/**
 * The one store. Slices: entities (normalized, one adapter per type), queries
 * (list and item results by key), mutations (save/delete outcome by key),
 * session, prefs, intl, drafts (persisted), ui (toasts, confirm, modals).
 */
// Registers every feature (entity types, routes, menus) before a store is made.
import './features';
import type { RootState } from '@/state/rootState';
import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { persistStore, type Persistor } from 'redux-persist';
import { registerPersistor } from './persistFlush';
import entities from '@/entities/entitiesSlice';
import queries from '@/entities/queriesSlice';
import mutations from '@/entities/mutationsSlice';
import session from '@/features/session/sessionSlice';
import prefs from '@/lists/prefsSlice';
import intl from '@/intl/intlSlice';
import ui from '@/ui/uiSlice';
import drafts from '@/ui/draftsSlice';
import { PERSIST_ACTIONS, persisted } from './persist';
import rootSaga from './rootSaga';
import { registerSagaRunner } from './sagaInjection';
import { messageSendRequested } from '@/features/standMessages/actions';
import { reportSaveRequested } from '@/features/standReports/actions';
import { importFileChosen } from '@/features/standImport/actions';
import { showSaveRequested } from '@/features/shows/actions';
import { recorderMiddleware } from '@/lib/recorder/recorder';
import { reportError } from '@/lib/errorReporting';

const slices = { entities, queries, mutations, session, prefs, intl, ui, drafts };

/** The reducer without persistence (tests). */
export const rootReducer = combineReducers(slices);
export type { RootState } from '@/state/rootState';

// The leaf RootState (src/state/rootState.ts) is what every selector names: it must be
// exactly what the root reducer produces.
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const rootStateMatches: Exactly<ReturnType<typeof rootReducer>, RootState> = true;
void rootStateMatches;

const persistedReducer = combineReducers({
  ...slices,
  session: persisted('session', session, ['loginStatus', 'externalLoginPending', 'externalLoginError', 'externalLoginConfirm']),
  prefs: persisted('prefs', prefs),
  intl: persisted('intl', intl),
  drafts: persisted('drafts', drafts),
}) as unknown as Reducer<RootState>;

/**
 * Intents that carry the files a user chose (File objects, not serializable) to the saga that
 * uploads them; no reducer keeps them, so the state stays serializable.
 */
const FILE_INTENTS = [messageSendRequested.type, reportSaveRequested.type, importFileChosen.type, showSaveRequested.type];

export interface StoreOptions {
  /** Default true; tests pass false. */
  persist?: boolean;
  preloadedState?: Partial<RootState>;
  /** Default true. */
  runSagas?: boolean;
}

export function makeStore(options: StoreOptions = {}) {
  const { persist = true, preloadedState, runSagas = true } = options;
  const sagaMiddleware = createSagaMiddleware({
    // A saga that dies stops its whole tree: logged as redux-saga does, and reported (error reporting, when on).
    onError: (error, { sagaStack }) => {
      console.error(error);
      console.error(sagaStack);
      reportError(error);
    },
  });
  const store = configureStore({
    reducer: persist ? persistedReducer : rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      // The flow recorder (issue 10) first: it tells the views' intents from the sagas' actions.
      getDefault({ thunk: false, serializableCheck: { ignoredActions: [...PERSIST_ACTIONS, ...FILE_INTENTS] } }).prepend(recorderMiddleware).concat(sagaMiddleware),
  });
  if (runSagas) {
    sagaMiddleware.run(rootSaga);
    registerSagaRunner((saga) => sagaMiddleware.run(saga));
  }
  const persistor: Persistor | null = persist ? persistStore(store) : null;
  registerPersistor(persistor);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
