import type { Pool } from '../db/pool';
import type { ViolationSpec } from '../hydra/errors';
import { defineResourceModule } from '../resourceModule';
import { API_PREFIX, defineResource } from '../hydra/resource';
import { viaShow } from '../hydra/scopes';
import { CODES, iri, type Validated, type Validator } from '../hydra/validators';
import { demandTypes } from './demandTypes';
import { shows } from './shows';

const SURFACE_LIMIT = 100_000;

/** A surface in m², 0 or more (a number, or its text with a decimal comma or point). */
const surface: Validator = {
  range: 'xmls:decimal',
  required: false,
  check(value): Validated {
    if (value === null || value === undefined || value === '') return { ok: true, value: 0 };
    const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+([.,]\d+)?\s*$/.test(value) ? Number(value.trim().replace(',', '.')) : NaN;
    if (!Number.isFinite(n)) return { ok: false, key: 'api.violation.type', code: CODES.type, params: { type: 'number' } };
    if (n < 0 || n > SURFACE_LIMIT) return { ok: false, key: 'api.violation.surfaceMin', code: CODES.type, params: { limit: SURFACE_LIMIT } };
    return { ok: true, value: Math.round(n * 100) / 100 };
  },
};

/** 2027-03-08T07:00, with seconds and an offset or Z if given; without an offset: UTC (part 2 §3). */
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** A date and time, or null (no bound). Stored as a timestamptz. */
const dateTime: Validator = {
  range: 'xmls:dateTime',
  required: false,
  check(value): Validated {
    if (value === null || value === undefined || value === '') return { ok: true, value: null };
    if (typeof value !== 'string' || !ISO_DATETIME.test(value.trim())) {
      return { ok: false, key: 'api.violation.dateTime', code: CODES.type };
    }
    const text = value.trim().replace(' ', 'T');
    const date = new Date(/(Z|[+-]\d{2}:?\d{2})$/.test(text) ? text : `${text}Z`);
    if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 2000 || date.getUTCFullYear() > 2200) {
      return { ok: false, key: 'api.violation.dateTime', code: CODES.type };
    }
    return { ok: true, value: date.toISOString() };
  },
};

/**
 * The rules over several fields: the window in order (after ≤ before, the stored bound standing
 * for one not sent) and one config per show and type.
 */
async function checkConfig(db: Pool, { id, values }: { id: number | null; values: Record<string, unknown> }): Promise<ViolationSpec[]> {
  const { rows } = id === null ? { rows: [] } : await db.query('SELECT show_id, demand_type_id, demands_after, demands_before FROM demand_configs WHERE id = $1', [id]);
  const stored = rows[0] ?? {};
  const pick = (field: string, column: string) => (field in values ? values[field] : stored[column]);
  const violations: ViolationSpec[] = [];
  const after = pick('demandsAfter', 'demands_after');
  const before = pick('demandsBefore', 'demands_before');
  if (after && before && new Date(after as string) > new Date(before as string)) {
    violations.push({ propertyPath: 'demandsBefore', key: 'api.violation.demandsBeforeOrder', code: CODES.type });
  }
  const show = pick('show', 'show_id');
  const type = pick('demandType', 'demand_type_id');
  if (show && type && ('show' in values || 'demandType' in values)) {
    const taken = await db.query('SELECT 1 FROM demand_configs WHERE show_id = $1 AND demand_type_id = $2 AND id <> $3', [show, type, id ?? 0]);
    if (taken.rowCount) violations.push({ propertyPath: 'demandType', key: 'api.violation.demandTypeTaken', code: CODES.choice });
  }
  return violations;
}

/**
 * Demand configs (part 2 §3): one per show and demand type, the smallest stand surface (m²)
 * that may file that request and the window of dates it may ask for (after / before). Read
 * by whoever sees the show (the request forms of its standists need the window); written by
 * admin or the show's organizer ('demandConfig.edit', per show through the scope).
 */
export const demandConfigs = defineResource({
  path: 'demand_configs',
  type: 'DemandConfig',
  table: 'demand_configs',
  description: 'The settings of one request type on one show: minimum surface and date window.',
  fields: {
    show: {
      description: 'The show (set on creation only): one the caller may see.',
      read: { sql: 't.show_id', type: 'iri', iri: `${API_PREFIX}/shows`, range: '#Show' },
      write: {
        column: 'show_id',
        validator: iri(`${API_PREFIX}/shows`, { required: true, missingKey: 'api.violation.demandConfigShowMissing' }),
        createOnly: true,
        references: { resource: () => shows, key: 'api.violation.demandConfigShowNotFound' },
      },
    },
    demandType: {
      read: { sql: 't.demand_type_id', type: 'iri', iri: `${API_PREFIX}/demand_types`, range: '#DemandType' },
      write: {
        column: 'demand_type_id',
        validator: iri(`${API_PREFIX}/demand_types`, { required: true, missingKey: 'api.violation.demandTypeMissing' }),
        references: { resource: () => demandTypes, key: 'api.violation.demandTypeNotFound' },
      },
    },
    surfaceMin: {
      description: `Smallest stand surface in m² that may file this request (0 to ${SURFACE_LIMIT}, 2 decimals; 0 when not sent).`,
      read: { sql: 't.surface_min', type: 'number' },
      write: { column: 'surface_min', validator: surface },
    },
    demandsAfter: {
      description: 'Requests may ask for dates from this one on (null: no lower bound).',
      read: { sql: 't.demands_after', type: 'datetime', nullable: true },
      write: { column: 'demands_after', validator: dateTime },
    },
    demandsBefore: {
      description: 'Requests may ask for dates up to this one (null: no upper bound); not before demandsAfter.',
      read: { sql: 't.demands_before', type: 'datetime', nullable: true },
      write: { column: 'demands_before', validator: dateTime },
    },
    createdAt: { read: { sql: 't.created_at', type: 'datetime' } },
    updatedAt: { read: { sql: 't.updated_at', type: 'datetime' } },
  },
  filters: {
    search: {
      show: { strategy: 'exact', type: 'integer', iri: `${API_PREFIX}/shows`, sql: 't.show_id' },
      demandType: { strategy: 'exact', type: 'integer', iri: `${API_PREFIX}/demand_types`, sql: 't.demand_type_id' },
    },
    order: { id: 't.id' },
  },
  defaultOrder: [['id', 'asc']],
  itemsPerPage: 30,
  operations: {
    list: 'authenticated',
    read: 'authenticated',
    create: 'demandConfig.edit',
    update: 'demandConfig.edit',
    put: true,
    delete: 'demandConfig.edit',
  },
  scope: viaShow('t.show_id'),
  onUpdate: () => ({ updated_at: 'now()' }),
  hooks: { checkWrite: checkConfig },
});

export default defineResourceModule({ resources: [demandConfigs] });
