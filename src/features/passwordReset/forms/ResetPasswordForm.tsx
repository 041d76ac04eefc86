/** The new password and its confirmation (part 2 §5); the server's violations land on the fields. */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldProps } from '@/components/fieldError';
import FormTextField from '@/components/FormTextField';
import ServerErrors from '@/components/ServerErrors';
import { RESET_PASSWORD_FORM } from '../actions';
import { resetSchema, type ResetValues } from './passwordResetSchemas';

const INITIAL: ResetValues = { plainPassword: '', plainPasswordConfirmation: '' };

export default function ResetPasswordForm({ pending, onSubmit }: { pending: boolean; onSubmit: (values: ResetValues) => void }) {
  const intl = useIntl();
  return (
    <Formik initialValues={INITIAL} validationSchema={resetSchema} onSubmit={onSubmit}>
      {(form) => (
        <Form noValidate>
          <ServerErrors formKey={RESET_PASSWORD_FORM} />
          <Stack spacing={2}>
            <FormTextField
              {...fieldProps(form, 'plainPassword', 'passwordReset.password.label', intl)}
              type="password"
              autoComplete="new-password"
              autoFocus
              required
              reserveHelperSpace
            />
            <FormTextField
              {...fieldProps(form, 'plainPasswordConfirmation', 'passwordReset.confirmation.label', intl)}
              type="password"
              autoComplete="new-password"
              required
              reserveHelperSpace
            />
            <Button type="submit" variant="contained" size="large" loading={pending}>
              <FormattedMessage id="passwordReset.reset.submit" />
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
