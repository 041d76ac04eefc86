/**
 * The body of `POST /backend/notifications` (part 1 §3 'Notification send'), checked field by
 * field: every problem is a 422 naming its field, nothing queued.
 */
import type { QueryParams } from '@/domain/listQuery';
import { ALL_STANDIST_ROLES, type StandistRole } from '@/domain/roles';
import { LOCALES, type Locale } from '../../i18n';
import { ValidationError, type ViolationSpec } from '../../hydra/errors';
import { CODES, iri, type Validator } from '../../hydra/validators';
import { templateText } from './templateText';

export interface SendRequest {
  templateId: number;
  customObject: string;
  customContent: string;
  roles: StandistRole[];
  /** The language the sender wrote in (the template's). */
  locale: Locale | null;
  standIds: number[] | null;
  filter: QueryParams | null;
  userIds: number[] | null;
}

const templateIri = iri('/backend/notification_templates', { required: true, missingKey: 'api.violation.notificationMissing' });
const objectText = templateText({ required: true, max: 250, missingKey: 'api.violation.objectMissing' });
const contentText = templateText({ required: true, max: 20_000, multiline: true, missingKey: 'api.violation.contentMissing' });
const standIri = iri('/backend/stands');
const userIri = iri('/backend/users');

/** At most this many stands named one by one (beyond: send the filter). */
export const MAX_STANDS_BY_ID = 20_000;

export function parseSendBody(body: unknown, requestLocale: Locale): SendRequest {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ValidationError([{ propertyPath: '', key: 'api.error.badBody', code: CODES.type }]);
  const input = body as Record<string, unknown>;
  const violations: ViolationSpec[] = [];
  const field = (name: string, validator: Validator): unknown => {
    const result = validator.check(input[name]);
    if (result.ok) return result.value;
    violations.push({ propertyPath: name, key: result.key, code: result.code, params: result.params });
    return null;
  };
  const iris = (name: string, validator: Validator): number[] | null => {
    const value = input[name];
    if (value === undefined || value === null) return null;
    if (!Array.isArray(value) || value.length > MAX_STANDS_BY_ID) {
      violations.push({ propertyPath: name, key: 'api.violation.type', code: CODES.type, params: { type: 'array' } });
      return null;
    }
    const ids: number[] = [];
    value.forEach((item, index) => {
      const result = validator.check(item);
      if (result.ok && typeof result.value === 'number') ids.push(result.value);
      else if (!result.ok) violations.push({ propertyPath: `${name}[${index}]`, key: result.key, code: result.code, params: result.params });
    });
    return ids;
  };

  const templateId = field('notification', templateIri) as number | null;
  const customObject = field('customObject', objectText) as string | null;
  const customContent = field('customContent', contentText) as string | null;

  const rolesValue = input.customStandistRoles;
  const roles = Array.isArray(rolesValue) ? [...new Set(rolesValue)] : [];
  if (!roles.length || !roles.every((r) => (ALL_STANDIST_ROLES as readonly unknown[]).includes(r))) {
    violations.push({
      propertyPath: 'customStandistRoles',
      key: roles.length ? 'api.violation.choice' : 'api.violation.recipientRolesMissing',
      code: roles.length ? CODES.choice : CODES.notBlank,
      params: { choices: ALL_STANDIST_ROLES.join(', ') },
    });
  }

  let locale: Locale | null = null;
  if (input.locale !== undefined && input.locale !== null) {
    if (typeof input.locale === 'string' && (LOCALES as readonly string[]).includes(input.locale)) locale = input.locale as Locale;
    else violations.push({ propertyPath: 'locale', key: 'api.violation.choice', code: CODES.choice, params: { choices: LOCALES.join(', ') } });
  }

  const standIds = iris('stands', standIri);
  const userIds = iris('users', userIri);
  let filter: QueryParams | null = null;
  if (input.filter !== undefined && input.filter !== null) {
    const value = input.filter;
    const valid =
      typeof value === 'object' &&
      !Array.isArray(value) &&
      Object.values(value as object).every((v) => typeof v === 'string' || typeof v === 'number' || (Array.isArray(v) && v.every((x) => typeof x === 'string')));
    if (valid) filter = Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v])) as QueryParams;
    else violations.push({ propertyPath: 'filter', key: 'api.violation.type', code: CODES.type, params: { type: 'object' } });
  }
  // The stands: named, or a filter; exactly one of them.
  if (!violations.some((v) => v.propertyPath.startsWith('stands') || v.propertyPath === 'filter')) {
    if ((standIds === null || standIds.length === 0) === (filter === null)) {
      violations.push({ propertyPath: 'stands', key: 'api.violation.notificationStandsMissing', code: CODES.notBlank });
    }
  }
  if (violations.length) throw new ValidationError(violations);
  return {
    templateId: templateId!,
    customObject: customObject!,
    customContent: customContent!,
    roles: roles as StandistRole[],
    locale: locale ?? requestLocale,
    standIds: standIds && standIds.length ? standIds : null,
    filter,
    userIds: userIds && userIds.length ? userIds : null,
  };
}
