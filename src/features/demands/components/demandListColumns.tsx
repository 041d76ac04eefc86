/**
 * The request list's grid columns (part 2 §2): last update, number (a link), brand name, hall,
 * surface, aisle, stand type, request type, status, requester. Cells stay cheap (50 a page).
 */
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { formatSurface } from '@/domain/standListFormat';
import type { ListColumn } from '@/lists/createListScreen';
import type { DemandListColumn } from '../demandList';
import { demandPath } from '../paths';
import { formatDemandNumber } from '../rules';
import type { Demand } from '../types';
import DemandStatusChip from './DemandStatusChip';
import DemandTypeLabel from './DemandTypeLabel';
import { LIST_CELL_WRAP } from '@/lists/cellClasses';

type Column = Omit<ListColumn<Demand>, 'field'> & { field: DemandListColumn };

const WRAP = LIST_CELL_WRAP;

export const DEMAND_LIST_GRID_COLUMNS: Column[] = [
  { field: 'updatedAt', width: 110, cellClassName: WRAP, dateTime: true },
  {
    field: 'id',
    width: 90,
    hideable: false,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={demandPath(row.id)} onClick={(event) => event.stopPropagation()}>
        {row.formattedId || formatDemandNumber(row.id)}
      </Link>
    ),
  },
  { field: 'standName', flex: 1, minWidth: 130, cellClassName: WRAP },
  { field: 'hall', width: 72 },
  {
    field: 'surface',
    width: 92,
    align: 'right',
    headerAlign: 'right',
    formatValue: (value: string, locale) => formatSurface(value, locale),
  },
  { field: 'aisle', width: 68 },
  { field: 'standType', width: 92, cellClassName: WRAP },
  { field: 'demandTypeReference', width: 150, cellClassName: WRAP, renderCell: ({ row }) => <DemandTypeLabel iri={row.demandType} /> },
  { field: 'demandStatus', width: 120, renderCell: ({ row }) => <DemandStatusChip status={row.demandStatus.reference} /> },
  { field: 'fullName', width: 150, cellClassName: WRAP },
];
