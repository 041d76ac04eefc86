/** What the private shell reads from the store beyond its menus. */
import { isStandist } from '@/domain/roles';
import { singleStandParams } from '@/domain/standListRedirect';
import { useList } from '@/entities/hooks';
import { useRoles } from '@/features/session/hooks';
import { useAppSelector } from '@/state/hooks';
import { selectCurrentShowId } from './selectors';

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
