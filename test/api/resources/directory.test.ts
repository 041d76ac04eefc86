/**
 * Providers and advertisers (issue 23): the declared rows of each resource (every role, in and out
 * of scope), then what is specific: logos checked by bytes, size and exact dimensions, a provider
 * still placed cannot be deleted, clicks counted atomically by whoever sees the show, links must be
 * http(s), the providers modal's reading of a placement.
 */
import { advertiserShows, advertisers } from '@server/resources/advertisers';
import { providerContacts, providerShowCategories, providerShows, providers } from '@server/resources/providers';
import { solidPng } from '@server/seed/png';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import { addStandRole, insertShow, insertStand, insertUser, linkUserShow, ROLES, tokenFor, type TestUser } from '../../support/apiBuilders';
import { describeHydraResource } from '../../support/describeHydraResource';
import {
  insertAdvertiser,
  insertCategory,
  insertContact,
  insertLogo,
  insertProvider,
  placeAdvertiser,
  placeProvider,
} from '../../support/directoryBuilders';
import { multipartBody, pdfBytes } from '../../support/files';
import type { Pool } from '@server/db/pool';

/** A show the user sees (a stand role for a standist, user_shows for the show-linked roles). */
async function showInScope(pool: Pool, user: TestUser): Promise<number> {
  const show = await insertShow(pool);
  if (user.role === ROLES.STANDIST) await addStandRole(pool, user.id, await insertStand(pool, show));
  else if (![ROLES.SUPER_ADMIN, ROLES.ADMIN, ROLES.SUPPORT].includes(user.role as never)) await linkUserShow(pool, user.id, show);
  return show;
}
const seesEveryShow = (user: TestUser) => [ROLES.SUPER_ADMIN, ROLES.ADMIN, ROLES.SUPPORT].includes(user.role as never);

describeHydraResource(providerShowCategories, {
  inScope: (pool) => insertCategory(pool),
  validBody: async () => ({ name: `Catégorie ${Math.random()}` }),
  invalidBody: { name: '' },
});

describeHydraResource(providers, {
  inScope: (pool) => insertProvider(pool),
  validBody: async (pool, user) => ({ name: 'Volt Expo', email: 'volt@example.com', link: 'https://volt.example', logo: `/backend/provider_logo_media/${await insertLogo(pool, 'providerLogo', user.id)}` }),
  patchBody: async () => ({ name: 'Volt Expo Services' }),
  invalidBody: { name: 'Volt', email: 'not-an-address', link: 'ftp://volt.example' },
});

describeHydraResource(providerContacts, {
  inScope: async (pool) => insertContact(pool, await insertProvider(pool)),
  validBody: async (pool) => ({ lastname: 'Roux', firstname: 'Léa', phone: '+33 1 00 00 00 00', company: 'Volt', provider: `/backend/providers/${await insertProvider(pool)}` }),
  patchBody: async () => ({ phone: '+33 6 00 00 00 00' }),
  invalidBody: { lastname: '', firstname: 'Léa', phone: '1', company: 'Volt' },
});

describeHydraResource(providerShows, {
  inScope: async (pool, user) => placeProvider(pool, await showInScope(pool, user)),
  outOfScope: async (pool, user) => (seesEveryShow(user) ? null : placeProvider(pool, await insertShow(pool))),
  validBody: async (pool, user) => ({
    show: `/backend/shows/${await showInScope(pool, user)}`,
    provider: `/backend/providers/${await insertProvider(pool)}`,
    providerShowCategory: `/backend/provider_show_categories/${await insertCategory(pool)}`,
    link: 'https://volt.example/salon',
  }),
  patchBody: async () => ({ wording: 'Tarif exposant' }),
  invalidBody: { link: 'javascript:alert(1)' },
});

describeHydraResource(advertisers, {
  inScope: (pool) => insertAdvertiser(pool),
  validBody: async (pool, user) => ({ name: 'Hôtel du Parc', link: 'https://hotel.example', logo: `/backend/advertiser_logo_media/${await insertLogo(pool, 'advertiserLogo', user.id)}` }),
  patchBody: async () => ({ name: 'Hôtel du Parc des Expositions' }),
  invalidBody: { name: '', link: '', logo: '' },
});

describeHydraResource(advertiserShows, {
  inScope: async (pool, user) => placeAdvertiser(pool, await showInScope(pool, user)),
  outOfScope: async (pool, user) => (seesEveryShow(user) ? null : placeAdvertiser(pool, await insertShow(pool))),
  validBody: async (pool, user) => ({ show: `/backend/shows/${await showInScope(pool, user)}`, advertiser: `/backend/advertisers/${await insertAdvertiser(pool)}`, wording: 'Offre' }),
  patchBody: async () => ({ wording: 'Offre exposants' }),
  invalidBody: { link: 'http://' },
});

describe('providers and advertisers, specific rules', () => {
  let ctx: TestContext;
  const users: Record<string, TestUser> = {};
  let show: number;
  let otherShow: number;
  const as = async (who: string) => client(ctx.app, await tokenFor(users[who]));
  const upload = async (who: string, path: string, bytes: Buffer, name = 'logo.png') => {
    const { payload, headers } = multipartBody({ bytes, name, type: 'image/png' });
    const res = await ctx.app.inject({ method: 'POST', url: `/backend/${path}`, payload, headers: { ...headers, authorization: `Bearer ${await tokenFor(users[who])}`, accept: 'application/ld+json' } });
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null };
  };
  const mediaCount = async () => Number((await ctx.pool.query("SELECT count(*) FROM media WHERE kind IN ('providerLogo', 'advertiserLogo')")).rows[0].count);

  beforeAll(async () => {
    ctx = await createTestContext();
    const p = ctx.pool;
    users.admin = await insertUser(p, { role: ROLES.ADMIN });
    users.support = await insertUser(p, { role: ROLES.SUPPORT });
    users.organizer = await insertUser(p, { role: ROLES.ORGANIZER });
    users.exhibitor = await insertUser(p, { role: ROLES.STANDIST });
    users.stranger = await insertUser(p, { role: ROLES.STANDIST });
    show = await insertShow(p, { name: 'Salon A' });
    otherShow = await insertShow(p, { name: 'Salon B' });
    await linkUserShow(p, users.organizer.id, show);
    await addStandRole(p, users.exhibitor.id, await insertStand(p, show));
    await addStandRole(p, users.stranger.id, await insertStand(p, otherShow));
  });
  afterAll(async () => ctx.close());

  it('takes a 75 × 75 provider logo and a 170 × 170 advertiser logo, and refuses other sizes, a PDF, an SVG with a script and 6 MB, storing nothing', async () => {
    const before = await mediaCount();
    const ok = await upload('admin', 'provider_logo_media', solidPng([200, 30, 30], 75));
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ mimeType: 'image/png', width: 75, height: 75 });
    expect((await upload('admin', 'advertiser_logo_media', solidPng([30, 30, 200], 170))).status).toBe(201);
    const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="75" height="75"><rect width="75" height="75" fill="#c00"/></svg>');
    expect((await upload('admin', 'provider_logo_media', svg, 'logo.svg')).body).toMatchObject({ mimeType: 'image/svg+xml' });
    expect(await mediaCount()).toBe(before + 3);

    const wide = await upload('admin', 'provider_logo_media', solidPng([200, 30, 30], 76));
    expect(wide.status).toBe(422);
    expect(wide.body.violations[0]).toMatchObject({ propertyPath: 'file' });
    expect(wide.body['hydra:description']).toContain('Le chargement du fichier a échoué.');
    expect(wide.body.violations[0].message).toContain('75 × 75');
    expect((await upload('admin', 'advertiser_logo_media', solidPng([1, 2, 3], 75))).status).toBe(422);
    expect((await upload('admin', 'provider_logo_media', pdfBytes(), 'logo.pdf')).status).toBe(422);
    const scripted = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="75" height="75" onload="alert(1)"></svg>');
    expect((await upload('admin', 'provider_logo_media', scripted, 'logo.svg')).status).toBe(422);
    const big = Buffer.concat([solidPng([1, 2, 3], 75), Buffer.alloc(6 * 1024 * 1024)]);
    expect((await upload('admin', 'provider_logo_media', big)).status).toBe(413);
    expect((await upload('organizer', 'provider_logo_media', solidPng([1, 2, 3], 75))).status).toBe(403);
    expect(await mediaCount()).toBe(before + 3);
  });

  it('serves a logo to an <img> with an immutable cache, its type from the bytes', async () => {
    const api = await as('admin');
    const logo = await upload('admin', 'provider_logo_media', solidPng([10, 120, 10], 75));
    const created = await api.post('/backend/providers', { name: 'Lumina Stand', email: 'lumina@example.com', logo: logo.body['@id'] });
    expect(created.status).toBe(201);
    expect(created.body.logo.objectUrl).toBe(logo.body.objectUrl);
    const served = await ctx.app.inject({ method: 'GET', url: created.body.logo.objectUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses a provider without e-mail, with a link that is not http(s), or without logo, naming each field', async () => {
    const api = await as('admin');
    const res = await api.post('/backend/providers', { name: 'Sans mail', link: 'www.example.com' });
    expect(res.status).toBe(422);
    const byField = Object.fromEntries(res.body.violations.map((v: { propertyPath: string; message: string }) => [v.propertyPath, v.message]));
    expect(byField).toMatchObject({ email: 'Email manquant', logo: 'Logo manquant' });
    expect(byField.link).toMatch(/http/);
    expect((await api.post('/backend/advertisers', {})).body.violations.map((v: { message: string }) => v.message).sort()).toEqual(['Lien manquant', 'Logo manquant', 'Nom manquant']);
  });

  it('keeps a provider still placed on a show, with the message that says why, and deletes it once removed from every show', async () => {
    const api = await as('admin');
    const provider = await insertProvider(ctx.pool, 'Courant Salon');
    const placement = await placeProvider(ctx.pool, show, provider);
    const refused = await api.delete(`/backend/providers/${provider}`);
    expect(refused.status).toBe(409);
    expect(refused.body['hydra:description']).toBe('Suppression impossible, assurez-vous que le prestataire a bien été supprimé de tous les salons.');
    expect((await ctx.pool.query('SELECT 1 FROM providers WHERE id = $1', [provider])).rowCount).toBe(1);
    expect((await api.delete(`/backend/provider_shows/${placement}`)).status).toBe(204);
    expect((await api.delete(`/backend/providers/${provider}`)).status).toBe(204);
    expect((await ctx.pool.query('SELECT 1 FROM providers WHERE id = $1', [provider])).rowCount).toBe(0);
  });

  it('removes a logo replaced or whose advertiser is deleted, with its advertisements', async () => {
    const api = await as('admin');
    const first = await upload('admin', 'advertiser_logo_media', solidPng([1, 1, 1], 170));
    const second = await upload('admin', 'advertiser_logo_media', solidPng([2, 2, 2], 170));
    const created = await api.post('/backend/advertisers', { name: 'Badge & Accès', link: 'https://badge.example', logo: first.body['@id'] });
    await api.patch(`/backend/advertisers/${created.body.id}`, { logo: second.body['@id'] });
    expect((await ctx.pool.query('SELECT 1 FROM media WHERE id = $1', [first.body.id])).rowCount).toBe(0);
    const ad = await placeAdvertiser(ctx.pool, show, created.body.id);
    expect((await api.delete(`/backend/advertisers/${created.body.id}`)).status).toBe(204);
    expect((await ctx.pool.query('SELECT 1 FROM advertiser_shows WHERE id = $1', [ad])).rowCount).toBe(0);
    expect((await ctx.pool.query('SELECT 1 FROM media WHERE id = $1', [second.body.id])).rowCount).toBe(0);
  });

  it('lets every user of a show read its providers with their contacts and its advertisements, and nobody else', async () => {
    const provider = await insertProvider(ctx.pool, 'Net Salon');
    await insertContact(ctx.pool, provider);
    await placeProvider(ctx.pool, show, provider);
    await placeAdvertiser(ctx.pool, show);
    for (const who of ['exhibitor', 'organizer', 'support']) {
      const list = await (await as(who)).get(`/backend/provider_shows?show=${show}`);
      expect(list.status).toBe(200);
      const placed = list.body['hydra:member'].find((m: { provider: { id: number } }) => m.provider.id === provider);
      expect(placed.provider).toMatchObject({ name: 'Net Salon', email: 'p@example.com', link: 'https://p.example', contacts: [{ lastname: 'Roux', firstname: 'Léa' }] });
      expect(placed.provider.logoUrl).toMatch(/^\/backend\/media\/\d+\//);
      expect((await (await as(who)).get(`/backend/advertiser_shows?show=${show}`)).body['hydra:totalItems']).toBeGreaterThan(0);
    }
    expect((await (await as('stranger')).get(`/backend/provider_shows?show=${show}`)).body['hydra:totalItems']).toBe(0);
    expect((await (await as('exhibitor')).get('/backend/providers')).status).toBe(403);
  });

  it('counts 100 concurrent clicks as exactly 100, from users of the show, and refuses a click on another show’s advertisement', async () => {
    const placement = await placeProvider(ctx.pool, show);
    const ad = await placeAdvertiser(ctx.pool, show);
    const exhibitor = await as('exhibitor');
    const organizer = await as('organizer');
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => (i % 2 ? exhibitor : organizer).patch(`/backend/provider_shows/${placement}`, { clicked: true })),
    );
    expect(results.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    expect((await ctx.pool.query('SELECT counter FROM provider_shows WHERE id = $1', [placement])).rows[0].counter).toBe(100);
    expect((await exhibitor.patch(`/backend/advertiser_shows/${ad}`, { clicked: true })).body.counter).toBe(1);

    const stranger = await as('stranger');
    expect((await stranger.patch(`/backend/advertiser_shows/${ad}`, { clicked: true })).status).toBe(404);
    expect((await ctx.pool.query('SELECT counter FROM advertiser_shows WHERE id = $1', [ad])).rows[0].counter).toBe(1);
    // A user of the show may count a click, never edit the placement.
    expect((await exhibitor.patch(`/backend/advertiser_shows/${ad}`, { clicked: true, wording: 'pirate' })).status).toBe(403);
    expect((await exhibitor.patch(`/backend/advertiser_shows/${ad}`, { clicked: false })).status).toBe(422);
    const admin = await as('admin');
    const advertiser = (await admin.get(`/backend/advertiser_shows/${ad}`)).body.advertiser.id;
    expect((await admin.get(`/backend/advertisers/${advertiser}`)).body.counter).toBe(1);
  });

  it('refuses a placement without category or provider with their own messages', async () => {
    const res = await (await as('admin')).post('/backend/provider_shows', { show: `/backend/shows/${show}` });
    expect(res.status).toBe(422);
    expect(res.body.violations.map((v: { message: string }) => v.message).sort()).toEqual(['Catégorie manquante', 'Prestataire manquant']);
  });
});
