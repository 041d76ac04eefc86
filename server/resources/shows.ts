/**
 * Shows (part 2 §2–§7; issue 12). Any logged-in user lists them within their scope (home cards,
 * show switcher): admin and support every show, standists the enabled shows of their stands, the
 * others the shows they are linked to (user_shows).
 *
 * Writes (served by this module's routes, ./showWrites.ts): POST by the full admin (show.add);
 * PATCH by an admin or the show's organizer (show.edit, within the scope: an organizer edits only
 * their shows), `organizer` only with show.editOrganizer (which also links the organizer to the
 * show in user_shows); the show form's rules of src/domain/showRules.ts checked on the show as it
 * would be once written; `queryParameters` replaces the show's rows. DELETE by the full admin
 * (show.delete) removes the show with its stands and everything under them (docs/decisions.md).
 */
import { API_PREFIX, defineResource } from '../hydra/resource';
import { viaShow } from '../hydra/scopes';
import { can } from '@/domain/permissions';
import { REMINDER_DAYS, reminderDaysProblem, TEAM_ANSWER_DAYS } from '@/domain/planTurn';
import { boolean, CODES, datetime, iri, text, type Validator } from '../hydra/validators';
import { mediaRefSql } from './media';
import { defineResourceModule } from '../resourceModule';
import { syncActions } from '../services/gateway/syncOperations';
import { writeShow } from '../services/showWrites';
import { SHOW_MEDIA_IRI } from './showMedia';
import { showSyncReports } from './showSyncReports';
import { sources } from './sources';

const showMediaRef = (column: string) => ({ sql: mediaRefSql(column), type: 'object' as const, range: '#MediaObject', nullable: true });
const date = (column: string) => ({ sql: `t.${column}`, type: 'datetime' as const, nullable: true });

/** A flag: true or false when sent (never null: the columns are NOT NULL with a default). */
function flag(): Validator {
  const inner = boolean();
  return {
    ...inner,
    check: (value) => (value === null || value === undefined ? { ok: false, key: 'api.violation.required', code: 'c1051bb4-d103-4f74-8988-acbcafc7fdc3' } : inner.check(value)),
  };
}
const flagField = (column: string) => ({
  read: { sql: `t.${column}`, type: 'boolean' as const },
  write: { column, validator: flag() },
});
/** Working days the team has to answer (1–60). */
const teamAnswerDays: Validator = {
  range: 'xmls:integer',
  required: false,
  check: (value) =>
    Number.isInteger(value) && (value as number) >= TEAM_ANSWER_DAYS.min && (value as number) <= TEAM_ANSWER_DAYS.max
      ? { ok: true, value }
      : { ok: false, key: 'api.violation.teamAnswerWorkingDays', code: CODES.type, params: { min: TEAM_ANSWER_DAYS.min, max: TEAM_ANSWER_DAYS.max } },
};
/** Days before the exhibitors' deadline the reminders leave: 1–3 distinct integers 1–60. */
const reminderDays: Validator = {
  range: 'xmls:array',
  required: false,
  check: (value) => {
    const problem = reminderDaysProblem(value);
    if (problem) return { ok: false, key: problem, code: CODES.type, params: { min: REMINDER_DAYS.min, max: REMINDER_DAYS.max, count: REMINDER_DAYS.maxCount } };
    return { ok: true, value: [...(value as number[])].sort((a, b) => b - a) };
  },
};
const dateField = (column: string) => ({ read: date(column), write: { column, validator: datetime() } });
const mediaField = (column: string, description: string) => ({
  description,
  read: showMediaRef(`t.${column}`),
  write: { column, validator: iri(SHOW_MEDIA_IRI) },
});

export const shows = defineResource({
  path: 'shows',
  type: 'Show',
  table: 'shows',
  description: 'A trade show, with its dates, documents, functions and gateway settings.',
  fields: {
    name: {
      read: { sql: 't.name', type: 'string' },
      write: { column: 'name', validator: text({ required: true, max: 255, missingKey: 'api.violation.showNameMissing' }) },
    },
    logo: mediaField('logo_id', 'A /backend/show_media IRI of an image uploaded first.'),
    exhibitorGuide: mediaField('exhibitor_guide_id', 'The rules document: a /backend/show_media IRI.'),
    map: mediaField('map_id', 'The show information document: a /backend/show_media IRI.'),
    securityInstructions: mediaField('security_instructions_id', 'Required when securityInstructionsFunction is on.'),
    installationDateStart: dateField('installation_date_start'),
    installationDateEnd: dateField('installation_date_end'),
    uninstallationDateStart: dateField('uninstallation_date_start'),
    uninstallationDateEnd: dateField('uninstallation_date_end'),
    organizerDeadline: { description: 'The exhibitors\' deadline for their plans and documents (whose turn: late after it; reminders before it).', ...dateField('organizer_deadline') },
    teamAnswerWorkingDays: {
      description: 'Working days (Mon–Fri, Paris) the team has to answer a submission before the stand is late on its side: 1–60, default 5.',
      read: { sql: 't.team_answer_working_days', type: 'integer' },
      write: { column: 'team_answer_working_days', validator: teamAnswerDays },
    },
    remindersEnabled: { description: 'Whether the daily reminders go out for this show (default true).', ...flagField('reminders_enabled') },
    reminderDays: {
      description: 'Days before organizerDeadline the exhibitors are reminded: 1–3 integers 1–60 (default [14, 7, 2]).',
      read: { sql: 't.reminder_days', type: 'array' },
      write: { column: 'reminder_days', validator: reminderDays },
    },
    securityInstructionsFunction: flagField('security_instructions_function'),
    standDocumentsFunction: flagField('stand_documents_function'),
    standAddDecoratorFunction: flagField('stand_add_decorator_function'),
    planMarkupByStandists: {
      description: "Whether the stand's standists may draw marks on their plans too (issue 25; staff always may). Default false.",
      ...flagField('plan_markup_by_standists'),
    },
    externalSync: { description: 'The gateway; cannot be turned off once saved.', ...flagField('external_sync') },
    enabled: flagField('enabled'),
    source: {
      description: 'The gateway source (required with externalSync).',
      read: { sql: 't.source_id', type: 'iri', iri: `${API_PREFIX}/sources`, range: '#Source', nullable: true },
      write: { column: 'source_id', validator: iri(`${API_PREFIX}/sources`), references: { resource: () => sources, key: 'api.violation.sourceNotFound' } },
    },
    sourcePath: {
      description: 'The folder at the source (for gl_event: the show identifier).',
      read: { sql: 't.source_path', type: 'string', nullable: true },
      write: { column: 'source_path', validator: text({ max: 500 }) },
    },
    externalSyncDeadline: dateField('external_sync_deadline'),
    externalSyncAt: { description: 'When the gateway last synchronised.', read: date('external_sync_at') },
    externalExhibitorAccessUrl: {
      description: 'The exhibitors’ access address (http or https).',
      read: { sql: 't.external_exhibitor_access_url', type: 'string', nullable: true },
      write: { column: 'external_exhibitor_access_url', validator: text({ max: 2000, pattern: /^https?:\/\/\S+$/i, patternKey: 'api.violation.url' }) },
    },
    queryParameters: {
      description: 'The gateway’s query parameters, in order; a write replaces them all ([{name, value}]).',
      read: {
        sql: `(SELECT coalesce(json_agg(json_build_object('name', q.name, 'value', q.value) ORDER BY q.position, q.id), '[]'::json)
               FROM show_source_query_parameters q WHERE q.show_id = t.id)`,
        type: 'array',
      },
    },
    organizer: {
      read: { sql: 't.organizer_id', type: 'iri', iri: `${API_PREFIX}/users`, range: '#User', nullable: true },
      write: { column: 'organizer_id', validator: iri(`${API_PREFIX}/users`), permission: 'show.editOrganizer' },
    },
    organizerName: {
      description: 'The organizer’s full name (the show list’s column).',
      read: { sql: `(SELECT trim(u.first_name || ' ' || u.last_name) FROM users u WHERE u.id = t.organizer_id)`, type: 'string', nullable: true },
    },
    hasDemandConfigs: {
      description: 'True when the show has at least one demand config (drives the Demandes menu).',
      read: { sql: 'EXISTS (SELECT 1 FROM demand_configs dc WHERE dc.show_id = t.id)', type: 'boolean' },
    },
    nbInProgressReports: {
      read: { sql: '(SELECT coalesce(sum(s.nb_in_progress_reports), 0)::int FROM stands s WHERE s.show_id = t.id AND s.nb_in_progress_reports > 0)', type: 'integer' },
    },
    nbClosedReports: {
      read: { sql: '(SELECT coalesce(sum(s.nb_closed_reports), 0)::int FROM stands s WHERE s.show_id = t.id AND s.nb_closed_reports > 0)', type: 'integer' },
    },
    createdAt: { read: { sql: 't.created_at', type: 'datetime' } },
  },
  filters: {
    boolean: { enabled: 't.enabled' },
    search: { name: { strategy: 'partial', sql: 't.name' } },
    text: { sql: 'app_fold(t.name)', description: 'Words of the show name.' },
    order: {
      id: 't.id',
      name: 't.name',
      createdAt: 't.created_at',
      installationDateStart: 't.installation_date_start',
      installationDateEnd: 't.installation_date_end',
      uninstallationDateStart: 't.uninstallation_date_start',
      uninstallationDateEnd: 't.uninstallation_date_end',
      organizerDeadline: 't.organizer_deadline',
      enabled: 't.enabled',
      // Fifty shows in the large data set: sorting on the name needs no index of its own.
      organizerName: `(SELECT u.last_name || ' ' || u.first_name FROM users u WHERE u.id = t.organizer_id)`,
    },
  },
  operations: {
    list: 'authenticated',
    read: 'authenticated',
    create: 'show.add',
    update: 'show.edit',
    delete: 'show.delete',
  },
  processors: {
    create: { run: async ({ pool, resource, user, body }) => ({ item: await writeShow(pool, resource, user, body, null) }) },
    // Each field's own permission (the organizer: show.editOrganizer), checked by writeShow.
    update: { access: 'authenticated', run: async ({ pool, resource, user, body, id }) => ({ item: await writeShow(pool, resource, user, body, id) }) },
  },
  // The gateway's sync (issue 24): a preview and a run, each a report and a job (server/services/gateway/syncOperations.ts).
  actions: syncActions(() => showSyncReports),
  scope: viaShow('t.id', { enabledColumn: 't.enabled' }),
  // The findings of every stand of the show, counted: not for a standist, who sees only their stands.
  view: (item, user) => {
    if (can(user.roles, 'show.reportCounts')) return item;
    const { nbInProgressReports: _inProgress, nbClosedReports: _closed, ...rest } = item;
    return rest;
  },
  onUpdate: () => ({ updated_at: 'now()' }),
});

export default defineResourceModule({ resources: [shows] });
