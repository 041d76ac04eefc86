/** /layout-types (part 1 §2): the table, the add/edit modal, delete with confirmation. */
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectCan } from '@/features/session/selectors';
import { confirmRequested, modalOpened } from '@/ui/uiSlice';
import { useList } from '@/entities/hooks';
import { deleteRequested } from '@/entities/mutationsSlice';
import LayoutTypeTable from '@/features/layoutTypes/components/LayoutTypeTable';
import LayoutTypeDialog, { LAYOUT_TYPE_FORM } from '@/features/layoutTypes/forms/LayoutTypeDialog';
import { initialLayoutTypeTable, layoutTypeParams, pageCount, sortBy } from '@/features/layoutTypes/sorting';

export default function LayoutTypesPage() {
  const dispatch = useAppDispatch();
  const [table, setTable] = useState(initialLayoutTypeTable);
  const list = useList('layoutTypes', layoutTypeParams(table));
  const canAdd = useAppSelector((state) => selectCan(state, 'layoutType.add'));
  const canEdit = useAppSelector((state) => selectCan(state, 'layoutType.edit'));
  const canDelete = useAppSelector((state) => selectCan(state, 'layoutType.delete'));

  // After a delete emptied the last page, show the page before it.
  const lastPage = pageCount(list.totalItems);
  useEffect(() => {
    if (list.status === 'succeeded' && table.page > lastPage) setTable((t) => ({ ...t, page: lastPage }));
  }, [list.status, lastPage, table.page]);

  const openForm = (id: number | null) => dispatch(modalOpened({ name: LAYOUT_TYPE_FORM, id }));
  const askDelete = (id: number) =>
    dispatch(
      confirmRequested({
        messageId: 'layoutTypes.delete.confirm',
        action: deleteRequested({ resource: 'layoutTypes', id }),
      }),
    );

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2 }}>
        <Typography variant="h1">
          <FormattedMessage id="layoutTypes.title" />
        </Typography>
        {canAdd && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => openForm(null)}>
            <FormattedMessage id="layoutTypes.add" />
          </Button>
        )}
      </Box>
      <Paper sx={{ opacity: list.status === 'loading' && list.loaded ? 0.7 : 1 }} aria-busy={list.status === 'loading'}>
        {list.loaded || list.status !== 'loading' ? (
          <LayoutTypeTable
            items={list.items}
            totalItems={list.totalItems}
            table={table}
            canEdit={canEdit}
            canDelete={canDelete}
            onSort={(field) => setTable((t) => sortBy(t, field))}
            onPage={(page) => setTable((t) => ({ ...t, page }))}
            onEdit={openForm}
            onDelete={askDelete}
          />
        ) : null}
      </Paper>
      <LayoutTypeDialog />
    </>
  );
}
