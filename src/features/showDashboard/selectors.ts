/** Memoized reads of the dashboard: its show, summary lines, demand settings rows, organizer. */
import { createSelector } from '@reduxjs/toolkit';
import type { Me, Show } from '@/domain/api';
import { demandSettingsRows } from '@/domain/demandConfig';
import { can } from '@/domain/permissions';
import { planSummaryLines } from '@/domain/planSummary';
import { idFromIri } from '@/entities/entityTypes';
import { makeSelectList, selectEntityTable } from '@/entities/selectors';
import { selectRoles } from '@/features/session/selectors';
import type { RootState } from '@/state/rootState';
import { demandConfigsKey, demandTypesKey, ORGANIZER_SEARCH_KEY } from './queries';

export const selectDashboardShow = (state: RootState, showId: number): Show | undefined => selectEntityTable(state, 'shows')[showId];

const selectSummary = (state: RootState, showId: number) => selectEntityTable(state, 'planSummaries')[showId];
const selectMessageCounts = createSelector([selectRoles], (roles) => can(roles, 'show.messageCounts'));

export const selectPlanSummaryLines = createSelector([selectSummary, selectMessageCounts], (summary, messageCounts) =>
  planSummaryLines(summary, messageCounts),
);

const selectTypes = makeSelectList('demandTypes');
const selectConfigs = makeSelectList('demandConfigs');

export const selectDemandSettings = createSelector(
  [(state: RootState) => selectTypes(state, demandTypesKey), (state: RootState, showId: number) => selectConfigs(state, demandConfigsKey(showId))],
  (types, configs) => ({
    rows: demandSettingsRows(types.items, configs.items),
    status: types.status === 'failed' || configs.status === 'failed' ? 'failed' : types.loaded && configs.loaded ? 'loaded' : 'loading',
  }),
);

/** The show's organizer account when this user may read it (the full record: admin; their own: the organizer). */
export const selectShowOrganizer = (state: RootState, showId: number): Me | undefined => {
  const id = idFromIri(selectDashboardShow(state, showId)?.organizer);
  return id === null ? undefined : selectEntityTable(state, 'users')[id];
};

const selectSearch = makeSelectList('users');
export const selectOrganizerSearch = (state: RootState) => selectSearch(state, ORGANIZER_SEARCH_KEY);
