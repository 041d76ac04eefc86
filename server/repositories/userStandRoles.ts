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

/** Changes a contact's overrides and role (`standist_role`); nothing when none is given. */
export async function setContactValues(db: Db, id: number, fields: ContactOverrides & { standist_role?: string }): Promise<void> {
  const { names, values } = columns(fields as Record<string, unknown>);
  if (!names.length) return;
  await db.query(`UPDATE user_stand_roles SET ${assignments(names)} WHERE id = $${names.length + 1}`, [...values, id]);
}
