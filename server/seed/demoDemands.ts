/**
 * Demo requests (issue 21): about forty requests on the demo show, across the five types and the
 * three statuses, each by its stand's exhibitor, with threads (a question and its answer, the
 * decisions with their confirmed date-times and the standard bilingual text), logistics items with
 * a generated PDF plan (some with a photo), and the demo exhibitor's own requests (one in progress,
 * one validated) on their stand, so the list, its counters and the dashboards look lived in.
 * Deterministic (a seeded PRNG); dates inside each type's window of demoDemandConfigs.ts.
 */
import type { PoolClient } from 'pg';
import { DEMAND_MEANS, demandFamily } from '@/domain/demands';
import { t } from '../i18n';
import { storeFile, type FileStorage } from '../services/storage';
import { planPdf } from './demoMessages';
import { solidPng } from './png';
import { prng } from './prng';

export const DEMO_DEMAND_COUNT = 40;
const HOUR = 3600_000;
const DAY = 24 * HOUR;

interface ConfigRow {
  reference: string;
  surface_min: string;
  demands_after: Date | null;
  demands_before: Date | null;
}

interface StandRow {
  id: number;
  name: string;
  number: string;
  surface_value: string;
  exhibitor_id: number;
  first_name: string;
  last_name: string;
  company: string | null;
  phone: string | null;
  email: string;
}

const COMMENTS: Record<string, readonly string[]> = {
  exemption_delivery: ['Livraison du mobilier par semi-remorque.', 'Livraison des écrans et de la signalétique.', 'Arrivée tardive du transporteur (horaire imposé).'],
  exemption_mounting: ['Montage de nuit nécessaire pour la structure suspendue.', 'Deux jours de montage pour la mezzanine.', 'Montage anticipé du plancher technique.'],
  exemption_dismantling: ['Démontage le lendemain matin (retour du transporteur).', 'Démontage prolongé : structure bois.'],
  logistic_vehicle: ['Stationnement d’un camion pour déchargement.', 'Véhicule d’exposition à faire entrer dans le hall.'],
  logistic_material: ['Machine de démonstration de 1,2 tonne.', 'Caisses de matériel sur palettes.'],
};

const validatedText = () => `${t('fr', 'api.message.demandValidated')}\n\n${t('en', 'api.message.demandValidated')}`;

/** A date-time in the window (hours rounded), or around `fallback` when the window is open. */
function inWindow(rand: ReturnType<typeof prng>, config: ConfigRow, fallback: Date): Date {
  const from = config.demands_after?.getTime() ?? fallback.getTime() - 3 * DAY;
  const to = config.demands_before?.getTime() ?? from + 5 * DAY;
  return new Date(Math.round((from + rand.next() * Math.max(to - from, HOUR)) / HOUR) * HOUR);
}

async function message(
  client: PoolClient,
  o: { demandId: number; authorId: number; standRole: string | null; content: string; at: Date; status?: string; asked?: Date | null; pickup?: Date | null },
): Promise<void> {
  const { rows } = await client.query(
    'INSERT INTO messages (content, created_by_id, created_by_stand_role, created_at, updated_at) VALUES ($1, $2, $3, $4, $4) RETURNING id',
    [o.content, o.authorId, o.standRole, o.at],
  );
  await client.query(
    `INSERT INTO demand_messages (demand_id, message_id, new_demand_status, new_demand_asked_datetime, new_demand_pickup_datetime, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [o.demandId, rows[0].id, o.status ?? null, o.asked ?? null, o.pickup ?? null, o.at],
  );
}

async function logisticFile(client: PoolClient, files: FileStorage, o: { logisticId: number; type: 'plan' | 'document'; name: string; bytes: Buffer; mime: string; uploaderId: number; at: Date }) {
  const storageName = await storeFile(files, o.bytes, o.mime === 'application/pdf' ? '.pdf' : '.png');
  const media = await client.query(
    `INSERT INTO media (kind, media_file_name, storage_name, mime_type, size, created_by_id, created_at)
     VALUES ('demandLogistic', $1, $2, $3, $4, $5, $6) RETURNING id`,
    [o.name, storageName, o.mime, o.bytes.length, o.uploaderId, o.at],
  );
  await client.query('INSERT INTO demand_logistic_media (demand_logistic_id, media_id, type, created_at) VALUES ($1, $2, $3, $4)', [
    o.logisticId,
    media.rows[0].id,
    o.type,
    o.at,
  ]);
}

export async function seedDemoDemands(
  client: PoolClient,
  files: FileStorage,
  options: { showId: number; accounts: ReadonlyMap<string, number>; now?: Date },
): Promise<void> {
  const rand = prng(2121);
  const now = options.now ?? new Date();
  const staff = [options.accounts.get('support@demo.test')!, options.accounts.get('organizer@demo.test')!, options.accounts.get('admin@demo.test')!];
  const configs = (
    await client.query<ConfigRow>(
      `SELECT dt.reference, c.surface_min, c.demands_after, c.demands_before FROM demand_configs c JOIN demand_types dt ON dt.id = c.demand_type_id
        WHERE c.show_id = $1 ORDER BY dt.position`,
      [options.showId],
    )
  ).rows;
  if (!configs.length) return;
  const stands = (
    await client.query<StandRow>(
      `SELECT s.id, s.name, s.number, s.surface_value, u.id AS exhibitor_id, coalesce(usr.first_name, u.first_name) AS first_name,
              coalesce(usr.last_name, u.last_name) AS last_name, coalesce(usr.company, u.company) AS company, u.phone, u.email
         FROM stands s JOIN LATERAL (SELECT * FROM user_stand_roles x WHERE x.stand_id = s.id AND x.standist_role = 'ROLE_STANDIST_EXHIBITOR' ORDER BY x.id LIMIT 1) usr ON true
         JOIN users u ON u.id = usr.user_id
        WHERE s.show_id = $1 ORDER BY s.id`,
      [options.showId],
    )
  ).rows;
  const exhibitorId = options.accounts.get('exhibitor@demo.test');

  // The demo exhibitor's stand first (two requests of theirs), then every third stand or so.
  const plan: Array<{ stand: StandRow; type: string; status: string }> = [];
  const own = stands.find((s) => s.exhibitor_id === exhibitorId);
  const offered = (stand: StandRow) => configs.filter((c) => Number(c.surface_min) <= Number(stand.surface_value));
  if (own) {
    const types = offered(own).map((c) => c.reference);
    if (types.includes('exemption_delivery')) plan.push({ stand: own, type: 'exemption_delivery', status: 'in_progress' });
    const logistic = types.find((r) => r.startsWith('logistic')) ?? types.find((r) => r !== 'exemption_delivery');
    if (logistic) plan.push({ stand: own, type: logistic, status: 'validated' });
  }
  for (const stand of stands) {
    if (plan.length >= DEMO_DEMAND_COUNT) break;
    if (stand === own || !rand.chance(0.4)) continue;
    const types = offered(stand);
    if (!types.length) continue;
    plan.push({
      stand,
      type: rand.pick(types).reference,
      status: rand.weighted([
        ['in_progress', 5],
        ['validated', 3],
        ['refused', 2],
      ] as const),
    });
  }

  for (const [index, { stand, type, status }] of plan.entries()) {
    const config = configs.find((c) => c.reference === type)!;
    const created = new Date(now.getTime() - (plan.length - index) * 14 * HOUR - rand.int(0, 10) * HOUR);
    const asked = inWindow(rand, config, now);
    const family = demandFamily(type)!;
    const standRole = 'ROLE_STANDIST_EXHIBITOR';
    const unSeen = status === 'in_progress' && rand.chance(0.6);
    const { rows } = await client.query(
      `INSERT INTO demands (stand_id, show_id, demand_type, family, status, asked_datetime, comment, company, firstname, lastname, phone, email,
         treated, un_seen, created_by_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'in_progress', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15) RETURNING id`,
      [stand.id, options.showId, type, family, asked, rand.pick(COMMENTS[type]), stand.company ?? stand.name, stand.first_name, stand.last_name,
        stand.phone ?? '+33 6 12 34 56 78', stand.email, status !== 'in_progress' || !unSeen, unSeen, stand.exhibitor_id, created],
    );
    const demandId: number = rows[0].id;
    let pickup: Date | null = null;
    if (family === 'logistic') {
      pickup = new Date(asked.getTime() + rand.int(2, 30) * HOUR);
      const vehicle = type === 'logistic_vehicle';
      const logistic = await client.query(
        `INSERT INTO demand_logistics (demand_id, nature, height, length, width, weight, means, pickup_datetime, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
        [demandId, vehicle ? 'vehicle' : 'equipment', vehicle ? 3.5 : rand.int(8, 22) / 10, vehicle ? rand.int(6, 13) : rand.int(8, 30) / 10,
          vehicle ? 2.5 : rand.int(6, 20) / 10, vehicle ? `${rand.int(7, 19)} tonne` : `${rand.int(80, 1500)} kg`,
          [rand.pick(DEMAND_MEANS), ...(rand.chance(0.4) ? ['organizer'] : [])].filter((m, i, all) => all.indexOf(m) === i), pickup, created],
      );
      const logisticId: number = logistic.rows[0].id;
      await logisticFile(client, files, {
        logisticId,
        type: 'plan',
        name: `plan-acces-${stand.number}.pdf`,
        bytes: planPdf(`Plan d'acces - stand ${stand.name} (${stand.number})`, ['Porte de livraison : quai 3', `Surface : ${stand.surface_value} m2`]),
        mime: 'application/pdf',
        uploaderId: stand.exhibitor_id,
        at: created,
      });
      if (rand.chance(0.5)) {
        await logisticFile(client, files, { logisticId, type: 'document', name: `photo-${stand.number}.png`, bytes: solidPng([90, 120, 160]), mime: 'image/png', uploaderId: stand.exhibitor_id, at: created });
      }
    }
    // A question of the staff and the exhibitor's answer on some; the decision last. Never later
    // than the seed's own time: the newest requests' steps are squeezed before it, in order.
    const notAfter = (date: Date, minutesBeforeNow: number) => new Date(Math.min(date.getTime(), now.getTime() - minutesBeforeNow * 60_000));
    let at = notAfter(new Date(created.getTime() + rand.int(2, 20) * HOUR), 30);
    if (rand.chance(0.5)) {
      await message(client, { demandId, authorId: rand.pick(staff), standRole: null, content: 'Pouvez-vous préciser le nombre de véhicules et leur gabarit ?', at });
      at = notAfter(new Date(at.getTime() + rand.int(1, 12) * HOUR), 20);
      await message(client, { demandId, authorId: stand.exhibitor_id, standRole, content: 'Un seul véhicule, gabarit standard. Merci !', at });
      at = notAfter(new Date(at.getTime() + rand.int(2, 24) * HOUR), 10);
    }
    if (status === 'validated') {
      await message(client, { demandId, authorId: rand.pick(staff), standRole: null, content: validatedText(), at, status, asked, pickup });
    } else if (status === 'refused') {
      await message(client, { demandId, authorId: rand.pick(staff), standRole: null, content: 'Créneau complet : merci de choisir un autre horaire.', at, status });
    }
    if (status !== 'in_progress') await client.query('UPDATE demands SET status = $2, updated_at = $3 WHERE id = $1', [demandId, status, at]);
  }
}
