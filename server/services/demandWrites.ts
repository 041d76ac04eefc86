/**
 * The writes of requests (issue 21, part 2 §3–§5; docs/api.md "Requests"): the one writer of
 * `demands`, `demand_logistics` and `demand_logistic_media` (the thread's effects and the
 * workflow's status step excepted: server/threads, server/services/workflow).
 *
 * - create: the stand in the caller's scope, of an enabled show; a type the show has a config of,
 *   whose surfaceMin the stand's surface reaches; the date in that config's window; the contact
 *   fields, the comment and the confirmation; for a logistics type its item (and its plan) in the
 *   same transaction. Nothing is written on any refusal.
 * - update: `unSeen: false` alone (opening it, admin or support) in any status; anything else only
 *   while in progress (checked by the UPDATE itself), type and stand unchanged.
 * - delete: only while in progress.
 * - a decision's confirmed date-times onto the request and its item (the thread's afterStep).
 */
import { can } from '@/domain/permissions';
import {
  demandFamily,
  formatWeight,
  isDemandEditable,
  LOGISTIC_MEDIA_TYPES,
  LOGISTIC_NATURES,
  parseDemandDatetime,
  parseDimension,
  parseMeans,
  parseWeight,
  surfaceNumber,
  withinWindow,
  type DemandFamily,
  type LogisticMediaType,
} from '@/domain/demands';
import type { AuthUser } from '../auth/user';
import type { Pool, PoolClient } from '../db/pool';
import { ApiError, forbidden, notFound, ValidationError, type ViolationSpec } from '../hydra/errors';
import { API_PREFIX } from '../hydra/resource';
import { standScope } from '../hydra/scopes';
import { idFromIri, Params } from '../hydra/sql';
import { boolean, CODES, text, type Validator } from '../hydra/validators';
import type { Processor } from './deps';

const STANDS = `${API_PREFIX}/stands`;
const DEMAND_TYPES = `${API_PREFIX}/demand_types`;
const LOGISTIC_MEDIA = `${API_PREFIX}/demand_logistic_media`;

const contactText = text({ required: true, max: 255, missingKey: 'api.violation.required' });
const emailText = text({ required: true, max: 255, missingKey: 'api.violation.required', pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, patternKey: 'api.violation.email' });
const commentText = text({ max: 5000, multiline: true, emptyAs: '' });
const CONTACT_FIELDS: Record<string, { column: string; validator: Validator }> = {
  company: { column: 'company', validator: contactText },
  firstname: { column: 'firstname', validator: contactText },
  lastname: { column: 'lastname', validator: contactText },
  phone: { column: 'phone', validator: text({ required: true, max: 50, missingKey: 'api.violation.required' }) },
  email: { column: 'email', validator: emailText },
};

interface StandRow {
  id: number;
  show_id: number;
  surface: string;
  open: boolean;
}

interface ConfigRow {
  demands_after: Date | null;
  demands_before: Date | null;
  surface_min: string;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

async function standInScope(db: Pool | PoolClient, user: AuthUser, id: number): Promise<StandRow | null> {
  const params = new Params();
  const scope = standScope(user, params);
  const { rows } = await db.query(
    `SELECT t.id, t.show_id, t.surface, sh.enabled AS open FROM stands t JOIN shows sh ON sh.id = t.show_id
      WHERE t.id = ${params.add(id)}${scope ? ` AND (${scope})` : ''}`,
    params.values,
  );
  return rows[0] ?? null;
}

async function configOf(db: Pool | PoolClient, showId: number, type: string): Promise<ConfigRow | null> {
  const { rows } = await db.query(
    'SELECT c.demands_after, c.demands_before, c.surface_min FROM demand_configs c JOIN demand_types dt ON dt.id = c.demand_type_id WHERE c.show_id = $1 AND dt.reference = $2',
    [showId, type],
  );
  return rows[0] ?? null;
}

/** The requested date-time, checked against the type's window; the UTC ISO or null (a violation pushed). */
function askedDatetime(value: unknown, config: ConfigRow | null, violations: ViolationSpec[], path = 'askedDatetime'): string | null {
  if (value === undefined || value === null || value === '') {
    violations.push({ propertyPath: path, key: 'api.violation.required', code: CODES.notBlank });
    return null;
  }
  const at = parseDemandDatetime(value);
  if (!at) {
    violations.push({ propertyPath: path, key: 'api.violation.demandDatetime', code: CODES.type });
    return null;
  }
  if (config && !withinWindow({ demandsAfter: iso(config.demands_after), demandsBefore: iso(config.demands_before) }, at)) {
    violations.push({ propertyPath: path, key: 'api.violation.demandDatetimeOutside', code: CODES.type });
    return null;
  }
  return at;
}

function checkField(validator: Validator, value: unknown, path: string, violations: ViolationSpec[]): unknown {
  const result = validator.check(value);
  if (result.ok) return result.value;
  violations.push({ propertyPath: path, key: result.key, code: result.code, params: result.params });
  return undefined;
}

/** The logistics item's values (without its media), violations on `<prefix><field>`; `partial`: a PATCH (only what is sent). */
export function logisticValues(body: Record<string, unknown>, prefix: string, violations: ViolationSpec[], partial: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const given = (field: string) => !partial || field in body;
  const missing = (field: string) => body[field] === undefined || body[field] === null || body[field] === '';
  const take = (field: string, column: string, parse: (v: unknown) => unknown, key: string) => {
    if (!given(field)) return;
    if (missing(field)) violations.push({ propertyPath: prefix + field, key: 'api.violation.required', code: CODES.notBlank });
    else {
      const value = parse(body[field]);
      if (value === null) violations.push({ propertyPath: prefix + field, key, code: CODES.type });
      else out[column] = value;
    }
  };
  take('nature', 'nature', (v) => ((LOGISTIC_NATURES as readonly unknown[]).includes(v) ? v : null), 'api.violation.logisticNature');
  for (const field of ['height', 'length', 'width']) take(field, field, parseDimension, 'api.violation.dimension');
  take('weight', 'weight', (v) => {
    const weight = parseWeight(v);
    return weight ? formatWeight(weight) : null;
  }, 'api.violation.weight');
  if (given('means')) {
    const means = parseMeans(body.means);
    if (!means) violations.push({ propertyPath: `${prefix}means`, key: 'api.violation.means', code: CODES.choice });
    else out.means = means;
  }
  take('pickupDatetime', 'pickup_datetime', parseDemandDatetime, 'api.violation.demandDatetime');
  return out;
}

/** An upload of the caller, not yet linked, of that type: its id, or null (a violation pushed). */
async function ownUnlinkedMedia(db: Pool | PoolClient, user: AuthUser, raw: unknown, type: LogisticMediaType, path: string, violations: ViolationSpec[]): Promise<number | null> {
  const id = idFromIri(raw, LOGISTIC_MEDIA);
  const { rows } =
    id === null
      ? { rows: [] }
      : await db.query(
          `SELECT dm.id FROM demand_logistic_media dm JOIN media m ON m.id = dm.media_id
            WHERE dm.id = $1 AND dm.demand_logistic_id IS NULL AND dm.type = $2 AND m.created_by_id = $3`,
          [id, type, user.id],
        );
  if (!rows.length) {
    violations.push({ propertyPath: path, key: 'api.violation.logisticMediaNotFound', code: CODES.itemNotFound });
    return null;
  }
  return id;
}

async function insertLogistic(db: PoolClient, demandId: number, values: Record<string, unknown>, media: number[]): Promise<number> {
  const { rows } = await db.query(
    `INSERT INTO demand_logistics (demand_id, nature, height, length, width, weight, means, pickup_datetime)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [demandId, values.nature, values.height, values.length, values.width, values.weight, values.means, values.pickup_datetime],
  );
  const id = rows[0].id as number;
  const linked = await db.query('UPDATE demand_logistic_media SET demand_logistic_id = $1 WHERE id = ANY($2::int[]) AND demand_logistic_id IS NULL', [id, media]);
  // Linked by another request meanwhile (the same upload named twice at once): nothing written.
  if (linked.rowCount !== media.length) throw new ValidationError([{ propertyPath: 'demandLogistic.plan', key: 'api.violation.logisticMediaNotFound', code: CODES.itemNotFound }]);
  return id;
}

/** POST /backend/demands. */
export const demandCreate: Processor = {
  async run({ pool, user, body, transaction }) {
    const violations: ViolationSpec[] = [];
    const standId = body.stand === undefined || body.stand === null || body.stand === '' ? undefined : idFromIri(body.stand, STANDS);
    let stand: StandRow | null = null;
    if (standId === undefined) violations.push({ propertyPath: 'stand', key: 'api.violation.standMissing', code: CODES.notBlank });
    else if (standId === null || !(stand = await standInScope(pool, user, standId))) {
      violations.push({ propertyPath: 'stand', key: 'api.violation.standNotFound', code: CODES.itemNotFound });
    }

    let type: { id: number; reference: string } | null = null;
    if (body.demandType === undefined || body.demandType === null || body.demandType === '') {
      violations.push({ propertyPath: 'demandType', key: 'api.violation.demandTypeMissing', code: CODES.notBlank });
    } else {
      const typeId = idFromIri(body.demandType, DEMAND_TYPES);
      type = typeId === null ? null : (await pool.query('SELECT id, reference FROM demand_types WHERE id = $1', [typeId])).rows[0] ?? null;
      if (!type) violations.push({ propertyPath: 'demandType', key: 'api.violation.demandTypeNotFound', code: CODES.itemNotFound });
    }

    let config: ConfigRow | null = null;
    if (stand && type) {
      config = await configOf(pool, stand.show_id, type.reference);
      if (!config) violations.push({ propertyPath: 'demandType', key: 'api.violation.demandTypeNotOffered', code: CODES.choice });
      else if (!(surfaceNumber(stand.surface) >= Number(config.surface_min))) {
        violations.push({
          propertyPath: 'demandType',
          key: 'api.violation.demandSurfaceBelowMin',
          code: CODES.choice,
          params: { surface: stand.surface, min: Number(config.surface_min) },
        });
        config = null;
      }
    }
    const asked = askedDatetime(body.askedDatetime, config, violations);

    const values: Record<string, unknown> = {};
    for (const [field, { column, validator }] of Object.entries(CONTACT_FIELDS)) values[column] = checkField(validator, body[field], field, violations);
    values.comment = checkField(commentText, body.comment, 'comment', violations);
    if (values.comment === '') violations.push({ propertyPath: 'comment', key: 'api.violation.required', code: CODES.notBlank });
    if (body.confirmation !== true) violations.push({ propertyPath: 'confirmation', key: 'api.violation.confirmationMissing', code: CODES.equalTo });

    const family: DemandFamily | null = type ? demandFamily(type.reference) : null;
    let logistic: Record<string, unknown> | null = null;
    const media: number[] = [];
    if (family === 'logistic') {
      const raw = body.demandLogistic;
      if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
        violations.push({ propertyPath: 'demandLogistic', key: 'api.violation.logisticMissing', code: CODES.notBlank });
      } else {
        const item = raw as Record<string, unknown>;
        logistic = logisticValues(item, 'demandLogistic.', violations, false);
        if (item.plan === undefined || item.plan === null || item.plan === '') {
          violations.push({ propertyPath: 'demandLogistic.plan', key: 'api.violation.planMissing', code: CODES.notBlank });
        } else {
          const plan = await ownUnlinkedMedia(pool, user, item.plan, 'plan', 'demandLogistic.plan', violations);
          if (plan !== null) media.push(plan);
        }
        if (item.document !== undefined && item.document !== null && item.document !== '') {
          const document = await ownUnlinkedMedia(pool, user, item.document, 'document', 'demandLogistic.document', violations);
          if (document !== null) media.push(document);
        }
      }
    }
    if (violations.length) throw new ValidationError(violations);
    if (!stand!.open) throw new ApiError(403, 'api.error.showDisabled');

    const id = await transaction(async (db) => {
      const { rows } = await db.query(
        `INSERT INTO demands (stand_id, show_id, demand_type, family, asked_datetime, comment, company, firstname, lastname, phone, email, created_by_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
        [stand!.id, stand!.show_id, type!.reference, family, asked, values.comment, values.company, values.firstname, values.lastname, values.phone, values.email, user.id],
      );
      const demandId = rows[0].id as number;
      if (logistic) await insertLogistic(db, demandId, logistic, media);
      return demandId;
    });
    return { item: id };
  },
};

const unSeenFalse = boolean({ required: true, only: false, onlyKey: 'api.violation.onlyFalse' });
const EDITABLE = new Set([...Object.keys(CONTACT_FIELDS), 'askedDatetime', 'comment', 'demandType', 'stand']);

/** PATCH /backend/demands/{id}. */
export const demandUpdate: Processor = {
  async run({ pool, user, body, id, transaction }) {
    const { rows } = await pool.query(
      `SELECT d.status, d.stand_id, d.show_id, d.demand_type, (SELECT dt.id FROM demand_types dt WHERE dt.reference = d.demand_type) AS demand_type_id
         FROM demands d WHERE d.id = $1`,
      [id],
    );
    const demand = rows[0];
    if (!demand) throw notFound(); // deleted since its scope was checked
    const violations: ViolationSpec[] = [];
    const set: Record<string, unknown> = {};
    if ('unSeen' in body) {
      if (!can(user.roles, 'stand.markSeen')) throw forbidden();
      if (checkField(unSeenFalse, body.unSeen, 'unSeen', violations) === false) set.un_seen = false;
    }
    const edits = Object.keys(body).filter((field) => EDITABLE.has(field));
    if (edits.length && !isDemandEditable(demand.status)) throw new ApiError(422, 'api.error.demandNotInProgress');
    if ('demandType' in body && idFromIri(body.demandType, DEMAND_TYPES) !== demand.demand_type_id) {
      violations.push({ propertyPath: 'demandType', key: 'api.violation.demandTypeFixed', code: CODES.choice });
    }
    if ('stand' in body && idFromIri(body.stand, STANDS) !== demand.stand_id) {
      violations.push({ propertyPath: 'stand', key: 'api.violation.demandStandFixed', code: CODES.choice });
    }
    for (const [field, { column, validator }] of Object.entries(CONTACT_FIELDS)) {
      if (field in body) set[column] = checkField(validator, body[field], field, violations);
    }
    if ('comment' in body) set.comment = checkField(commentText, body.comment, 'comment', violations);
    if ('askedDatetime' in body) set.asked_datetime = askedDatetime(body.askedDatetime, await configOf(pool, demand.show_id, demand.demand_type), violations);
    if (violations.length) throw new ValidationError(violations);
    if (!Object.keys(set).length) return { item: id! };

    const params = new Params();
    const assignments = Object.entries(set).map(([column, value]) => `${column} = ${params.add(value)}`);
    if (edits.length) assignments.push('updated_at = now()');
    const guard = edits.length ? ` AND status = 'in_progress'` : '';
    await transaction(async (db) => {
      const updated = await db.query(`UPDATE demands SET ${assignments.join(', ')} WHERE id = ${params.add(id)}${guard}`, params.values);
      // Decided meanwhile: the UPDATE moved nothing.
      if (!updated.rowCount) throw new ApiError(422, 'api.error.demandNotInProgress');
    });
    return { item: id! };
  },
};

/** DELETE /backend/demands/{id}: only in progress; its item, media and thread go with it (migration 025). */
export const demandDelete: Processor = {
  async run({ id, transaction }) {
    await transaction(async (db) => {
      const deleted = await db.query(`DELETE FROM demands WHERE id = $1 AND status = 'in_progress'`, [id]);
      if (!deleted.rowCount) throw new ApiError(422, 'api.error.demandNotDeletable');
    });
    return { status: 204 };
  },
};

/** PATCH /backend/demand_logistics/{id}: while its request is in progress. */
export const logisticUpdate: Processor = {
  async run({ body, id, transaction }) {
    const violations: ViolationSpec[] = [];
    const values = logisticValues(body, '', violations, true);
    if (violations.length) throw new ValidationError(violations);
    const params = new Params();
    const assignments = Object.entries(values).map(([column, value]) => `${column} = ${params.add(value)}`);
    await transaction(async (db) => {
      // The request's row locked first, as a decision locks it: an edit waits for a decision being
      // written and then reads its status (a subquery would read the status of before, and the edit
      // would overwrite the pickup the decision has just confirmed).
      const { rows } = await db.query('SELECT d.status FROM demands d JOIN demand_logistics l ON l.demand_id = d.id WHERE l.id = $1 FOR UPDATE OF d', [id]);
      if (!rows[0]) throw notFound();
      if (!isDemandEditable(rows[0].status)) throw new ApiError(422, 'api.error.demandNotInProgress');
      const updated = await db.query(
        `UPDATE demand_logistics l SET ${[...assignments, 'updated_at = now()'].join(', ')} WHERE l.id = ${params.add(id)}`,
        params.values,
      );
      if (!updated.rowCount) throw notFound();
      await db.query(`UPDATE demands SET updated_at = now() WHERE id = (SELECT demand_id FROM demand_logistics WHERE id = $1)`, [id]);
    });
    return { item: id! };
  },
};

const uploadRefused = (propertyPath: string, key: string, code: string) => new ValidationError([{ propertyPath, key, code }], { descriptionKey: 'api.upload.failed' });

/**
 * The row an upload of a logistics file makes: unlinked (the caller's, named later by a request's
 * POST) or, with `demandLogistic` (an item of an in-progress request in the caller's scope), in place
 * of that item's file of the same type.
 */
export async function linkLogisticUpload(
  db: PoolClient,
  upload: { mediaId: number; fields: Record<string, string> },
  user: AuthUser,
): Promise<number> {
  const type = upload.fields.type ?? 'document';
  if (!(LOGISTIC_MEDIA_TYPES as readonly string[]).includes(type)) throw uploadRefused('type', 'api.violation.logisticMediaType', CODES.choice);
  let logisticId: number | null = null;
  if (upload.fields.demandLogistic) {
    logisticId = idFromIri(upload.fields.demandLogistic, `${API_PREFIX}/demand_logistics`);
    const params = new Params();
    const scope = standScope(user, params);
    const { rows } =
      logisticId === null
        ? { rows: [] }
        : await db.query(
            `SELECT d.status FROM demand_logistics l JOIN demands d ON d.id = l.demand_id JOIN stands t ON t.id = d.stand_id
              WHERE l.id = ${params.add(logisticId)}${scope ? ` AND (${scope})` : ''} FOR UPDATE OF d`,
            params.values,
          );
    if (!rows.length) throw uploadRefused('demandLogistic', 'api.violation.demandLogisticNotFound', CODES.itemNotFound);
    if (!isDemandEditable(rows[0].status)) throw uploadRefused('demandLogistic', 'api.error.demandNotInProgress', CODES.choice);
    await db.query('DELETE FROM demand_logistic_media WHERE demand_logistic_id = $1 AND type = $2', [logisticId, type]);
  }
  const { rows } = await db.query('INSERT INTO demand_logistic_media (demand_logistic_id, media_id, type) VALUES ($1, $2, $3) RETURNING id', [logisticId, upload.mediaId, type]);
  return rows[0].id;
}

/** DELETE /backend/demand_logistic_media/{id}: a document of an in-progress request (a plan is replaced, never removed). */
export const logisticMediaDelete: Processor = {
  async run({ id, transaction }) {
    await transaction(async (db) => {
      const { rows } = await db.query(
        `SELECT dm.type, d.status FROM demand_logistic_media dm LEFT JOIN demand_logistics l ON l.id = dm.demand_logistic_id
           LEFT JOIN demands d ON d.id = l.demand_id WHERE dm.id = $1 FOR UPDATE OF dm`,
        [id],
      );
      if (!rows[0]) throw notFound(); // deleted since its scope was checked
      // A linked file: its request's row locked too, so a decision being written is waited for.
      if (rows[0].status) {
        const locked = await db.query(
          'SELECT d.status FROM demands d JOIN demand_logistics l ON l.demand_id = d.id JOIN demand_logistic_media dm ON dm.demand_logistic_id = l.id WHERE dm.id = $1 FOR UPDATE OF d',
          [id],
        );
        rows[0].status = locked.rows[0]?.status ?? null;
      }
      if (rows[0].type === 'plan' && rows[0].status) throw new ApiError(422, 'api.error.planRequired');
      if (rows[0].status && !isDemandEditable(rows[0].status)) throw new ApiError(422, 'api.error.demandNotInProgress');
      await db.query('DELETE FROM demand_logistic_media WHERE id = $1', [id]);
    });
    return { status: 204 };
  },
};

/** A validation's confirmed date-times onto the request and its item (in the decision's transaction). */
export async function applyConfirmedDates(db: PoolClient, demandId: number, asked: string | null, pickup: string | null): Promise<void> {
  if (asked) await db.query('UPDATE demands SET asked_datetime = $2 WHERE id = $1', [demandId, asked]);
  if (pickup) await db.query('UPDATE demand_logistics SET pickup_datetime = $2, updated_at = now() WHERE demand_id = $1', [demandId, pickup]);
}
