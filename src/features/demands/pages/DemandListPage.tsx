/**
 * /salons/:showId/demandes — the requests of a show (part 2 §2) on the one list screen: its
 * columns, sorts, filters and saved views, the counters above it (admin, support), the CSV exports
 * of the exemptions and of the logistics requests, the delete of a request in progress. A
 * standist with exactly one request goes to it (demandListOpened, ../listSagas.ts).
 */
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import { positiveId } from '@/domain/routeParams';
import { createListScreen } from '@/lists/createListScreen';
import { demandDeleteRequested, demandExportRequested, demandListOpened } from '../actions';
import DemandListFilterPanel from '../components/DemandListFilterPanel';
import DemandListTopBar from '../components/DemandListTopBar';
import { DEMAND_LIST_GRID_COLUMNS } from '../components/demandListColumns';
import { DEMAND_LIST, demandListScope, type DemandListFilters } from '../demandList';
import { useDemandListTitle } from '../hooks';
import { demandListPath, demandPath } from '../paths';
import { formatDemandNumber, isOpen } from '../rules';
import type { Demand } from '../types';

export default createListScreen<DemandListFilters, Demand>({
  definition: DEMAND_LIST,
  messages: 'demands.list',
  scope: ({ showId }) => {
    const id = positiveId(showId);
    return id === null ? null : demandListScope(id);
  },
  useTitle: useDemandListTitle,
  path: (scope) => demandListPath(Number(scope['stand.show'])),
  columns: DEMAND_LIST_GRID_COLUMNS,
  rowLabel: (demand) => demand.formattedId || formatDemandNumber(demand.id),
  pinnedField: 'id',
  rowPath: demandPath,
  FilterPanel: DemandListFilterPanel,
  TopBar: DemandListTopBar,
  openAction: demandListOpened,
  keyboard: true,
  savedViews: true,
  menuItems: [
    {
      labelId: 'demands.export.exemptions',
      permission: 'demand.export',
      Icon: DownloadIcon,
      action: ({ scope }) => demandExportRequested({ showId: Number(scope['stand.show']), kind: 'exemption' }),
    },
    {
      labelId: 'demands.export.logistics',
      permission: 'demand.export',
      Icon: DownloadIcon,
      action: ({ scope }) => demandExportRequested({ showId: Number(scope['stand.show']), kind: 'logistic' }),
    },
  ],
  rowActions: [
    {
      labelId: 'demands.delete.action',
      Icon: DeleteOutlineIcon,
      permission: 'demand.delete',
      // Part 2 §4: deletion only while in progress.
      visible: (row) => isOpen((row.demandStatus as { reference?: string } | undefined)?.reference),
      action: (id) => demandDeleteRequested({ id, showId: null, fromPage: false }),
    },
  ],
});
