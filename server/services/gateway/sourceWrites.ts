/**
 * The writes of /backend/sources (issue 24) beyond the generic ones: the password is write-only
 * and kept encrypted (./credentials.ts) — a string sets it, '' removes it, absent or null keeps
 * it —, the reference is unique (a 422 on it, not the index's error), a source a show uses is not
 * deleted (409). The connection test's action is ./connectionTestAction.ts.
 */
import { withActor, type Pool } from '../../db/pool';
import { ApiError, notFound, ValidationError, type ViolationSpec } from '../../hydra/errors';
import type { Resource } from '../../hydra/resource';
import { insertRow, updateRow } from '../../hydra/statements';
import { CODES } from '../../hydra/validators';
import { validateBody, type WriteMode } from '../../hydra/writes';
import { deleteUnusedSource } from '../../repositories/sources';
import type { Processor } from '../deps';
import { encryptSecret } from './credentials';
import { hostPolicyOf, internalHostViolations } from './hostPolicy';

async function referenceTaken(db: Pool, reference: unknown, id: number | null): Promise<ViolationSpec[]> {
  if (typeof reference !== 'string') return [];
  const taken = await db.query('SELECT 1 FROM sources WHERE lower(reference) = lower($1) AND id IS DISTINCT FROM $2', [reference, id]);
  return taken.rowCount ? [{ propertyPath: 'reference', key: 'api.violation.sourceReferenceTaken', code: CODES.regex, params: { reference } }] : [];
}

/** The body's fields validated, the password encrypted (or null to remove it, or left out to keep it). */
async function validated(pool: Pool, resource: Resource, body: Record<string, unknown>, mode: WriteMode, id: number | null, allowPrivateHosts?: boolean) {
  const input = { ...body };
  if (input.password === null) delete input.password;
  const { values, violations } = validateBody(resource, input, mode);
  violations.push(...(await referenceTaken(pool, values.reference, id)), ...internalHostViolations(values.host, hostPolicyOf({ allowPrivateHosts })));
  if (violations.length) throw new ValidationError(violations);
  if (typeof values.password === 'string') values.password = encryptSecret(values.password);
  return values;
}

const unique = (err: unknown): never => {
  // Two creations of one reference at once: the second is told as the check would have.
  if ((err as { code?: string }).code === '23505') throw new ValidationError([{ propertyPath: 'reference', key: 'api.violation.sourceReferenceTaken', code: CODES.regex }]);
  throw err;
};

export const createSource: Processor = {
  async run({ pool, deps, resource, user, body }) {
    const values = await validated(pool, resource, body, 'create', null, deps.config.allowPrivateHosts);
    const row = await withActor(pool, user.id, (db) => insertRow(db, resource, user, values).catch(unique));
    return { item: row.id as number };
  },
};

/** The fields that say where the password goes: change one, and the stored password is not sent there. */
const DESTINATION = { protocol: 'protocol', host: 'host', port: 'port', username: 'username', allowSelfSigned: 'allow_self_signed' } as const;

/**
 * Whether this edit sends the source somewhere else (another host, port, protocol, account or
 * certificate rule) without a new password: the stored one is then forgotten, so that nobody,
 * not even an admin, can point a source at their own server and collect the password it keeps.
 */
async function movesWithoutPassword(pool: Pool, id: number, values: Record<string, unknown>): Promise<boolean> {
  if ('password' in values) return false;
  const changed = Object.keys(DESTINATION).filter((field) => field in values);
  if (!changed.length) return false;
  const { rows } = await pool.query(`SELECT ${Object.values(DESTINATION).join(', ')} FROM sources WHERE id = $1`, [id]);
  if (!rows.length) return false;
  return changed.some((field) => rows[0][DESTINATION[field as keyof typeof DESTINATION]] !== values[field]);
}

export const updateSource: Processor = {
  async run({ pool, deps, resource, user, body, id }) {
    const values = await validated(pool, resource, body, 'patch', id, deps.config.allowPrivateHosts);
    if (await movesWithoutPassword(pool, id!, values)) values.password = null;
    if (Object.keys(values).length) {
      const row = await withActor(pool, user.id, (db) => updateRow(db, resource, id!, values).catch(unique));
      if (!row) throw notFound();
    }
    return { item: id! };
  },
};

export const deleteSource: Processor = {
  async run({ id, transaction }) {
    await transaction(async (db) => {
      if ((await deleteUnusedSource(db, id!)) === 'inUse') throw new ApiError(409, 'api.source.inUse');
    });
    return { status: 204 };
  },
};
