/**
 * The document list's filter groups: Messages (new, not handled: admin and support only) and the
 * stand-level document statuses. Dumb: the saved state in, a filter patch out.
 */
import { memo, useCallback, useRef } from 'react';
import { useIntl } from 'react-intl';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STAND_DOCUMENT_STATUSES, documentStatusLabelId, isStandDocumentStatus } from '@/domain/standDocumentLabels';
import { FILTER_PANEL_WIDTH } from '@/lists/components/filterPanelWidth';
import type { ListFilterProps } from '@/lists/createListScreen';
import { FilterBox, FilterGroup as Group, type BoxName } from '@/lists/components/FilterGroup';
import type { DocumentListFilters } from '../documentList';

function patchFor(filters: DocumentListFilters, name: BoxName, on: boolean): Partial<DocumentListFilters> {
  if (name === 'messages.unSeen') return { messages: { ...filters.messages, unSeen: on } };
  if (name === 'messages.untreated') return { messages: { ...filters.messages, untreated: on } };
  if (!isStandDocumentStatus(name)) return {};
  return { statuses: on ? [...filters.statuses, name] : filters.statuses.filter((s) => s !== name) };
}

function DocumentListFilterPanel({ filters, context, on }: ListFilterProps<DocumentListFilters>) {
  const intl = useIntl();
  const showMessages = context.can('standDocument.messageFilters');
  const latest = useRef({ filters, patch: on.patch });
  latest.current = { filters, patch: on.patch };
  const toggle = useCallback((name: BoxName, checked: boolean) => {
    const { filters: current, patch } = latest.current;
    patch(patchFor(current, name, checked));
  }, []);
  return (
    <Paper variant="outlined" sx={{ p: 2, width: FILTER_PANEL_WIDTH, flexShrink: 0 }} component="aside">
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {intl.formatMessage({ id: 'standDocuments.filters.title' })}
      </Typography>
      <Stack spacing={2}>
        {showMessages && (
          <Group labelId="standDocuments.filters.messages">
            <FilterBox name="messages.unSeen" labelId="standDocuments.filters.new" checked={filters.messages.unSeen} onToggle={toggle} />
            <FilterBox name="messages.untreated" labelId="standDocuments.filters.untreated" checked={filters.messages.untreated} onToggle={toggle} />
          </Group>
        )}
        <Group labelId="standDocuments.filters.documents">
          {STAND_DOCUMENT_STATUSES.map((status) => (
            <FilterBox
              key={status}
              name={status}
              labelId={documentStatusLabelId(status) ?? status}
              checked={filters.statuses.includes(status)}
              onToggle={toggle}
            />
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

export default memo(DocumentListFilterPanel);
