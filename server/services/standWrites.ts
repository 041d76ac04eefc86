/**
 * POST /backend/stands (part 1 §5 new stand form, issue 11 item 1): the stand's fields (the
 * resource's own validators: name, standType, hall, aisle, number, surface), its show (one the
 * caller may see: an organizer adds only to their shows), the notify choice, and its exhibitor:
 * an existing standist (`exhibitor`, an IRI of /backend/users the caller's picker finds) or a
 * new person (company, lastName, firstName, email, phone optional) whose account is made with a
 * random password. Stand, account and contact in one transaction; with notify on, the exhibitor's
 * login e-mail is queued after it.
 */
import type { AuthUser } from '../auth/user';
import { withActor, type Pool } from '../db/pool';
import { originResolver } from '../hydra/docs';
import { assertAccess } from '../hydra/access';
import { ValidationError, type ViolationSpec } from '../hydra/errors';
import { validateBody } from '../hydra/writes';
import { API_PREFIX, type Resource } from '../hydra/resource';
import { existsInScope } from '../hydra/statements';
import { boolean, CODES, iri } from '../hydra/validators';
import { insertStand, type StandValues } from '../repositories/stands';
import { insertExhibitor } from '../repositories/userStandRoles';
import type { Processor } from './deps';
import { queueStandAccessMail } from './standAccessMail';
import { createStandist, emailTakenViolations, readPerson, type PersonFields } from './standistAccounts';

const showField = iri(`${API_PREFIX}/shows`, { required: true, missingKey: 'api.violation.showMissing' });
const exhibitorField = iri(`${API_PREFIX}/users`);
const notifyField = boolean({ required: true });

function take(violations: ViolationSpec[], name: string, result: ReturnType<typeof showField.check>): unknown {
  if (result.ok) return result.value;
  violations.push({ propertyPath: name, key: result.key, code: result.code, params: result.params });
  return undefined;
}

/** The declarations the stand creation reads (server/resources: they are passed in, services never import a resource). */
export interface StandCreateResources {
  stands: Resource;
  shows: Resource;
  /** The standist picker: an exhibitor must be one the caller could pick. */
  standists: Resource;
}

/** The fields of the new stand form (the triage flags are not set on creation). */
const FORM_FIELDS = ['name', 'standType', 'hall', 'aisle', 'number', 'surface'];
const formOf = (stands: Resource): Resource => ({ ...stands, fields: Object.fromEntries(FORM_FIELDS.map((f) => [f, stands.fields[f]])) });

export async function createStand(pool: Pool, resources: StandCreateResources, user: AuthUser, body: unknown) {
  assertAccess(user, 'stand.add');
  const { values, violations } = validateBody(formOf(resources.stands), body, 'create');
  const input = body as Record<string, unknown>;
  const showId = take(violations, 'show', showField.check(input.show)) as number | undefined;
  const notify = take(violations, 'notify', notifyField.check(input.notify)) as boolean | undefined;
  const exhibitorId = take(violations, 'exhibitor', exhibitorField.check(input.exhibitor)) as number | null | undefined;
  if (showId && !(await existsInScope(pool, resources.shows, user, showId))) {
    violations.push({ propertyPath: 'show', key: 'api.violation.showNotFound', code: CODES.itemNotFound });
  }
  let person: Partial<PersonFields> = {};
  if (exhibitorId) {
    if (!(await existsInScope(pool, resources.standists, user, exhibitorId))) {
      violations.push({ propertyPath: 'exhibitor', key: 'api.violation.standistNotFound', code: CODES.itemNotFound });
    }
  } else if (exhibitorId === null) {
    const read = readPerson(input);
    person = read.values;
    violations.push(...read.violations);
    if (person.email && !read.violations.some((v) => v.propertyPath === 'email')) violations.push(...(await emailTakenViolations(pool, person.email, null)));
  }
  if (violations.length) throw new ValidationError(violations);

  return withActor(pool, user.id, async (db) => {
    const standId = await insertStand(db, showId!, values as Record<keyof StandValues, string | null>);
    const userId = exhibitorId ?? (await createStandist(db, person as PersonFields));
    await insertExhibitor(db, userId, standId).catch((err) => {
      if ((err as { code?: string }).code === '23505') throw new ValidationError([{ propertyPath: 'email', key: 'api.violation.contactEmailTaken', code: CODES.notBlank }]);
      throw err;
    });
    return { standId, userId, notify: Boolean(notify), newUser: !exhibitorId };
  });
}

/**
 * The processor of POST /backend/stands: the stand, then (with notify on) the exhibitor's login
 * e-mail, queued after the transaction.
 */
export function standCreation(resources: Omit<StandCreateResources, 'stands'>): Processor {
  return {
    async run({ pool, deps, resource, user, body, request }) {
      const created = await createStand(pool, { ...resources, stands: resource }, user, body);
      if (created.notify && deps.mailer) {
        await queueStandAccessMail(
          { pool, mailer: deps.mailer, origin: originResolver(deps.config.publicUrl) },
          { userId: created.userId, standId: created.standId, credentialsChanged: false, requestLocale: request.locale },
        );
      }
      return { item: created.standId };
    },
  };
}
