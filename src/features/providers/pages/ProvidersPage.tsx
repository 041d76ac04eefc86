/**
 * /prestataires (part 2 §2, admin only): the provider directory, searched, sorted and paged on the
 * server; a row opens the provider's page; add and edit in the provider form (logo 75×75), delete
 * after confirmation; the categories managed in their own dialog.
 */
import AddIcon from '@mui/icons-material/Add';
import CategoryIcon from '@mui/icons-material/Category';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { memo } from 'react';
import { FormattedMessage } from 'react-intl';
import SearchBoxBase from '@/components/SearchBox';
import type { Provider } from '@/domain/api';
import { createListScreen, type ListFilterProps } from '@/lists/createListScreen';
import { providerFormOpened } from '../actions';
import { LinkCell, LogoCell } from '@/components/DirectoryCells';
import CategoriesDialog from '../forms/CategoriesDialog';
import ProviderDialog from '../forms/ProviderDialog';
import { useProviderListActions } from '../hooks';
import { PROVIDER_LIST, PROVIDERS_PATH, providerPath, type ProviderListFilters } from '../providerList';

const SearchBox = memo(SearchBoxBase);

function Toolbar() {
  const { canAdd, canManageCategories, add, openCategories } = useProviderListActions();
  return (
    <Stack direction="row" spacing={1}>
      {canManageCategories && (
        <Button variant="outlined" startIcon={<CategoryIcon />} onClick={openCategories} aria-haspopup="dialog">
          <FormattedMessage id="providers.categories.open" />
        </Button>
      )}
      {canAdd && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={add}>
          <FormattedMessage id="providers.add" />
        </Button>
      )}
    </Stack>
  );
}

function TopBar({ filters, on }: ListFilterProps<ProviderListFilters>) {
  return <SearchBox value={filters.search} onChange={on.search} labelId="providers.search" />;
}

function Dialogs() {
  return (
    <>
      <ProviderDialog />
      <CategoriesDialog />
    </>
  );
}

export default createListScreen<ProviderListFilters, Provider>({
  definition: PROVIDER_LIST,
  messages: 'providers',
  scope: () => ({}),
  path: () => PROVIDERS_PATH,
  columns: [
    { field: 'logo', width: 70, sortable: false, renderCell: ({ row }) => <LogoCell url={row.logo?.objectUrl} /> },
    { field: 'name', flex: 1, minWidth: 160 },
    { field: 'email', flex: 1, minWidth: 180 },
    { field: 'link', flex: 1, minWidth: 160, sortable: false, renderCell: ({ row }) => <LinkCell href={row.link} /> },
    { field: 'nbShows', width: 100, sortable: false },
    { field: 'counter', width: 100 },
  ],
  rowLabel: (provider) => provider.name,
  rowPath: providerPath,
  rowActions: [{ labelId: 'common.edit', Icon: EditIcon, permission: 'provider.edit', action: (id) => providerFormOpened(id) }],
  TopBar,
  Toolbar,
  Dialogs,
  hideSinglePage: true,
});
