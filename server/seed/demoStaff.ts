/**
 * The demo's staff (issue 12, /administrateurs): an admin, support, security officers, SPS
 * coordinators and exhibition-center services, the show-linked ones linked to the shows they
 * work on, so the administrators screen has a real list (two pages). One support account is a
 * tester (issue 10). Password demo1234, like the other demo accounts.
 */
import { ROLES } from '@/domain/roles';
import { hashPassword } from '../auth/passwords';
import type { PoolClient } from '../db/pool';

interface StaffSeed {
  email: string;
  role: string;
  firstName: string;
  lastName: string;
  company: string;
  phone: string;
  language?: 'fr' | 'en';
  tester?: boolean;
  /** Link to every enabled show (else the first one only). */
  allShows?: boolean;
}

export const DEMO_STAFF: readonly StaffSeed[] = [
  { email: 'admin.adjoint@demo.test', role: ROLES.ADMIN, firstName: 'Bruno', lastName: 'Garnier', company: 'Astech', phone: '+33 1 23 45 68 01' },
  { email: 'support.testeur@demo.test', role: ROLES.SUPPORT, firstName: 'Thomas', lastName: 'Leroy', company: 'Astech', phone: '+33 1 23 45 68 02', tester: true },
  { email: 'support.en@demo.test', role: ROLES.SUPPORT, firstName: 'Grace', lastName: 'Walker', company: 'Astech', phone: '+44 20 7946 0000', language: 'en' },
  { email: 'securite@demo.test', role: ROLES.SECURITY_OFFICER, firstName: 'Karim', lastName: 'Benali', company: 'Bureau Sécurité Événements', phone: '+33 6 12 34 56 01', allShows: true },
  { email: 'securite2@demo.test', role: ROLES.SECURITY_OFFICER, firstName: 'Julie', lastName: 'Masson', company: 'Bureau Sécurité Événements', phone: '+33 6 12 34 56 02' },
  { email: 'sps@demo.test', role: ROLES.SPS_COORDINATOR, firstName: 'Pierre', lastName: 'Caron', company: 'Coordination SPS Île-de-France', phone: '+33 6 12 34 56 03', allShows: true },
  { email: 'sps2@demo.test', role: ROLES.SPS_COORDINATOR, firstName: 'Laura', lastName: 'Vidal', company: 'Coordination SPS Île-de-France', phone: '+33 6 12 34 56 04' },
  { email: 'parc@demo.test', role: ROLES.EXHIBITION_CENTER_SERVICE, firstName: 'Marc', lastName: 'Fabre', company: 'Parc des Expositions', phone: '+33 1 40 68 22 22', allShows: true },
  { email: 'parc2@demo.test', role: ROLES.EXHIBITION_CENTER_SERVICE, firstName: 'Nadia', lastName: 'Haddad', company: 'Parc des Expositions', phone: '+33 1 40 68 22 23' },
  { email: 'securite.en@demo.test', role: ROLES.SECURITY_OFFICER, firstName: 'Oliver', lastName: 'Hughes', company: 'Safe Events Ltd', phone: '+44 20 7946 0001', language: 'en' },
];

export async function seedDemoStaff(client: PoolClient, options: { password: string }): Promise<void> {
  const hash = await hashPassword(options.password);
  const roles = new Map<string, number>((await client.query('SELECT id, reference FROM roles')).rows.map((r) => [r.reference, r.id]));
  const shows: number[] = (await client.query('SELECT id FROM shows WHERE enabled ORDER BY id')).rows.map((r) => r.id);
  for (const s of DEMO_STAFF) {
    const { rows } = await client.query(
      `INSERT INTO users (email, username, password_hash, first_name, last_name, phone, company, role_id, language_preference, tester)
       VALUES ($1, $1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [s.email, hash, s.firstName, s.lastName, s.phone, s.company, roles.get(s.role), s.language ?? null, s.tester ?? false],
    );
    const linked = [ROLES.SECURITY_OFFICER, ROLES.SPS_COORDINATOR, ROLES.EXHIBITION_CENTER_SERVICE].includes(s.role as never);
    if (!linked) continue;
    for (const showId of s.allShows ? shows : shows.slice(0, 1)) {
      await client.query('INSERT INTO user_shows (user_id, show_id) VALUES ($1, $2)', [rows[0].id, showId]);
    }
  }
}
