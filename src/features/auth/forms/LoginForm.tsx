import { useState, type FocusEvent, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrorText } from '@/components/fieldError';
import FormTextField from '@/components/FormTextField';
import { emptyLogin, validateLogin, type LoginValues } from './loginSchema';

interface Props {
  pending: boolean;
  onSubmit: (values: LoginValues) => void;
}

type Touched = Partial<Record<keyof LoginValues, boolean>>;

/**
 * Errors show once a field was left or the form submitted, as Formik did. Their lines are kept
 * empty until then (`reserveHelperSpace`): leaving the identifier by pressing 'Se connecter' shows
 * its error without moving the button from under the pointer, so that click submits (issue 8).
 */
export default function LoginForm({ pending, onSubmit }: Props) {
  const intl = useIntl();
  const [values, setValues] = useState<LoginValues>(emptyLogin);
  const [touched, setTouched] = useState<Touched>({});
  const errors = validateLogin(values);

  const change = (event: { target: { name: string; value: string } }) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };
  const blur = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name } = event.target;
    setTouched((current) => ({ ...current, [name]: true }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ username: true, password: true });
    if (Object.keys(errors).length === 0) onSubmit(values);
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack spacing={2}>
        <FormTextField
          name="username"
          label={intl.formatMessage({ id: 'login.username.label' })}
          value={values.username}
          onChange={change}
          onBlur={blur}
          autoComplete="username"
          autoFocus
          reserveHelperSpace
          error={Boolean(touched.username && errors.username)}
          helperText={touched.username ? fieldErrorText(intl, errors.username) : ''}
        />
        <FormTextField
          name="password"
          type="password"
          label={intl.formatMessage({ id: 'login.password.label' })}
          value={values.password}
          onChange={change}
          onBlur={blur}
          autoComplete="current-password"
          reserveHelperSpace
          error={Boolean(touched.password && errors.password)}
          helperText={touched.password ? fieldErrorText(intl, errors.password) : ''}
        />
        <Button type="submit" variant="contained" size="large" loading={pending}>
          <FormattedMessage id="login.submit" />
        </Button>
      </Stack>
    </form>
  );
}
