/**
 * The notification templates (admin, issue 11): every template in each language, added, edited
 * and deleted (after confirmation) in a modal.
 */
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import type { NotificationTemplate } from '@/domain/api';
import { createListScreen } from '@/lists/createListScreen';
import { modalOpened } from '@/ui/uiSlice';
import NotificationTemplateDialog from '../forms/NotificationTemplateDialog';
import { useNotificationTemplateAdd } from '../hooks';
import { NOTIFICATION_TEMPLATE_FORM } from '../modals';
import { NOTIFICATION_TEMPLATE_LIST } from '../notificationTemplateList';
import { NOTIFICATION_TEMPLATES_PATH } from '../paths';

function AddButton() {
  const { canAdd, add } = useNotificationTemplateAdd();
  if (!canAdd) return null;
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={add}>
      <FormattedMessage id="notificationTemplates.add" />
    </Button>
  );
}

export default createListScreen<Record<string, never>, NotificationTemplate>({
  definition: NOTIFICATION_TEMPLATE_LIST,
  messages: 'notificationTemplates',
  scope: () => ({}),
  path: () => NOTIFICATION_TEMPLATES_PATH,
  columns: [
    { field: 'label', flex: 1, minWidth: 180 },
    { field: 'tag', width: 170 },
    {
      field: 'locale',
      width: 120,
      renderCell: ({ row }) => <FormattedMessage id={`notificationTemplates.locale.${row.locale}`} />,
    },
    { field: 'object', flex: 1, minWidth: 200, sortable: false },
    {
      field: 'updatedAt',
      width: 170,
      dateTime: true,
    },
  ],
  rowLabel: (template) => `${template.label} (${template.locale})`,
  rowActions: [
    {
      labelId: 'common.edit',
      Icon: EditIcon,
      permission: 'notificationTemplate.edit',
      action: (id) => modalOpened({ name: NOTIFICATION_TEMPLATE_FORM, id }),
    },
  ],
  Toolbar: AddButton,
  Dialogs: NotificationTemplateDialog,
  gridHeight: 'calc(100vh - 240px)',
  hideSinglePage: true,
});
