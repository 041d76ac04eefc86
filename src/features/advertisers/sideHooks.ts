/**
 * The side menu's advertisers (on every screen of a show): kept apart from the feature's other
 * hooks so that its chunk carries no form code (no Formik, no yup on a first screen: issue 20).
 */
import { useCallback } from 'react';
import { useList } from '@/entities/hooks';
import { useAppDispatch } from '@/state/hooks';
import { advertisementClicked } from './actions';

/** A show's advertisements, all of them (a handful). */
export const showAdvertisements = (showId: number) => ({ show: String(showId), pagination: 'false' }) as const;

/** The advertisers' logos at the foot of the side menu: the show's advertisements, a click counted. */
export function useSideAdvertisements(showId: number) {
  const dispatch = useAppDispatch();
  return {
    advertisements: useList('advertiserShows', showAdvertisements(showId)),
    clicked: useCallback((advertisementId: number) => dispatch(advertisementClicked({ advertisementId })), [dispatch]),
  };
}
