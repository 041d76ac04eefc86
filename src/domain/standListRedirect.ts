/** "A stand-role user who sees exactly one stand is sent straight to it" (part 1 §2). */
import { isStandist } from './roles';

/**
 * The stand to open instead of the list, or null. `totalItems` and `firstId`
 * must come from the show's list without any filter: a standist who filters
 * down to one of their stands stays on the list.
 */
export function singleStandRedirect(
  roles: readonly string[],
  unfiltered: { totalItems: number; firstId: number | null },
): number | null {
  if (!isStandist(roles)) return null;
  if (unfiltered.totalItems !== 1 || unfiltered.firstId === null) return null;
  return unfiltered.firstId;
}

/**
 * The request that tells whether a show holds exactly one stand for the user (its total; two ids
 * at most). The home asks it for a user with one show, the stand page for a standist; the side
 * menu and the stand page read its answer (a standist with one stand has no list to go back to).
 */
export const singleStandParams = (showId: number) => ({ show: showId, itemsPerPage: 2 });

/** Where a failed stand load sends the user (part 1 §2, §8): 404 → /404; 403 or 405 → /erreur; else stay. */
export function standLoadErrorRoute(status: number | undefined): '/404' | '/erreur' | null {
  if (status === 404) return '/404';
  if (status === 403 || status === 405) return '/erreur';
  return null;
}
