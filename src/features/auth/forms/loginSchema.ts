import * as yup from 'yup';

/** Part 2 §5: identifier and password required, both trimmed. Messages are i18n ids. */
export const loginSchema = yup.object({
  username: yup.string().trim().required('login.username.required'),
  password: yup.string().trim().required('login.password.required'),
});

export type LoginValues = yup.InferType<typeof loginSchema>;

export const emptyLogin: LoginValues = { username: '', password: '' };

export const trimLogin = (values: LoginValues): LoginValues => ({
  username: values.username.trim(),
  password: values.password.trim(),
});
