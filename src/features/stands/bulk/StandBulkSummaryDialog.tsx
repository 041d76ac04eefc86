/**
 * After a bulk action: how many stands changed out of how many, and why the others did not,
 * one line per reason (per status for a step the workflow does not allow).
 */
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { StandBulkResult, StandBulkSkip } from '@/domain/standBulk';
import { standStatusLabelId } from '@/domain/standStatus';
import { useStandBulkSummary } from './hooks';

/** The message of one reason: `standBulk.skip.<reason>`, 'unchanged' per action. */
export function skipMessageId(result: Pick<StandBulkResult, 'action'>, skip: StandBulkSkip): string {
  if (skip.reason === 'unchanged') return `standBulk.skip.unchanged.${result.action}`;
  if (skip.reason === 'transition') return skip.from ? 'standBulk.skip.transition' : 'standBulk.skip.changedMeanwhile';
  return `standBulk.skip.${skip.reason}`;
}

export default function StandBulkSummaryDialog() {
  const intl = useIntl();
  const summary = useStandBulkSummary();
  const { result } = summary;
  const close = () => {
    summary.close();
  };
  if (!result) return null;
  return (
    <Dialog open={summary.open} onClose={close} aria-labelledby="stand-bulk-summary-title" maxWidth="sm" fullWidth>
      <DialogTitle id="stand-bulk-summary-title">{intl.formatMessage({ id: 'standBulk.summary.title' })}</DialogTitle>
      <DialogContent dividers>
        <Typography data-testid="stand-bulk-changed">
          {intl.formatMessage({ id: 'standBulk.summary.changed' }, { changed: result.changed, matched: result.matched })}
        </Typography>
        {result.skipped.length > 0 && (
          <>
            <Typography sx={{ mt: 2 }}>{intl.formatMessage({ id: 'standBulk.summary.skipped' })}</Typography>
            <List dense>
              {result.skipped.map((skip) => (
                <ListItem key={`${skip.reason}-${skip.from ?? ''}`}>
                  <ListItemText
                    primary={intl.formatMessage(
                      { id: skipMessageId(result, skip) },
                      { count: skip.count, from: skip.from ? intl.formatMessage({ id: standStatusLabelId(skip.from) }) : '' },
                    )}
                  />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} autoFocus>
          {intl.formatMessage({ id: 'standBulk.summary.close' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
