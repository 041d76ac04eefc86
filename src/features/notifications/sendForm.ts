/**
 * The 'Envoyer une notification' form (part 1 §5): its values, checks ('Notification manquante',
 * 'Objet manquant', recipients, 'Contenu manquant', no unknown variable) and the body it sends.
 * Messages are i18n ids.
 */
import * as yup from 'yup';
import type { NotificationTemplate } from '@/domain/api';
import { DEFAULT_RECIPIENT_ROLES, unknownVariables, variableToken } from '@/domain/notifications';
import type { NotificationSendBody, StandSelection } from './actions';

/** What the modal is opened with (ui modal data). */
export interface ComposeTarget {
  selection: StandSelection;
  /** Only these contacts of the stands (after a contact save). */
  userIds?: number[];
  /** The template to preselect by tag. */
  tag?: string;
}

export interface SendValues {
  /** The template's id, '' until chosen. */
  notification: number | '';
  customObject: string;
  customStandistRoles: string[];
  customContent: string;
}

export const SEND_FIELDS = ['notification', 'customObject', 'customContent', 'customStandistRoles'] as const;

/** A text's unknown variables as one message (or null). */
const variablesCheck = (value: string | undefined, ctx: yup.TestContext) => {
  const unknown = unknownVariables(value ?? '');
  return unknown.length ? ctx.createError({ message: `notifications.send.unknownVariable|${unknown.map(variableToken).join(', ')}` }) : true;
};

export const sendSchema = yup.object({
  notification: yup.mixed<number | ''>().test('chosen', 'notifications.send.templateMissing', (v) => typeof v === 'number'),
  customObject: yup.string().trim().required('notifications.send.subjectMissing').test('variables', variablesCheck),
  customStandistRoles: yup.array(yup.string().required()).min(1, 'notifications.send.rolesMissing').required(),
  customContent: yup.string().trim().required('notifications.send.contentMissing').test('variables', variablesCheck),
});

export function initialSendValues(template: NotificationTemplate | undefined): SendValues {
  return {
    notification: template?.id ?? '',
    customObject: template?.object ?? '',
    customStandistRoles: [...DEFAULT_RECIPIENT_ROLES],
    customContent: template?.contentExternal ?? '',
  };
}

/** The template to preselect: the one of the tag asked for, else none. */
export const presetTemplate = (templates: readonly NotificationTemplate[], tag: string | undefined): NotificationTemplate | undefined =>
  tag ? templates.find((t) => t.tag === tag) : undefined;

/** The content with a variable's token inserted at `position` (the caret), or at the end. */
export function insertToken(content: string, tag: string, position: number | null): string {
  const at = position === null || position < 0 || position > content.length ? content.length : position;
  return `${content.slice(0, at)}${variableToken(tag)}${content.slice(at)}`;
}

export function sendBody(values: SendValues, target: ComposeTarget, locale: string): NotificationSendBody {
  const where =
    'ids' in target.selection
      ? { stands: target.selection.ids.map((id) => `/backend/stands/${id}`) }
      : { filter: target.selection.filter };
  return {
    notification: `/backend/notification_templates/${values.notification}`,
    customObject: values.customObject.trim(),
    customContent: values.customContent.trim(),
    customStandistRoles: values.customStandistRoles,
    locale,
    ...where,
    ...(target.userIds?.length ? { users: target.userIds.map((id) => `/backend/users/${id}`) } : {}),
  };
}

/** A Yup message of this form as an i18n id and its values (`id|values`). */
export function messageOf(error: string): { id: string; values?: Record<string, string> } {
  const [id, variables] = error.split('|');
  return variables === undefined ? { id } : { id, values: { variables } };
}
