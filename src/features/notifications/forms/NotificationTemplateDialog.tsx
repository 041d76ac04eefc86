/** Add / edit modal of a notification template (ui modal 'notificationTemplates/form'). */
import { useIntl } from 'react-intl';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import FormDialog from '@/components/FormDialog';
import { fieldProps } from '@/components/fieldError';
import { useNotificationTemplateForm } from '../hooks';
import { NOTIFICATION_TEMPLATE_FORM } from '../modals';
import {
  notificationTemplateInitialValues,
  notificationTemplateSchema,
  type NotificationTemplateValues,
} from './notificationTemplateSchema';

export default function NotificationTemplateDialog() {
  const intl = useIntl();
  const { modal, item, locale, save } = useNotificationTemplateForm();
  const editing = modal.id !== null;

  return (
    <FormDialog<NotificationTemplateValues>
      open={modal.open}
      formId={`${modal.id ?? 'new'}-${modal.open}`}
      formKey={NOTIFICATION_TEMPLATE_FORM}
      draftKey={`${NOTIFICATION_TEMPLATE_FORM}:${modal.id ?? 'new'}`}
      titleId={editing ? 'notificationTemplates.form.editTitle' : 'notificationTemplates.form.addTitle'}
      initialValues={notificationTemplateInitialValues(item, locale)}
      validationSchema={notificationTemplateSchema}
      pending={modal.pending}
      onClose={modal.close}
      onSubmit={save}
    >
      {(form) => {
        const field = (name: keyof NotificationTemplateValues & string) => fieldProps(form, name, `notificationTemplates.form.${name}`, intl);
        const tag = field('tag');
        return (
          <>
            <TextField {...field('label')} required autoFocus />
            <TextField {...tag} required helperText={tag.helperText || intl.formatMessage({ id: 'notificationTemplates.form.tagHelp' })} />
            <TextField {...field('locale')} select required>
              {(['fr', 'en'] as const).map((l) => (
                <MenuItem key={l} value={l}>
                  {intl.formatMessage({ id: `notificationTemplates.locale.${l}` })}
                </MenuItem>
              ))}
            </TextField>
            <TextField {...field('object')} required />
            <TextField {...field('contentExternal')} required multiline minRows={6} />
            <TextField {...field('contentInternal')} multiline minRows={2} />
          </>
        );
      }}
    </FormDialog>
  );
}
