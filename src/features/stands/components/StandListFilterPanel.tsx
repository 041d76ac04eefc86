/**
 * The filter groups of the stand list: Messages (only with 'stand.messageFilters'),
 * Plans (the four statuses, whose turn, late), Security notice (with / without) and Reports.
 * Dumb: the saved state in, a filter patch out (ListFilterProps of createListScreen). Each box is memoized with a stable
 * callback, so ticking one re-renders that box only.
 */
import { memo, useCallback, useRef } from 'react';
import { useIntl } from 'react-intl';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STAND_STATUSES, isStandStatus, standStatusLabelId } from '@/domain/standStatus';
import type { StandListFilters } from '@/domain/standListQuery';
import { FILTER_PANEL_WIDTH } from '@/lists/components/filterPanelWidth';
import type { ListFilterProps } from '@/lists/createListScreen';
import { FilterBox, FilterGroup as Group, type BoxName } from '@/lists/components/FilterGroup';

/** The patch a box gives, from the filters it changes. */
function patchFor(filters: StandListFilters, name: BoxName, on: boolean): Partial<StandListFilters> {
  switch (name) {
    case 'messages.unSeen':
      return { messages: { ...filters.messages, unSeen: on } };
    case 'messages.untreated':
      return { messages: { ...filters.messages, untreated: on } };
    case 'security.with':
      return { security: { ...filters.security, with: on } };
    case 'security.without':
      return { security: { ...filters.security, without: on } };
    case 'reports.inProgress':
      return { reports: { ...filters.reports, inProgress: on } };
    case 'reports.closed':
      return { reports: { ...filters.reports, closed: on } };
    case 'turn.exhibitor':
      return { turn: { ...filters.turn, exhibitor: on } };
    case 'turn.team':
      return { turn: { ...filters.turn, team: on } };
    case 'late':
      return { late: on };
    default:
      if (!isStandStatus(name)) return {};
      return { statuses: on ? [...filters.statuses, name] : filters.statuses.filter((s) => s !== name) };
  }
}

function StandListFilterPanel({ filters, context, on }: ListFilterProps<StandListFilters>) {
  const intl = useIntl();
  const showMessages = context.can('stand.messageFilters');
  const onChange = on.patch;
  // The boxes' callback stays the same while the filters change.
  const latest = useRef({ filters, onChange });
  latest.current = { filters, onChange };
  const toggle = useCallback((name: BoxName, on: boolean) => {
    const { filters: current, onChange: report } = latest.current;
    report(patchFor(current, name, on));
  }, []);

  return (
    <Paper variant="outlined" sx={{ p: 2, width: FILTER_PANEL_WIDTH, flexShrink: 0 }} component="aside">
      {/* The page's h1 is the list's title: this one is an h2 (heading order), styled small. */}
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {intl.formatMessage({ id: 'standList.filters.title' })}
      </Typography>
      <Stack spacing={2}>
        {showMessages && (
          <Group labelId="standList.filters.messages">
            <FilterBox name="messages.unSeen" labelId="standList.filters.messages.new" checked={filters.messages.unSeen} onToggle={toggle} />
            <FilterBox
              name="messages.untreated"
              labelId="standList.filters.messages.untreated"
              checked={filters.messages.untreated}
              onToggle={toggle}
            />
          </Group>
        )}
        <Group labelId="standList.filters.plans">
          {STAND_STATUSES.map((status) => (
            <FilterBox
              key={status}
              name={status}
              labelId={standStatusLabelId(status)}
              checked={filters.statuses.includes(status)}
              onToggle={toggle}
            />
          ))}
          {/* Whose turn and late ones (issue 25, src/domain/planTurn.ts). */}
          <FilterBox name="turn.exhibitor" labelId="standList.filters.turn.exhibitor" checked={filters.turn.exhibitor} onToggle={toggle} />
          <FilterBox name="turn.team" labelId="standList.filters.turn.team" checked={filters.turn.team} onToggle={toggle} />
          <FilterBox name="late" labelId="standList.filters.late" checked={filters.late} onToggle={toggle} />
        </Group>
        <Group labelId="standList.filters.security">
          <FilterBox name="security.with" labelId="standList.filters.security.with" checked={filters.security.with} onToggle={toggle} />
          <FilterBox
            name="security.without"
            labelId="standList.filters.security.without"
            checked={filters.security.without}
            onToggle={toggle}
          />
        </Group>
        <Group labelId="standList.filters.reports">
          <FilterBox
            name="reports.inProgress"
            labelId="standList.filters.reports.inProgress"
            checked={filters.reports.inProgress}
            onToggle={toggle}
          />
          <FilterBox name="reports.closed" labelId="standList.filters.reports.closed" checked={filters.reports.closed} onToggle={toggle} />
        </Group>
      </Stack>
    </Paper>
  );
}

/** Memoized: the page re-renders while rows load; the boxes only change with the filters. */
export default memo(StandListFilterPanel);
