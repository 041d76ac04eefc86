/** The demo's providers and advertisers (server/seed/demoDirectory.ts): lived in, with real logos of the right size. */
import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { DEMO_SHOW_NAME } from '@server/seed/demo';
import { seededDemo } from '../../support/seededDemo';

const demo = seededDemo();
const { loginAs } = demo;

describe('demo directory', () => {
  it('has twenty providers in five categories and four advertisers, their logos on disk at 75 × 75 and 170 × 170', async () => {
    const logos = await demo.ctx.pool.query(
      `SELECT 'provider' AS what, m.storage_name FROM providers p JOIN media m ON m.id = p.logo_id
       UNION ALL SELECT 'advertiser', m.storage_name FROM advertisers a JOIN media m ON m.id = a.logo_id`,
    );
    expect(logos.rows.filter((r) => r.what === 'provider')).toHaveLength(20);
    expect(logos.rows.filter((r) => r.what === 'advertiser')).toHaveLength(4);
    for (const { what, storage_name } of logos.rows) {
      const size = imageSize(fs.readFileSync(path.join(demo.ctx.filesDir, storage_name)));
      expect([size.width, size.height]).toEqual(what === 'provider' ? [75, 75] : [170, 170]);
    }
    expect((await demo.ctx.pool.query('SELECT count(*)::int AS n FROM provider_show_categories')).rows[0].n).toBe(5);
  });

  it('shows the exhibitor the demo show’s providers by category with contacts, and its advertisements, some already clicked', async () => {
    const show = (await demo.ctx.pool.query('SELECT id FROM shows WHERE name = $1', [DEMO_SHOW_NAME])).rows[0].id;
    const api = await loginAs('exhibitor@demo.test');
    const providers = (await api.get(`/backend/provider_shows?show=${show}&pagination=false`)).body['hydra:member'];
    expect(providers.length).toBeGreaterThanOrEqual(15);
    expect(new Set(providers.map((p: { providerShowCategory: { name: string } }) => p.providerShowCategory.name)).size).toBe(5);
    expect(providers.every((p: { provider: { contacts: unknown[]; logoUrl: string } }) => p.provider.contacts.length > 0 && p.provider.logoUrl)).toBe(true);
    const ads = (await api.get(`/backend/advertiser_shows?show=${show}`)).body['hydra:member'];
    expect(ads).toHaveLength(4);
    expect(ads.some((a: { counter: number }) => a.counter > 0)).toBe(true);
  });
});
