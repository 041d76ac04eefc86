/**
 * The shape of the one store, written from the slices' own state types so that
 * selectors and hooks anywhere can name it without importing the store (which
 * imports every feature). `src/app/store.ts` checks at compile time that its root
 * reducer produces exactly this.
 */
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { EntitiesState } from '@/entities/entitiesSlice';
import type { MutationsState } from '@/entities/mutationsSlice';
import type { QueriesState } from '@/entities/queriesSlice';
import type { SessionState } from '@/features/session/sessionSlice';
import type { IntlState } from '@/intl/intlSlice';
import type { PrefsState } from '@/lists/prefsSlice';
import type { UiState } from '@/ui/uiSlice';
import type { DraftsState } from '@/ui/draftsSlice';

export interface RootState {
  entities: EntitiesState;
  queries: QueriesState;
  mutations: MutationsState;
  session: SessionState;
  prefs: PrefsState;
  intl: IntlState;
  ui: UiState;
  drafts: DraftsState;
}

export type AppDispatch = Dispatch<UnknownAction>;
