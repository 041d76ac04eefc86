/**
 * The demo's gateway (issue 24): the show whose gateway is on (source gl_event, 'SML26') gets its
 * exhibitors as a sync leaves them — a dozen stands keyed by their organizer's token (fixed, 32
 * characters, so the external sign-in link of a demo stand never changes), each with its exhibitor
 * account and the values last synced, one stand withdrawn by the last sync — and the reports of its
 * past runs: a preview, a failed scheduled run (CONNECTION_FAILED) and the last, succeeded sync with
 * its changes. Deterministic (dates relative to `now`). And the source itself: gl_event reaches the
 * demo organizer's server (server/demo/demoOrganizer.ts, its port set when it starts) with a demo
 * password, encrypted like any other; its file (./demoExhibitors.ts) names these stands again, so a
 * demo sync finds them unchanged (stand 3's conflict kept, stand 12 still withdrawn) beside new ones.
 */
import crypto from 'node:crypto';
import type { PoolClient } from 'pg';
import { ROLES, STANDIST_ROLES } from '@/domain/roles';
import type { SyncChange, SyncCounts } from '@/domain/api';
import { hashPassword } from '../auth/passwords';
import { externalTokenHash } from '../repositories/externalStandIdentifiers';
import { encryptSecret } from '../services/gateway/credentials';
import { DEMO_EXHIBITORS_MAX, DEMO_ORGANIZER, newDemoExhibitors, type DemoExhibitor } from './demoExhibitors';

export const DEMO_GATEWAY_STANDS = 12;
const HOUR = 3600_000;

/** The organizer's token of the demo stand `n` (1-based): 32 characters of a fixed hash. */
export const demoGatewayToken = (n: number): string => crypto.createHash('sha256').update(`SML26-stand-${n}`).digest('base64url').slice(0, 32);

const EXHIBITORS = [
  ['Atelier Chêne & Lin', 'Camille', 'Perrin'],
  ['Maison Brossard', 'Hugo', 'Brossard'],
  ['Lumières du Rhône', 'Inès', 'Faure'],
  ['Tapis Vernier', 'Louis', 'Vernier'],
  ['Céramiques Aubert', 'Léa', 'Aubert'],
  ['Bois Massif Guérin', 'Paul', 'Guérin'],
  ['Canapés Delorme', 'Sarah', 'Delorme'],
  ['Design Nomade', 'Yanis', 'Meyer'],
  ['Literie Saint-Clair', 'Chloé', 'Roux'],
  ['Ferronnerie Lacroix', 'Antoine', 'Lacroix'],
  ['Verrerie des Monts', 'Julie', 'Bonnet'],
  ['Rotin & Osier', 'Nicolas', 'Girard'],
] as const;

const standValues = (n: number) => ({
  name: EXHIBITORS[n - 1][0],
  hall: n <= 6 ? 'Hall 3' : 'Hall 4',
  aisle: String.fromCharCode(64 + ((n - 1) % 4) + 1),
  number: String(300 + n),
  surface: String([9, 12, 18, 24, 36][n % 5]),
  standType: n % 3 === 0 ? 'Stand nu' : 'Stand équipé',
});

const emailOf = (n: number) => `exposant${n}.meuble@demo.test`;

/**
 * The keyed stand `n` as the organizer's file names it now: the values of the last sync (stand 3's
 * name as the organizer has it, which the platform's hand edit keeps overriding).
 */
export function keyedDemoExhibitor(n: number): DemoExhibitor {
  const [company, firstName, lastName] = EXHIBITORS[n - 1];
  return {
    token: demoGatewayToken(n),
    ...standValues(n),
    ...(n === 3 ? { name: 'Lumières du Rhône SARL' } : {}),
    email: emailOf(n),
    firstName,
    lastName,
    company,
    phone: '+33 4 78 00 00 00',
    language: 'fr',
  };
}

/**
 * The demo organizer's file: first the stands the last sync keyed (stand 12, withdrawn, is absent),
 * then new exhibitors up to forty, which a demo sync creates.
 */
export function demoExhibitors(): DemoExhibitor[] {
  const keyed = Array.from({ length: DEMO_GATEWAY_STANDS - 1 }, (_, i) => keyedDemoExhibitor(i + 1));
  return [...keyed, ...newDemoExhibitors().slice(0, DEMO_EXHIBITORS_MAX - keyed.length)];
}

/** Points the gl_event source at the demo organizer's server (the port is set when that server starts). */
export async function seedDemoGatewaySource(client: PoolClient): Promise<void> {
  await client.query(
    `UPDATE sources SET protocol = 'http', host = '127.0.0.1', username = $1, password_encrypted = $2, base_path = '', entry_point = $3
      WHERE reference = 'gl_event'`,
    [DEMO_ORGANIZER.username, encryptSecret(DEMO_ORGANIZER.password), DEMO_ORGANIZER.fileName],
  );
}

export async function seedDemoGateway(client: PoolClient, options: { password: string; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  const show = (
    await client.query(`SELECT id, source_id, external_sync_at FROM shows WHERE external_sync AND source_id IS NOT NULL ORDER BY id LIMIT 1`)
  ).rows[0] as { id: number; source_id: number; external_sync_at: Date } | undefined;
  if (!show) return;
  const admin = (await client.query(`SELECT id FROM users WHERE email = 'admin@demo.test'`)).rows[0]?.id ?? null;
  const standistRole = (await client.query('SELECT id FROM roles WHERE reference = $1', [ROLES.STANDIST])).rows[0].id;
  const hash = await hashPassword(options.password);
  const lastSync = show.external_sync_at ?? new Date(now.getTime() - 2 * HOUR);
  const stands: Array<{ id: number; n: number; name: string }> = [];

  for (let n = 1; n <= DEMO_GATEWAY_STANDS; n++) {
    const values = standValues(n);
    // The last sync withdrew stand 12 (absent from the organizer's file).
    const enabled = n !== DEMO_GATEWAY_STANDS;
    const stand = await client.query(
      `INSERT INTO stands (show_id, name, hall, aisle, number, surface, stand_type, enabled, un_seen, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, false, $9, $9) RETURNING id`,
      [show.id, values.name, values.hall, values.aisle, values.number, values.surface, values.standType, enabled, lastSync],
    );
    const standId: number = stand.rows[0].id;
    const [company, firstName, lastName] = EXHIBITORS[n - 1];
    // Made by the gateway as a sync makes them, so their links open them (migration 034); the demo
    // password is the seed's, not one their owner chose (password_set_at stays empty).
    const user = await client.query(
      `INSERT INTO users (email, username, password_hash, first_name, last_name, company, phone, role_id, language_preference, created_by_gateway)
       VALUES ($1, $1, $2, $3, $4, $5, '+33 4 78 00 00 00', $6, 'fr', true) RETURNING id`,
      [emailOf(n), hash, firstName, lastName, company, standistRole],
    );
    const userId: number = user.rows[0].id;
    await client.query('INSERT INTO user_stand_roles (user_id, stand_id, standist_role) VALUES ($1, $2, $3)', [userId, standId, STANDIST_ROLES.EXHIBITOR]);
    // Stand 3 was renamed on the platform since (a hand edit the last sync kept: its conflict).
    const synced = { ...values, ...(n === 3 ? { name: 'Lumières du Rhône SARL' } : {}), contactEmail: emailOf(n) };
    if (n === 3) await client.query(`UPDATE stands SET name = 'Lumières du Rhône (Atelier)' WHERE id = $1`, [standId]);
    const token = demoGatewayToken(n);
    await client.query(
      `INSERT INTO external_stand_identifiers (stand_id, source_id, token_identifier, token_hash, expires_at, contact_user_id, synced_values, created_at, updated_at)
       VALUES ($1, $2, $3, $4, NULL, $5, $6, $7, $7)`,
      [standId, show.source_id, token, externalTokenHash(token), userId, JSON.stringify(synced), lastSync],
    );
    stands.push({ id: standId, n, name: n === 3 ? 'Lumières du Rhône (Atelier)' : values.name });
  }

  const iri = (n: number) => `/backend/stands/${stands[n - 1].id}`;
  const ref = (n: number) => ({ tokenIdentifier: demoGatewayToken(n), stand: iri(n), standName: stands[n - 1].name });
  const previewCounts: SyncCounts = { total: 13, created: 13, updated: 0, unchanged: 0, disabled: 0, enabled: 0, contactEmailChanged: 0, conflicts: 0, problems: 1 };
  const previewChanges: SyncChange[] = [
    { kind: 'problem', row: 9, messageId: 'api.sync.tokenRepeated', tokenIdentifier: demoGatewayToken(8) },
    ...stands.map((s) => ({ kind: 'created' as const, tokenIdentifier: demoGatewayToken(s.n), stand: null, standName: standValues(s.n).name })),
    { kind: 'created', tokenIdentifier: crypto.createHash('sha256').update('SML26-stand-13').digest('base64url').slice(0, 32), stand: null, standName: 'Cuisines Arnaud' },
  ];
  const syncCounts: SyncCounts = { total: 11, created: 0, updated: 2, unchanged: 7, disabled: 1, enabled: 0, contactEmailChanged: 1, conflicts: 1, problems: 0 };
  const syncChanges: SyncChange[] = [
    { kind: 'updated', ...ref(1), fields: { surface: ['9', standValues(1).surface] } },
    { kind: 'updated', ...ref(5), fields: { hall: ['Hall 4', 'Hall 3'], number: ['412', '305'] } },
    { kind: 'contactEmailChanged', ...ref(7), fields: { contactEmail: ['s.delorme@canapes-delorme.example', emailOf(7)] } },
    { kind: 'conflict', ...ref(3), fields: { name: ['Lumières du Rhône (Atelier)', 'Lumières du Rhône SARL'] } },
    { kind: 'disabled', ...ref(12) },
  ];
  const report = (o: { kind: string; trigger: string; status: string; at: Date; minutes: number; counts?: SyncCounts; changes?: SyncChange[]; error?: string; by: number | null }) =>
    client.query(
      `INSERT INTO show_sync_reports (show_id, kind, trigger, status, progress, created_by_id, started_at, finished_at, counts, changes, error_code, plan_digest)
       VALUES ($1, $2, $3, $4, 100, $5, $6, $7, $8, $9, $10, $11)`,
      [
        show.id,
        o.kind,
        o.trigger,
        o.status,
        o.by,
        o.at,
        new Date(o.at.getTime() + o.minutes * 60_000),
        JSON.stringify(o.counts ?? {}),
        JSON.stringify(o.changes ?? []),
        o.error ?? null,
        o.counts ? crypto.createHash('sha256').update(JSON.stringify([o.kind, o.at.toISOString()])).digest('hex') : null,
      ],
    );
  await report({ kind: 'preview', trigger: 'manual', status: 'succeeded', at: new Date(lastSync.getTime() - 72 * HOUR), minutes: 1, counts: previewCounts, changes: previewChanges, by: admin });
  await report({ kind: 'sync', trigger: 'scheduled', status: 'failed', at: new Date(lastSync.getTime() - 24 * HOUR), minutes: 0, error: 'CONNECTION_FAILED', by: null });
  await report({ kind: 'sync', trigger: 'manual', status: 'succeeded', at: new Date(lastSync.getTime() - 2 * 60_000), minutes: 2, counts: syncCounts, changes: syncChanges, by: admin });
}
