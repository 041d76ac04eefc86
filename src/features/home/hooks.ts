/** What the home reads and the intent it sends. */
import { useCallback, useEffect } from 'react';
import { showSwitched } from '@/features/session/sessionSlice';
import { selectEnabledShows } from '@/layouts/selectors';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { homeOpened } from './actions';

/** The user's enabled shows (the home opened: the saga may go straight to the only one), the opening of one. */
export function useHome() {
  const dispatch = useAppDispatch();
  const shows = useAppSelector(selectEnabledShows);
  useEffect(() => {
    dispatch(homeOpened());
  }, [dispatch]);
  const open = useCallback((showId: number) => dispatch(showSwitched({ showId })), [dispatch]);
  return { shows, open };
}
