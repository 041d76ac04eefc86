/**
 * /salons/:showId/stands — find and filter the stands of a show (part 1 §2): the
 * stand list declared on the list-screen factory. A standist whose list holds one
 * stand goes to it (standListOpened, ../sagas.ts).
 */
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import FolderZipIcon from '@mui/icons-material/FolderZipOutlined';
import AddBusinessIcon from '@mui/icons-material/AddBusinessOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { Stand } from '@/domain/api';
import { saveRequested } from '@/entities/mutationsSlice';
import { positiveId } from '@/domain/routeParams';
import { STAND_LIST, standListScope, type StandListFilters } from '@/domain/standListQuery';
import { standListNotificationRequested } from '@/features/notifications/actions';
import { attestationZipRequested } from '@/features/standSafety/actions';
import { createListScreen } from '@/lists/createListScreen';
import { standImportRequested, standListOpened } from '../actions';
import StandListFilterPanel from '../components/StandListFilterPanel';
import { STAND_LIST_GRID_COLUMNS, STAND_LIST_GRID_SX } from '../components/standListColumns';
import StandListTopBar from '../components/StandListTopBar';
import { standListPath, standPath } from '../paths';
import { useStandListTitle } from '../useStandListTitle';
import StandBulkActions from '../bulk/StandBulkActions';
import LazyStandCreateDialog from '../manage/LazyStandCreateDialog';
import { standCreateFormOpened } from '../manage/actions';

/** A PATCH of a stand's triage flags, with its toast. */
const triage = (id: number, data: Partial<Pick<Stand, 'unSeen' | 'treated'>>, successMessageId: string) => ({
  resource: 'stands' as const,
  id,
  method: 'PATCH' as const,
  data,
  key: 'stands/triage',
  successMessageId,
});

export default createListScreen<StandListFilters, Stand>({
  definition: STAND_LIST,
  messages: 'standList',
  scope: ({ showId }) => {
    const id = positiveId(showId);
    return id === null ? null : standListScope(id);
  },
  // Which show: the title names it (issue 20, item 3).
  useTitle: useStandListTitle,
  path: ({ show }) => standListPath(Number(show)),
  columns: STAND_LIST_GRID_COLUMNS,
  gridSx: STAND_LIST_GRID_SX,
  rowLabel: (stand) => stand.name,
  // The stand's name stays in view while the other columns scroll sideways.
  pinnedField: 'name',
  rowPath: standPath,
  FilterPanel: StandListFilterPanel,
  TopBar: StandListTopBar,
  openAction: standListOpened,
  // Triage at scale (issue 11): the selection's actions, the keys, saved views and their links.
  SelectionActions: StandBulkActions,
  keyboard: true,
  savedViews: true,
  menuItems: [
    {
      labelId: 'standList.add',
      permission: 'stand.add',
      Icon: AddBusinessIcon,
      action: () => standCreateFormOpened(),
    },
    {
      labelId: 'standList.import',
      permission: 'stand.import',
      Icon: UploadFileIcon,
      action: ({ scope }) => standImportRequested({ showId: Number(scope.show) }),
    },
    {
      // Part 1 §2: to the rows selected, or to every stand of the current filter when none is.
      labelId: 'notifications.menu.send',
      permission: 'notification.add',
      Icon: ForwardToInboxIcon,
      action: ({ scope, selectedIds }) => standListNotificationRequested({ showId: Number(scope.show), selectedIds: [...selectedIds] }),
    },
    {
      // Part 1 §2: the selected stands' attestations, or every stand of the show with a record when none is selected.
      labelId: 'standSafety.zip.menu',
      permission: 'standSecurityAttestation.zip',
      Icon: FolderZipIcon,
      action: ({ scope, selectedIds }) => attestationZipRequested({ showId: Number(scope.show), selectedIds: [...selectedIds] }),
    },
  ],
  Dialogs: LazyStandCreateDialog,
  // Triage from the list: each button only on the rows it applies to.
  rowActions: [
    {
      labelId: 'standList.markSeen',
      Icon: VisibilityOutlinedIcon,
      permission: 'stand.markSeen',
      visible: (row) => row.unSeen === true,
      action: (id) => saveRequested(triage(id, { unSeen: false }, 'standList.markedSeen')),
    },
    {
      labelId: 'standList.markTreated',
      Icon: TaskAltIcon,
      permission: 'stand.markTreated',
      visible: (row) => row.treated === false,
      action: (id) => saveRequested(triage(id, { treated: true }, 'standList.markedTreated')),
    },
  ],
});
