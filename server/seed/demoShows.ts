/**
 * More demo shows (issue 12), at the stages a show list holds in a real month of work, dated from
 * the day the seed runs: one being installed now (the gateway on, every document), one in
 * preparation (helper data such as demand settings comes from their own seeds), one finished and
 * disabled. Each has its organizer (an account of its own, linked in user_shows, so the six demo
 * accounts keep the one show they had) and its files (a logo, the rules, the map; the security
 * instructions where the function is on).
 */
import { ROLES } from '@/domain/roles';
import { hashPassword } from '../auth/passwords';
import { storeFile, type FileStorage } from '../services/storage';
import type { PoolClient } from '../db/pool';
import { planPdf } from './demoMessages';
import { solidPng } from './png';

const DAY = 24 * 3600_000;

export interface DemoShowSpec {
  name: string;
  organizer: { email: string; firstName: string; lastName: string; company: string };
  /** Installation start, in days from today (07:00 UTC). */
  startsIn: number;
  /** Fixed, and before the demo show's: the home page keeps 'Salon Démo 2027' first (newest first). */
  createdAt: string;
  enabled: boolean;
  logoColor: readonly [number, number, number];
  securityInstructions: boolean;
  gateway: boolean;
}

export const DEMO_EXTRA_SHOWS: readonly DemoShowSpec[] = [
  {
    name: 'Salon du Meuble de Lyon 2026',
    organizer: { email: 'organisatrice.meuble@demo.test', firstName: 'Claire', lastName: 'Rocher', company: 'Lyon Expo Événements' },
    startsIn: -1,
    createdAt: '2026-05-04T08:00:00Z',
    enabled: true,
    logoColor: [176, 58, 46],
    securityInstructions: true,
    gateway: true,
  },
  {
    name: 'Salon Habitat & Jardin 2027',
    organizer: { email: 'organisateur.habitat@demo.test', firstName: 'Marc', lastName: 'Vasseur', company: 'Habitat Expo' },
    startsIn: 120,
    createdAt: '2026-08-20T08:00:00Z',
    enabled: true,
    logoColor: [46, 125, 50],
    securityInstructions: false,
    gateway: false,
  },
  {
    name: 'Foire de Printemps 2026',
    organizer: { email: 'organisatrice.foire@demo.test', firstName: 'Nadia', lastName: 'Benali', company: 'Foires de France' },
    startsIn: -210,
    createdAt: '2025-10-01T08:00:00Z',
    enabled: false,
    logoColor: [94, 53, 177],
    securityInstructions: true,
    gateway: false,
  },
];

export async function insertMedia(client: PoolClient, files: FileStorage, kind: string, name: string, bytes: Buffer, mime: string): Promise<number> {
  const storageName = await storeFile(files, bytes, mime === 'image/png' ? '.png' : '.pdf');
  const { rows } = await client.query(
    'INSERT INTO media (kind, media_file_name, storage_name, mime_type, size) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [kind, name, storageName, mime, bytes.length],
  );
  return rows[0].id;
}

/** A show document (rules, map, safety instructions): a small PDF of `lines`. */
export const insertDemoShowPdf = (client: PoolClient, files: FileStorage, name: string, title: string, lines: string[]) =>
  insertMedia(client, files, 'showDocument', name, planPdf(title, lines), 'application/pdf');

export async function seedDemoShows(client: PoolClient, files: FileStorage, options: { password: string; now?: Date }): Promise<number[]> {
  const today = new Date(options.now ?? new Date());
  today.setUTCHours(7, 0, 0, 0);
  const day = (n: number, hours = 0) => new Date(today.getTime() + n * DAY + hours * 3600_000);
  const organizerRole = (await client.query('SELECT id FROM roles WHERE reference = $1', [ROLES.ORGANIZER])).rows[0].id;
  const glEvent = (await client.query("SELECT id FROM sources WHERE reference = 'gl_event'")).rows[0]?.id ?? null;
  const hash = await hashPassword(options.password);
  const ids: number[] = [];
  for (const spec of DEMO_EXTRA_SHOWS) {
    const o = spec.organizer;
    const user = await client.query(
      `INSERT INTO users (email, username, password_hash, first_name, last_name, company, phone, role_id, enabled)
       VALUES ($1, $1, $2, $3, $4, $5, '+33 4 72 00 00 00', $6, true) RETURNING id`,
      [o.email, hash, o.firstName, o.lastName, o.company, organizerRole],
    );
    const organizerId: number = user.rows[0].id;
    const slug = spec.name.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    const logo = await insertMedia(client, files, 'showLogo', `logo-${slug}.png`, solidPng(spec.logoColor, 170), 'image/png');
    const guide = await insertDemoShowPdf(client, files, `reglement-${slug}.pdf`, `Reglement - ${spec.name}`, ['Horaires de montage et de demontage.', 'Hauteur maximale des stands : 4 m.']);
    const map = await insertDemoShowPdf(client, files, `plan-${slug}.pdf`, `Plan du salon - ${spec.name}`, ['Hall 1 : mobilier', 'Hall 2 : decoration']);
    const security = spec.securityInstructions
      ? await insertDemoShowPdf(client, files, `consignes-securite-${slug}.pdf`, 'Consignes de securite', ['Port des EPI obligatoire pendant le montage.', 'Allees degagees en permanence.'])
      : null;
    const s = spec.startsIn;
    const { rows } = await client.query(
      `INSERT INTO shows (name, logo_id, exhibitor_guide_id, map_id, security_instructions_id,
         installation_date_start, installation_date_end, uninstallation_date_start, uninstallation_date_end, organizer_deadline,
         security_instructions_function, stand_documents_function, stand_add_decorator_function, external_sync, enabled,
         organizer_id, source_id, source_path, external_sync_deadline, external_sync_at, external_exhibitor_access_url, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, true, false, $12, $13, $14, $15, $16, $17, $18, $19, $20, $20) RETURNING id`,
      [
        spec.name,
        logo,
        guide,
        map,
        security,
        day(s),
        day(s + 3, 11),
        day(s + 7, 11),
        day(s + 8, 5),
        day(s - 21, 10),
        spec.securityInstructions,
        spec.gateway,
        spec.enabled,
        organizerId,
        spec.gateway ? glEvent : null,
        spec.gateway ? 'SML26' : null,
        spec.gateway ? day(s - 3) : null,
        spec.gateway ? day(0, -2) : null,
        spec.gateway ? 'https://exposants.salon-meuble-lyon.example/acces' : null,
        new Date(spec.createdAt),
      ],
    );
    const showId: number = rows[0].id;
    await client.query('INSERT INTO user_shows (user_id, show_id) VALUES ($1, $2)', [organizerId, showId]);
    if (spec.gateway) {
      await client.query(
        `INSERT INTO show_source_query_parameters (show_id, source_id, name, value, position)
         VALUES ($1, $2, 'edition', '2026', 0), ($1, $2, 'lang', 'fr', 1)`,
        [showId, glEvent],
      );
    }
    ids.push(showId);
  }
  return ids;
}
