/** The forgot-password form (part 2 §5): the e-mail, checked against x@y.z. Dumb: the page dispatches. */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldProps } from '@/components/fieldError';
import FocusFirstInvalid from '@/components/FocusFirstInvalid';
import FormTextField from '@/components/FormTextField';
import { forgotSchema, type ForgotValues } from './passwordResetSchemas';

const INITIAL: ForgotValues = { email: '' };

export default function ForgotPasswordForm({ pending, onSubmit }: { pending: boolean; onSubmit: (values: ForgotValues) => void }) {
  const intl = useIntl();
  return (
    <Formik initialValues={INITIAL} validationSchema={forgotSchema} onSubmit={(values) => onSubmit({ email: values.email.trim() })}>
      {(form) => (
        <Form noValidate>
          <FocusFirstInvalid />
          <Stack spacing={2}>
            <FormTextField {...fieldProps(form, 'email', 'passwordReset.email.label', intl)} type="email" autoComplete="email" autoFocus required reserveHelperSpace />
            <Button type="submit" variant="contained" size="large" loading={pending}>
              <FormattedMessage id="passwordReset.forgot.submit" />
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
