import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LayoutType } from '@/domain/api';
import { LAYOUT_TYPES_PAGE_SIZE, type LayoutTypeSortField, type LayoutTypeTableState } from '@/features/layoutTypes/sorting';

interface Props {
  items: LayoutType[];
  totalItems: number;
  table: LayoutTypeTableState;
  canEdit: boolean;
  canDelete: boolean;
  onSort: (field: LayoutTypeSortField) => void;
  onPage: (page: number) => void;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
}

const COLUMNS: LayoutTypeSortField[] = ['label', 'color'];

export default function LayoutTypeTable(props: Props) {
  const { items, totalItems, table, canEdit, canDelete } = props;
  const intl = useIntl();
  const withActions = canEdit || canDelete;
  return (
    <>
      <Table size="small" aria-label={intl.formatMessage({ id: 'layoutTypes.title' })}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((field) => (
              <TableCell key={field} sortDirection={table.field === field ? table.direction : false}>
                <TableSortLabel
                  active={table.field === field}
                  direction={table.field === field ? table.direction : 'asc'}
                  onClick={() => props.onSort(field)}
                >
                  <FormattedMessage id={`layoutTypes.column.${field}`} />
                </TableSortLabel>
              </TableCell>
            ))}
            {withActions && (
              <TableCell align="right">
                <FormattedMessage id="common.actions" />
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.length === 0 && (
            <TableRow>
              <TableCell colSpan={withActions ? 3 : 2}>
                <FormattedMessage id="layoutTypes.empty" />
              </TableCell>
            </TableRow>
          )}
          {items.map((item) => (
            <TableRow key={item.id} hover>
              <TableCell>{item.label}</TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Box
                    aria-hidden
                    sx={{ width: 20, height: 20, borderRadius: 1, bgcolor: item.color, border: 1, borderColor: 'divider' }}
                  />
                  <code>{item.color}</code>
                </Box>
              </TableCell>
              {withActions && (
                <TableCell align="right">
                  {canEdit && (
                    <IconButton
                      size="small"
                      aria-label={`${intl.formatMessage({ id: 'common.edit' })} ${item.label}`}
                      onClick={() => props.onEdit(item.id)}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                  )}
                  {canDelete && (
                    <IconButton
                      size="small"
                      color="error"
                      aria-label={`${intl.formatMessage({ id: 'common.delete' })} ${item.label}`}
                      onClick={() => props.onDelete(item.id)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {totalItems > LAYOUT_TYPES_PAGE_SIZE && (
        <TablePagination
          component="div"
          count={totalItems}
          page={table.page - 1}
          rowsPerPage={LAYOUT_TYPES_PAGE_SIZE}
          rowsPerPageOptions={[LAYOUT_TYPES_PAGE_SIZE]}
          onPageChange={(_event, page) => props.onPage(page + 1)}
          labelRowsPerPage={intl.formatMessage({ id: 'table.rowsPerPage' })}
          labelDisplayedRows={({ from, to, count }) => intl.formatMessage({ id: 'table.displayedRows' }, { from, to, count })}
        />
      )}
    </>
  );
}
