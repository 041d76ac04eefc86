/**
 * The writes of /backend/users (server/resources/userAccounts.ts): create, edit and delete by
 * the full admin, a user's edits of their own account. Per-field rights and the lock-out rule
 * are src/domain/accounts.ts; the password rules server/auth/passwords.ts. A new password ends
 * the user's other sessions (the session version moves on: migration 004; their refresh chains
 * are revoked) and keeps the caller's own: its chain follows the new version and a new access
 * token comes back with the answer (`token`).
 */
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { lockoutProblem, writableUserFields, type UserField } from '@/domain/accounts';
import { can } from '@/domain/permissions';
import { ROLES } from '@/domain/roles';
import { jwtKey, signAccessToken, verifyAccessToken } from '../auth/jwt';
import { revokeUserChains } from '../auth/refreshTokens';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, newPasswordProblems } from '../auth/passwords';
import { withActor, type Pool, type PoolClient } from '../db/pool';
import { ApiError, forbidden, notFound, ValidationError, type ViolationSpec } from '../hydra/errors';
import { originResolver } from '../hydra/docs';
import { referenceViolations, validateBody } from '../hydra/writes';
import { CODES } from '../hydra/validators';
import { deleteAccount, insertAccount, updateAccount } from '../repositories/users';
import { queueAccountAccessMail } from './accountAccessMail';
import type { Processor } from './deps';
import { loadMe } from './me';

interface TargetRow {
  id: number;
  email: string;
  username: string;
  role: string;
  enabled: boolean;
}

const COLUMNS: Partial<Record<UserField, string>> = {
  email: 'email',
  username: 'username',
  firstName: 'first_name',
  lastName: 'last_name',
  phone: 'phone',
  company: 'company',
  role: 'role_id',
  languagePreference: 'language_preference',
  enabled: 'enabled',
  tester: 'tester',
};

/** Another account already holds this e-mail or identifier (case-insensitive): 422 on the field. */
async function takenViolations(db: Pool | PoolClient, values: Record<string, unknown>, exceptId: number | null): Promise<ViolationSpec[]> {
  const out: ViolationSpec[] = [];
  for (const [field, column] of [['email', 'email'], ['username', 'username']] as const) {
    const value = values[field];
    if (typeof value !== 'string') continue;
    const { rowCount } = await db.query(`SELECT 1 FROM users WHERE lower(${column}) = lower($1) AND id IS DISTINCT FROM $2`, [value, exceptId]);
    if (rowCount) out.push({ propertyPath: field, key: field === 'email' ? 'api.violation.emailTaken' : 'api.violation.usernameTaken', code: CODES.notBlank });
  }
  return out;
}

/** The new password's problems (and a confirmation that differs), as violations: the account form's and the contact form's. */
export function passwordViolations(values: Record<string, unknown>, present: string[], identifiers: string[]): ViolationSpec[] {
  const password = values.plainPassword;
  if (typeof password !== 'string') {
    return present.includes('plainPasswordConfirmation') && values.plainPasswordConfirmation
      ? [{ propertyPath: 'plainPassword', key: 'api.violation.notBlank', code: CODES.notBlank }]
      : [];
  }
  const out: ViolationSpec[] = newPasswordProblems(password, identifiers).map((problem) => ({
    propertyPath: 'plainPassword',
    key: `api.violation.password.${problem}`,
    code: CODES.regex,
    params: { min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH },
  }));
  if (values.plainPasswordConfirmation !== password) {
    out.push({ propertyPath: 'plainPasswordConfirmation', key: 'api.violation.accountPasswordConfirmation', code: CODES.equalTo });
  }
  return out;
}

/** A unique index beaten by a concurrent write: the same 422 as the check before it. */
function mapUnique(err: unknown): never {
  const e = err as { code?: string; constraint?: string };
  if (e.code === '23505') {
    const field = e.constraint === 'users_username_key' ? 'username' : 'email';
    throw new ValidationError([{ propertyPath: field, key: `api.violation.${field}Taken`, code: CODES.notBlank }]);
  }
  throw err;
}

/** Enabled full admins other than `userId`, their rows locked until the write commits (two removals cannot both pass). */
async function otherFullAdmins(db: PoolClient, userId: number): Promise<number> {
  const { rows } = await db.query(
    `SELECT u.id FROM users u JOIN roles r ON r.id = u.role_id
      WHERE r.reference = $1 AND u.enabled AND u.id <> $2 ORDER BY u.id FOR UPDATE OF u`,
    [ROLES.SUPER_ADMIN, userId],
  );
  return rows.length;
}

async function roleReference(db: Pool | PoolClient, roleId: unknown): Promise<string | null> {
  if (typeof roleId !== 'number') return null;
  const { rows } = await db.query<{ reference: string }>('SELECT reference FROM roles WHERE id = $1', [roleId]);
  return rows[0]?.reference ?? null;
}

/** A lock-out refused (src/domain/accounts.ts lockoutProblem): 422 with its message, nothing changed. */
const lockoutError = (problem: 'self' | 'lastAdmin'): ApiError =>
  new ApiError(422, problem === 'self' ? 'api.error.userLockout' : 'api.error.lastFullAdmin');

/** `users`: the declaration of server/resources/userAccounts.ts (validation, the item read back). */
/** The refresh chain of the caller's access token (its `sid`), if any. */
async function callerChain(key: ReturnType<typeof jwtKey>, request: FastifyRequest): Promise<string | null> {
  const header = request.headers.authorization ?? '';
  const verified = await verifyAccessToken(key, header.replace(/^Bearer\s+/i, '').trim());
  return verified.ok ? verified.claims.chainId : null;
}

/** POST /backend/users (administrator.add, checked by the generic handler). */
const createUser: Processor = {
  async run({ pool, deps, resource: users, user, body, request }) {
    const { values, present, violations } = validateBody(users, body, 'create');
    violations.push(...(await referenceViolations(pool, users, user, values, violations)));
    violations.push(...(await takenViolations(pool, values, null)));
    // No identifier given: the e-mail is one (its being taken is already said on the e-mail).
    if (typeof values.email === 'string' && !values.username) values.username = values.email;
    violations.push(...passwordViolations(values, present, [String(values.email ?? ''), String(values.username ?? '')]));
    if (violations.length) throw new ValidationError(violations);
    // No password given: a random one nobody knows, and the access e-mail with a link to choose theirs.
    const chosen = typeof values.plainPassword === 'string';
    const password = chosen ? (values.plainPassword as string) : crypto.randomBytes(24).toString('base64url');
    const hash = await hashPassword(password);
    const fields: Record<string, unknown> = { password_hash: hash };
    for (const [field, column] of Object.entries(COLUMNS)) {
      if (values[field] === undefined || (values[field] === null && (field === 'enabled' || field === 'tester'))) continue;
      fields[column] = values[field];
    }
    const id = await withActor(pool, user.id, (db) => insertAccount(db, fields).catch(mapUnique));
    if (!chosen && deps.mailer) {
      await queueAccountAccessMail({ pool, mailer: deps.mailer, origin: originResolver(deps.config.publicUrl) }, { userId: id, requestLocale: request.locale });
    }
    return { item: id };
  },
};

/**
 * PATCH /backend/users/{id}: anyone on their own account, the full admin on any; the fields each
 * may write are src/domain/accounts.ts's. It finds the item itself: a user edits their own
 * account without the right to read the others'.
 */
const updateUser: Processor = {
  access: 'authenticated',
  findsItem: true,
  async run({ pool, deps, resource: users, user, body, id: itemId, request }) {
    const id = itemId!;
    const key = jwtKey(deps.config.jwtSecret);
    const isSelf = id === user.id;
    // Someone else's account, for a caller who may not read users: the 404 of a missing one.
    if (!isSelf && !can(user.roles, 'user.list')) throw notFound();
    const { rows } = await pool.query<TargetRow>(
      `SELECT u.id, u.email, u.username, r.reference AS role, u.enabled FROM users u JOIN roles r ON r.id = u.role_id WHERE u.id = $1`,
      [id],
    );
    const target = rows[0];
    if (!target) throw notFound();
    const writable = writableUserFields(user.roles, isSelf);
    const { values, present, violations } = validateBody(users, body, 'patch');
    if (writable.length === 0 || present.some((field) => !writable.includes(field as UserField))) throw forbidden();
    violations.push(...(await referenceViolations(pool, users, user, values, violations)));
    violations.push(...(await takenViolations(pool, values, id)));
    const identifiers = [String(values.email ?? target.email), String(values.username ?? target.username)];
    violations.push(...passwordViolations(values, present, identifiers));
    if (violations.length) throw new ValidationError(violations);
    const newRole = await roleReference(pool, values.role);
    const hash = typeof values.plainPassword === 'string' ? await hashPassword(values.plainPassword) : null;
    const chainId = hash && isSelf ? await callerChain(key, request) : null;

    const sessionVersion = await withActor(pool, user.id, async (db) => {
      const problem = lockoutProblem({
        isSelf,
        role: target.role,
        otherFullAdmins: await otherFullAdmins(db, id),
        newRole,
        newEnabled: typeof values.enabled === 'boolean' ? values.enabled : null,
      });
      if (problem) throw lockoutError(problem);
      const fields: Record<string, unknown> = {};
      for (const [field, column] of Object.entries(COLUMNS)) {
        if (!present.includes(field)) continue;
        // enabled and tester are NOT NULL: a null sent leaves them as they are.
        if (values[field] === null && (field === 'enabled' || field === 'tester')) continue;
        fields[column] = values[field];
      }
      if (hash) fields.password_hash = hash;
      const version = await updateAccount(db, id, fields).catch(mapUnique);
      // The trigger of migration 004 moved the session version on: every session ends, but
      // the caller's own chain follows the new version when the caller is the user.
      if (hash && version !== null) await revokeUserChains(db, id, chainId ? { chainId, sessionVersion: version } : undefined);
      return version;
    });

    if (!isSelf) return { item: id };
    const me = await loadMe(pool, id);
    if (hash && sessionVersion !== null) {
      const token = await signAccessToken(key, {
        id,
        username: me.username,
        email: me.email,
        role: me.role.reference,
        sessionVersion,
        chainId: chainId ?? undefined,
      });
      return { body: { ...me, token } };
    }
    return { body: me };
  },
};

/** DELETE /backend/users/{id} (read: user.list, then administrator.delete: the generic handler), under the lock-out rule. */
const deleteUser: Processor = {
  async run({ pool, user, id: itemId }) {
    const id = itemId!;
    const { rows } = await pool.query<TargetRow>(
      'SELECT u.id, r.reference AS role FROM users u JOIN roles r ON r.id = u.role_id WHERE u.id = $1',
      [id],
    );
    if (!rows.length) throw notFound();
    await withActor(pool, user.id, async (db) => {
      const problem = lockoutProblem({ isSelf: id === user.id, role: rows[0].role, otherFullAdmins: await otherFullAdmins(db, id), deleting: true });
      if (problem) throw lockoutError(problem);
      await deleteAccount(db, id);
    });
    return { status: 204 };
  },
};

export const userProcessors = { create: createUser, update: updateUser, delete: deleteUser };
