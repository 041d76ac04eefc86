/**
 * The one writer of `users` (docs/architecture.md, "Server layers"): accounts created by an
 * administrator, standists created with a stand or a contact, an account's fields, its password,
 * its session version, its deletion. Each function runs in the caller's transaction (`db`), whose
 * actor the timeline records; errors (a taken e-mail: 23505) are the caller's to translate.
 */
import type { PoolClient } from '../db/pool';
import { assignments, columns } from './columns';

type Db = Pick<PoolClient, 'query'>;

/**
 * A standist's account, its e-mail as identifier. Its id. `createdByGateway`: made by an external
 * sign-in, so its stand's token may open it until its owner chooses a password (migration 034).
 */
export async function insertStandist(
  db: Db,
  person: { email: string; firstName: string | null; lastName: string | null; phone: string | null; company: string | null },
  roleId: number,
  passwordHash: string,
  languagePreference: string | null,
  createdByGateway = false,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (email, username, password_hash, first_name, last_name, phone, company, role_id, language_preference, created_by_gateway)
     VALUES ($1, $1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [person.email, passwordHash, person.firstName, person.lastName, person.phone, person.company, roleId, languagePreference, createdByGateway],
  );
  return rows[0].id;
}

/**
 * Standists' accounts of a sync, one INSERT … FROM unnest for them all (the e-mails distinct and
 * held by no account: the caller checked, under its show's lock); their ids by lower-cased e-mail.
 * Marked made by the gateway: their stands' tokens may open them until a password is chosen.
 */
export async function insertStandists(
  db: Db,
  people: Array<{ email: string; firstName: string; lastName: string; phone: string | null; company: string | null; languagePreference: string | null }>,
  roleId: number,
  passwordHash: string,
): Promise<Map<string, number>> {
  if (!people.length) return new Map();
  // One JSON document rather than six text arrays: cheaper for the server process to write (a sync's 20,000 accounts).
  const json = JSON.stringify(
    people.map((p) => ({ email: p.email, first_name: p.firstName, last_name: p.lastName, phone: p.phone, company: p.company, language: p.languagePreference })),
  );
  const { rows } = await db.query<{ id: number; email: string }>(
    `INSERT INTO users (email, username, password_hash, first_name, last_name, phone, company, role_id, language_preference, created_by_gateway)
     SELECT r.email, r.email, $1, r.first_name, r.last_name, r.phone, r.company, $2, r.language, true
     FROM json_to_recordset($3::json) AS r(email text, first_name text, last_name text, phone text, company text, language text)
     RETURNING id, email`,
    [passwordHash, roleId, json],
  );
  return new Map(rows.map((r) => [r.email.toLowerCase(), r.id]));
}

/** An account of any role, from its columns (an administrator's POST /users). Its id. */
export async function insertAccount(db: Db, fields: Record<string, unknown>): Promise<number> {
  const { names, values } = columns(fields);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (${names.join(', ')}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    values,
  );
  return rows[0].id;
}

/**
 * Changes an account's columns (`updated_at` with them); its session version afterwards (the
 * trigger of migration 004 moves it on when the password, role or enabled flag changes). Null
 * when nothing was given to change.
 */
export async function updateAccount(db: Db, id: number, fields: Record<string, unknown>): Promise<number | null> {
  const { names, values } = columns(fields);
  if (!names.length) return null;
  const { rows } = await db.query<{ session_version: number }>(
    `UPDATE users SET ${assignments(names)}, updated_at = now() WHERE id = $${names.length + 1} RETURNING session_version`,
    [...values, id],
  );
  return rows[0].session_version;
}

/** A new password (a reset link spent). */
export async function setPassword(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [id, passwordHash]);
}

/** Ends every session of the user at once: access tokens (their `sv`) and refresh chains. */
export async function bumpSessionVersion(db: Db, userId: number): Promise<void> {
  await db.query('UPDATE users SET session_version = session_version + 1 WHERE id = $1', [userId]);
}

export async function deleteAccount(db: Db, id: number): Promise<void> {
  await db.query('DELETE FROM users WHERE id = $1', [id]);
}
