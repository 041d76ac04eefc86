/**
 * The writes of /backend/user_stand_roles (server/resources/userStandRoles.ts):
 *
 * - POST: a contact on a stand the caller may see, either an existing standist (`user`, one the
 *   caller's picker finds) or a new person (company, lastName, firstName, email, phone) whose
 *   account is created with a random password. Staff (userStandRole.edit) add any role; a
 *   standist only registers a new decorator on a stand where they are exhibitor or decorator,
 *   on a show with the add-decorator function (canRegisterDecorator: part 1 §2, part 2 §6, §7),
 *   and the new decorator gets their login e-mail at once.
 * - PATCH: the stand's overrides (company, names, phone; a value equal to the person's own is
 *   no override), the role, and the person's e-mail, language and password (part 2 §5); those
 *   three only of a standist's account whose every stand the caller sees (else a 422 on the field).
 * - POST /user_stand_roles/access_mail {stand, user, credentialsChanged}: the login e-mail of a
 *   contact of that stand, the "notify" of a contact save (the SPA's contactNotifyRequested).
 */
import type { FastifyRequest } from 'fastify';
import { can, canRegisterDecorator } from '@/domain/permissions';
import { ALL_STANDIST_ROLES, ROLES, STANDIST_ROLES } from '@/domain/roles';
import type { AuthUser } from '../auth/user';
import { hashPassword } from '../auth/passwords';
import { lockFor } from '../db/locks';
import { withActor, type Pool, type PoolClient } from '../db/pool';
import { originResolver } from '../hydra/docs';
import { updateAccount } from '../repositories/users';
import { insertContact, setContactValues, type ContactOverrides } from '../repositories/userStandRoles';
import { assertAccess } from '../hydra/access';
import { ApiError, forbidden, notFound, ValidationError, type ViolationSpec } from '../hydra/errors';
import { API_PREFIX } from '../hydra/resource';
import { standistScope, standScope } from '../hydra/scopes';
import { Params } from '../hydra/sql';
import { boolean, choice, CODES, iri, plainPassword } from '../hydra/validators';
import type { Action, Processor, ServiceDeps } from './deps';
import { queueStandAccessMail } from './standAccessMail';
import { passwordViolations } from './userWrites';
import { createStandist, emailTakenViolations, readPerson, unknownPasswordHash, type PersonFields } from './standistAccounts';

const standField = iri(`${API_PREFIX}/stands`, { required: true, missingKey: 'api.violation.standMissing' });
const userField = iri(`${API_PREFIX}/users`);
const roleField = choice(ALL_STANDIST_ROLES, { required: true });
const languageField = choice(['fr', 'en']);
const OVERRIDES = { company: 'company', firstName: 'first_name', lastName: 'last_name', phone: 'phone' } as const;

const check = (violations: ViolationSpec[], name: string, validator: { check(v: unknown): { ok: boolean; value?: unknown; key?: string; code?: string; params?: Record<string, string | number> } }, value: unknown) => {
  const result = validator.check(value);
  if (result.ok) return result.value;
  violations.push({ propertyPath: name, key: result.key!, code: result.code!, params: result.params });
  return undefined;
};

/** The stand, if the caller may see it, with what the decorator rule needs. */
async function standFor(pool: Pool, user: AuthUser, standId: number) {
  const params = new Params();
  const scope = standScope(user, params);
  const uid = params.add(user.id);
  const { rows } = await pool.query(
    `SELECT t.id, sh.stand_add_decorator_function AS decorator_function,
            ARRAY(SELECT usr.standist_role FROM user_stand_roles usr WHERE usr.stand_id = t.id AND usr.user_id = ${uid}) AS my_roles
       FROM stands t JOIN shows sh ON sh.id = t.show_id
      WHERE t.id = ${params.add(standId)}${scope ? ` AND ${scope}` : ''}`,
    params.values,
  );
  return rows[0] as { id: number; decorator_function: boolean; my_roles: string[] } | undefined;
}

/** The standist `userId` is one the caller's picker finds. */
async function standistVisible(pool: Pool, user: AuthUser, userId: number): Promise<boolean> {
  const params = new Params();
  const scope = standistScope(user, params);
  const { rowCount } = await pool.query(`SELECT 1 FROM users t WHERE t.id = ${params.add(userId)}${scope ? ` AND ${scope}` : ''}`, params.values);
  return Boolean(rowCount);
}

/**
 * Why the caller may not change this account's e-mail, password or language (the account's, not
 * the stand's), or null when they may: only a standist's account (a contact whose account an admin
 * made staff is no contact form's business), and only when every stand the person is on is within
 * the caller's scope: an organizer would otherwise take over a person another show also holds and,
 * logged in as them, read that show's stands.
 */
async function credentialsRefusal(pool: Pool, user: AuthUser, userId: number): Promise<'notStandist' | 'elsewhere' | null> {
  const params = new Params();
  const scope = standScope(user, params);
  const uid = params.add(userId);
  const elsewhere = scope
    ? `EXISTS (SELECT 1 FROM user_stand_roles usr JOIN stands t ON t.id = usr.stand_id WHERE usr.user_id = ${uid} AND NOT (${scope}))`
    : 'false';
  const { rows } = await pool.query(
    `SELECT r.reference = '${ROLES.STANDIST}' AS standist, ${elsewhere} AS elsewhere FROM users u JOIN roles r ON r.id = u.role_id WHERE u.id = ${uid}`,
    params.values,
  );
  if (rows[0]?.standist !== true) return 'notStandist';
  return rows[0].elsewhere ? 'elsewhere' : null;
}

/** The overrides to store: a value equal to the person's own (or blank) is none. */
function overrideValues(person: Partial<PersonFields>, own: Record<string, string | null>): ContactOverrides {
  const out: Record<string, string | null> = {};
  for (const [field, column] of Object.entries(OVERRIDES)) {
    if (!(field in person)) continue;
    const value = person[field as keyof PersonFields] ?? null;
    out[column] = value === null || value === (own[column] ?? null) ? null : value;
  }
  return out;
}

/**
 * Each decorator a standist registers is a new account and an e-mail: at most this many a day
 * on the stands they hold (more is a script, or a mistake better asked to support).
 */
export const DECORATORS_PER_DAY = 20;

/** The decorators created this last day on the stands `user` holds a role on. */
async function decoratorsToday(db: Pool | PoolClient, user: AuthUser): Promise<number> {
  const { rows } = await db.query(
    `SELECT count(*)::int AS n FROM user_stand_roles usr JOIN users u ON u.id = usr.user_id
      WHERE usr.standist_role = $2 AND u.created_at > now() - interval '1 day'
        AND usr.stand_id IN (SELECT mine.stand_id FROM user_stand_roles mine WHERE mine.user_id = $1)`,
    [user.id, STANDIST_ROLES.DECORATOR],
  );
  return rows[0].n;
}

const tooManyDecorators = () => new ApiError(429, 'api.error.tooManyDecorators', { limit: DECORATORS_PER_DAY }, { 'Retry-After': '3600' });

/**
 * The limit, checked where it holds: in the transaction that creates the decorator, under a lock
 * on the caller (server/db/locks.ts), so parallel registrations are counted one after the other
 * and exactly DECORATORS_PER_DAY pass.
 */
async function holdDecoratorQuota(db: PoolClient, user: AuthUser): Promise<void> {
  await lockFor(db, 'decoratorRegistrations', user.id);
  if ((await decoratorsToday(db, user)) >= DECORATORS_PER_DAY) throw tooManyDecorators();
}

async function createContact(pool: Pool, user: AuthUser, body: Record<string, unknown>) {
  assertAccess(user, 'userStandRole.add');
  const violations: ViolationSpec[] = [];
  const standId = check(violations, 'stand', standField, body.stand) as number | undefined;
  const role = check(violations, 'standistRole', roleField, body.standistRole) as string | undefined;
  const existingId = check(violations, 'user', userField, body.user) as number | null | undefined;
  const languagePreference = check(violations, 'languagePreference', languageField, body.languagePreference) as 'fr' | 'en' | null | undefined;
  const stand = standId ? await standFor(pool, user, standId) : undefined;
  if (standId && !stand) violations.push({ propertyPath: 'stand', key: 'api.violation.standNotFound', code: CODES.itemNotFound });

  const staff = can(user.roles, 'userStandRole.edit');
  if (stand && !staff) {
    // A standist registers their decorator, a new person, and nothing else.
    if (!canRegisterDecorator(user.roles, stand.my_roles, stand.decorator_function)) throw forbidden();
    if (role !== undefined && role !== STANDIST_ROLES.DECORATOR) throw forbidden();
    if (existingId) throw forbidden();
    // Refused early when plainly over (no checks, no hashing); holdDecoratorQuota decides.
    if ((await decoratorsToday(pool, user)) >= DECORATORS_PER_DAY) throw tooManyDecorators();
  }

  const person = readPerson(body, { partial: Boolean(existingId) });
  violations.push(...person.violations);
  if (existingId && !(await standistVisible(pool, user, existingId))) {
    violations.push({ propertyPath: 'user', key: 'api.violation.standistNotFound', code: CODES.itemNotFound });
  }
  if (!existingId && person.values.email && !violations.some((v) => v.propertyPath === 'email')) {
    violations.push(...(await emailTakenViolations(pool, person.values.email, null)));
  }
  if (existingId && standId && role && !violations.length) {
    const { rowCount } = await pool.query('SELECT 1 FROM user_stand_roles WHERE user_id = $1 AND stand_id = $2 AND standist_role = $3', [existingId, standId, role]);
    if (rowCount) violations.push({ propertyPath: 'user', key: 'api.violation.contactDuplicate', code: CODES.notBlank });
  }
  if (violations.length) throw new ValidationError(violations);

  const passwordHash = existingId ? null : await unknownPasswordHash();
  return withActor(pool, user.id, async (db) => {
    if (!staff) await holdDecoratorQuota(db, user);
    let userId = existingId ?? null;
    let overrides: ContactOverrides = {};
    if (userId) {
      const own = (await db.query('SELECT company, first_name, last_name, phone FROM users WHERE id = $1', [userId])).rows[0];
      overrides = overrideValues(person.values, own);
    } else {
      userId = await createStandist(db, person.values as PersonFields, languagePreference ?? null, passwordHash);
    }
    const id = await insertContact(db, { userId, standId: standId!, role: role! }, overrides).catch(duplicateAsViolation);
    return { id, userId, standId: standId!, created: !existingId, selfRegistered: !staff };
  });
}

function duplicateAsViolation(err: unknown): never {
  if ((err as { code?: string }).code === '23505') {
    throw new ValidationError([{ propertyPath: 'email', key: 'api.violation.contactEmailTaken', code: CODES.notBlank }]);
  }
  throw err;
}

/** The contact `id` is in the caller's scope and they may edit contacts (server/hydra/processors.ts checked it). */
async function updateContact(pool: Pool, user: AuthUser, id: number, body: Record<string, unknown>) {
  const violations: ViolationSpec[] = [];
  const has = (name: string) => Object.prototype.hasOwnProperty.call(body, name);
  const role = has('standistRole') ? (check(violations, 'standistRole', roleField, body.standistRole) as string | undefined) : undefined;
  const languagePreference = has('languagePreference') ? check(violations, 'languagePreference', languageField, body.languagePreference) : undefined;
  const person = readPerson(body, { partial: true });
  violations.push(...person.violations);
  const password = has('plainPassword') ? (check(violations, 'plainPassword', plainPassword, body.plainPassword) as string | null | undefined) : null;
  const link = (
    await pool.query(
      'SELECT usr.user_id, usr.stand_id, u.email, u.username, u.language_preference FROM user_stand_roles usr JOIN users u ON u.id = usr.user_id WHERE usr.id = $1',
      [id],
    )
  ).rows[0] as { user_id: number; stand_id: number; email: string; username: string; language_preference: string | null };
  if (password) {
    // The rules of every other place a password is set (the account form, the reset).
    violations.push(...passwordViolations({ plainPassword: password, plainPasswordConfirmation: body.plainPasswordConfirmation }, [], [link.email, link.username, person.values.email ?? '']));
  }
  const newEmail = person.values.email && person.values.email.toLowerCase() !== String(link.email).toLowerCase();
  // The form sends the language with every save: only a different one is a change of the account.
  const newLanguage = languagePreference !== undefined && (languagePreference ?? null) !== link.language_preference;
  if (newEmail || password || newLanguage) {
    // Said on the fields the caller changed, so the form tells why under them; nothing is written.
    const refusal = await credentialsRefusal(pool, user, link.user_id);
    if (refusal) {
      const key = refusal === 'elsewhere' ? 'api.violation.contactCredentialsElsewhere' : 'api.violation.contactCredentialsNotStandist';
      const fields = [...(newEmail ? ['email'] : []), ...(password ? ['plainPassword'] : []), ...(newLanguage ? ['languagePreference'] : [])];
      throw new ValidationError(fields.map((propertyPath) => ({ propertyPath, key, code: CODES.notEditable })));
    }
  }
  if (person.values.email && !violations.some((v) => v.propertyPath === 'email')) {
    violations.push(...(await emailTakenViolations(pool, person.values.email, link.user_id)));
  }
  if (violations.length) throw new ValidationError(violations);

  const passwordHash = password ? await hashPassword(password) : null;
  return withActor(pool, user.id, async (db: PoolClient) => {
    const own = (await db.query('SELECT email, username, company, first_name, last_name, phone FROM users WHERE id = $1 FOR UPDATE', [link.user_id])).rows[0];
    const contact: ContactOverrides & { standist_role?: string } = overrideValues(person.values, own);
    if (role) contact.standist_role = role;
    await setContactValues(db, id, contact).catch(duplicateRole);
    const emailChanged = Boolean(person.values.email) && person.values.email!.toLowerCase() !== String(own.email).toLowerCase();
    const account: Record<string, unknown> = {};
    if (emailChanged) {
      account.email = person.values.email;
      // The identifier of a standist is their e-mail unless staff gave them another.
      if (String(own.username).toLowerCase() === String(own.email).toLowerCase()) account.username = person.values.email;
    }
    if (languagePreference !== undefined) account.language_preference = languagePreference;
    if (passwordHash) account.password_hash = passwordHash;
    await updateAccount(db, link.user_id, account).catch(duplicateAsViolation);
    return { credentialsChanged: emailChanged || Boolean(passwordHash) };
  });
}

function duplicateRole(err: unknown): never {
  if ((err as { code?: string }).code === '23505') {
    throw new ValidationError([{ propertyPath: 'standistRole', key: 'api.violation.contactDuplicate', code: CODES.notBlank }]);
  }
  throw err;
}

/** The login e-mail of a contact, queued (its delivery id), or null without a mailer. */
function sendAccessMail(deps: ServiceDeps, request: FastifyRequest, userId: number, standId: number, credentialsChanged: boolean) {
  if (!deps.mailer) return null;
  const origin = originResolver(deps.config.publicUrl);
  return queueStandAccessMail({ pool: deps.pool, mailer: deps.mailer, origin }, { userId, standId, credentialsChanged, requestLocale: request.locale });
}

/** POST and PATCH /backend/user_stand_roles. */
export const contactProcessors: { create: Processor; update: Processor } = {
  create: {
    async run({ pool, deps, user, body, request }) {
      const created = await createContact(pool, user, body);
      // A decorator registered by a standist is told at once (no notify choice in that form).
      if (created.created && created.selfRegistered) await sendAccessMail(deps, request, created.userId, created.standId, false);
      return { item: created.id };
    },
  },
  update: {
    async run({ pool, user, body, id }) {
      const { credentialsChanged } = await updateContact(pool, user, id!, body);
      return { item: id!, extra: { credentialsChanged } };
    },
  },
};

/** POST /backend/user_stand_roles/access_mail {stand, user, credentialsChanged}: 202, queued or not. */
export const accessMailAction: Action = {
  on: 'collection',
  access: 'userStandRole.edit',
  description: "Queues a contact's login e-mail (the notify of a contact save).",
  async run({ pool, deps, resource, user, body, request }) {
    const violations: ViolationSpec[] = [];
    const standId = check(violations, 'stand', standField, body.stand) as number | undefined;
    const userId = check(violations, 'user', iri(`${API_PREFIX}/users`, { required: true }), body.user) as number | undefined;
    const credentialsChanged = check(violations, 'credentialsChanged', boolean(), body.credentialsChanged) as boolean | null | undefined;
    if (violations.length) throw new ValidationError(violations);
    // A contact of that stand, the stand within the caller's scope.
    const params = new Params();
    const scope = resource.scope?.(user, params) ?? null;
    const { rows } = await pool.query(
      `SELECT t.id FROM user_stand_roles t WHERE t.stand_id = ${params.add(standId)} AND t.user_id = ${params.add(userId)}${scope ? ` AND ${scope}` : ''} LIMIT 1`,
      params.values,
    );
    if (!rows.length) throw notFound();
    const deliveryId = await sendAccessMail(deps, request, userId!, standId!, Boolean(credentialsChanged));
    return { status: 202, body: { '@type': 'MailQueued', queued: deliveryId !== null } };
  },
};
