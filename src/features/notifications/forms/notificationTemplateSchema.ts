/** The template form (admin): every field of one template in one language. Messages are i18n ids. */
import * as yup from 'yup';
import type { NotificationTemplate } from '@/domain/api';
import { TEMPLATE_TAG_PATTERN } from '@/domain/notifications';

export const notificationTemplateSchema = yup.object({
  tag: yup.string().trim().required('form.required').matches(TEMPLATE_TAG_PATTERN, 'notificationTemplates.form.tagInvalid'),
  locale: yup.string().oneOf(['fr', 'en']).required('form.required'),
  label: yup.string().trim().required('form.required').max(200, 'notificationTemplates.form.tooLong'),
  object: yup.string().trim().required('notifications.send.subjectMissing').max(250, 'notificationTemplates.form.tooLong'),
  contentInternal: yup.string().max(2000, 'notificationTemplates.form.tooLong'),
  contentExternal: yup.string().trim().required('notifications.send.contentMissing').max(20_000, 'notificationTemplates.form.tooLong'),
});

export type NotificationTemplateValues = yup.InferType<typeof notificationTemplateSchema>;
export const NOTIFICATION_TEMPLATE_FIELDS = ['tag', 'locale', 'label', 'object', 'contentInternal', 'contentExternal'] as const;

export function notificationTemplateInitialValues(item: NotificationTemplate | undefined, locale: string): NotificationTemplateValues {
  return {
    tag: item?.tag ?? '',
    locale: item?.locale ?? (locale === 'en' ? 'en' : 'fr'),
    label: item?.label ?? '',
    object: item?.object ?? '',
    contentInternal: item?.contentInternal ?? '',
    contentExternal: item?.contentExternal ?? '',
  };
}

export function notificationTemplateBody(values: NotificationTemplateValues): Record<string, string> {
  return {
    tag: values.tag.trim(),
    locale: values.locale,
    label: values.label.trim(),
    object: values.object.trim(),
    contentInternal: (values.contentInternal ?? '').trim(),
    contentExternal: values.contentExternal.trim(),
  };
}
