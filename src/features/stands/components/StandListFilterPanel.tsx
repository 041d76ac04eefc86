/**
 * The filter groups of the stand list: Messages (only with 'stand.messageFilters'),
 * Plans (the four statuses), Security notice (with / without) and Reports.
 * Dumb: the saved state in, a filter patch out.
 */
import { memo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STAND_STATUSES, type StandStatus } from '../../../domain/standStatus';
import type { StandListFilters } from '../../../domain/standListQuery';

export interface StandListFilterPanelProps {
  filters: StandListFilters;
  showMessages: boolean;
  onChange: (patch: Partial<StandListFilters>) => void;
}

interface BoxProps {
  labelId: string;
  checked: boolean;
  onToggle: (checked: boolean) => void;
}

function FilterBox({ labelId, checked, onToggle }: BoxProps) {
  const intl = useIntl();
  return (
    <FormControlLabel
      sx={{ alignItems: 'flex-start', mr: 0 }}
      control={<Checkbox size="small" sx={{ py: 0.25 }} checked={checked} onChange={(_, value) => onToggle(value)} />}
      label={
        <Typography variant="body2" sx={{ pt: 0.5, lineHeight: 1.3 }}>
          {intl.formatMessage({ id: labelId })}
        </Typography>
      }
    />
  );
}

function Group({ labelId, children }: { labelId: string; children: ReactNode }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: labelId });
  return (
    <FormControl component="fieldset" variant="standard" aria-label={label}>
      <FormLabel component="legend" sx={{ fontWeight: 600, fontSize: '0.8rem', mb: 0.5 }}>
        {label}
      </FormLabel>
      <FormGroup>{children}</FormGroup>
    </FormControl>
  );
}

function StandListFilterPanel({ filters, showMessages, onChange }: StandListFilterPanelProps) {
  const intl = useIntl();
  const toggleStatus = (status: StandStatus, on: boolean) =>
    onChange({ statuses: on ? [...filters.statuses, status] : filters.statuses.filter((s) => s !== status) });

  return (
    <Paper variant="outlined" sx={{ p: 2, width: 230, flexShrink: 0 }} component="aside">
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {intl.formatMessage({ id: 'standList.filters.title' })}
      </Typography>
      <Stack spacing={2}>
        {showMessages && (
          <Group labelId="standList.filters.messages">
            <FilterBox
              labelId="standList.filters.messages.new"
              checked={filters.messages.unSeen}
              onToggle={(unSeen) => onChange({ messages: { ...filters.messages, unSeen } })}
            />
            <FilterBox
              labelId="standList.filters.messages.untreated"
              checked={filters.messages.untreated}
              onToggle={(untreated) => onChange({ messages: { ...filters.messages, untreated } })}
            />
          </Group>
        )}
        <Group labelId="standList.filters.plans">
          {STAND_STATUSES.map((status) => (
            <FilterBox
              key={status}
              labelId={`standStatus.${status}`}
              checked={filters.statuses.includes(status)}
              onToggle={(on) => toggleStatus(status, on)}
            />
          ))}
        </Group>
        <Group labelId="standList.filters.security">
          <FilterBox
            labelId="standList.filters.security.with"
            checked={filters.security.with}
            onToggle={(value) => onChange({ security: { ...filters.security, with: value } })}
          />
          <FilterBox
            labelId="standList.filters.security.without"
            checked={filters.security.without}
            onToggle={(value) => onChange({ security: { ...filters.security, without: value } })}
          />
        </Group>
        <Group labelId="standList.filters.reports">
          <FilterBox
            labelId="standList.filters.reports.inProgress"
            checked={filters.reports.inProgress}
            onToggle={(inProgress) => onChange({ reports: { ...filters.reports, inProgress } })}
          />
          <FilterBox
            labelId="standList.filters.reports.closed"
            checked={filters.reports.closed}
            onToggle={(closed) => onChange({ reports: { ...filters.reports, closed } })}
          />
        </Group>
      </Stack>
    </Paper>
  );
}

/** Memoized: the page re-renders while rows load; the boxes only change with the filters. */
export default memo(StandListFilterPanel);
