/**
 * A list screen's life in the store: opened when it mounts (first the view of its
 * address's `?view=` link, so the list loads that view: src/lists/viewSagas.ts), closed
 * when it goes. Filters, sort and page need nothing here: they live in `prefs`, saved
 * per user and path, so a reload finds them.
 */
import { useEffect } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { VIEW_PARAM } from '@/domain/listLink';
import { useAppDispatch } from '@/state/hooks';
import { listClosed, listOpened, type ListTarget } from './actions';
import { viewLinkOpened } from './viewActions';

export interface ListOpening {
  /** The screen reads `?view=` links (its saved views). */
  savedViews?: boolean;
  /** The feature's own opening intent (default `listOpened`). */
  openAction?: (target: ListTarget) => UnknownAction;
}

export function useListOpening(target: ListTarget, { savedViews, openAction = listOpened }: ListOpening): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const view = savedViews ? new URLSearchParams(window.location.search).get(VIEW_PARAM) : null;
    if (view !== null) dispatch(viewLinkOpened({ ...target, view }));
    dispatch(openAction(target));
    return () => {
      dispatch(listClosed(target));
    };
  }, [dispatch, target, savedViews, openAction]);
}
