/**
 * The notifications sent (issue 11): when, what, by whom, to how many stands and people, and how
 * many of their messages are still queued, sent or failed (the mailer's delivery states).
 */
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { FormattedMessage } from 'react-intl';
import type { NotificationSend } from '@/domain/api';
import { labelVariables } from '@/domain/notifications';
import { createListScreen } from '@/lists/createListScreen';
import { modalOpened } from '@/ui/uiSlice';
import NotificationRecipientsDialog from '../components/NotificationRecipientsDialog';
import { SubjectCell, VariableLabelsProvider } from '../components/VariableLabels';
import { useNotificationSendsReload } from '../hooks';
import { NOTIFICATION_RECIPIENTS_DIALOG } from '../modals';
import { NOTIFICATION_SEND_LIST } from '../notificationSendList';
import { NOTIFICATION_SENDS_PATH } from '../paths';
import { LIST_CELL_WRAP } from '@/lists/cellClasses';

function RefreshButton() {
  const reload = useNotificationSendsReload();
  return (
    <Button
      variant="outlined"
      startIcon={<RefreshIcon />}
      onClick={reload}
    >
      <FormattedMessage id="notificationSends.refresh" />
    </Button>
  );
}

const openRecipients = (id: number) => modalOpened({ name: NOTIFICATION_RECIPIENTS_DIALOG, id });

const count = (color: 'default' | 'success' | 'error') =>
  function CountCell({ value }: { value?: number }) {
    return <Chip size="small" variant={value ? 'filled' : 'outlined'} color={value ? color : 'default'} label={value ?? 0} />;
  };

export default createListScreen<Record<string, never>, NotificationSend>({
  definition: NOTIFICATION_SEND_LIST,
  messages: 'notificationSends',
  scope: () => ({}),
  path: () => NOTIFICATION_SENDS_PATH,
  columns: [
    {
      field: 'createdAt',
      width: 170,
      dateTime: true,
    },
    { field: 'subject', flex: 1, minWidth: 200, sortable: false, renderCell: ({ row }) => <SubjectCell subject={row.subject} /> },
    { field: 'senderName', width: 150, sortable: false, cellClassName: LIST_CELL_WRAP },
    { field: 'standCount', width: 90, sortable: false },
    { field: 'recipientCount', width: 90, sortable: false },
    { field: 'queuedCount', width: 90, sortable: false, renderCell: ({ row }) => count('default')({ value: row.queuedCount }) },
    { field: 'sentCount', width: 90, sortable: false, renderCell: ({ row }) => count('success')({ value: row.sentCount }) },
    { field: 'failedCount', width: 90, sortable: false, renderCell: ({ row }) => count('error')({ value: row.failedCount }) },
  ],
  rowLabel: (send) => labelVariables(send.subject, () => undefined),
  // A row opens who it went to and each one's state (issue 20 item 11).
  rowOpen: { permission: 'notification.add', action: openRecipients },
  rowActions: [{ labelId: 'notificationSends.recipients.open', Icon: PeopleIcon, permission: 'notification.add', action: openRecipients }],
  Toolbar: RefreshButton,
  Dialogs: NotificationRecipientsDialog,
  CellContext: VariableLabelsProvider,
  gridHeight: 'calc(100vh - 240px)',
  hideSinglePage: true,
});
