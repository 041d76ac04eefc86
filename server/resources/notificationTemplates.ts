/**
 * Notification templates (part 1 §3, §7): one row per template and language, the same tag in
 * fr and en being one template in two languages. Admins manage them at
 * `/backend/notification_templates`; senders list them in their language at
 * `GET /backend/notifications` (X-LOCALE), served with the send by ./notifications.ts.
 */
import { LOCALES } from '../i18n';
import { TEMPLATE_TAG_PATTERN } from '@/domain/notifications';
import type { ViolationSpec } from '../hydra/errors';
import { defineResourceModule } from '../resourceModule';
import { defineResource } from '../hydra/resource';
import { choice, CODES, text } from '../hydra/validators';
import { templateText } from '../services/notifications/templateText';

export const notificationTemplates = defineResource({
  path: 'notification_templates',
  type: 'NotificationTemplate',
  table: 'notification_templates',
  description: 'A notification template in one language: its label, tag, subject (object) and contents.',
  fields: {
    tag: {
      description: 'What the template is for (login, credentialsChanged…): the same tag in each language.',
      read: { sql: 't.tag', type: 'string' },
      write: { column: 'tag', validator: text({ required: true, max: 64, pattern: TEMPLATE_TAG_PATTERN, patternKey: 'api.violation.templateTag' }) },
    },
    locale: {
      description: 'fr or en.',
      read: { sql: 't.locale', type: 'string' },
      write: { column: 'locale', validator: choice(LOCALES, { required: true }) },
    },
    label: {
      read: { sql: 't.label', type: 'string' },
      write: { column: 'label', validator: text({ required: true, max: 200 }) },
    },
    object: {
      description: 'The subject; may name variables ({{standName}}).',
      read: { sql: 't.object', type: 'string' },
      write: { column: 'object', validator: templateText({ required: true, max: 250, missingKey: 'api.violation.objectMissing' }) },
    },
    contentInternal: {
      description: 'For the senders: when to use the template (never sent).',
      read: { sql: 't.content_internal', type: 'string' },
      write: { column: 'content_internal', validator: text({ max: 2000, multiline: true, emptyAs: '' }) },
    },
    contentExternal: {
      description: 'The message the recipients read; may name variables.',
      read: { sql: 't.content_external', type: 'string' },
      write: {
        column: 'content_external',
        validator: templateText({ required: true, max: 20_000, multiline: true, missingKey: 'api.violation.contentMissing' }),
      },
    },
    updatedAt: { read: { sql: 't.updated_at', type: 'datetime' } },
  },
  filters: {
    search: {
      locale: { strategy: 'exact', type: 'string', choices: LOCALES, sql: 't.locale' },
      tag: { strategy: 'exact', type: 'string', sql: 't.tag' },
      label: { strategy: 'partial', sql: 't.label' },
    },
    order: { id: 't.id', label: 't.label', tag: 't.tag', locale: 't.locale', updatedAt: 't.updated_at' },
  },
  defaultOrder: [['label', 'asc']],
  itemsPerPage: 20,
  operations: {
    list: 'notificationTemplate.list',
    read: 'notificationTemplate.list',
    create: 'notificationTemplate.add',
    update: 'notificationTemplate.edit',
    put: true,
    delete: 'notificationTemplate.delete',
  },
  onUpdate: () => ({ updated_at: 'now()' }),
  hooks: {
    // One template per tag and language: a 422 on the tag rather than the unique index's error.
    async checkWrite(db, { id, values }) {
      if (values.tag === undefined && values.locale === undefined) return [];
      const { rows } = await db.query<{ tag: string; locale: string }>(
        `SELECT coalesce($2, t.tag) AS tag, coalesce($3, t.locale) AS locale FROM (SELECT $1::int AS id) x
           LEFT JOIN notification_templates t ON t.id = x.id`,
        [id, values.tag ?? null, values.locale ?? null],
      );
      const { tag, locale } = rows[0];
      if (!tag || !locale) return [];
      const taken = await db.query('SELECT 1 FROM notification_templates WHERE tag = $1 AND locale = $2 AND id IS DISTINCT FROM $3', [tag, locale, id]);
      const violations: ViolationSpec[] = taken.rowCount
        ? [{ propertyPath: 'tag', key: 'api.violation.templateTagTaken', code: CODES.regex, params: { tag, locale } }]
        : [];
      return violations;
    },
  },
});

export default defineResourceModule({ resources: [notificationTemplates] });
