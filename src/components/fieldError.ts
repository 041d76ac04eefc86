import type { IntlShape } from 'react-intl';

/**
 * The text under a form field. Yup messages are i18n ids ('form.required');
 * server violations are already written in the user's language and shown as is.
 */
export function fieldErrorText(intl: IntlShape, error: unknown): string {
  if (typeof error !== 'string' || !error) return '';
  return Object.prototype.hasOwnProperty.call(intl.messages, error) ? intl.formatMessage({ id: error }) : error;
}
