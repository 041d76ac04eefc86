/**
 * The providers' and advertisers' directories on the demo (issue 23): twenty providers in five
 * categories, each with a generated 75 × 75 logo and one or two contacts, placed on the demo show;
 * four advertisers (170 × 170 logos) with their advertisements there; some clicks already counted,
 * so the counters read like a show under way. Deterministic (the seed's own PRNG).
 */
import type { PoolClient } from '../db/pool';
import { storeFile, type FileStorage } from '../services/storage';
import { solidPng } from './png';
import { prng } from './prng';

const CATEGORIES = ['Électricité', 'Mobilier', 'Nettoyage', 'Restauration', 'Signalétique'] as const;

const PROVIDERS: ReadonlyArray<readonly [name: string, category: (typeof CATEGORIES)[number]]> = [
  ['Volt Expo Services', 'Électricité'],
  ['Lumina Stand', 'Électricité'],
  ['Courant Salon', 'Électricité'],
  ['Éclairage Pro Événements', 'Électricité'],
  ['Mobil’Expo', 'Mobilier'],
  ['Location Mobilier Paris', 'Mobilier'],
  ['Design & Stand', 'Mobilier'],
  ['Assises Événementielles', 'Mobilier'],
  ['Net Salon', 'Nettoyage'],
  ['Propreté Expo', 'Nettoyage'],
  ['Clean Stand Services', 'Nettoyage'],
  ['Éco Déchets Salons', 'Nettoyage'],
  ['Traiteur du Parc', 'Restauration'],
  ['Café Stand', 'Restauration'],
  ['Saveurs d’Expo', 'Restauration'],
  ['Buffet Nomade', 'Restauration'],
  ['Signa Expo', 'Signalétique'],
  ['Impression Grand Format', 'Signalétique'],
  ['Kakémono Express', 'Signalétique'],
  ['Lettres & Enseignes', 'Signalétique'],
];

const ADVERTISERS = ['Hôtel du Parc des Expositions', 'Transports Express Salon', 'Assurance Exposant', 'Badge & Accès'] as const;

const FIRST_NAMES = ['Camille', 'Julien', 'Léa', 'Thomas', 'Inès', 'Hugo', 'Chloé', 'Nicolas'];
const LAST_NAMES = ['Roux', 'Fontaine', 'Garnier', 'Chevalier', 'Lambert', 'Faure', 'Mercier', 'Blanc'];

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function insertLogo(client: PoolClient, files: FileStorage, kind: 'providerLogo' | 'advertiserLogo', name: string, rgb: readonly [number, number, number], size: number): Promise<number> {
  const bytes = solidPng(rgb, size);
  const storageName = await storeFile(files, bytes, '.png');
  const { rows } = await client.query(
    `INSERT INTO media (kind, media_file_name, storage_name, mime_type, size) VALUES ($1, $2, $3, 'image/png', $4) RETURNING id`,
    [kind, `logo-${slug(name)}.png`, storageName, bytes.length],
  );
  return rows[0].id;
}

export async function seedDemoDirectory(client: PoolClient, files: FileStorage, options: { showId: number }): Promise<void> {
  const rand = prng(23);
  const colour = (): [number, number, number] => [rand.int(40, 220), rand.int(40, 220), rand.int(40, 220)];
  const categories = new Map<string, number>();
  for (const name of CATEGORIES) {
    const { rows } = await client.query('INSERT INTO provider_show_categories (name) VALUES ($1) RETURNING id', [name]);
    categories.set(name, rows[0].id);
  }
  for (const [index, [name, category]] of PROVIDERS.entries()) {
    const logo = await insertLogo(client, files, 'providerLogo', name, colour(), 75);
    const site = `https://www.${slug(name)}.example`;
    const { rows } = await client.query(
      'INSERT INTO providers (name, email, link, logo_id) VALUES ($1, $2, $3, $4) RETURNING id',
      [name, `contact@${slug(name)}.example`, site, logo],
    );
    const providerId = rows[0].id;
    for (let c = 0; c < (index % 3 === 0 ? 2 : 1); c++) {
      await client.query('INSERT INTO provider_contacts (provider_id, lastname, firstname, phone, company) VALUES ($1, $2, $3, $4, $5)', [
        providerId,
        rand.pick(LAST_NAMES),
        rand.pick(FIRST_NAMES),
        `+33 1 ${rand.int(10, 99)} ${rand.int(10, 99)} ${rand.int(10, 99)} ${rand.int(10, 99)}`,
        name,
      ]);
    }
    // Three providers of the directory are on no show yet (the placement form offers them).
    if (index % 7 !== 6) {
      await client.query(
        'INSERT INTO provider_shows (show_id, provider_id, category_id, link, wording, counter) VALUES ($1, $2, $3, $4, $5, $6)',
        [options.showId, providerId, categories.get(category), index % 4 === 0 ? `${site}/salon-demo-2027` : null, index % 2 === 0 ? 'Tarif exposant sur présentation du badge' : null, rand.int(0, 40)],
      );
    }
  }
  for (const name of ADVERTISERS) {
    const logo = await insertLogo(client, files, 'advertiserLogo', name, colour(), 170);
    const link = `https://www.${slug(name)}.example`;
    const { rows } = await client.query('INSERT INTO advertisers (name, link, logo_id) VALUES ($1, $2, $3) RETURNING id', [name, link, logo]);
    await client.query('INSERT INTO advertiser_shows (show_id, advertiser_id, wording, counter) VALUES ($1, $2, $3, $4)', [
      options.showId,
      rows[0].id,
      `${name} : offre réservée aux exposants`,
      rand.int(3, 120),
    ]);
  }
}
