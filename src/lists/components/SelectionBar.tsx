/**
 * Above the grid while rows are selected (issue 11, item 5): how many, the offer to select
 * every row the filter matches (not only the page), the clearing, the list's own actions on
 * the selection; and the notice that a filter change cleared the selection. A polite live
 * region: the counts are read out as they change.
 */
import { memo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { canSelectMatching, selectionCount, type ListSelection } from '@/domain/listSelection';

export interface SelectionBarProps {
  selection: ListSelection;
  pageIds: readonly number[];
  totalItems: number;
  /** The selection was cleared because the filter changed. */
  cleared: boolean;
  onSelectMatching: () => void;
  onClear: () => void;
  onDismissCleared: () => void;
  /** The list's actions on the selection. */
  children?: ReactNode;
}

function SelectionBar({ selection, pageIds, totalItems, cleared, onSelectMatching, onClear, onDismissCleared, children }: SelectionBarProps) {
  const intl = useIntl();
  const count = selectionCount(selection);
  return (
    <Box aria-live="polite">
      {cleared && count === 0 && (
        <Alert severity="info" onClose={onDismissCleared} closeText={intl.formatMessage({ id: 'list.selection.dismiss' })}>
          {intl.formatMessage({ id: 'list.selection.cleared' })}
        </Alert>
      )}
      {count > 0 && (
        <Paper
          variant="outlined"
          role="region"
          aria-label={intl.formatMessage({ id: 'list.selection.region' })}
          sx={{ p: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, bgcolor: 'action.hover' }}
        >
          <Typography variant="body2" sx={{ fontWeight: 500 }} data-testid="list-selection-count">
            {selection.kind === 'matching'
              ? intl.formatMessage({ id: 'list.selection.matching' }, { count })
              : intl.formatMessage({ id: 'list.selection.count' }, { count })}
          </Typography>
          {canSelectMatching(selection, pageIds, totalItems) && (
            <Button size="small" onClick={onSelectMatching}>
              {intl.formatMessage({ id: 'list.selection.selectMatching' }, { count: totalItems })}
            </Button>
          )}
          <Button size="small" color="inherit" onClick={onClear}>
            {intl.formatMessage({ id: 'list.selection.clear' })}
          </Button>
          <Box sx={{ flex: 1 }} />
          {children}
        </Paper>
      )}
    </Box>
  );
}

export default memo(SelectionBar);
