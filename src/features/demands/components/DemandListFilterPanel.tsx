/**
 * The request list's column filters (part 2 §2): status, request type, hall (the show's stands'
 * halls) and surface bucket. Dumb but for the choices it reads (types, halls). Memoized boxes
 * with a stable callback, as the stand list's.
 */
import { memo, useCallback, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { demandTypeLabel } from '@/domain/demandConfig';
import { positiveId } from '@/domain/routeParams';
import { DEMAND_SURFACE_BUCKETS, type DemandSurfaceBucket } from '@/domain/demands';
import { FILTER_PANEL_WIDTH } from '@/lists/components/filterPanelWidth';
import type { ListFilterProps } from '@/lists/createListScreen';
import { FilterBox, FilterGroup as Group, type BoxName } from '@/lists/components/FilterGroup';
import type { DemandListFilters } from '../demandList';
import { useDemandSettings, useShowHalls } from '../hooks';
import { DEMAND_STATUSES, demandStatusLabelId, isDemandStatus } from '../rules';

const toggled = (list: readonly string[], value: string, on: boolean): string[] => (on ? [...list, value] : list.filter((v) => v !== value));

function patchFor(filters: DemandListFilters, name: BoxName, on: boolean): Partial<DemandListFilters> {
  const [group, value] = [name.slice(0, name.indexOf(':')), name.slice(name.indexOf(':') + 1)];
  if (group === 'status' && isDemandStatus(value)) return { statuses: toggled(filters.statuses, value, on) as DemandListFilters['statuses'] };
  if (group === 'type') return { types: toggled(filters.types, value, on) };
  if (group === 'hall') return { halls: toggled(filters.halls, value, on) };
  if (group === 'surface') return { surfaceBucket: on ? (value as DemandSurfaceBucket) : null };
  return {};
}

function DemandListFilterPanel({ filters, on }: ListFilterProps<DemandListFilters>) {
  const intl = useIntl();
  const showId = positiveId(useParams().showId);
  const { types } = useDemandSettings(showId);
  const halls = useShowHalls(showId);
  const latest = useRef({ filters, patch: on.patch });
  latest.current = { filters, patch: on.patch };
  const toggle = useCallback((name: BoxName, checked: boolean) => {
    const { filters: current, patch } = latest.current;
    patch(patchFor(current, name, checked));
  }, []);

  return (
    <Paper variant="outlined" sx={{ p: 2, width: FILTER_PANEL_WIDTH, flexShrink: 0 }} component="aside">
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {intl.formatMessage({ id: 'demands.filters.title' })}
      </Typography>
      <Stack spacing={2}>
        <Group labelId="demands.filters.status">
          {DEMAND_STATUSES.map((status) => (
            <FilterBox key={status} name={`status:${status}`} labelId={demandStatusLabelId(status)} checked={filters.statuses.includes(status)} onToggle={toggle} />
          ))}
        </Group>
        <Group labelId="demands.filters.type">
          {[...types]
            .sort((a, b) => a.position - b.position)
            .map((type) => (
              <FilterBox key={type.reference} name={`type:${type.reference}`} label={demandTypeLabel(type, intl.locale)} checked={filters.types.includes(type.reference)} onToggle={toggle} />
            ))}
        </Group>
        {halls.length > 0 && (
          <Group labelId="demands.filters.hall">
            {halls.map((hall) => (
              <FilterBox key={hall} name={`hall:${hall}`} label={hall} checked={filters.halls.includes(hall)} onToggle={toggle} />
            ))}
          </Group>
        )}
        <Group labelId="demands.filters.surface">
          {DEMAND_SURFACE_BUCKETS.map((bucket) => (
            <FilterBox
              key={bucket}
              name={`surface:${bucket}`}
              labelId={`demands.filters.surface.${bucket}`}
              checked={filters.surfaceBucket === bucket}
              onToggle={toggle}
            />
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

export default memo(DemandListFilterPanel);
