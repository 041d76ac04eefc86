/**
 * /annonceurs (part 2 §2, admin only): the advertiser directory, searched, sorted and paged on the
 * server, with each one's clicks; a row opens the advertiser's page; add and edit in the advertiser
 * form (logo 170×170), delete after confirmation.
 */
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import { memo } from 'react';
import { FormattedMessage } from 'react-intl';
import { LinkCell, LogoCell } from '@/components/DirectoryCells';
import SearchBoxBase from '@/components/SearchBox';
import type { Advertiser } from '@/domain/api';
import { createListScreen, type ListFilterProps } from '@/lists/createListScreen';
import { advertiserFormOpened } from '../actions';
import { ADVERTISER_LIST, ADVERTISERS_PATH, advertiserPath, type AdvertiserListFilters } from '../advertiserList';
import AdvertiserDialog from '../forms/AdvertiserDialog';
import { useAdvertiserAdd } from '../hooks';

const SearchBox = memo(SearchBoxBase);

function AddButton() {
  const { canAdd, add } = useAdvertiserAdd();
  if (!canAdd) return null;
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={add}>
      <FormattedMessage id="advertisers.add" />
    </Button>
  );
}

function TopBar({ filters, on }: ListFilterProps<AdvertiserListFilters>) {
  return <SearchBox value={filters.search} onChange={on.search} labelId="advertisers.search" />;
}

export default createListScreen<AdvertiserListFilters, Advertiser>({
  definition: ADVERTISER_LIST,
  messages: 'advertisers',
  scope: () => ({}),
  path: () => ADVERTISERS_PATH,
  columns: [
    { field: 'logo', width: 70, renderCell: ({ row }) => <LogoCell url={row.logo?.objectUrl} /> },
    { field: 'name', flex: 1, minWidth: 160 },
    { field: 'link', flex: 1, minWidth: 180, renderCell: ({ row }) => <LinkCell href={row.link} /> },
    { field: 'nbShows', width: 100 },
    { field: 'counter', width: 100 },
  ],
  rowLabel: (advertiser) => advertiser.name,
  rowPath: advertiserPath,
  rowActions: [{ labelId: 'common.edit', Icon: EditIcon, permission: 'advertiser.edit', action: (id) => advertiserFormOpened(id) }],
  TopBar,
  Toolbar: AddButton,
  Dialogs: AdvertiserDialog,
  hideSinglePage: true,
});
