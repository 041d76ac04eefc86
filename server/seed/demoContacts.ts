/**
 * Contacts on every demo stand (issue 11, item 2): each stand gets an exhibitor, a decorator and an
 * agency, drawn from the demo's contact companies (decorateur-N@, agence-N@demo.test; the demo
 * accounts decorator@ and agency@ keep their three and two stands), and some links carry the
 * stand's own overrides, as organizers keep them: a site phone, a branch of the company, another
 * person of the team. Deterministic (its own PRNG sequence), run on the seeded database.
 */
import { STANDIST_ROLES } from '@/domain/roles';
import type { PoolClient } from '../db/pool';
import { prng } from './prng';

const BRANCHES = ['équipe Lyon', 'équipe Paris', 'atelier Nantes', 'pôle Salons'];
const SITE_FIRST_NAMES = ['Bastien', 'Lina', 'Romain', 'Sarah', 'Yanis', 'Pauline'];

export async function seedDemoContacts(client: PoolClient): Promise<void> {
  const rand = prng(1111);
  const pool = async (pattern: string): Promise<number[]> =>
    (await client.query<{ id: number }>('SELECT id FROM users WHERE email LIKE $1 ORDER BY id', [pattern])).rows.map((r) => r.id);
  const decorators = await pool('decorateur-%@demo.test');
  const agencies = await pool('agence-%@demo.test');
  if (!decorators.length || !agencies.length) return;
  const { rows: stands } = await client.query<{ id: number; roles: string[] }>(
    `SELECT s.id, ARRAY(SELECT DISTINCT usr.standist_role FROM user_stand_roles usr WHERE usr.stand_id = s.id) AS roles
       FROM stands s ORDER BY s.id`,
  );
  for (const stand of stands) {
    const add = async (userId: number, role: string, overrides: { company?: string; firstName?: string; phone?: string } = {}) =>
      client.query(
        `INSERT INTO user_stand_roles (user_id, stand_id, standist_role, company, first_name, phone) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (user_id, stand_id, standist_role) DO NOTHING`,
        [userId, stand.id, role, overrides.company ?? null, overrides.firstName ?? null, overrides.phone ?? null],
      );
    if (!stand.roles.includes(STANDIST_ROLES.DECORATOR)) {
      const decorator = rand.pick(decorators);
      // One decorator link in four is a branch of the company, with the site's phone.
      if (rand.chance(0.25)) {
        const { company } = (await client.query<{ company: string }>('SELECT company FROM users WHERE id = $1', [decorator])).rows[0];
        await add(decorator, STANDIST_ROLES.DECORATOR, { company: `${company} – ${rand.pick(BRANCHES)}`, phone: `+33 6 ${rand.int(10, 99)} ${rand.int(10, 99)} ${rand.int(10, 99)} ${rand.int(10, 99)}` });
      } else {
        await add(decorator, STANDIST_ROLES.DECORATOR);
      }
    }
    if (!stand.roles.includes(STANDIST_ROLES.AGENCY)) {
      await add(rand.pick(agencies), STANDIST_ROLES.AGENCY, rand.chance(0.2) ? { firstName: rand.pick(SITE_FIRST_NAMES) } : {});
    }
  }
  // Exhibitors reachable on site: a stand phone on one exhibitor link in five.
  await client.query(
    `UPDATE user_stand_roles SET phone = '+33 1 84 ' || lpad((id % 100)::text, 2, '0') || ' 20 27'
      WHERE standist_role = $1 AND phone IS NULL AND id % 5 = 0`,
    [STANDIST_ROLES.EXHIBITOR],
  );
}
