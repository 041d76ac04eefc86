import type React from 'react';
import type { IntlShape } from 'react-intl';

/**
 * The text under a form field. Yup messages are i18n ids ('form.required');
 * server violations are already written in the user's language and shown as is.
 */
export function fieldErrorText(intl: IntlShape, error: unknown): string {
  if (typeof error !== 'string' || !error) return '';
  return Object.prototype.hasOwnProperty.call(intl.messages, error) ? intl.formatMessage({ id: error }) : error;
}

interface FormState<V> {
  values: V;
  errors: Partial<Record<keyof V, unknown>>;
  touched: Partial<Record<keyof V, unknown>>;
  handleChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  handleBlur: (event: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/**
 * A Formik field's wiring for a text field: name, label, value, change and blur, and its
 * error shown once touched (`{...fieldProps(form, 'label', 'layoutTypes.form.label', intl)}`).
 */
export function fieldProps<V extends object>(form: FormState<V>, name: keyof V & string, labelId: string, intl: IntlShape) {
  const error = form.touched[name] ? fieldErrorText(intl, form.errors[name]) : '';
  return {
    name,
    label: intl.formatMessage({ id: labelId }),
    value: String(form.values[name] ?? ''),
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: error !== '',
    helperText: error,
  };
}
