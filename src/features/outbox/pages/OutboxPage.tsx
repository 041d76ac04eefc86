/**
 * /courriels (issue 12): the messages the platform sent, for admin and support. The list-screen
 * factory with the outbox's columns and filters; a row opens the message.
 */
import VisibilityIcon from '@mui/icons-material/Visibility';
import Chip from '@mui/material/Chip';
import type { MailDelivery } from '@/domain/api';
import { mailKindLabelId } from '@/domain/mail';
import { createListScreen } from '@/lists/createListScreen';
import { modalOpened } from '@/ui/uiSlice';
import { FormattedMessage } from 'react-intl';
import { MAIL_DIALOG } from '../actions';
import MailDeliveryDialog from '../components/MailDeliveryDialog';
import OutboxTopBar from '../components/OutboxTopBar';
import { OUTBOX_LIST, type OutboxFilters } from '../outboxList';

const STATE_COLORS = { queued: 'default', sent: 'success', failed: 'error' } as const;

export default createListScreen<OutboxFilters, MailDelivery>({
  definition: OUTBOX_LIST,
  messages: 'outbox',
  scope: () => ({}),
  path: () => '/courriels',
  columns: [
    {
      field: 'createdAt',
      width: 170,
      dateTime: true,
    },
    { field: 'recipient', flex: 1, minWidth: 200 },
    { field: 'subject', flex: 1, minWidth: 200 },
    {
      field: 'kind',
      width: 170,
      renderCell: ({ row }) => <FormattedMessage id={mailKindLabelId(row.kind)} />,
    },
    {
      field: 'state',
      width: 130,
      renderCell: ({ row }) => (
        <Chip size="small" color={STATE_COLORS[row.state]} label={<FormattedMessage id={`outbox.state.${row.state}`} />} />
      ),
    },
    { field: 'attempts', width: 110, sortable: false },
  ],
  rowLabel: (mail) => `${mail.recipient} — ${mail.subject}`,
  rowActions: [
    {
      labelId: 'outbox.open',
      Icon: VisibilityIcon,
      permission: 'mail.list',
      action: (id) => modalOpened({ name: MAIL_DIALOG, id }),
    },
  ],
  TopBar: OutboxTopBar,
  Dialogs: MailDeliveryDialog,
  gridHeight: 'calc(100vh - 240px)',
  hideSinglePage: true,
});
