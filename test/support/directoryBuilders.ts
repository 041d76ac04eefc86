/** Rows of the providers' and advertisers' directories (issue 23) for API tests. */
import type { Pool } from '@server/db/pool';

let n = 0;

export async function insertLogo(pool: Pool, kind: 'providerLogo' | 'advertiserLogo', createdById: number | null = null): Promise<number> {
  const { rows } = await pool.query(
    `INSERT INTO media (kind, media_file_name, storage_name, mime_type, size, created_by_id) VALUES ($1, 'logo.png', $2, 'image/png', 100, $3) RETURNING id`,
    [kind, `logo-${process.pid}-${++n}.png`, createdById],
  );
  return rows[0].id;
}

export async function insertCategory(pool: Pool, name = `Catégorie ${++n}`): Promise<number> {
  return (await pool.query('INSERT INTO provider_show_categories (name) VALUES ($1) RETURNING id', [name])).rows[0].id;
}

export async function insertProvider(pool: Pool, name = `Prestataire ${++n}`): Promise<number> {
  const logo = await insertLogo(pool, 'providerLogo');
  const { rows } = await pool.query(`INSERT INTO providers (name, email, link, logo_id) VALUES ($1, 'p@example.com', 'https://p.example', $2) RETURNING id`, [name, logo]);
  return rows[0].id;
}

export async function insertContact(pool: Pool, providerId: number): Promise<number> {
  const { rows } = await pool.query(
    `INSERT INTO provider_contacts (provider_id, lastname, firstname, phone, company) VALUES ($1, 'Roux', 'Léa', '+33 1 00 00 00 00', 'Volt') RETURNING id`,
    [providerId],
  );
  return rows[0].id;
}

export async function placeProvider(pool: Pool, showId: number, providerId?: number, categoryId?: number): Promise<number> {
  const { rows } = await pool.query('INSERT INTO provider_shows (show_id, provider_id, category_id) VALUES ($1, $2, $3) RETURNING id', [
    showId,
    providerId ?? (await insertProvider(pool)),
    categoryId ?? (await insertCategory(pool)),
  ]);
  return rows[0].id;
}

export async function insertAdvertiser(pool: Pool, name = `Annonceur ${++n}`): Promise<number> {
  const logo = await insertLogo(pool, 'advertiserLogo');
  const { rows } = await pool.query(`INSERT INTO advertisers (name, link, logo_id) VALUES ($1, 'https://a.example', $2) RETURNING id`, [name, logo]);
  return rows[0].id;
}

export async function placeAdvertiser(pool: Pool, showId: number, advertiserId?: number): Promise<number> {
  const { rows } = await pool.query('INSERT INTO advertiser_shows (show_id, advertiser_id, wording) VALUES ($1, $2, $3) RETURNING id', [
    showId,
    advertiserId ?? (await insertAdvertiser(pool)),
    'Offre exposants',
  ]);
  return rows[0].id;
}
