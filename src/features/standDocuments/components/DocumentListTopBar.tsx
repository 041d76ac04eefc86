/**
 * The document list's top bar: the days of the documents' update, the area slider (100 = no upper
 * bound) and buckets, the layout types (for those who may list them), the search, reset. The date
 * pickers are their own chunk, loaded once the first rows are in (`idle`).
 */
import { memo } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SearchBoxBase from '@/components/SearchBox';
import type { ListFilterProps } from '@/lists/createListScreen';
import DateSurfaceFilters from '@/lists/components/DateSurfaceFilters';
import type { DocumentListFilters } from '../documentList';
import { useLayoutTypeChoices } from '../hooks';

const SearchBox = memo(SearchBoxBase);

function DocumentListTopBar({ filters, hasFilters, idle, on }: ListFilterProps<DocumentListFilters>) {
  const intl = useIntl();
  const layoutTypes = useLayoutTypeChoices();
  const labelOf = (id: number) => layoutTypes.find((type) => type.id === id)?.label ?? String(id);
  const layoutLabel = intl.formatMessage({ id: 'standDocuments.filters.layoutTypes' });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', flex: 1 }}>
      <DateSurfaceFilters
        filters={filters}
        idle={idle}
        on={on}
        fromLabel={intl.formatMessage({ id: 'standDocuments.filters.updatedFrom' })}
        toLabel={intl.formatMessage({ id: 'standDocuments.filters.updatedTo' })}
      />
      {layoutTypes.length > 0 && (
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="document-layout-types">{layoutLabel}</InputLabel>
          <Select<number[]>
            labelId="document-layout-types"
            label={layoutLabel}
            multiple
            value={filters.layoutTypes}
            renderValue={(ids) => ids.map(labelOf).join(', ')}
            onChange={(event) => on.patch({ layoutTypes: (event.target.value as number[]).filter((id) => typeof id === 'number') })}
          >
            {layoutTypes.map((type) => (
              <MenuItem key={type.id} value={type.id}>
                {type.label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      )}
      <SearchBox value={filters.search} onChange={on.search} />
      <Button variant="text" startIcon={<RestartAltIcon />} disabled={!hasFilters} onClick={on.reset}>
        {intl.formatMessage({ id: 'standDocuments.list.reset' })}
      </Button>
    </Box>
  );
}

export default memo(DocumentListTopBar);
