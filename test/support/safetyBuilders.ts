/** Rows of the safety notice (issue 22) for API tests. */
import type { Pool } from '@server/db/pool';

export { readZip } from './readZip';

export interface SafetyNoticeRow {
  lastName?: string;
  firstName?: string;
  company?: string;
  phone?: string;
  email?: string;
  builtByMore?: boolean;
  withCoordinator?: boolean;
}

/** Turns the safety-instructions function on for the stand's show. */
export async function askSafetyNotice(pool: Pool, standId: number): Promise<void> {
  await pool.query('UPDATE shows SET security_instructions_function = true WHERE id = (SELECT show_id FROM stands WHERE id = $1)', [standId]);
}

/** A safety notice of the stand, as its form would store it; its id. */
export async function insertSafetyNotice(pool: Pool, standId: number, o: SafetyNoticeRow = {}): Promise<number> {
  const more = o.builtByMore === true;
  const { rows } = await pool.query(
    `INSERT INTO stand_security_instructions (stand_id, download_ok, last_name, first_name, company, phone, email, built_by_one, built_by_more,
       number_of_builders, standist_lastname, standist_firstname, standist_phone, standist_email, with_coordinator,
       coordinator_last_name, coordinator_first_name, coordinator_phone, coordinator_email)
     VALUES ($1, true, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING id`,
    [
      standId,
      o.lastName ?? 'Martin',
      o.firstName ?? 'Jeanne',
      o.company ?? 'ACME Stands',
      o.phone ?? '0102030405',
      o.email ?? 'jeanne@example.test',
      !more,
      more,
      more ? 3 : null,
      more ? 'Standiste' : null,
      more ? 'Sam' : null,
      more ? '0600000000' : null,
      more ? 'sam@example.test' : null,
      o.withCoordinator === true,
      o.withCoordinator ? 'Coordinatrice' : null,
      o.withCoordinator ? 'Cléo' : null,
      o.withCoordinator ? '0700000000' : null,
      o.withCoordinator ? 'cleo@example.test' : null,
    ],
  );
  return rows[0].id;
}

/** A complete notice body for the stand, built by one company. */
export const safetyNoticeBody = (standId: number): Record<string, unknown> => ({
  stand: `/backend/stands/${standId}`,
  downloadOk: true,
  lastName: 'Martin',
  firstName: 'Jeanne',
  company: 'ACME Stands',
  phone: '0102030405',
  email: 'jeanne@example.test',
  builtByOne: true,
  builtByMore: false,
  withMezzanine: false,
  withMoreThanThreeMeterHeights: false,
  withCoordinator: false,
});
