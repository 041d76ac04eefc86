/**
 * The stand list's title names its show ('Stands — Salon Démo 2027', issue 20, item 3): with
 * several shows open in a day, the page says which one it lists. Null until the show is known.
 */
import { useIntl } from 'react-intl';
import type { ListScope } from '@/domain/listQuery';
import { positiveId } from '@/domain/routeParams';
import { selectEntityById } from '@/entities/selectors';
import { useAppSelector } from '@/state/hooks';

export function useStandListTitle(scope: ListScope): string | null {
  const intl = useIntl();
  const name = useAppSelector((state) => selectEntityById(state, 'shows', positiveId(scope.show))?.name);
  return name ? intl.formatMessage({ id: 'standList.titleOfShow' }, { show: name }) : null;
}
