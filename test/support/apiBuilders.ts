/** Small builders: rows straight into the test database, tokens signed with the test secret. */
import { ROLES, STANDIST_ROLES, type StandistRole } from '@/domain/roles';
import type { StandStatus } from '@/domain/standStatus';
import { jwtKey, signAccessToken } from '@server/auth/jwt';
import { hashPassword } from '@server/auth/passwords';
import type { Pool } from '@server/db/pool';
import { TEST_JWT_SECRET } from './apiApp';

export { ROLES, STANDIST_ROLES };
export const TEST_PASSWORD = 'secret-1234';

let hashed: Promise<string> | null = null;
const testPasswordHash = () => (hashed ??= hashPassword(TEST_PASSWORD));

export interface TestUser {
  id: number;
  email: string;
  username: string;
  role: string;
}

let counter = 0;
const next = () => ++counter;

export async function insertUser(
  pool: Pool,
  options: { role?: string; email?: string; username?: string; firstName?: string; lastName?: string; company?: string | null; enabled?: boolean; withPassword?: boolean } = {},
): Promise<TestUser> {
  const n = next();
  const role = options.role ?? ROLES.STANDIST;
  const email = options.email ?? `user${n}-${Date.now()}@example.test`;
  const username = options.username ?? email;
  const { rows } = await pool.query(
    `INSERT INTO users (email, username, password_hash, first_name, last_name, company, role_id, enabled)
     VALUES ($1, $2, $3, $4, $5, $6, (SELECT id FROM roles WHERE reference = $7), $8) RETURNING id`,
    [
      email,
      username,
      options.withPassword === false ? null : await testPasswordHash(),
      options.firstName ?? `First${n}`,
      options.lastName ?? `Last${n}`,
      options.company === undefined ? `Company ${n}` : options.company,
      role,
      options.enabled ?? true,
    ],
  );
  return { id: rows[0].id, email, username, role };
}

export async function tokenFor(user: TestUser, nowSeconds?: number): Promise<string> {
  return signAccessToken(jwtKey(TEST_JWT_SECRET), user, nowSeconds);
}

export async function insertShow(
  pool: Pool,
  options: { name?: string; enabled?: boolean; createdAt?: string; installationDateStart?: string | null; organizerId?: number } = {},
): Promise<number> {
  const { rows } = await pool.query(
    `INSERT INTO shows (name, enabled, created_at, installation_date_start, organizer_id)
     VALUES ($1, $2, coalesce($3::timestamptz, now()), $4, $5) RETURNING id`,
    [options.name ?? `Show ${next()}`, options.enabled ?? true, options.createdAt ?? null, options.installationDateStart ?? null, options.organizerId ?? null],
  );
  return rows[0].id;
}

export async function linkUserShow(pool: Pool, userId: number, showId: number): Promise<void> {
  await pool.query('INSERT INTO user_shows (user_id, show_id) VALUES ($1, $2)', [userId, showId]);
}

export interface StandOptions {
  name?: string;
  hall?: string;
  aisle?: string;
  number?: string;
  standType?: string;
  surface?: string;
  status?: StandStatus;
  unSeen?: boolean;
  treated?: boolean;
  documentsTreated?: boolean;
  unSeenDocuments?: boolean;
  nbInProgressReports?: number;
  nbClosedReports?: number;
  updatedAt?: string;
  documentsUpdatedAt?: string | null;
  documentStatus?: string;
}

export async function insertStand(pool: Pool, showId: number, o: StandOptions = {}): Promise<number> {
  const n = next();
  const { rows } = await pool.query(
    `INSERT INTO stands (show_id, name, hall, aisle, number, stand_type, surface, status, un_seen, treated,
       documents_treated, un_seen_documents, nb_in_progress_reports, nb_closed_reports, updated_at,
       documents_updated_at, stand_document_status_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, coalesce($15::timestamptz, now()), $16,
       (SELECT id FROM stand_document_statuses WHERE reference = $17))
     RETURNING id`,
    [
      showId,
      o.name ?? `Stand ${n}`,
      o.hall ?? 'Hall 1',
      o.aisle ?? 'A',
      o.number ?? String(n),
      o.standType ?? 'Stand nu',
      o.surface ?? '10',
      o.status ?? 'waitingForPlans',
      o.unSeen ?? false,
      o.treated ?? true,
      o.documentsTreated ?? true,
      o.unSeenDocuments ?? false,
      o.nbInProgressReports ?? 0,
      o.nbClosedReports ?? 0,
      o.updatedAt ?? null,
      o.documentsUpdatedAt ?? null,
      o.documentStatus ?? null,
    ],
  );
  return rows[0].id;
}

export async function addStandRole(
  pool: Pool,
  userId: number,
  standId: number,
  role: StandistRole = STANDIST_ROLES.EXHIBITOR,
  overrides: { firstName?: string; lastName?: string; company?: string } = {},
): Promise<number> {
  const { rows } = await pool.query(
    `INSERT INTO user_stand_roles (user_id, stand_id, standist_role, first_name, last_name, company)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [userId, standId, role, overrides.firstName ?? null, overrides.lastName ?? null, overrides.company ?? null],
  );
  return rows[0].id;
}

export async function insertLayoutType(pool: Pool, label: string, color = '#123456'): Promise<number> {
  const { rows } = await pool.query('INSERT INTO layout_types (label, color) VALUES ($1, $2) RETURNING id', [label, color]);
  return rows[0].id;
}

export async function addStandLayout(pool: Pool, standId: number, layoutTypeId: number): Promise<void> {
  await pool.query('INSERT INTO stand_layouts (stand_id, layout_type_id) VALUES ($1, $2)', [standId, layoutTypeId]);
}

export async function addSecurityInstruction(pool: Pool, standId: number): Promise<number> {
  const { rows } = await pool.query(
    'INSERT INTO stand_security_instructions (stand_id, download_ok) VALUES ($1, true) RETURNING id',
    [standId],
  );
  return rows[0].id;
}

/** The ids of a collection answer, in order. */
export const ids = (body: { 'hydra:member': Array<{ id: number }> }): number[] => body['hydra:member'].map((m) => m.id);

/** The role groups that see every row (no link needed). */
const SEES_EVERYTHING = new Set<string>([ROLES.SUPER_ADMIN, ROLES.ADMIN, ROLES.SUPPORT]);

/**
 * A stand the user may see: in a new enabled show, linked to the user the way their role
 * is (a stand role for a standist, user_shows for the show-linked roles).
 */
export async function insertStandInScope(pool: Pool, user: TestUser, o: StandOptions = {}): Promise<number> {
  const show = await insertShow(pool);
  const stand = await insertStand(pool, show, o);
  if (user.role === ROLES.STANDIST) await addStandRole(pool, user.id, stand);
  else if (!SEES_EVERYTHING.has(user.role)) await linkUserShow(pool, user.id, show);
  return stand;
}

/** A stand the user may not see (a show nobody links them to), or null when they see every stand. */
export async function insertStandOutOfScope(pool: Pool, user: TestUser): Promise<number | null> {
  if (SEES_EVERYTHING.has(user.role)) return null;
  return insertStand(pool, await insertShow(pool));
}
