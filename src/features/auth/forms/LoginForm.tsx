import { useState, type FocusEvent, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrorText } from '@/components/fieldError';
import PlainTextField from '@/components/PlainTextField';
import { emptyLogin, validateLogin, type LoginValues } from './loginSchema';

interface Props {
  pending: boolean;
  onSubmit: (values: LoginValues) => void;
}

type Touched = Partial<Record<keyof LoginValues, boolean>>;

/**
 * Errors show once a field was left or the form submitted, as Formik did. Their lines keep their
 * room until then (PlainTextField): leaving the identifier by pressing 'Se connecter' shows its
 * error without moving the button from under the pointer, so that click submits (issue 8).
 * Plain HTML, no MUI: the login screen is every visitor's first load (issue 20).
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
  const blur = (event: FocusEvent<HTMLInputElement>) => {
    const { name } = event.target;
    setTouched((current) => ({ ...current, [name]: true }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setTouched({ username: true, password: true });
    if (Object.keys(errors).length === 0) onSubmit(values);
  };

  return (
    <form noValidate onSubmit={submit} className="stack">
      <PlainTextField
        name="username"
        label={intl.formatMessage({ id: 'login.username.label' })}
        value={values.username}
        onChange={change}
        onBlur={blur}
        autoComplete="username"
        autoFocus
        error={Boolean(touched.username && errors.username)}
        helperText={touched.username ? fieldErrorText(intl, errors.username) : ''}
      />
      <PlainTextField
        name="password"
        type="password"
        label={intl.formatMessage({ id: 'login.password.label' })}
        value={values.password}
        onChange={change}
        onBlur={blur}
        autoComplete="current-password"
        error={Boolean(touched.password && errors.password)}
        helperText={touched.password ? fieldErrorText(intl, errors.password) : ''}
      />
      {/* Busy while the login runs: it keeps its name and place, a spinner over its label. */}
      <button type="submit" className="button button--contained button--large" aria-busy={pending} aria-disabled={pending}>
        <FormattedMessage id="login.submit" />
        {pending && <span className="spinner spinner--small" aria-hidden />}
      </button>
    </form>
  );
}
