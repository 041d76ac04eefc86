/**
 * The stand list's actions on its selection (issue 11, item 5), in the list's selection bar:
 * mark seen / not seen, treated / untreated, validate or refuse plans (each stand as its
 * workflow allows: the server decides per stand), send a notification (when that feature is
 * there). The summary of the last action shows here; closing it keeps the selection, so the
 * same stands can be exported or acted on next ("mark treated, then export those"): the user
 * clears it (issue 20, item 2).
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { selectionCount } from '@/domain/listSelection';
import { STAND_BULK_PERMISSION, type StandBulkAction } from '@/domain/standBulk';
import type { StandStatus } from '@/domain/standStatus';
import { isFeatureRegistered } from '@/features/registry';
import type { ListSelectionActionsProps } from '@/lists/createListScreen';
import { useStandBulkActions } from './hooks';
import RefusalReasonDialog from './RefusalReasonDialog';
import StandBulkSummaryDialog from './StandBulkSummaryDialog';

interface Entry {
  id: string;
  action: StandBulkAction;
  status?: StandStatus;
}

/** In menu order; each shown with its permission. */
const ENTRIES: readonly Entry[] = [
  { id: 'markSeen', action: 'markSeen' },
  { id: 'markUnseen', action: 'markUnseen' },
  { id: 'markTreated', action: 'markTreated' },
  { id: 'markUntreated', action: 'markUntreated' },
  { id: 'validate', action: 'changeStatus', status: 'pendingPlansConfirmation' },
  { id: 'refuse', action: 'changeStatus', status: 'waitingForPlans' },
];

export default function StandBulkActions({ target, selection, request }: ListSelectionActionsProps) {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [refusing, setRefusing] = useState(false);
  const count = selectionCount(selection);
  const bulk = useStandBulkActions({ target, request, count });
  const entries = ENTRIES.filter((entry) => bulk.can(STAND_BULK_PERMISSION[entry.action]));
  const notifies = isFeatureRegistered('notifications') && bulk.can('notification.add');
  if (!entries.length && !notifies) return null;
  const close = () => setAnchor(null);
  const run = (entry: Entry, message?: string) => bulk.run(entry.action, entry.status, message);

  return (
    <>
      <Button
        variant="contained"
        size="small"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? 'stand-bulk-menu' : undefined}
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {intl.formatMessage({ id: 'standBulk.menu' }, { count })}
      </Button>
      <Menu id="stand-bulk-menu" anchorEl={anchor} open={anchor !== null} onClose={close}>
        {entries.map((entry) => (
          <MenuItem
            key={entry.id}
            onClick={() => {
              close();
              if (entry.id === 'refuse') setRefusing(true);
              else run(entry);
            }}
          >
            <ListItemText primary={intl.formatMessage({ id: `standBulk.action.${entry.id}` })} />
          </MenuItem>
        ))}
        {notifies && (
          <MenuItem
            onClick={() => {
              close();
              bulk.notify();
            }}
          >
            <ListItemText primary={intl.formatMessage({ id: 'standBulk.action.notify' })} />
          </MenuItem>
        )}
      </Menu>
      {refusing && (
        <RefusalReasonDialog
          count={count}
          draftKey={`standBulk/refuse:${target.path}`}
          onCancel={() => setRefusing(false)}
          onSubmit={(reason) => {
            setRefusing(false);
            run(ENTRIES.find((entry) => entry.id === 'refuse')!, reason);
          }}
        />
      )}
      <StandBulkSummaryDialog />
    </>
  );
}
