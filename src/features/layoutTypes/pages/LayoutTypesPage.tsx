/**
 * /layout-types (part 1 §2): the list-screen factory with the layout type columns,
 * an Add button, edit and delete per row, and the add / edit modal.
 */
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import type { LayoutType } from '@/domain/api';
import { createListScreen } from '@/lists/createListScreen';
import { layoutTypeFormOpened } from '../actions';
import LayoutTypeDialog from '../forms/LayoutTypeDialog';
import { useLayoutTypeAdd } from '../hooks';
import { LAYOUT_TYPE_LIST } from '../layoutTypeList';

function AddButton() {
  const { canAdd, add } = useLayoutTypeAdd();
  if (!canAdd) return null;
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={add}>
      <FormattedMessage id="layoutTypes.add" />
    </Button>
  );
}

function ColorCell({ color }: { color: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
      <Box aria-hidden sx={{ width: 20, height: 20, borderRadius: 1, bgcolor: color, border: 1, borderColor: 'divider' }} />
      <code>{color}</code>
    </Box>
  );
}

export default createListScreen<Record<string, never>, LayoutType>({
  definition: LAYOUT_TYPE_LIST,
  messages: 'layoutTypes',
  scope: () => ({}),
  path: () => '/layout-types',
  columns: [
    { field: 'label', flex: 1, minWidth: 160 },
    { field: 'color', width: 180, renderCell: ({ row }) => <ColorCell color={row.color} /> },
  ],
  rowLabel: (layoutType) => layoutType.label,
  rowActions: [
    {
      labelId: 'common.edit',
      Icon: EditIcon,
      permission: 'layoutType.edit',
      action: (id) => layoutTypeFormOpened(id),
    },
  ],
  Toolbar: AddButton,
  Dialogs: LayoutTypeDialog,
  // Ten rows, the header and the footer.
  gridHeight: 640,
  hideSinglePage: true,
});
