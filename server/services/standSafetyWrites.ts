/**
 * The writes of the safety notice (issue 22, part 2 §3–§5; docs/api.md "Safety notice"): the one
 * writer of `stand_security_instructions`.
 *
 * - create: the stand in the caller's scope (its standists, the staff of its show), its show with
 *   the safety-instructions function, no record yet (one per stand: a second, even sent at the
 *   same time, is a 422 on `stand`), the form's rules of src/domain/safetyNotice.ts. The stand is
 *   linked by the table's trigger (migration 001), so the stand list's security filter follows.
 * - update (admin, support): the record's values merged with the body, checked as a whole by the
 *   same rules; the stand never changes.
 * Nothing is written on any refusal.
 */
import {
  MAX_BUILDERS,
  MIN_BUILDERS,
  SAFETY_COORDINATOR_FIELDS,
  SAFETY_NOTICE_FIELDS,
  SAFETY_PERSON_FIELDS,
  SAFETY_STANDIST_FIELDS,
  SAFETY_TEXT_MAX,
  safetyNoticeRecord,
  safetyNoticeViolations,
  visibleSafetyFields,
  type SafetyNoticeInput,
  type SafetyNoticeRule,
} from '@/domain/safetyNotice';
import type { AuthUser } from '../auth/user';
import type { Pool, PoolClient } from '../db/pool';
import { notFound, ValidationError, type ViolationSpec } from '../hydra/errors';
import { API_PREFIX } from '../hydra/resource';
import { standScope } from '../hydra/scopes';
import { idFromIri, Params } from '../hydra/sql';
import { CODES, text } from '../hydra/validators';
import type { Processor } from './deps';

const STANDS = `${API_PREFIX}/stands`;
const TEXT_FIELDS = [...SAFETY_PERSON_FIELDS, ...SAFETY_STANDIST_FIELDS, ...SAFETY_COORDINATOR_FIELDS];
const cleanText = text({ max: SAFETY_TEXT_MAX });

const BUILDERS_COUNT = { key: 'api.violation.safetyBuildersCount', code: CODES.type, params: { min: MIN_BUILDERS, max: MAX_BUILDERS } };

/** Each rule of the form as the API says it. */
const RULE_MESSAGES: Record<SafetyNoticeRule, { key: string; code: string; params?: Record<string, number> }> = {
  required: { key: 'api.violation.required', code: CODES.notBlank },
  mustBeTrue: { key: 'api.violation.confirmationMissing', code: CODES.equalTo },
  exclusive: { key: 'api.violation.safetyBuiltByExclusive', code: CODES.choice },
  email: { key: 'api.violation.email', code: CODES.regex },
  tooLong: { key: 'api.violation.tooLong', code: CODES.tooLong, params: { limit: SAFETY_TEXT_MAX } },
  boolean: { key: 'api.violation.type', code: CODES.type },
  integer: BUILDERS_COUNT,
  minBuilders: BUILDERS_COUNT,
  maxBuilders: BUILDERS_COUNT,
};

/** Column of each field (the table's names, migration 001). */
const COLUMNS: Record<(typeof SAFETY_NOTICE_FIELDS)[number], string> = {
  downloadOk: 'download_ok',
  lastName: 'last_name',
  firstName: 'first_name',
  company: 'company',
  phone: 'phone',
  email: 'email',
  builtByOne: 'built_by_one',
  builtByMore: 'built_by_more',
  numberOfBuilders: 'number_of_builders',
  standistLastname: 'standist_lastname',
  standistFirstname: 'standist_firstname',
  standistPhone: 'standist_phone',
  standistEmail: 'standist_email',
  withMezzanine: 'with_mezzanine',
  withMoreThanThreeMeterHeights: 'with_more_than_three_meter_heights',
  withCoordinator: 'with_coordinator',
  coordinatorLastName: 'coordinator_last_name',
  coordinatorFirstName: 'coordinator_first_name',
  coordinatorPhone: 'coordinator_phone',
  coordinatorEmail: 'coordinator_email',
};

const standViolation = (key: string, code: string = CODES.itemNotFound) => new ValidationError([{ propertyPath: 'stand', key, code }]);

/**
 * The body's values checked: each text the form shows through the API's text rule (type, control
 * characters, length), then the form's rules; the record to store, or the violations (thrown).
 */
function checkedRecord(values: SafetyNoticeInput, violations: ViolationSpec[]) {
  const cleaned: SafetyNoticeInput = { ...values };
  const broken = new Set<string>();
  const visible = new Set<string>(visibleSafetyFields(values));
  for (const field of TEXT_FIELDS) {
    // What an answer hides is stored empty, whatever was sent in it.
    if (!visible.has(field) || values[field] === undefined || values[field] === null) continue;
    const result = cleanText.check(values[field]);
    if (result.ok) cleaned[field] = result.value;
    else {
      broken.add(field);
      violations.push({ propertyPath: field, key: result.key, code: result.code, params: result.params });
    }
  }
  for (const [field, rules] of Object.entries(safetyNoticeViolations(cleaned))) {
    if (broken.has(field)) continue;
    for (const rule of rules!) violations.push({ propertyPath: field, ...RULE_MESSAGES[rule] });
  }
  if (violations.length) throw new ValidationError(violations);
  return safetyNoticeRecord(cleaned);
}

const bodyValues = (body: Record<string, unknown>): SafetyNoticeInput =>
  Object.fromEntries(SAFETY_NOTICE_FIELDS.filter((field) => field in body).map((field) => [field, body[field]]));

async function standOf(pool: Pool, user: AuthUser, id: number): Promise<{ id: number; safety_function: boolean; has_record: boolean } | null> {
  const params = new Params();
  const scope = standScope(user, params);
  const { rows } = await pool.query(
    `SELECT t.id, sh.security_instructions_function AS safety_function,
            EXISTS (SELECT 1 FROM stand_security_instructions i WHERE i.stand_id = t.id) AS has_record
       FROM stands t JOIN shows sh ON sh.id = t.show_id WHERE t.id = ${params.add(id)}${scope ? ` AND (${scope})` : ''}`,
    params.values,
  );
  return rows[0] ?? null;
}

async function insertRecord(db: PoolClient, standId: number, record: Record<string, unknown>, userId: number): Promise<number> {
  const fields = Object.keys(COLUMNS) as Array<keyof typeof COLUMNS>;
  const params = new Params();
  const values = fields.map((field) => params.add(record[field]));
  try {
    const { rows } = await db.query(
      `INSERT INTO stand_security_instructions (stand_id, created_by_id, ${fields.map((f) => COLUMNS[f]).join(', ')})
       VALUES (${params.add(standId)}, ${params.add(userId)}, ${values.join(', ')}) RETURNING id`,
      params.values,
    );
    return rows[0].id;
  } catch (err) {
    // Another request recorded this stand's notice meanwhile (UNIQUE (stand_id)).
    if ((err as { code?: string }).code === '23505') throw standViolation('api.violation.safetyNoticeExists', CODES.choice);
    throw err;
  }
}

/** POST /backend/stand_security_instructions. */
export const safetyNoticeCreate: Processor = {
  async run({ pool, user, body, transaction }) {
    const violations: ViolationSpec[] = [];
    let stand: Awaited<ReturnType<typeof standOf>> = null;
    if (body.stand === undefined || body.stand === null || body.stand === '') {
      violations.push({ propertyPath: 'stand', key: 'api.violation.standMissing', code: CODES.notBlank });
    } else {
      const standId = idFromIri(body.stand, STANDS);
      stand = standId === null ? null : await standOf(pool, user, standId);
      if (!stand) violations.push({ propertyPath: 'stand', key: 'api.violation.standNotFound', code: CODES.itemNotFound });
      else if (!stand.safety_function) violations.push({ propertyPath: 'stand', key: 'api.violation.safetyNoticeNotAsked', code: CODES.choice });
      else if (stand.has_record) violations.push({ propertyPath: 'stand', key: 'api.violation.safetyNoticeExists', code: CODES.choice });
    }
    const record = checkedRecord(bodyValues(body), violations);
    const id = await transaction((db) => insertRecord(db, stand!.id, record, user.id));
    return { item: id };
  },
};

/** PATCH /backend/stand_security_instructions/{id} (admin, support). */
export const safetyNoticeUpdate: Processor = {
  async run({ pool, body, id, transaction }) {
    const { rows } = await pool.query(`SELECT * FROM stand_security_instructions WHERE id = $1`, [id]);
    const current = rows[0];
    if (!current) throw notFound();
    const violations: ViolationSpec[] = [];
    if ('stand' in body && idFromIri(body.stand, STANDS) !== current.stand_id) {
      violations.push({ propertyPath: 'stand', key: 'api.violation.safetyNoticeStandFixed', code: CODES.notEditable });
    }
    const stored = Object.fromEntries(SAFETY_NOTICE_FIELDS.map((field) => [field, current[COLUMNS[field]]])) as SafetyNoticeInput;
    const record = checkedRecord({ ...stored, ...bodyValues(body) }, violations);
    const params = new Params();
    const assignments = SAFETY_NOTICE_FIELDS.map((field) => `${COLUMNS[field]} = ${params.add(record[field])}`);
    await transaction(async (db) => {
      await db.query(`UPDATE stand_security_instructions SET ${assignments.join(', ')}, updated_at = now() WHERE id = ${params.add(id)}`, params.values);
    });
    return { item: id! };
  },
};
