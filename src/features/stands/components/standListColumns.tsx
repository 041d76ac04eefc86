/**
 * The stand list's grid columns and cell styles. Cells are kept cheap, since a
 * page mounts 50 rows of them at each filter change: counts are formatted without
 * `toLocaleString` (a new number formatter per call), chips are spans styled once
 * by the grid (STAND_LIST_GRID_SX) rather than a Chip per cell.
 */
import type { Stand } from '@/domain/api';
import type { StandListColumn } from '@/domain/standListQuery';
import { formatSurface } from '@/domain/standListFormat';
import { STAND_STATUS_COLORS, STAND_STATUSES } from '@/domain/standStatus';
import type { ListColumn } from '@/lists/createListScreen';
import LayoutChips from './LayoutChips';
import PlanTurnLabel from './PlanTurnLabel';
import StandStatusLabel from './StandStatusLabel';
import StandTriageFlags from './StandTriageFlags';
import { LIST_CELL_WRAP } from '@/lists/cellClasses';

type Column = Omit<ListColumn<Stand>, 'field'> & { field: StandListColumn | 'messages' };

const WRAP = LIST_CELL_WRAP;

const formatCount = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/**
 * Narrow columns with headers and long cells on two lines. What support triages with comes first,
 * after the name (status, the Messages flags, the findings), so that with the filter panel open and
 * the side menu too it is in view at 1280 px with the row buttons (kept at the right edge by the
 * grid); the location, surface, type and layouts follow and scroll under them (issue 20, item 1).
 * The status column is as wide as its longest label's longest word: a status is never cut.
 */
export const STAND_LIST_GRID_COLUMNS: Column[] = [
  { field: 'updatedAt', width: 96, cellClassName: WRAP, dateTime: true },
  { field: 'name', flex: 1, minWidth: 130, hideable: false, cellClassName: WRAP },
  { field: 'status', width: 136, cellClassName: WRAP, renderCell: ({ row }) => <StandStatusLabel status={row.status} /> },
  // Which stands have new or untreated messages (part 1 §2 filters them), for those who may filter them.
  {
    field: 'messages',
    width: 104,
    permission: 'stand.messageFilters',
    renderCell: ({ row }) => <StandTriageFlags stand={row} />,
  },
  { field: 'nbInProgressReports', type: 'number', width: 84, valueFormatter: formatCount },
  { field: 'nbClosedReports', type: 'number', width: 84, valueFormatter: formatCount },
  // Whose turn and since when, late marked in words (issue 25); sorted by since when. After the
  // triage columns: at 1280 px it scrolls under them like the location.
  { field: 'turn', width: 132, cellClassName: WRAP, renderCell: ({ row }) => <PlanTurnLabel stand={row} /> },
  { field: 'hall', width: 72 },
  { field: 'aisle', width: 68 },
  { field: 'number', width: 84 },
  {
    field: 'surface',
    width: 92,
    align: 'right',
    headerAlign: 'right',
    formatValue: (value: string, locale) => formatSurface(value, locale),
  },
  { field: 'standType', width: 92, cellClassName: WRAP },
  { field: 'layouts', minWidth: 130, flex: 0.6, renderCell: ({ row }) => <LayoutChips layouts={row.layouts} /> },
];

/** The cells' chips (LayoutChips, StandStatusLabel), styled once like small MUI Chips. */
export const STAND_LIST_GRID_SX = {
  '& .stand-chips': { display: 'flex', alignItems: 'center', height: '100%', gap: 0.5, overflow: 'hidden' },
  '& .stand-chips .stand-chip': { whiteSpace: 'nowrap' },
  '& .stand-chips .stand-chip-more': { flexShrink: 0 },
  '& .stand-chip': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 22,
    px: 1,
    borderRadius: '8px',
    typography: 'body2',
    fontSize: '0.8125rem',
    lineHeight: 1.2,
    whiteSpace: 'normal',
    bgcolor: 'action.selected',
    color: 'text.primary',
  },
  '& .stand-flags': { display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 0.25, height: '100%' },
  '& .stand-flag': {
    alignSelf: 'flex-start',
    display: 'inline-flex',
    alignItems: 'center',
    height: 20,
    px: 0.75,
    borderRadius: '4px',
    border: '1px solid',
    typography: 'body2',
    fontSize: '0.75rem',
    fontWeight: 500,
    whiteSpace: 'nowrap',
    color: 'text.primary',
  },
  '& .plan-turn': { display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', typography: 'body2', lineHeight: 1.25 },
  '& .plan-turn-late': { display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, color: 'error.dark' },
  '& .stand-flag[data-flag="new"]': { borderColor: 'info.main' },
  '& .stand-flag[data-flag="untreated"]': { borderColor: 'warning.main' },
  ...Object.fromEntries(
    STAND_STATUSES.filter((status) => STAND_STATUS_COLORS[status] !== 'default').map((status) => [
      `& .stand-chip[data-status="${status}"]`,
      { bgcolor: `${STAND_STATUS_COLORS[status]}.main`, color: `${STAND_STATUS_COLORS[status]}.contrastText` },
    ]),
  ),
};
