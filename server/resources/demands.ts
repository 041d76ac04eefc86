/**
 * Requests (issue 21, part 2 §2–§7; docs/api.md "Requests"): `/backend/demands`, the derogation
 * and logistics requests of the stands the caller may see. Writes are the processors of
 * server/services/demandWrites.ts (config bounds, surface, confirmation, the item of a logistics
 * request; edits and deletion only in progress); the CSV exports the exemption requests.
 */
import { DEMAND_TYPE_REFERENCES } from '@/domain/demandConfig';
import { DEMAND_STATUSES, EXEMPTION_TYPES } from '@/domain/demands';
import { singleValueOf } from '../hydra/csvExport';
import { API_PREFIX, defineResource, type CsvColumn, type FieldDecl } from '../hydra/resource';
import { viaStand, type Scope } from '../hydra/scopes';
import { defineResourceModule } from '../resourceModule';
import { demandCreate, demandDelete, demandUpdate } from '../services/demandWrites';

/** A column of the request's stand. */
const standSql = (column: string) => `(SELECT s.${column} FROM stands s WHERE s.id = t.stand_id)`;
const str = (sql: string, description?: string): FieldDecl => ({ description, read: { sql, type: 'string' } });
const input = (description: string, required = false): FieldDecl => ({ description, input: { required } });

/** The request's number, 'D' and its id padded to 4 digits (part 2 §2), of the request `alias`. */
export const demandNumberSql = (alias: string): string => `'D' || lpad(${alias}.id::text, 4, '0')`;
/** The requester's full name, of the request `alias`. */
export const requesterNameSql = (alias: string): string => `btrim(${alias}.firstname || ' ' || ${alias}.lastname)`;

const demandScope = viaStand('d.stand_id', { showColumn: 'd.show_id' });

/** The rows of a request's own table (its item, its files) whose request, at `column`, the caller may see. */
export const ofVisibleDemand =
  (column: string): Scope =>
  (user, params) => {
    const scope = demandScope(user, params);
    return scope === null ? null : `${column} IN (SELECT d.id FROM demands d WHERE ${scope})`;
  };

/**
 * The columns both request exports carry, of the request `d` and its stand `s` (the export's join):
 * the stand, the type (of the export's family), the status and date, the requester. One place, so
 * that the exemption and logistics CSVs read alike.
 */
export function demandCsvColumns(d: string, types: readonly string[]) {
  const text = (sql: string): CsvColumn => ({ sql, kind: 'text' });
  return {
    stand: { standName: text('s.name'), hall: text('s.hall'), aisle: text('s.aisle'), standNumber: text('s.number') },
    type: { sql: `${d}.demand_type`, kind: 'choice', choices: types, labels: 'api.csv.demandType' } satisfies CsvColumn,
    status: { sql: `${d}.status`, kind: 'choice', choices: DEMAND_STATUSES, labels: 'api.csv.demandStatus' } satisfies CsvColumn,
    askedDatetime: { sql: `${d}.asked_datetime`, kind: 'datetime' } satisfies CsvColumn,
    requester: { company: text(`${d}.company`), fullName: text(requesterNameSql(d)), phone: text(`${d}.phone`), email: text(`${d}.email`) },
  };
}

const STATUS_SQL = `(SELECT json_build_object('@id', '${API_PREFIX}/demand_statuses/' || ds.id, 'id', ds.id, 'reference', ds.reference,
  'label', ds.label, 'labelEn', ds.label_en) FROM demand_statuses ds WHERE ds.reference = t.status)`;
const TYPE_ID_SQL = '(SELECT dt.id FROM demand_types dt WHERE dt.reference = t.demand_type)';
const FULL_NAME_SQL = requesterNameSql('t');
const CSV = demandCsvColumns('t', EXEMPTION_TYPES);

export const demands = defineResource({
  path: 'demands',
  type: 'Demand',
  table: 'demands',
  description: 'A derogation (exemption) or logistics request of a stand, from its filing to a decision.',
  fields: {
    formattedId: { description: 'D and the id padded to 4 digits.', read: { sql: demandNumberSql('t'), type: 'string' } },
    demandType: {
      description: 'The type (IRI or id): one the stand\'s show has a config of, its surfaceMin not above the stand\'s surface. Set on creation; never changed.',
      read: { sql: TYPE_ID_SQL, type: 'iri', iri: `${API_PREFIX}/demand_types`, range: '#DemandType' },
      input: { required: true },
    },
    demandTypeReference: str('t.demand_type', `One of ${DEMAND_TYPE_REFERENCES.join(', ')}.`),
    demandStatus: { description: `{@id, id, reference (${DEMAND_STATUSES.join(', ')}), label, labelEn}.`, read: { sql: STATUS_SQL, type: 'object' } },
    askedDatetime: {
      description: "The desired date-time, then the validated one. Sent as 'YYYY-MM-DD HH:mm' in Paris time, within the type's window.",
      read: { sql: 't.asked_datetime', type: 'datetime' },
      input: { required: true },
    },
    comment: { description: 'Required on creation.', read: { sql: 't.comment', type: 'string' }, input: { required: true } },
    company: { read: { sql: 't.company', type: 'string' }, input: { required: true } },
    firstname: { read: { sql: 't.firstname', type: 'string' }, input: { required: true } },
    lastname: { read: { sql: 't.lastname', type: 'string' }, input: { required: true } },
    phone: { read: { sql: 't.phone', type: 'string' }, input: { required: true } },
    email: { read: { sql: 't.email', type: 'string' }, input: { required: true } },
    fullName: str(FULL_NAME_SQL),
    confirmation: input('POST: must be true (Confirmation manquante).', true),
    stand: {
      description: 'The stand (IRI or id), one the caller may see. Set on creation; never changed.',
      read: { sql: 't.stand_id', type: 'iri', iri: `${API_PREFIX}/stands`, range: '#Stand' },
      input: { required: true },
    },
    show: { read: { sql: 't.show_id', type: 'iri', iri: `${API_PREFIX}/shows`, range: '#Show' } },
    treated: { read: { sql: 't.treated', type: 'boolean' } },
    unSeen: { description: 'Only false may be written, by admin or support (opening the request).', read: { sql: 't.un_seen', type: 'boolean' }, input: {} },
    createdAt: { read: { sql: 't.created_at', type: 'datetime' } },
    updatedAt: { read: { sql: 't.updated_at', type: 'datetime' } },
    standName: str(standSql('name'), 'The stand\'s brand name (enseigne).'),
    hall: str(standSql('hall')),
    aisle: str(standSql('aisle')),
    standNumber: str(standSql('number')),
    surface: str(standSql('surface'), 'The stand\'s surface as it holds it (may have a comma decimal).'),
    standType: str(standSql('stand_type')),
    demandLogistic: {
      description: 'POST of a logistics type: the item {nature, height, length, width, weight, means, pickupDatetime, plan, document?}. Read: its IRI, null for an exemption.',
      read: { sql: '(SELECT l.id FROM demand_logistics l WHERE l.demand_id = t.id)', type: 'iri', iri: `${API_PREFIX}/demand_logistics`, range: '#DemandLogistic', nullable: true },
      input: {},
    },
  },
  filters: {
    search: {
      stand: { strategy: 'exact', type: 'integer', iri: `${API_PREFIX}/stands`, sql: 't.stand_id' },
      'stand.id': { strategy: 'exact', type: 'integer', iri: `${API_PREFIX}/stands`, sql: 't.stand_id' },
      'stand.show': { strategy: 'exact', type: 'integer', iri: `${API_PREFIX}/shows`, sql: 't.show_id' },
      'demandStatus.reference': { strategy: 'exact', choices: DEMAND_STATUSES, sql: 't.status' },
      'demandType.reference': { strategy: 'exact', choices: DEMAND_TYPE_REFERENCES, sql: 't.demand_type' },
      'stand.hall': {
        strategy: 'exact',
        sql: 't.stand_id',
        where: (p) => `t.stand_id IN (SELECT s.id FROM stands s WHERE s.show_id = t.show_id AND s.hall = ANY(${p}))`,
      },
    },
    boolean: { unSeen: 't.un_seen', treated: 't.treated' },
    range: { 'stand.surface': standSql('surface_value') },
    order: {
      id: 't.id',
      createdAt: 't.created_at',
      updatedAt: 't.updated_at',
      hall: standSql('hall'),
      surface: standSql('surface_value'),
      aisle: standSql('aisle'),
      standNumber: standSql('number'),
      standType: standSql('stand_type'),
      demandTypeReference: '(SELECT dt.position FROM demand_types dt WHERE dt.reference = t.demand_type)',
      demandStatus: '(SELECT ds.position FROM demand_statuses ds WHERE ds.reference = t.status)',
      fullName: FULL_NAME_SQL,
      askedDatetime: 't.asked_datetime',
    },
  },
  defaultOrder: [['createdAt', 'desc']],
  itemsPerPage: 30,
  operations: { list: 'demand.view', read: 'demand.view', create: 'demand.add', update: 'demand.edit', delete: 'demand.delete' },
  processors: { create: demandCreate, update: demandUpdate, delete: demandDelete },
  scope: viaStand('t.stand_id', { showColumn: 't.show_id' }),
  export: {
    permission: 'demand.export',
    join: 'JOIN stands s ON s.id = t.stand_id JOIN demand_types dt ON dt.reference = t.demand_type',
    // The exemption requests only (part 2 §7: the exports are restricted to one family).
    where: `t.family = 'exemption'`,
    columns: {
      formattedId: { sql: demandNumberSql('t'), kind: 'text' },
      createdAt: { sql: 't.created_at', kind: 'datetime' },
      updatedAt: { sql: 't.updated_at', kind: 'datetime' },
      ...CSV.stand,
      surface: { sql: 's.surface', kind: 'decimal' },
      standType: { sql: 's.stand_type', kind: 'text' },
      demandTypeReference: CSV.type,
      demandStatus: CSV.status,
      askedDatetime: CSV.askedDatetime,
      ...CSV.requester,
      comment: { sql: 't.comment', kind: 'text' },
    },
    labelPrefix: 'api.csv.demand',
    fileName: (pairs, stamp) => `${singleValueOf(pairs, 'stand.show')}_demandes_${stamp}`,
  },
});

export default defineResourceModule({ resources: [demands] });
