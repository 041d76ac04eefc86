/**
 * /sources (issue 24, admin only): the gateway's sources, searched, sorted and paged on the
 * server — name, reference, protocol, host, whether a password is stored; add and edit in the
 * source form, delete after confirmation.
 */
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import { memo } from 'react';
import { FormattedMessage } from 'react-intl';
import SearchBoxBase from '@/components/SearchBox';
import type { Source } from '@/domain/api';
import { createListScreen, type ListFilterProps } from '@/lists/createListScreen';
import { sourceFormOpened } from '../actions';
import SourceDialog from '../forms/SourceDialog';
import { useSourceAdd } from '../hooks';
import { SOURCE_LIST, SOURCES_PATH, type SearchFilters } from '../sourceLists';

const SearchBox = memo(SearchBoxBase);

function AddButton() {
  const { canAdd, add } = useSourceAdd();
  if (!canAdd) return null;
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={add}>
      <FormattedMessage id="sources.add" />
    </Button>
  );
}

function TopBar({ filters, on }: ListFilterProps<SearchFilters>) {
  return <SearchBox value={filters.search} onChange={on.search} labelId="sources.search" />;
}

export default createListScreen<SearchFilters, Source>({
  definition: SOURCE_LIST,
  messages: 'sources',
  scope: () => ({}),
  path: () => SOURCES_PATH,
  columns: [
    { field: 'name', flex: 1, minWidth: 160 },
    { field: 'reference', width: 150 },
    { field: 'protocol', width: 110, renderCell: ({ row }) => (row.protocol ? <FormattedMessage id={`sources.protocol.${row.protocol}`} /> : '') },
    { field: 'host', flex: 1, minWidth: 160 },
    { field: 'hasPassword', width: 150, sortable: false, renderCell: ({ row }) => <FormattedMessage id={row.hasPassword ? 'sources.yes' : 'sources.no'} /> },
  ],
  rowLabel: (source) => source.name,
  rowActions: [{ labelId: 'common.edit', Icon: EditIcon, permission: 'source.manage', action: (id) => sourceFormOpened(id) }],
  TopBar,
  Toolbar: AddButton,
  Dialogs: SourceDialog,
  hideSinglePage: true,
});
