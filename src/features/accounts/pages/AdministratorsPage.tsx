/**
 * /administrateurs (part 2 §2 'Administrators'): the staff users, 10 a page, searched, sorted on
 * the server; the full admin adds, edits (a row click) and deletes after confirmation; other
 * admins read.
 */
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import { memo } from 'react';
import { FormattedMessage } from 'react-intl';
import type { User } from '@/domain/api';
import SearchBoxBase from '@/components/SearchBox';
import { createListScreen, type ListFilterProps } from '@/lists/createListScreen';
import { administratorFormOpened } from '../actions';
import { useAdministratorAdd } from '../hooks';
import { ADMINISTRATOR_LIST, ADMINISTRATORS_PATH, type AdministratorListFilters } from '../administratorList';
import AdministratorDialog from '../forms/AdministratorDialog';

const SearchBox = memo(SearchBoxBase);

function AddButton() {
  const { canAdd, add } = useAdministratorAdd();
  if (!canAdd) return null;
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={add}>
      <FormattedMessage id="administrators.add" />
    </Button>
  );
}

function AdministratorsTopBar({ filters, on }: ListFilterProps<AdministratorListFilters>) {
  return <SearchBox value={filters.search} onChange={on.search} labelId="administrators.search" />;
}

export default createListScreen<AdministratorListFilters, User>({
  definition: ADMINISTRATOR_LIST,
  messages: 'administrators',
  scope: () => ({}),
  path: () => ADMINISTRATORS_PATH,
  columns: [
    { field: 'lastName', flex: 1, minWidth: 140 },
    { field: 'firstName', flex: 1, minWidth: 140 },
    { field: 'email', flex: 1.5, minWidth: 200 },
    {
      field: 'role',
      width: 220,
      renderCell: ({ row }) => <FormattedMessage id={`role.${row.role.reference}`} />,
    },
  ],
  rowLabel: (user) => user.fullName || user.email,
  rowOpen: { permission: 'administrator.edit', action: (id) => administratorFormOpened(id) },
  rowActions: [
    {
      labelId: 'common.edit',
      Icon: EditIcon,
      permission: 'administrator.edit',
      action: (id) => administratorFormOpened(id),
    },
  ],
  TopBar: AdministratorsTopBar,
  Toolbar: AddButton,
  Dialogs: AdministratorDialog,
  gridHeight: 640,
  hideSinglePage: true,
});
