/**
 * Stands inserted after their people were linked (a sync links, then inserts: migration 037)
 * get the same people and search texts, computed once for the set, as the per-stand functions
 * give — and as a stand whose people are linked afterwards ends up with.
 */
import { withActor } from '@server/db/pool';
import { insertImported, reserveStandIds } from '@server/repositories/stands';
import { linksBeforeStands } from '@server/repositories/userStandRoles';
import { STANDIST_ROLES, addStandRole, insertShow, insertStand, insertUser } from '../../support/apiBuilders';
import { createTestContext, type TestContext } from '../../support/apiApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const texts = async (standId: number) =>
  (
    await ctx.pool.query(
      `SELECT s.exhibitor_text, s.decorator_text, s.agency_text, ss.search_text,
              stand_person_text(s.id, 'ROLE_STANDIST_EXHIBITOR') AS exhibitor_now, stand_person_text(s.id, 'ROLE_STANDIST_DECORATOR') AS decorator_now,
              stand_search_text(s.id, s.name, s.hall, s.aisle, s.number, s.stand_type) AS search_now
         FROM stands s JOIN stand_search ss ON ss.stand_id = s.id WHERE s.id = $1`,
      [standId],
    )
  ).rows[0];

it('gives stands inserted after their links the texts the per-stand functions give', async () => {
  const showId = await insertShow(ctx.pool);
  const exhibitor = await insertUser(ctx.pool, { firstName: 'Élodie', lastName: 'Durand', company: 'Maison Dûpré' });
  const decorator = await insertUser(ctx.pool, { firstName: 'Marc', lastName: 'Lefèvre', company: null });
  const values = { name: 'Stand Étoile', hall: 'Hall 2', aisle: 'B', number: '014', surface: '24', standType: 'Stand nu' };
  const [linkedFirst, alone] = await withActor(ctx.pool, null, async (db) => {
    const reserved = await reserveStandIds(db, 2);
    await linksBeforeStands(db, async () => {
      await db.query(`INSERT INTO user_stand_roles (stand_id, user_id, standist_role) VALUES ($1, $2, $3), ($1, $4, $5)`, [
        reserved[0],
        exhibitor.id,
        STANDIST_ROLES.EXHIBITOR,
        decorator.id,
        STANDIST_ROLES.DECORATOR,
      ]);
      await insertImported(db, showId, [values, { ...values, name: 'Stand seul' }], reserved);
    });
    return reserved;
  });

  const linked = await texts(linkedFirst);
  expect(linked.exhibitor_text).toBe('Élodie Durand (Maison Dûpré)');
  expect(linked.decorator_text).toBe('Marc Lefèvre');
  expect(linked.agency_text).toBeNull();
  expect([linked.exhibitor_text, linked.decorator_text, linked.search_text]).toEqual([linked.exhibitor_now, linked.decorator_now, linked.search_now]);
  expect(linked.search_text).toBe('stand etoile hall 2 b 014 stand nu elodie durand maison dupre marc lefevre');

  const single = await texts(alone);
  expect([single.exhibitor_text, single.search_text]).toEqual([null, 'stand seul hall 2 b 014 stand nu']);

  // The same people linked after the insert (the row triggers' way) end with the same texts.
  const later = await insertStand(ctx.pool, showId, { name: 'Stand Étoile', hall: 'Hall 2', aisle: 'B', number: '014', standType: 'Stand nu' });
  await addStandRole(ctx.pool, exhibitor.id, later, STANDIST_ROLES.EXHIBITOR);
  await addStandRole(ctx.pool, decorator.id, later, STANDIST_ROLES.DECORATOR);
  const after = await texts(later);
  expect([after.exhibitor_text, after.decorator_text, after.search_text]).toEqual([linked.exhibitor_text, linked.decorator_text, linked.search_text]);
});
