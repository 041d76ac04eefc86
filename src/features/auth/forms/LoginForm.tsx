import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrorText } from '../../../components/fieldError';
import FormTextField from '../../../components/FormTextField';
import { emptyLogin, loginSchema, type LoginValues } from './loginSchema';

interface Props {
  pending: boolean;
  onSubmit: (values: LoginValues) => void;
}

export default function LoginForm({ pending, onSubmit }: Props) {
  const intl = useIntl();
  return (
    <Formik initialValues={emptyLogin} validationSchema={loginSchema} onSubmit={onSubmit}>
      {({ values, errors, touched, handleChange, handleBlur }) => (
        <Form noValidate>
          <Stack spacing={2}>
            <FormTextField
              name="username"
              label={intl.formatMessage({ id: 'login.username.label' })}
              value={values.username}
              onChange={handleChange}
              onBlur={handleBlur}
              autoComplete="username"
              autoFocus
              error={Boolean(touched.username && errors.username)}
              helperText={touched.username ? fieldErrorText(intl, errors.username) : ''}
            />
            <FormTextField
              name="password"
              type="password"
              label={intl.formatMessage({ id: 'login.password.label' })}
              value={values.password}
              onChange={handleChange}
              onBlur={handleBlur}
              autoComplete="current-password"
              error={Boolean(touched.password && errors.password)}
              helperText={touched.password ? fieldErrorText(intl, errors.password) : ''}
            />
            <Button type="submit" variant="contained" size="large" loading={pending}>
              <FormattedMessage id="login.submit" />
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
