/**
 * 'Envoyer une notification' (part 1 §5): template, subject, recipient roles, content, prefilled
 * from the template in the user's language; the variables listed to insert at the caret. Opened by
 * the ui modal 'notifications/send' with its target (ComposeTarget) as data; the send is a saga.
 */
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import type { NotificationTemplate, NotificationVariableItem } from '@/domain/api';
import { ALL_STANDIST_ROLES } from '@/domain/roles';
import FormDialog from '@/components/FormDialog';
import { useNotificationSend } from '../hooks';
import { NOTIFICATION_SEND_MODAL } from '../modals';
import { initialSendValues, insertToken, messageOf, type ComposeTarget, type SendValues } from '../sendForm';
import { sendSchema } from '../sendSchema';


function useFieldError(form: FormikProps<SendValues>, name: keyof SendValues): string {
  const intl = useIntl();
  const error = form.touched[name] ? form.errors[name] : undefined;
  if (typeof error !== 'string' || !error) return '';
  const { id, values } = messageOf(error);
  return Object.prototype.hasOwnProperty.call(intl.messages, id) ? intl.formatMessage({ id }, values) : error;
}

function TargetLine({ target }: { target: ComposeTarget }) {
  const intl = useIntl();
  const text = target.userIds?.length
    ? intl.formatMessage({ id: 'notifications.send.targetUser' })
    : 'ids' in target.selection
      ? intl.formatMessage({ id: 'notifications.send.targetSelected' }, { count: target.selection.ids.length })
      : intl.formatMessage({ id: 'notifications.send.targetFilter' });
  return <Typography color="text.secondary">{text}</Typography>;
}

function SendFields({ form, templates, variables }: { form: FormikProps<SendValues>; templates: NotificationTemplate[]; variables: NotificationVariableItem[] }) {
  const intl = useIntl();
  const contentRef = useRef<HTMLTextAreaElement | null>(null);
  const chosen = templates.find((t) => t.id === form.values.notification);
  const errors = {
    template: useFieldError(form, 'notification'),
    subject: useFieldError(form, 'customObject'),
    roles: useFieldError(form, 'customStandistRoles'),
    content: useFieldError(form, 'customContent'),
  };
  const toggleRole = (role: string, checked: boolean) =>
    form.setFieldValue('customStandistRoles', checked ? [...form.values.customStandistRoles, role] : form.values.customStandistRoles.filter((r) => r !== role));
  return (
    <>
      <TextField
        select
        name="notification"
        label={intl.formatMessage({ id: 'notifications.send.template' })}
        value={form.values.notification}
        required
        error={errors.template !== ''}
        helperText={errors.template}
        onBlur={form.handleBlur}
        onChange={(event) => {
          const template = templates.find((t) => t.id === Number(event.target.value));
          // A template brings its subject and content, in the user's language.
          form.setValues({ ...form.values, notification: template?.id ?? '', customObject: template?.object ?? '', customContent: template?.contentExternal ?? '' });
        }}
      >
        {templates.map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {t.label}
          </MenuItem>
        ))}
      </TextField>
      {chosen?.contentInternal && (
        <Alert severity="info" variant="outlined">
          <strong>{intl.formatMessage({ id: 'notifications.send.internal' })}</strong> {chosen.contentInternal}
        </Alert>
      )}
      <TextField
        name="customObject"
        label={intl.formatMessage({ id: 'notifications.send.subject' })}
        value={form.values.customObject}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        required
        error={errors.subject !== ''}
        helperText={errors.subject}
      />
      <FormControl component="fieldset" required error={errors.roles !== ''}>
        <FormLabel component="legend">{intl.formatMessage({ id: 'notifications.send.roles' })}</FormLabel>
        <FormGroup row>
          {ALL_STANDIST_ROLES.map((role) => (
            <FormControlLabel
              key={role}
              control={<Checkbox checked={form.values.customStandistRoles.includes(role)} onChange={(event) => toggleRole(role, event.target.checked)} name="customStandistRoles" value={role} />}
              label={intl.formatMessage({ id: `role.${role}` })}
            />
          ))}
        </FormGroup>
        {errors.roles && <FormHelperText>{errors.roles}</FormHelperText>}
      </FormControl>
      <TextField
        name="customContent"
        label={intl.formatMessage({ id: 'notifications.send.content' })}
        value={form.values.customContent}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        required
        multiline
        minRows={6}
        inputRef={contentRef}
        error={errors.content !== ''}
        helperText={errors.content}
      />
      <Box component="section" aria-labelledby="notification-variables-title">
        <Typography id="notification-variables-title" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {intl.formatMessage({ id: 'notifications.send.variables' })}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {variables.map((v) => (
            <Chip
              key={v.tag}
              label={v.label}
              size="small"
              variant="outlined"
              aria-label={intl.formatMessage({ id: 'notifications.send.insertVariable' }, { label: v.label })}
              onClick={() => {
                const caret = contentRef.current?.selectionStart ?? null;
                form.setFieldValue('customContent', insertToken(form.values.customContent, v.tag, caret));
              }}
            />
          ))}
        </Box>
      </Box>
    </>
  );
}

export default function NotificationSendDialog() {
  const { modal, target, templates, variables, preset, send } = useNotificationSend();
  // The page it is sent from (the show's list, a stand): a draft stays where it was written.
  const { pathname } = useLocation();

  return (
    <FormDialog<SendValues>
      open={modal.open}
      // A new opening, or the preset template arriving, starts the form again.
      formId={`${modal.open}-${preset?.id ?? 'none'}-${templates.loaded}`}
      formKey={NOTIFICATION_SEND_MODAL}
      draftKey={`${NOTIFICATION_SEND_MODAL}:${pathname}:${preset?.id ?? 'none'}`}
      titleId="notifications.send.title"
      submitLabelId="notifications.send.submit"
      initialValues={initialSendValues(preset)}
      validationSchema={sendSchema}
      pending={modal.pending}
      onClose={modal.close}
      onSubmit={send}
    >
      {(form) => (
        <>
          <TargetLine target={target} />
          <SendFields form={form} templates={templates.items} variables={variables.items} />
        </>
      )}
    </FormDialog>
  );
}
