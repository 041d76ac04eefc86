/** The demo's stand contacts (server/seed/demoContacts.ts): every stand has its three kinds of contact, some with overrides. */
import { DEMO_SHOW_NAME } from '@server/seed/demo';
import { seededDemo } from '../../support/seededDemo';

const demo = seededDemo();
const { loginAs } = demo;

describe('demo contacts', () => {
  it('gives every stand an exhibitor, a decorator and an agency', async () => {
    const { rows } = await demo.ctx.pool.query(
      `SELECT count(*)::int AS stands,
              count(*) FILTER (WHERE (SELECT count(DISTINCT usr.standist_role) FROM user_stand_roles usr WHERE usr.stand_id = s.id) = 3)::int AS complete
         FROM stands s`,
    );
    expect(rows[0].stands).toBeGreaterThan(150);
    expect(rows[0].complete).toBe(rows[0].stands);
  });

  it('shows the organizer per-stand overrides in the contacts of the demo show', async () => {
    const organizer = await loginAs('organizer@demo.test');
    const show = (await organizer.get('/backend/shows')).body['hydra:member'].find((s: { name: string }) => s.name === DEMO_SHOW_NAME);
    const stands = (await organizer.get(`/backend/stands?show=${show.id}&itemsPerPage=40&order[id]=asc`)).body['hydra:member'];
    const contacts = [];
    for (const stand of stands) contacts.push(...(await organizer.get(`/backend/user_stand_roles?stand=${stand.id}`)).body['hydra:member']);
    const overridden = contacts.filter((c: { overridden: string[] }) => c.overridden.length > 0);
    expect(overridden.length).toBeGreaterThan(3);
    expect(new Set(overridden.flatMap((c: { overridden: string[] }) => c.overridden))).toEqual(new Set(['company', 'phone', 'firstName']));
  });

  it('lets the demo exhibitor read their stand\'s contacts and register their decorator there', async () => {
    const exhibitor = await loginAs('exhibitor@demo.test');
    const [stand] = (await exhibitor.get('/backend/stands')).body['hydra:member'];
    const contacts = (await exhibitor.get(`/backend/user_stand_roles?stand=${stand.id}`)).body['hydra:member'];
    expect(contacts.map((c: { standistRole: string }) => c.standistRole)).toEqual(
      expect.arrayContaining(['ROLE_STANDIST_EXHIBITOR', 'ROLE_STANDIST_DECORATOR', 'ROLE_STANDIST_AGENCY']),
    );
    const res = await exhibitor.post('/backend/user_stand_roles', {
      stand: stand['@id'],
      standistRole: 'ROLE_STANDIST_DECORATOR',
      company: 'Bois & Lumière',
      lastName: 'Marchand',
      firstName: 'Hugo',
      email: 'hugo.marchand@example.test',
    });
    expect(res.status).toBe(201);
  });
});
