/**
 * /salons (part 2 §2 'Show list'): the list-screen factory with the show columns (the name a link
 * to the show), sorted and paged on the server, searched by name; a row opens its show; the full
 * admin adds shows (the show form) and deletes them after confirmation.
 */
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { memo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { Show } from '@/domain/api';
import { SHOW_LIST, type ShowListFilters } from '@/domain/showListQuery';
import SearchBoxBase from '@/components/SearchBox';
import { createListScreen, type ListFilterProps } from '@/lists/createListScreen';
import { useShowAdd } from '../hooks';
import { showPath } from '../paths';
import { LIST_CELL_WRAP } from '@/lists/cellClasses';

const SearchBox = memo(SearchBoxBase);

function AddButton() {
  const { canAdd, add } = useShowAdd();
  if (!canAdd) return null;
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={add}>
      <FormattedMessage id="showList.add" />
    </Button>
  );
}

function ShowListTopBar({ filters, on }: ListFilterProps<ShowListFilters>) {
  return <SearchBox value={filters.search} onChange={on.search} labelId="showList.search" />;
}

/** Dates on two lines (day, then time) under a two-line header: the five fit beside the name. */
const dateColumn = (field: keyof Show) => ({
  field,
  width: 120,
  cellClassName: LIST_CELL_WRAP,
  dateTime: true,
});

export default createListScreen<ShowListFilters, Show>({
  definition: SHOW_LIST,
  messages: 'showList',
  scope: () => ({}),
  path: () => '/salons',
  // The name, its state and its row buttons first in view (issue 20, item 1); the dates scroll at 1280 px.
  columns: [
    {
      field: 'name',
      flex: 1,
      minWidth: 160,
      cellClassName: LIST_CELL_WRAP,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={showPath(row.id)} onClick={(event) => event.stopPropagation()}>
          {row.name}
        </Link>
      ),
    },
    {
      field: 'enabled',
      width: 90,
      renderCell: ({ row }) => <FormattedMessage id={row.enabled ? 'showList.enabled' : 'showList.disabled'} />,
    },
    { field: 'organizerName', width: 150, cellClassName: LIST_CELL_WRAP },
    dateColumn('installationDateStart'),
    dateColumn('installationDateEnd'),
    dateColumn('uninstallationDateStart'),
    dateColumn('uninstallationDateEnd'),
    dateColumn('organizerDeadline'),
  ],
  pinnedField: 'name',
  rowLabel: (show) => show.name,
  rowPath: showPath,
  TopBar: ShowListTopBar,
  Toolbar: AddButton,
  gridHeight: 640,
  hideSinglePage: true,
});
