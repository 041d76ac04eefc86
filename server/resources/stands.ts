import { PLAN_TURNS } from '@/domain/planTurn';
import { STANDIST_ROLES } from '@/domain/roles';
import { STAND_STATUS_LABEL_PREFIX, STAND_STATUSES } from '@/domain/standStatus';
import { singleValueOf } from '../hydra/csvExport';
import { API_PREFIX, defineResource } from '../hydra/resource';
import { standScope } from '../hydra/scopes';
import { boolean, text } from '../hydra/validators';
import { defineResourceModule } from '../resourceModule';
import { standBulkAction } from '../services/standBulk';
import { standCreation } from '../services/standWrites';
import { shows } from './shows';
import { standists } from './standists';

/** The first user_stand_role of a kind, as a StandPerson. */
const personSql = (standistRole: string) => `(
  SELECT json_build_object('@id', '${API_PREFIX}/user_stand_roles/' || usr.id,
    'fullName', btrim(concat_ws(' ', coalesce(usr.first_name, u.first_name), coalesce(usr.last_name, u.last_name))),
    'company', coalesce(usr.company, u.company))
  FROM user_stand_roles usr JOIN users u ON u.id = usr.user_id
  WHERE usr.stand_id = t.id AND usr.standist_role = '${standistRole}'
  ORDER BY usr.id LIMIT 1)`;

const LAYOUTS_SQL = `(
  SELECT coalesce(json_agg(json_build_object('label', l.label, 'color', l.color) ORDER BY l.label, l.color), '[]'::json)
  FROM (SELECT DISTINCT lt.label, lt.color FROM stand_layouts sl JOIN layout_types lt ON lt.id = sl.layout_type_id
        WHERE sl.stand_id = t.id) l)`;

const DOCUMENT_STATUS_SQL = `(
  SELECT json_build_object('@id', '${API_PREFIX}/stand_document_statuses/' || d.id, 'id', d.id, 'reference', d.reference)
  FROM stand_document_statuses d WHERE d.id = t.stand_document_status_id)`;

/**
 * Whose turn (issue 25, item 5; src/domain/planTurn.ts): the side from the status rank, since
 * `turn_since` (status_changed_at while somebody has the turn, migration 040), late by the show's
 * settings in the product's one clock (plan_team_late_before, paris_today: migration 040).
 */
const TURN_SQL = "(CASE t.status_rank WHEN 2 THEN 'team' WHEN 4 THEN NULL ELSE 'exhibitor' END)";
/** Whether the side that has the turn is late, for a stand `t` whose show is the row `show`. */
const lateOnShow = (show: string) => `coalesce(CASE t.status_rank
  WHEN 2 THEN t.status_changed_at < plan_team_late_before(paris_today(), ${show}.team_answer_working_days)
  WHEN 4 THEN false
  ELSE ${show}.organizer_deadline < now() END, false)`;
// An EXISTS on the stand's show: in a WHERE the planner joins the shows once (a semi-join). In a
// select list it is a subquery per row, fine for a page but not for the export (EXPORT_LATE_SQL).
const LATE_SQL = `EXISTS (SELECT 1 FROM shows sh WHERE sh.id = t.show_id AND ${lateOnShow('sh')})`;
// The export joins the show already (its `join`): the same rule read from that row, instead of
// a scan of the shows per exported stand (20,000 of them: ~200 ms of the file's ~400 ms of SQL).
const EXPORT_LATE_SQL = lateOnShow('sh');

const str = (column: string) => ({ sql: `t.${column}`, type: 'string' as const });
const flag = (column: string) => ({ sql: `t.${column}`, type: 'boolean' as const });
const required = (column: string, max = 255) => ({ column, validator: text({ required: true, max }) });

const TRIAGE_FIELDS = new Set(['unSeen', 'treated', 'unSeenDocuments']);

export const stands = defineResource({
  path: 'stands',
  type: 'Stand',
  table: 'stands',
  description: 'A stand of a show, with its plan status and the people who build it.',
  fields: {
    name: {
      description: 'Enseigne.',
      read: str('name'),
      write: { column: 'name', validator: text({ required: true, max: 255, missingKey: 'api.violation.standNameMissing' }) },
    },
    hall: { read: str('hall'), write: required('hall') },
    aisle: { read: str('aisle'), write: required('aisle') },
    number: { read: str('number'), write: required('number') },
    surface: {
      description: 'Text, may hold a comma decimal ("12,5"); filtered and sorted as a number.',
      read: str('surface'),
      write: {
        column: 'surface',
        validator: text({ required: true, max: 20, pattern: /^\d+([.,]\d+)?$/, patternKey: 'api.violation.surface' }),
      },
    },
    standType: { read: str('stand_type'), write: required('stand_type') },
    bat: { read: flag('bat') },
    show: { read: { sql: 't.show_id', type: 'iri', iri: `${API_PREFIX}/shows`, range: '#Show' } },
    status: { description: `One of ${STAND_STATUSES.join(', ')}.`, read: str('status') },
    turn: {
      description: "Whose turn on the plans: 'exhibitor' (waiting for plans or their confirmation), 'team' (waiting for verification), null once validated.",
      read: { sql: TURN_SQL, type: 'string', nullable: true },
    },
    turnSince: { description: 'Since when that side has the turn (the last status change); null once validated.', read: { sql: 't.turn_since', type: 'datetime', nullable: true } },
    late: {
      description: "Whether the side that has the turn is late: the team after the show's teamAnswerWorkingDays working days, the exhibitor's side after the show's organizerDeadline.",
      read: { sql: LATE_SQL, type: 'boolean' },
    },
    standDocumentStatus: { read: { sql: DOCUMENT_STATUS_SQL, type: 'object', nullable: true } },
    standSecurityInstruction: {
      read: {
        sql: 't.stand_security_instruction_id',
        type: 'iri',
        iri: `${API_PREFIX}/stand_security_instructions`,
        range: '#StandSecurityInstruction',
        nullable: true,
      },
    },
    unSeen: {
      description: 'Only false may be written, by admin or support (opening the stand).',
      read: flag('un_seen'),
      write: {
        column: 'un_seen',
        validator: boolean({ required: true, only: false, onlyKey: 'api.violation.onlyFalse' }),
        permission: 'stand.markSeen',
      },
    },
    treated: {
      description: 'Whether the stand\'s messages have been dealt with; admin, support and organizer may set it (triage).',
      read: flag('treated'),
      write: { column: 'treated', validator: boolean({ required: true }), permission: 'stand.markTreated' },
    },
    documentsTreated: { read: flag('documents_treated') },
    unSeenDocuments: {
      description: 'Only false may be written, by admin or support (opening the stand\'s documents).',
      read: flag('un_seen_documents'),
      write: {
        column: 'un_seen_documents',
        validator: boolean({ required: true, only: false, onlyKey: 'api.violation.onlyFalse' }),
        permission: 'stand.markSeen',
      },
    },
    nbInProgressReports: { read: { sql: 't.nb_in_progress_reports', type: 'integer' } },
    nbClosedReports: { read: { sql: 't.nb_closed_reports', type: 'integer' } },
    layouts: { description: 'Distinct layout types of the stand: [{label, color}].', read: { sql: LAYOUTS_SQL, type: 'array' } },
    updatedAt: { read: { sql: 't.updated_at', type: 'datetime' } },
    documentsUpdatedAt: { read: { sql: 't.documents_updated_at', type: 'datetime', nullable: true } },
    enabled: { description: 'False once a sync withdrew it (absent from the organizer’s file): hidden from its standists.', read: { sql: 't.enabled', type: 'boolean' } },
    exhibitor: { read: { sql: personSql(STANDIST_ROLES.EXHIBITOR), type: 'object', nullable: true } },
    decorator: { read: { sql: personSql(STANDIST_ROLES.DECORATOR), type: 'object', nullable: true } },
    agency: { read: { sql: personSql(STANDIST_ROLES.AGENCY), type: 'object', nullable: true } },
  },
  filters: {
    search: {
      id: { strategy: 'exact', type: 'integer', iri: `${API_PREFIX}/stands`, sql: 't.id' },
      show: { strategy: 'exact', type: 'integer', iri: `${API_PREFIX}/shows`, sql: 't.show_id' },
      // Compared on the indexed workflow rank (1 = waitingForPlans … 4 = validatedPlans).
      status: {
        strategy: 'exact',
        choices: STAND_STATUSES,
        sql: 't.status_rank',
        sqlType: 'int',
        toSql: (value) => STAND_STATUSES.indexOf(value as (typeof STAND_STATUSES)[number]) + 1,
      },
      // turn=exhibitor|team, on the indexed status rank.
      turn: {
        strategy: 'exact',
        choices: PLAN_TURNS,
        sql: TURN_SQL,
        where: (p) => `t.status_rank = ANY(CASE WHEN 'team' = ANY(${p}) THEN ARRAY[2] ELSE '{}'::int[] END || CASE WHEN 'exhibitor' = ANY(${p}) THEN ARRAY[1, 3] ELSE '{}'::int[] END)`,
      },
      'standDocumentStatus.reference': {
        strategy: 'exact',
        sql: 't.stand_document_status_id',
        where: (p) => `t.stand_document_status_id IN (SELECT d.id FROM stand_document_statuses d WHERE d.reference = ANY(${p}))`,
      },
      'standLayouts.layoutType': {
        strategy: 'exact',
        type: 'integer',
        iri: `${API_PREFIX}/layout_types`,
        sql: 't.id',
        where: (p) => `t.id IN (SELECT sl.stand_id FROM stand_layouts sl WHERE sl.layout_type_id = ANY(${p}))`,
      },
    },
    boolean: {
      unSeen: 't.un_seen',
      treated: 't.treated',
      documentsTreated: 't.documents_treated',
      unSeenDocuments: 't.un_seen_documents',
      // enabled=false reads the partial index stands_show_disabled_idx (migration 030).
      enabled: 't.enabled',
      late: LATE_SQL,
    },
    exists: { standSecurityInstruction: 't.stand_security_instruction_id', documentsUpdatedAt: 't.documents_updated_at' },
    range: {
      surface: 't.surface_value',
      nbInProgressReports: 't.nb_in_progress_reports',
      nbClosedReports: 't.nb_closed_reports',
    },
    date: { updatedAt: 't.updated_at', documentsUpdatedAt: 't.documents_updated_at' },
    order: {
      id: 't.id',
      updatedAt: 't.updated_at',
      name: 't.name',
      hall: 't.hall',
      aisle: 't.aisle',
      number: 't.number',
      surface: 't.surface_value',
      standType: 't.stand_type',
      layouts: 't.layouts_sort',
      status: 't.status_rank',
      nbInProgressReports: 't.nb_in_progress_reports',
      nbClosedReports: 't.nb_closed_reports',
      documentsUpdatedAt: 't.documents_updated_at',
      // Null (validated) last ascending; index stands_show_turn_since_idx (migration 040). `turn`
      // sorts the same way (the grid's 'Au tour de' column: the side that has waited longest first).
      turnSince: 't.turn_since',
      turn: 't.turn_since',
    },
    text: {
      // Its own table (migration 020): a status or flag change of many stands leaves its index alone.
      sql: 'ss.search_text',
      table: { from: 'stand_search ss', key: 'ss.stand_id', id: 't.id', correlate: 'ss.show_id = t.show_id' },
      description: 'Every word must occur in the name, hall, aisle, number, type or the names and companies of its people.',
    },
  },
  defaultOrder: [['name', 'asc']],
  itemsPerPage: 50,
  // POST is the module's route (server/services/standWrites.ts: the exhibitor comes with the
  // stand); DELETE takes what depends on the stand along (migration 016, docs/decisions.md).
  operations: { list: 'stand.list', read: 'stand.view', create: 'stand.add', update: 'stand.edit', delete: 'stand.delete' },
  // The stand with its exhibitor's account and contact, and the login e-mail (server/services/standWrites.ts).
  processors: { create: standCreation({ shows, standists }) },
  actions: { bulk: standBulkAction },
  scope: standScope,
  export: {
    permission: 'stand.export',
    join: 'JOIN shows sh ON sh.id = t.show_id',
    // SQL producing text, in the default column order.
    columns: {
      id: { sql: 't.id::text', kind: 'plain' },
      show: { sql: 'sh.name', kind: 'text' },
      name: { sql: 't.name', kind: 'text' },
      hall: { sql: 't.hall', kind: 'text' },
      aisle: { sql: 't.aisle', kind: 'text' },
      number: { sql: 't.number', kind: 'text' },
      surface: { sql: 't.surface', kind: 'decimal' },
      standType: { sql: 't.stand_type', kind: 'text' },
      layouts: { sql: 't.layouts_sort', kind: 'text' },
      status: { sql: 't.status', kind: 'choice', choices: STAND_STATUSES, labels: STAND_STATUS_LABEL_PREFIX },
      nbInProgressReports: { sql: 't.nb_in_progress_reports::text', kind: 'plain' },
      nbClosedReports: { sql: 't.nb_closed_reports::text', kind: 'plain' },
      unSeen: { sql: 't.un_seen', kind: 'boolean' },
      treated: { sql: 't.treated', kind: 'boolean' },
      standSecurityInstruction: { sql: 't.stand_security_instruction_id IS NOT NULL', kind: 'boolean' },
      // "Full Name (Company)" of the first link of each kind, maintained on the stand (migration 003).
      exhibitor: { sql: 't.exhibitor_text', kind: 'text' },
      decorator: { sql: 't.decorator_text', kind: 'text' },
      agency: { sql: 't.agency_text', kind: 'text' },
      updatedAt: { sql: 't.updated_at', kind: 'datetime' },
      documentsUpdatedAt: { sql: 't.documents_updated_at', kind: 'datetime' },
      // Whose turn (the grid's 'Au tour de' column): the side, since when, late.
      turn: { sql: TURN_SQL, kind: 'choice', choices: PLAN_TURNS, labels: 'planTurn' },
      turnSince: { sql: 't.turn_since', kind: 'datetime' },
      late: { sql: EXPORT_LATE_SQL, kind: 'boolean' },
    },
    // The grid's headers and statuses (the same messages, so the file and the screen cannot
    // differ); the export's own ids for the columns the grid does not show.
    labelPrefix: ['standList.column', 'api.csv.stand'],
    fileName: (pairs, stamp) => `${singleValueOf(pairs, 'show')}_stands_${stamp}`,
  },
  // The triage flags are not a change of the stand: its "modified" date stays.
  onUpdate: (written): Record<string, string> =>
    written.some((f) => !TRIAGE_FIELDS.has(f)) ? { updated_at: 'now()' } : {},
});

export default defineResourceModule({ resources: [stands] });
