/** What the private shell (top bar, side menu, show switcher) reads and the intents it sends. */
import { useCallback, useEffect } from 'react';
import { HOME_SHOWS_PARAMS, SHOWS_JUST_FETCHED_MS } from '@/domain/home';
import { isStandist } from '@/domain/roles';
import { singleStandParams } from '@/domain/standListRedirect';
import { useList } from '@/entities/hooks';
import { showEntered, logoutRequested, showSwitched } from '@/features/session/sessionSlice';
import { useRoles } from '@/features/session/hooks';
import { selectDisplayName, selectRoleLabelId } from '@/features/session/userSelectors';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { modalOpened } from '@/ui/uiSlice';
import { selectAccountMenu, selectCurrentShowId, selectSwitcherShows, selectSettingsMenu, selectSideBottomMenu, selectSideMenu } from './selectors';

/**
 * The shell's loads: the enabled shows (the show switcher; the home reads the same list), and the
 * show of a /salons/{showId}/… address made the current one once the API knows it (an unknown or
 * out-of-scope show goes to /404: session saga enterShow).
 */
export function usePrivateShell(routeShowId: number | null) {
  const dispatch = useAppDispatch();
  // The login's or the home's shows, just received, are not asked again as the shell mounts.
  useList('shows', HOME_SHOWS_PARAMS, { reuseWithinMs: SHOWS_JUST_FETCHED_MS });
  useEffect(() => {
    dispatch(showEntered({ showId: routeShowId }));
  }, [dispatch, routeShowId]);
}

/** The sider's entries, top and bottom; the current show (its foot's slot); an entry's modal opened. */
export function useSideMenu() {
  const dispatch = useAppDispatch();
  return {
    entries: useAppSelector(selectSideMenu),
    bottom: useAppSelector(selectSideBottomMenu),
    showId: useAppSelector(selectCurrentShowId),
    openModal: useCallback((name: string) => dispatch(modalOpened({ name })), [dispatch]),
  };
}

/** The top bar: who is logged in (name, role), its menus, the logout. */
export function useTopBar() {
  const dispatch = useAppDispatch();
  return {
    name: useAppSelector(selectDisplayName),
    roleLabelId: useAppSelector(selectRoleLabelId),
    settings: useAppSelector(selectSettingsMenu),
    account: useAppSelector(selectAccountMenu),
    logout: useCallback(() => dispatch(logoutRequested()), [dispatch]),
  };
}

/** The enabled shows, the current one, the switch to another. */
export function useShowSwitcher() {
  const dispatch = useAppDispatch();
  return {
    shows: useAppSelector(selectSwitcherShows),
    currentId: useAppSelector(selectCurrentShowId),
    switchTo: useCallback((showId: number) => dispatch(showSwitched({ showId })), [dispatch]),
  };
}

/**
 * A standist's side entry is 'Mon stand' when the current show holds one stand for them: the
 * question is asked on every screen of the show (the account page too), not only by the home
 * and the stand page, so the entry never reads 'Stands' for them.
 */
export function useSingleStandCheck(): void {
  const showId = useAppSelector(selectCurrentShowId);
  const standist = isStandist(useRoles());
  useList('stands', singleStandParams(showId ?? 0), { skip: !standist || showId === null, keepPrevious: false });
}
