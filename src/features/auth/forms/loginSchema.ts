/**
 * Part 2 §5: identifier and password required. The identifier is trimmed; the password is sent
 * exactly as typed (issue 7, OWASP ASVS 5.0 §6.2.8: spaces are part of it). Errors are i18n ids.
 * Plain functions rather than a yup schema: the login screen is the first load
 * of every visitor, and Formik + yup weigh ~21 KB gzip on it.
 */
export interface LoginValues {
  username: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

export const emptyLogin: LoginValues = { username: '', password: '' };

export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.username.trim()) errors.username = 'login.username.required';
  if (!values.password) errors.password = 'login.password.required';
  return errors;
}

/** The identifier trimmed, the password untouched. */
export const trimLogin = (values: LoginValues): LoginValues => ({
  username: values.username.trim(),
  password: values.password,
});
