/**
 * The 'Envoyer une notification' form (part 1 §5): its values, checks ('Notification manquante',
 * 'Objet manquant', recipients, 'Contenu manquant', no unknown variable) and the body it sends.
 * Messages are i18n ids. The checks are `sendSchema.ts`: yup stays out of the sagas, which load
 * with the app's first screen (the dialog, which needs it, is loaded with the list).
 */
import type { NotificationTemplate } from '@/domain/api';
import { DEFAULT_RECIPIENT_ROLES, variableToken } from '@/domain/notifications';
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
