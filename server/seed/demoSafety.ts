/**
 * The demo show's safety notices and stand media (issue 22): a notice on about half of its
 * stands — built by one company, by several (with the standist's contact), with an SPS
 * coordinator — never on the demo exhibitor's stand, so its 'NOTICE SPS EXPOSANT' modal opens at
 * the first visit; the stands of the other demo standists (decorator, agency) have theirs, so
 * their visits are not interrupted (but on the stand they share with the exhibitor). A few stands carry attestation documents in French and
 * English (stand media). Deterministic (its own seeded sequence).
 */
import { STANDIST_ROLES } from '@/domain/roles';
import type { PoolClient } from '../db/pool';
import { planPdf } from './demoMessages';
import { insertMedia } from './demoShows';
import { prng } from './prng';
import type { FileStorage } from '../services/storage';

const FIRST_NAMES = ['Camille', 'Lucas', 'Léa', 'Hugo', 'Chloé', 'Louis', 'Manon', 'Jules', 'Inès', 'Gabriel'];
const LAST_NAMES = ['Dubois', 'Lambert', 'Fontaine', 'Rousseau', 'Girard', 'Mercier', 'Blanc', 'Guérin', 'Faure', 'André'];
const COORDINATORS = [
  ['Nadia', 'Benali'],
  ['Marc', 'Olivier'],
  ['Sarah', 'Klein'],
] as const;

type Kind = 'oneBuilder' | 'severalBuilders' | 'withCoordinator' | 'severalWithCoordinator';
const KINDS: readonly Kind[] = ['oneBuilder', 'severalBuilders', 'oneBuilder', 'withCoordinator', 'severalWithCoordinator'];

export async function seedDemoSafety(client: PoolClient, files: FileStorage, options: { showId: number; accounts: Map<string, number> }): Promise<void> {
  const rand = prng(2208);
  const exhibitor = options.accounts.get('exhibitor@demo.test')!;
  const otherDemoStandists = ['decorator@demo.test', 'agency@demo.test'].map((email) => options.accounts.get(email)!);
  // The notices of the main seed built by several companies get the standist's contact the form requires then.
  await client.query(
    `UPDATE stand_security_instructions SET standist_lastname = last_name, standist_firstname = first_name, standist_phone = '+33 6 12 34 56 78',
       standist_email = 'standiste-' || stand_id || '@demo.test' WHERE built_by_more AND standist_lastname IS NULL`,
  );
  // The exhibitor's stands keep no notice (the random seed may have given one).
  await client.query('DELETE FROM stand_security_instructions WHERE stand_id IN (SELECT stand_id FROM user_stand_roles WHERE user_id = $1)', [exhibitor]);
  const { rows: stands } = await client.query<{ id: number; name: string; has_notice: boolean; demo_standist: boolean }>(
    `SELECT s.id, s.name, s.stand_security_instruction_id IS NOT NULL AS has_notice,
            EXISTS (SELECT 1 FROM user_stand_roles u WHERE u.stand_id = s.id AND u.user_id = ANY($3::int[])) AS demo_standist
       FROM stands s
      WHERE s.show_id = $1 AND NOT EXISTS (SELECT 1 FROM user_stand_roles u WHERE u.stand_id = s.id AND u.user_id = $2)
      ORDER BY demo_standist DESC, s.id`,
    [options.showId, exhibitor, otherDemoStandists],
  );
  const total = Number((await client.query('SELECT count(*) FROM stands WHERE show_id = $1', [options.showId])).rows[0].count);
  let missing = Math.round(total / 2) - stands.filter((s) => s.has_notice).length;
  let n = 0;
  for (const stand of stands) {
    if (stand.has_notice || (missing <= 0 && !stand.demo_standist)) continue;
    await insertNotice(client, stand, KINDS[n++ % KINDS.length], rand);
    missing -= 1;
  }

  // Attestation documents on a few stands with a notice: French, and English on every other one.
  const { rows: withNotice } = await client.query<{ id: number; name: string }>(
    `SELECT s.id, s.name FROM stands s WHERE s.show_id = $1 AND s.stand_security_instruction_id IS NOT NULL ORDER BY s.id LIMIT 4`,
    [options.showId],
  );
  for (const [i, stand] of withNotice.entries()) {
    for (const language of i % 2 === 0 ? ['fr', 'en'] : ['fr']) {
      const title = language === 'fr' ? 'Attestation de conformite du montage' : 'Stand assembly compliance certificate';
      const media = await insertMedia(client, files, 'standMedia', `${language === 'fr' ? 'attestation-montage' : 'assembly-certificate'}-${stand.id}.pdf`, planPdf(title, [stand.name, 'Salon Demo 2027']), 'application/pdf');
      await client.query('INSERT INTO stand_media (stand_id, media_id, language) VALUES ($1, $2, $3)', [stand.id, media, language]);
    }
  }
}

async function insertNotice(client: PoolClient, stand: { id: number; name: string }, kind: Kind, rand: ReturnType<typeof prng>): Promise<void> {
  const several = kind === 'severalBuilders' || kind === 'severalWithCoordinator';
  const coordinator = kind === 'withCoordinator' || kind === 'severalWithCoordinator' ? rand.pick(COORDINATORS) : null;
  const [firstName, lastName] = [rand.pick(FIRST_NAMES), rand.pick(LAST_NAMES)];
  const [standistFirst, standistLast] = [rand.pick(FIRST_NAMES), rand.pick(LAST_NAMES)];
  await client.query(
    `INSERT INTO stand_security_instructions (stand_id, download_ok, last_name, first_name, company, phone, email, built_by_one, built_by_more,
       number_of_builders, with_mezzanine, with_more_than_three_meter_heights, standist_lastname, standist_firstname, standist_phone, standist_email,
       with_coordinator, coordinator_last_name, coordinator_first_name, coordinator_phone, coordinator_email, created_by_id, created_at, updated_at)
     VALUES ($1, true, $2, $3, $4, '+33 1 40 00 00 00', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
       (SELECT user_id FROM user_stand_roles WHERE stand_id = $1 AND standist_role = $20 ORDER BY id LIMIT 1),
       timestamptz '2026-11-02 09:00:00+00' + ($1 % 20) * interval '1 day', timestamptz '2026-11-02 09:00:00+00' + ($1 % 20) * interval '1 day')`,
    [
      stand.id,
      lastName,
      firstName,
      stand.name,
      `securite-${stand.id}@demo.test`,
      !several,
      several,
      several ? rand.int(2, 4) : null,
      rand.chance(0.2),
      rand.chance(0.3),
      several ? standistLast : null,
      several ? standistFirst : null,
      several ? '+33 6 12 34 56 78' : null,
      several ? `standiste-${stand.id}@demo.test` : null,
      coordinator !== null,
      coordinator?.[1] ?? null,
      coordinator?.[0] ?? null,
      coordinator ? '+33 6 98 76 54 32' : null,
      coordinator ? `sps-${stand.id}@demo.test` : null,
      STANDIST_ROLES.EXHIBITOR,
    ],
  );
}
