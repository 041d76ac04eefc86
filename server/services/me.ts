/**
 * The caller's own record (GET /users/{id}/me), read by its route (server/resources/users.ts) and
 * returned by the account writes (./userWrites.ts) after a change of one's own account.
 */
import type { Me } from '@/domain/api';
import type { Pool } from '../db/pool';
import { notFound } from '../hydra/errors';
import { API_PREFIX } from '../hydra/resource';

/** The statement of GET /users/{id}/me (exported so the bench runs the very same SQL). */
export const ME_SQL = `
  SELECT u.id, u.email, u.username, u.first_name, u.last_name, u.phone, u.company, u.language_preference,
         u.enabled, u.tester, r.id AS role_id, r.reference AS role,
         ARRAY(SELECT us.show_id FROM user_shows us WHERE us.user_id = u.id
               UNION SELECT s.show_id FROM user_stand_roles usr JOIN stands s ON s.id = usr.stand_id AND s.enabled
                     JOIN shows sh ON sh.id = s.show_id AND sh.enabled WHERE usr.user_id = u.id
               ORDER BY 1) AS shows
  FROM users u JOIN roles r ON r.id = u.role_id
  WHERE u.id = $1`;

export async function loadMe(pool: Pool, id: number): Promise<Me & { '@context': string }> {
  const { rows } = await pool.query(ME_SQL, [id]);
  if (!rows.length) throw notFound();
  const u = rows[0];
  return {
    '@context': `${API_PREFIX}/contexts/User`,
    '@id': `${API_PREFIX}/users/${u.id}`,
    '@type': 'User',
    id: u.id,
    email: u.email,
    username: u.username,
    firstName: u.first_name,
    lastName: u.last_name,
    fullName: `${u.first_name} ${u.last_name}`.trim(),
    phone: u.phone,
    company: u.company,
    role: { '@id': `${API_PREFIX}/roles/${u.role_id}`, reference: u.role },
    languagePreference: u.language_preference,
    enabled: u.enabled,
    tester: u.tester,
    shows: (u.shows as number[]).map((showId) => `${API_PREFIX}/shows/${showId}`),
  };
}
