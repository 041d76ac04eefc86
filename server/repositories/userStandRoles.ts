/**
 * The one writer of `user_stand_roles`, a person's role on a stand (the stand's contacts), with
 * the stand's own values of their company, names and phone (null: the person's own). In the
 * caller's transaction; a duplicate (23505) is the caller's to translate.
 */
import { STANDIST_ROLES } from '@/domain/roles';
import type { PoolClient } from '../db/pool';
import { assignments, columns } from './columns';

type Db = Pick<PoolClient, 'query'>;

/** The overrides a contact may carry on its stand: column → value (null: the person's own). */
export interface ContactOverrides {
  company?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  phone?: string | null;
}

/** A contact with its role and overrides. Its id. */
export async function insertContact(db: Db, link: { userId: number; standId: number; role: string }, overrides: ContactOverrides): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO user_stand_roles (user_id, stand_id, standist_role, company, first_name, last_name, phone)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [link.userId, link.standId, link.role, overrides.company ?? null, overrides.first_name ?? null, overrides.last_name ?? null, overrides.phone ?? null],
  );
  return rows[0].id;
}

/** The exhibitor of a stand just created. */
export async function insertExhibitor(db: Db, userId: number, standId: number): Promise<void> {
  await db.query('INSERT INTO user_stand_roles (user_id, stand_id, standist_role) VALUES ($1, $2, $3)', [userId, standId, STANDIST_ROLES.EXHIBITOR]);
}

/**
 * A sync's exhibitor links, set-based: each pair's former exhibitor (`previousUserId`, when the
 * organizer's e-mail moved to another person) loses the stand's exhibitor role, the new one gets
 * it (kept when they already hold it). Two statements whatever the number of stands.
 */
export async function moveExhibitors(db: Db, links: Array<{ standId: number; userId: number; previousUserId: number | null }>): Promise<void> {
  if (!links.length) return;
  const moved = links.filter((l) => l.previousUserId !== null && l.previousUserId !== l.userId);
  if (moved.length) {
    await db.query(
      `DELETE FROM user_stand_roles usr USING unnest($1::int[], $2::int[]) AS r(stand_id, user_id)
        WHERE usr.stand_id = r.stand_id AND usr.user_id = r.user_id AND usr.standist_role = $3`,
      [moved.map((l) => l.standId), moved.map((l) => l.previousUserId), STANDIST_ROLES.EXHIBITOR],
    );
  }
  await db.query(
    `INSERT INTO user_stand_roles (stand_id, user_id, standist_role)
     SELECT r.stand_id, r.user_id, $3 FROM unnest($1::int[], $2::int[]) AS r(stand_id, user_id)
     ON CONFLICT (user_id, stand_id, standist_role) DO NOTHING`,
    [links.map((l) => l.standId), links.map((l) => l.userId), STANDIST_ROLES.EXHIBITOR],
  );
}

/**
 * Runs `write` with the links' check of their stand deferred (migration 035), then checks them:
 * `write` links people to stands whose ids are reserved (server/repositories/stands.ts,
 * reserveStandIds) and inserts those stands after, in the caller's transaction. Each new stand is
 * then written once with its people's texts (migration 020's insert triggers) instead of being
 * rewritten by the links' refresh (033). A link to a stand still missing at the end fails here.
 */
export async function linksBeforeStands<T>(db: Db, write: () => Promise<T>): Promise<T> {
  await db.query('SET CONSTRAINTS user_stand_roles_stand_id_fkey DEFERRED');
  const result = await write();
  await db.query('SET CONSTRAINTS user_stand_roles_stand_id_fkey IMMEDIATE');
  return result;
}

/** Changes a contact's overrides and role (`standist_role`); nothing when none is given. */
export async function setContactValues(db: Db, id: number, fields: ContactOverrides & { standist_role?: string }): Promise<void> {
  const { names, values } = columns(fields as Record<string, unknown>);
  if (!names.length) return;
  await db.query(`UPDATE user_stand_roles SET ${assignments(names)} WHERE id = $${names.length + 1}`, [...values, id]);
}
