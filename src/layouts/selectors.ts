/** What the private layout reads: the enabled shows, the current show, the menus. */
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/state/rootState';
import { selectRoles, selectSelectedShowId } from '@/features/session/selectors';
import { listKey } from '@/api/params';
import { HOME_SHOWS_PARAMS } from '@/domain/home';
import { visibleMenu, type MenuPlacement, type MenuShow } from '@/domain/menu';
import { makeSelectList } from '@/entities/selectors';
import { registeredMenu } from '@/features/registry';

/** The list the home and the show switcher share. */
export const ENABLED_SHOWS_KEY = listKey('shows', HOME_SHOWS_PARAMS);

const selectShowList = makeSelectList('shows');
export const selectEnabledShows = (state: RootState) => selectShowList(state, ENABLED_SHOWS_KEY);

/** The chosen show, else the newest enabled one, else null. */
export const selectCurrentShowId = createSelector(
  [selectSelectedShowId, selectEnabledShows],
  (selected, shows) => selected ?? shows.items[0]?.id ?? null,
);

export const selectCurrentMenuShow = createSelector(
  [selectCurrentShowId, (state: RootState) => state.entities.shows.entities],
  (showId, shows): MenuShow | null => {
    if (showId === null) return null;
    const show = shows[showId];
    return {
      id: showId,
      hasDemandConfigs: Boolean(show?.hasDemandConfigs),
      standDocumentsFunction: Boolean(show?.standDocumentsFunction),
    };
  },
);

function makeSelectMenu(placement: MenuPlacement) {
  return createSelector([selectRoles, selectCurrentMenuShow], (roles, show) =>
    visibleMenu(placement, roles, show, registeredMenu()),
  );
}

export const selectSideMenu = makeSelectMenu('side');
export const selectSideBottomMenu = makeSelectMenu('sideBottom');
export const selectSettingsMenu = makeSelectMenu('settings');
export const selectAccountMenu = makeSelectMenu('account');
