/**
 * /salons/:showId/stands — find and filter the stands of a show (part 1 §2): the
 * stand list declared on the list-screen factory. A standist whose list holds one
 * stand goes to it (standListOpened, ../sagas.ts).
 */
import type { Stand } from '@/domain/api';
import { positiveId } from '@/domain/routeParams';
import { STAND_LIST, standListScope, type StandListFilters } from '@/domain/standListQuery';
import { createListScreen } from '@/lists/createListScreen';
import { standListOpened } from '../actions';
import StandListFilterPanel from '../components/StandListFilterPanel';
import { STAND_LIST_GRID_COLUMNS, STAND_LIST_GRID_SX } from '../components/standListColumns';
import StandListTopBar from '../components/StandListTopBar';
import { standListPath, standPath } from '../paths';

export default createListScreen<StandListFilters, Stand>({
  definition: STAND_LIST,
  messages: 'standList',
  scope: ({ showId }) => {
    const id = positiveId(showId);
    return id === null ? null : standListScope(id);
  },
  path: ({ show }) => standListPath(Number(show)),
  columns: STAND_LIST_GRID_COLUMNS,
  gridSx: STAND_LIST_GRID_SX,
  rowLabel: (stand) => stand.name,
  rowPath: standPath,
  FilterPanel: StandListFilterPanel,
  TopBar: StandListTopBar,
  openAction: standListOpened,
});
