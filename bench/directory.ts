/**
 * Providers and advertisers (issue 23, "the lists and modal stay fast with hundreds of providers"):
 * the large data set holds none, so 600 providers (each with a logo, two contacts and a category),
 * 300 of them placed on the largest show, and 200 advertisers (100 placed) are written here and
 * removed after. Measured as the SPA asks: the providers' list screen (30 a page, by name; and
 * searched), the side menu's providers modal (every provider, by name) and the show's placements it
 * groups by category, and the advertisers' logos every page of a show shows (the show's
 * advertisements, unpaged), each against its SQL floor (bench/resourceList.ts).
 */
import type { Pool } from '@server/db/pool';
import { advertiserShows, advertisers } from '@server/resources/advertisers';
import { providerShows, providers } from '@server/resources/providers';
import type { Session } from './accounts';
import { resourceListRows, type ResourceListRequest } from './resourceList';
import type { Row } from './table';

export const BENCH_PROVIDERS = 600;
export const BENCH_ADVERTISERS = 200;
const MARK = 'bench-directory';

/** Inserts the directory (idempotent: a previous run's leftovers are removed first). */
async function seedDirectory(pool: Pool, showId: number): Promise<void> {
  await removeDirectory(pool);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const categories = await client.query<{ id: number }>(
      `INSERT INTO provider_show_categories (name)
       SELECT '${MARK} ' || c FROM unnest(ARRAY['Électricité', 'Mobilier', 'Signalétique', 'Traiteur', 'Nettoyage', 'Audiovisuel', 'Sécurité', 'Transport']) c
       RETURNING id`,
    );
    const categoryIds = categories.rows.map((r) => r.id);
    // Logos: media rows as an upload leaves them (the lists read their name and URL, not the bytes).
    await client.query(
      `INSERT INTO media (kind, media_file_name, storage_name, mime_type, size)
       SELECT k, 'logo-' || i || '.png', '${MARK}-' || k || '-' || i || '.png', 'image/png', 4096
       FROM generate_series(1, ${BENCH_PROVIDERS}) i, unnest(ARRAY['providerLogo', 'advertiserLogo']) k
       WHERE k = 'providerLogo' OR i <= ${BENCH_ADVERTISERS}`,
    );
    await client.query(
      `INSERT INTO providers (name, email, link, logo_id)
       SELECT 'Prestataire ' || lpad(i::text, 4, '0') || ' ' || (ARRAY['Lumière', 'Expo', 'Stand', 'Déco', 'Services'])[1 + i % 5],
              'contact' || i || '@prestataire.test', 'https://prestataire' || i || '.test',
              (SELECT id FROM media WHERE storage_name = '${MARK}-providerLogo-' || i || '.png')
       FROM generate_series(1, ${BENCH_PROVIDERS}) i`,
    );
    await client.query(
      `INSERT INTO provider_contacts (provider_id, lastname, firstname, phone, company)
       SELECT p.id, 'Nom' || n, 'Prénom' || n, '01 23 45 67 8' || n, p.name
       FROM providers p, generate_series(1, 2) n WHERE p.email LIKE '%@prestataire.test'`,
    );
    await client.query(
      `INSERT INTO provider_shows (show_id, provider_id, category_id, link, wording, email, counter)
       SELECT $1, p.id, ($2::int[])[1 + p.id % array_length($2::int[], 1)], p.link, 'Votre partenaire ' || p.name, p.email, p.id % 40
       FROM providers p WHERE p.email LIKE '%@prestataire.test' ORDER BY p.id LIMIT ${BENCH_PROVIDERS / 2}`,
      [showId, categoryIds],
    );
    await client.query(
      `INSERT INTO advertisers (name, link, logo_id)
       SELECT 'Annonceur ' || lpad(i::text, 4, '0'), 'https://annonceur' || i || '.test',
              (SELECT id FROM media WHERE storage_name = '${MARK}-advertiserLogo-' || i || '.png')
       FROM generate_series(1, ${BENCH_ADVERTISERS}) i`,
    );
    await client.query(
      `INSERT INTO advertiser_shows (show_id, advertiser_id, wording, link, counter)
       SELECT $1, a.id, 'Annonce ' || a.name, a.link, a.id % 25
       FROM advertisers a WHERE a.link LIKE 'https://annonceur%.test' ORDER BY a.id LIMIT ${BENCH_ADVERTISERS / 2}`,
      [showId],
    );
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
  await pool.query('ANALYZE providers, provider_contacts, provider_shows, provider_show_categories, advertisers, advertiser_shows, media');
}

/** Removes what seedDirectory wrote (placements first: providers still placed cannot go). */
async function removeDirectory(pool: Pool): Promise<void> {
  await pool.query(`DELETE FROM provider_shows WHERE email LIKE '%@prestataire.test'`);
  await pool.query(`DELETE FROM providers WHERE email LIKE '%@prestataire.test'`);
  await pool.query(`DELETE FROM advertisers WHERE link LIKE 'https://annonceur%.test'`);
  await pool.query(`DELETE FROM provider_show_categories WHERE name LIKE '${MARK} %'`);
  await pool.query(`DELETE FROM media WHERE storage_name LIKE '${MARK}-%'`);
}

export async function directoryRows(
  pool: Pool,
  baseUrl: string,
  session: Session,
  showId: number,
  seconds: number,
  progress: (line: string) => void,
): Promise<{ rows: Row[]; results: unknown[] }> {
  progress(`directory: ${BENCH_PROVIDERS} providers, ${BENCH_ADVERTISERS} advertisers written`);
  await seedDirectory(pool, showId);
  try {
    const measured: Array<[typeof providers, ResourceListRequest]> = [
      [providers, { name: 'provider list (30 a page, by name)', path: '/backend/providers?itemsPerPage=30&page=1&order[name]=asc' }],
      [providers, { name: 'provider list, searched', path: '/backend/providers?itemsPerPage=30&page=1&order[name]=asc&search=lumière' }],
      [providers, { name: 'providers modal: every provider', path: '/backend/providers?pagination=false&order[name]=asc' }],
      [providerShows, { name: "providers modal: the show's placements", path: `/backend/provider_shows?show=${showId}&pagination=false` }],
      [advertisers, { name: 'advertiser list, every advertiser', path: '/backend/advertisers?pagination=false&order[name]=asc' }],
      [advertiserShows, { name: "side menu: the show's advertisements", path: `/backend/advertiser_shows?show=${showId}&pagination=false` }],
    ];
    const rows: Row[] = [];
    const results: unknown[] = [];
    for (const [resource, request] of measured) {
      const part = await resourceListRows(pool, baseUrl, session, resource, [request], seconds, progress);
      rows.push(...part.rows);
      results.push(...part.results);
    }
    return { rows, results };
  } finally {
    await removeDirectory(pool);
  }
}
