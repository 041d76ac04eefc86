import { rootReducer, type RootState } from '@/app/store';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { listRequested, listSucceeded } from '@/entities/queriesSlice';
import type { Stand } from '@/domain/api';
import type { StandStatus } from '@/domain/standStatus';
import { toListParams, type QueryParams } from '@/domain/listQuery';
import { STAND_LIST, standListScope, type StandListState } from '@/domain/standListQuery';
import type { ListTarget } from '@/lists/actions';
import type { UnknownAction } from '@reduxjs/toolkit';

export const USER_ID = 7;
export const SHOW_ID = 3;
export const PATH = `/salons/${SHOW_ID}/stands`;
export const ADMIN = ['ROLE_SUPER_ADMIN'];
export const ORGANIZER = ['ROLE_ORGANIZER'];
export const STANDIST = ['ROLE_STANDIST'];
/** The stand list of show 3 on screen. */
export const TARGET: ListTarget = { list: STAND_LIST.id, path: PATH, scope: standListScope(SHOW_ID) };

/** GET /backend/stands parameters of a stand list state (Messages filters dropped without `messageFilters`). */
export const toStandListParams = (showId: number, state: StandListState, { messageFilters = true } = {}): QueryParams =>
  toListParams(STAND_LIST, standListScope(showId), state, { can: () => messageFilters });

export function stand(id: number, patch: Partial<Stand> = {}): Stand {
  return {
    '@id': `/backend/stands/${id}`,
    '@type': 'Stand',
    id,
    name: `Stand ${id}`,
    hall: 'A',
    aisle: '1',
    number: String(100 + id),
    surface: '12,5',
    standType: 'Équipé',
    bat: false,
    show: `/backend/shows/${SHOW_ID}`,
    status: 'waitingForPlans' as StandStatus,
    standSecurityInstruction: null,
    unSeen: false,
    treated: true,
    documentsTreated: true,
    unSeenDocuments: false,
    nbInProgressReports: 0,
    nbClosedReports: 0,
    layouts: [],
    updatedAt: '2027-03-04T09:05:00+00:00',
    documentsUpdatedAt: null,
    enabled: true,
    turn: 'exhibitor',
    turnSince: '2027-03-01T09:00:00+00:00',
    late: false,
    exhibitor: null,
    decorator: null,
    agency: null,
    ...patch,
  };
}

/** A root state with a logged-in user of these roles and, optionally, a saved list state for PATH. */
export function rootState(roles: string[], saved?: unknown): RootState {
  const base = rootReducer(undefined, { type: '@@init' });
  return {
    ...base,
    session: { ...base.session, token: 't', userId: USER_ID, roles, exp: 9999999999 },
    prefs: {
      currentUserId: USER_ID,
      listStateByUser: saved === undefined ? {} : { [String(USER_ID)]: { [PATH]: saved } },
    },
  };
}

/** The state after a list answered: entities and the query of these params. */
export function withList(state: RootState, params: QueryParams, stands: Stand[], totalItems = stands.length): RootState {
  const request = listRequested({ resource: 'stands', params });
  const actions: UnknownAction[] = [
    request,
    entitiesReceived({ type: 'stands', items: stands }),
    listSucceeded({
      key: request.payload.key,
      requestId: request.payload.requestId,
      ids: stands.map((s) => s.id),
      totalItems,
      fetchedAt: 1,
    }),
  ];
  return actions.reduce((s, a) => rootReducer(s, a), state);
}
