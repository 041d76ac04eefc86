/**
 * Above the request list (part 2 §2): for admin or support the quick-filter counters (Messages:
 * new, untreated; Exemptions and Logistics: in progress, validated, refused), loaded a second
 * after the screen opens and kept fresh while it stays (../listSagas.ts); a counter pressed shows
 * what it counts. The organizer's findings of the show, in progress and closed. Reset.
 */
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { positiveId } from '@/domain/routeParams';
import type { ListFilterProps } from '@/lists/createListScreen';
import { counterFilters, isCounterActive, type DemandListFilters } from '../demandList';
import { useDemandCounters, useShowReports } from '../hooks';
import { COUNTER_GROUPS, counterValue } from '../rules';

function DemandListTopBar({ filters, hasFilters, on }: ListFilterProps<DemandListFilters>) {
  const intl = useIntl();
  const showId = positiveId(useParams().showId);
  const { allowed, counters } = useDemandCounters(showId);
  const reports = useShowReports(showId);
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap', flex: 1 }}>
      {allowed &&
        COUNTER_GROUPS.map(({ group, keys }) => (
          <Box key={group} component="section" aria-label={intl.formatMessage({ id: `demands.counters.${group}` })}>
            <Typography variant="caption" component="h2" color="text.secondary" sx={{ fontWeight: 600 }}>
              {intl.formatMessage({ id: `demands.counters.${group}` })}
            </Typography>
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
              {keys.map((key) => {
                const value = counterValue(counters, key);
                const active = isCounterActive(filters, key);
                return (
                  <Chip
                    key={key}
                    clickable
                    size="small"
                    color={active ? 'primary' : 'default'}
                    variant={active ? 'filled' : 'outlined'}
                    aria-pressed={active}
                    data-counter={key}
                    label={intl.formatMessage({ id: `demands.counters.${key}` }, { count: value === null ? '…' : value })}
                    onClick={() => (active ? on.reset() : on.patch(counterFilters(key)))}
                  />
                );
              })}
            </Box>
          </Box>
        ))}
      {reports && (
        <Box component="section" aria-label={intl.formatMessage({ id: 'demands.reports.title' })}>
          <Typography variant="caption" component="h2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {intl.formatMessage({ id: 'demands.reports.title' })}
          </Typography>
          <Typography variant="body2">
            {intl.formatMessage({ id: 'demands.reports.counts' }, { inProgress: reports.inProgress, closed: reports.closed })}
          </Typography>
        </Box>
      )}
      <Button variant="text" startIcon={<RestartAltIcon />} disabled={!hasFilters} onClick={on.reset} sx={{ ml: 'auto' }}>
        {intl.formatMessage({ id: 'demands.list.reset' })}
      </Button>
    </Box>
  );
}

export default memo(DemandListTopBar);
