/**
 * /parametres-source (issue 24, admin only): every show's query parameters for its source —
 * show, source, name, value — filtered by source, sorted and paged on the server; edit in a
 * dialog, delete after confirmation. (A show's own parameters are typed in its form.)
 */
import EditIcon from '@mui/icons-material/Edit';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ShowSourceQueryParameter } from '@/domain/api';
import { createListScreen, type ListFilterProps } from '@/lists/createListScreen';
import { queryParameterFormOpened } from '../actions';
import QueryParameterDialog from '../forms/QueryParameterDialog';
import { useAllSources } from '../hooks';
import { QUERY_PARAMETER_LIST, QUERY_PARAMETERS_PATH, type QueryParameterFilters } from '../sourceLists';

function SourceFilter({ filters, on }: ListFilterProps<QueryParameterFilters>) {
  const intl = useIntl();
  const id = useId();
  const sources = useAllSources();
  const label = intl.formatMessage({ id: 'sourceParameters.filter.source' });
  return (
    <FormControl size="small" sx={{ minWidth: 220 }}>
      <InputLabel htmlFor={id} shrink variant="outlined">
        {label}
      </InputLabel>
      <NativeSelect input={<OutlinedInput label={label} notched />} inputProps={{ id }} value={filters.source} onChange={(event) => on.patch({ source: event.target.value })}>
        <option value="">{intl.formatMessage({ id: 'sourceParameters.filter.all' })}</option>
        {sources.map((source) => (
          <option key={source.id} value={source['@id']}>
            {source.name}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}

function SourceName({ iri }: { iri: string | null }) {
  const sources = useAllSources();
  return <>{sources.find((source) => source['@id'] === iri)?.name ?? '—'}</>;
}

export default createListScreen<QueryParameterFilters, ShowSourceQueryParameter>({
  definition: QUERY_PARAMETER_LIST,
  messages: 'sourceParameters',
  scope: () => ({}),
  path: () => QUERY_PARAMETERS_PATH,
  columns: [
    { field: 'showName', flex: 1, minWidth: 180, sortable: false },
    { field: 'source', flex: 1, minWidth: 140, sortable: false, renderCell: ({ row }) => <SourceName iri={row.source} /> },
    { field: 'name', flex: 1, minWidth: 140 },
    { field: 'value', flex: 1, minWidth: 140, sortable: false },
  ],
  rowLabel: (parameter) => `${parameter.showName} — ${parameter.name}`,
  rowActions: [{ labelId: 'common.edit', Icon: EditIcon, permission: 'showQueryParameter.manage', action: (id) => queryParameterFormOpened(id) }],
  TopBar: SourceFilter,
  Dialogs: QueryParameterDialog,
  hideSinglePage: true,
});
