/** What the private layout reads: the enabled shows, the current show, the menus. */
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/state/rootState';
import { selectRoles, selectSelectedShowId } from '@/features/session/selectors';
import { listKey } from '@/api/params';
import { HOME_SHOWS_PARAMS } from '@/domain/home';
import { sameMenu, visibleMenu, type MenuPlacement, type MenuShow } from '@/domain/menu';
import { singleStandParams, singleStandRedirect } from '@/domain/standListRedirect';
import { makeSelectList } from '@/entities/selectors';
import { registeredMenu } from '@/features/registry';
import { selectCurrentUser } from '@/features/session/userSelectors';
import { userHasFlag, type UserFlag } from '@/domain/permissions';

/** The list the home and the show switcher share. */
export const ENABLED_SHOWS_KEY = listKey('shows', HOME_SHOWS_PARAMS);

const selectShowList = makeSelectList('shows');
export const selectEnabledShows = (state: RootState) => selectShowList(state, ENABLED_SHOWS_KEY);

/** The chosen show, else the newest enabled one, else null. */
export const selectCurrentShowId = createSelector(
  [selectSelectedShowId, selectEnabledShows],
  (selected, shows) => selected ?? shows.items[0]?.id ?? null,
);

/**
 * The switcher's shows: the enabled ones, and the current one when it is not among them (an
 * inactive show an administrator opened), so the switcher says which show the page is of.
 */
export const selectSwitcherShows = createSelector(
  [selectEnabledShows, selectCurrentShowId, (state: RootState) => state.entities.shows.entities],
  (shows, currentId, entities) => {
    if (currentId === null || shows.items.some((show) => show.id === currentId)) return shows.items;
    const current = entities[currentId];
    return current ? [...shows.items, current] : shows.items;
  },
);

/**
 * The user's only stand in a show, when they are a standist whose show holds exactly one stand
 * for them (the answer to `singleStandParams`, asked by the home and the stand page), else null.
 */
export function selectSingleStandId(state: RootState, showId: number | null): number | null {
  if (showId === null) return null;
  const query = state.queries[listKey('stands', singleStandParams(showId))];
  if (!query || query.fetchedAt === null) return null;
  return singleStandRedirect(state.session.roles, { totalItems: query.totalItems, firstId: query.ids[0] ?? null });
}

export const selectCurrentMenuShow = createSelector(
  [selectCurrentShowId, (state: RootState) => state.entities.shows.entities, (state: RootState) => selectSingleStandId(state, selectCurrentShowId(state))],
  (showId, shows, singleStandId): MenuShow | null => {
    if (showId === null) return null;
    const show = shows[showId];
    return {
      id: showId,
      hasDemandConfigs: Boolean(show?.hasDemandConfigs),
      standDocumentsFunction: Boolean(show?.standDocumentsFunction),
      singleStandId,
    };
  },
);

const USER_FLAGS: readonly UserFlag[] = ['tester'];

/** The flags of the logged-in user's account (empty until their record arrives). */
const selectUserFlags = createSelector([selectCurrentUser], (user): readonly UserFlag[] =>
  USER_FLAGS.filter((flag) => userHasFlag(user, flag)),
);

function makeSelectMenu(placement: MenuPlacement) {
  return createSelector(
    [selectRoles, selectCurrentMenuShow, selectUserFlags],
    (roles, show, flags) => visibleMenu(placement, roles, show, registeredMenu(), flags),
    // An equal menu keeps its array: a show or the user's record stored again re-renders no menu.
    { memoizeOptions: { resultEqualityCheck: sameMenu } },
  );
}

export const selectSideMenu = makeSelectMenu('side');
export const selectSideBottomMenu = makeSelectMenu('sideBottom');
export const selectSettingsMenu = makeSelectMenu('settings');
export const selectAccountMenu = makeSelectMenu('account');
