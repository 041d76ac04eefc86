/** The document list's grid columns (part 2 §2): update date, name, hall, aisle, number, area, type, document status. */
import type { Stand } from '@/domain/api';
import { formatSurface } from '@/domain/standListFormat';
import { standDocumentStatusOf } from '@/domain/standDocumentLabels';
import type { ListColumn } from '@/lists/createListScreen';
import type { DocumentListColumn } from '../documentList';
import DocumentStatusChip from './DocumentStatusChip';
import { LIST_CELL_WRAP } from '@/lists/cellClasses';

type Column = Omit<ListColumn<Stand>, 'field'> & { field: DocumentListColumn };

const WRAP = LIST_CELL_WRAP;

export const DOCUMENT_LIST_GRID_COLUMNS: Column[] = [
  { field: 'documentsUpdatedAt', width: 110, cellClassName: WRAP, dateTime: true },
  { field: 'name', flex: 1, minWidth: 140, hideable: false, cellClassName: WRAP },
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
  { field: 'standType', width: 100, cellClassName: WRAP },
  {
    field: 'standDocumentStatus',
    width: 170,
    renderCell: ({ row }) => <DocumentStatusChip status={standDocumentStatusOf(row.standDocumentStatus)} />,
  },
];
