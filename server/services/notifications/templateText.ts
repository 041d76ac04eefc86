/**
 * A text that may name notification variables (`{{standName}}`): a template's subject and
 * contents, a sender's custom subject and content. An unknown variable is a 422 on the field
 * naming the variables (it would otherwise reach the recipients as `{{…}}`).
 */
import { unknownVariables, variableToken } from '@/domain/notifications';
import { text, type TextOptions, type Validator } from '../../hydra/validators';

export const UNKNOWN_VARIABLE_CODE = 'NOTIFICATION_UNKNOWN_VARIABLE';

export function templateText(options: TextOptions = {}): Validator {
  const base = text(options);
  return {
    ...base,
    check(value) {
      const result = base.check(value);
      if (!result.ok || typeof result.value !== 'string') return result;
      const unknown = unknownVariables(result.value);
      if (!unknown.length) return result;
      return {
        ok: false,
        key: 'api.violation.unknownVariable',
        code: UNKNOWN_VARIABLE_CODE,
        params: { variables: unknown.map(variableToken).join(', '), count: unknown.length },
      };
    },
  };
}
