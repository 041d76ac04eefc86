import crypto from 'node:crypto';
import { ROLES } from '@/domain/roles';
import { STAND_STATUSES } from '@/domain/standStatus';
import { DEMO_PASSWORD } from '@server/seed/demo';
import { DASHBOARD_MESSAGES, DASHBOARD_REPORTS, generateLargeDataSet, LARGE_ADMIN, LARGE_STANDIST, showSizes, type LargeSizes } from '@server/seed/largeData';
import { seedLarge } from '@server/seed/largeLoad';
import { prng } from '@server/seed/prng';
import { client, createTestContext, type TestContext } from '../../support/apiApp';

const SIZES: LargeSizes = { shows: 9, stands: 1200, messages: 6000, users: 400, reports: 600, demands: 2400 };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedLarge(ctx.pool, SIZES);
});
afterAll(async () => ctx.close());

const one = async (sql: string): Promise<number> => Number(Object.values((await ctx.pool.query(sql)).rows[0])[0]);
const searchTextOf = async (standId: number): Promise<string> =>
  (await ctx.pool.query('SELECT search_text FROM stand_search WHERE stand_id = $1', [standId])).rows[0]?.search_text ?? '';

describe('large seed: sizes and determinism', () => {
  it('spreads the default 100 000 stands over four huge shows (the largest ~20 000) and a tail of small ones', () => {
    const sizes = showSizes(50, 100_000, prng(1));
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(100_000);
    expect(Math.max(...sizes)).toBe(20_000);
    expect(sizes.filter((n) => n >= 10_000)).toHaveLength(4);
    expect(sizes.filter((n) => n < 1000).length).toBeGreaterThan(20);
  });

  it('generates the same rows for the same sizes', () => {
    const roleIds = new Map(Object.values(ROLES).map((reference, i) => [reference, i + 1]));
    const hash = (seed: number) => {
      const data = generateLargeDataSet(SIZES, { passwordHash: 'x', roleIds }, seed);
      const h = crypto.createHash('sha256');
      for (const table of data.tables) for (const line of table.lines()) h.update(line);
      return h.digest('hex');
    };
    expect(hash(7)).toBe(hash(7));
    expect(hash(7)).not.toBe(hash(8));
  });
});

describe('large seed: the loaded database', () => {
  it('has the requested rows', async () => {
    expect(await one('SELECT count(*) FROM shows')).toBe(SIZES.shows);
    expect(await one('SELECT count(*) FROM stands')).toBe(SIZES.stands);
    expect(await one('SELECT count(*) FROM users')).toBe(SIZES.users);
    expect(await one('SELECT count(*) FROM messages')).toBe(SIZES.messages);
    expect(await one('SELECT count(*) FROM stand_messages')).toBe(SIZES.messages);
    expect(await one('SELECT count(*) FROM reports')).toBe(SIZES.reports);
    expect(await one('SELECT count(*) FROM demands')).toBe(SIZES.demands);
    // Each request on its stand's show, of its type's family.
    expect(await one(`SELECT count(*) FROM demands d JOIN stands s ON s.id = d.stand_id WHERE s.show_id <> d.show_id OR (d.family = 'logistic') <> (d.demand_type LIKE 'logistic%')`)).toBe(0);
    expect(await one('SELECT count(*) FROM stands s WHERE NOT EXISTS (SELECT 1 FROM user_stand_roles u WHERE u.stand_id = s.id)')).toBe(0);
  });

  it("gives the bench's dashboard stand (the largest show's first) 500 messages, attachments and 20 findings", async () => {
    const stand = await one(`SELECT min(s.id) FROM stands s WHERE s.show_id = (SELECT show_id FROM stands GROUP BY show_id ORDER BY count(*) DESC, show_id LIMIT 1)`);
    expect(await one(`SELECT count(*) FROM stand_messages WHERE stand_id = ${stand}`)).toBeGreaterThanOrEqual(DASHBOARD_MESSAGES);
    expect(await one(`SELECT count(*) FROM reports WHERE stand_id = ${stand}`)).toBeGreaterThanOrEqual(DASHBOARD_REPORTS);
    expect(
      await one(`SELECT count(*) FROM stand_messages sm JOIN message_media mm ON mm.message_id = sm.message_id JOIN media md ON md.id = mm.media_id WHERE sm.stand_id = ${stand}`),
    ).toBeGreaterThan(DASHBOARD_MESSAGES / 10);
    // Every plan submission carries its plans; the sequences are past the written ids.
    expect(await one(`SELECT count(*) FROM stand_messages sm WHERE sm.new_stand_status = 'pendingPlansVerification' AND NOT EXISTS (SELECT 1 FROM message_media mm WHERE mm.message_id = sm.message_id)`)).toBe(0);
    const media = await ctx.pool.query(`INSERT INTO media (kind, media_file_name, storage_name, mime_type, size) VALUES ('messageAttachment', 'x.pdf', 'test-x.pdf', 'application/pdf', 1) RETURNING id`);
    expect(media.rows[0].id).toBe((await one('SELECT count(*) FROM media')));
    await ctx.pool.query('DELETE FROM media WHERE id = $1', [media.rows[0].id]);
  });

  it('keeps the maintained columns as the schema computes them', async () => {
    expect(await one(`SELECT count(*) FROM stands s LEFT JOIN stand_search ss ON ss.stand_id = s.id
                       WHERE (ss.show_id, ss.search_text) IS DISTINCT FROM (s.show_id, stand_search_text(s.id, s.name, s.hall, s.aisle, s.number, s.stand_type))`)).toBe(0);
    expect(await one(`SELECT count(*) FROM stands WHERE layouts_sort <> stand_layouts_sort(id)`)).toBe(0);
    for (const role of ['EXHIBITOR', 'DECORATOR', 'AGENCY']) {
      const column = `${role.toLowerCase()}_text`;
      expect(await one(`SELECT count(*) FROM stands WHERE ${column} IS DISTINCT FROM stand_person_text(id, 'ROLE_STANDIST_${role}')`)).toBe(0);
      expect(await one(`SELECT count(*) FROM stands WHERE ${column} IS NOT NULL`)).toBeGreaterThan(0);
    }
    expect(await one(`SELECT count(*) FROM stands WHERE layouts_sort <> ''`)).toBeGreaterThan(0);
    expect(
      await one(`SELECT count(*) FROM stands s WHERE stand_security_instruction_id IS DISTINCT FROM (SELECT id FROM stand_security_instructions i WHERE i.stand_id = s.id)`),
    ).toBe(0);
    expect(await one(`SELECT count(*) FROM stands WHERE stand_security_instruction_id IS NOT NULL`)).toBeGreaterThan(0);
  });

  it('sets the report counters and message flags from the generated reports and messages', async () => {
    expect(
      await one(`SELECT count(*) FROM stands s WHERE nb_in_progress_reports <> (SELECT count(*) FROM reports r WHERE r.stand_id = s.id AND r.status = 'in_progress')
                   OR nb_closed_reports <> (SELECT count(*) FROM reports r WHERE r.stand_id = s.id AND r.status = 'closed')`),
    ).toBe(0);
    expect(await one(`SELECT count(*) FROM reports WHERE status = 'in_progress'`)).toBeGreaterThan(0);
    expect(await one(`SELECT count(*) FROM reports WHERE status = 'closed'`)).toBeGreaterThan(0);
    // New (unseen) messages are untreated, and only a standist's last word leaves a stand untreated.
    expect(await one('SELECT count(*) FROM stands WHERE un_seen')).toBeGreaterThan(0);
    expect(await one('SELECT count(*) FROM stands WHERE un_seen AND treated')).toBe(0);
    expect(await one('SELECT count(*) FROM stands WHERE NOT treated')).toBeGreaterThan(await one('SELECT count(*) FROM stands WHERE un_seen'));
    expect(
      await one(`SELECT count(*) FROM stands s WHERE NOT s.treated AND (
                   SELECT m.created_by_stand_role FROM stand_messages sm JOIN messages m ON m.id = sm.message_id
                   WHERE sm.stand_id = s.id ORDER BY sm.created_at DESC, sm.id DESC LIMIT 1) IS NULL`),
    ).toBe(0);
    // The last status change recorded is the stand's status.
    expect(
      await one(`SELECT count(*) FROM stands s WHERE s.status <> coalesce((SELECT sm.new_stand_status FROM stand_messages sm
                   WHERE sm.stand_id = s.id AND sm.new_stand_status IS NOT NULL ORDER BY sm.created_at DESC, sm.id DESC LIMIT 1), 'waitingForPlans')`),
    ).toBe(0);
    // Messages spread over months, ids in time order.
    expect(await one(`SELECT extract(day FROM max(created_at) - min(created_at)) FROM messages`)).toBeGreaterThan(90);
    expect(await one(`SELECT count(*) FROM (SELECT created_at < lag(created_at) OVER (ORDER BY id) AS back FROM messages) m WHERE back`)).toBe(0);
  });

  it('has every plan status, comma surfaces and staff of every kind', async () => {
    const statuses = (await ctx.pool.query('SELECT DISTINCT status FROM stands')).rows.map((r) => r.status);
    expect(statuses.sort()).toEqual([...STAND_STATUSES].sort());
    expect(await one(`SELECT count(*) FROM stands WHERE surface LIKE '%,%' AND surface_value IS NOT NULL`)).toBeGreaterThan(0);
    const roles = (await ctx.pool.query('SELECT DISTINCT r.reference FROM users u JOIN roles r ON r.id = u.role_id')).rows.map((r) => r.reference);
    expect(roles).toEqual(expect.arrayContaining(['ROLE_SUPER_ADMIN', 'ROLE_SUPPORT_ASTECH', 'ROLE_ORGANIZER', 'ROLE_STANDIST', 'ROLE_SECURITY_OFFICER']));
  });

  it('numbers a plan revision per loaded submission, decided by the validation or refusal that followed it', async () => {
    const submissions = await one(`SELECT count(*) FROM stand_messages WHERE new_stand_status = 'pendingPlansVerification'`);
    expect(submissions).toBeGreaterThan(0);
    expect(await one('SELECT count(*) FROM plan_revisions')).toBe(submissions);
    // Each revision's decision is the stand's next status message, when that one validates or refuses.
    const wrong = await one(`
      SELECT count(*) FROM plan_revisions r JOIN stand_messages s ON s.id = r.submission_message_id
       WHERE r.decision_message_id IS DISTINCT FROM (
         SELECT n.id FROM stand_messages n
          WHERE n.stand_id = r.stand_id AND n.id > s.id AND n.new_stand_status IS NOT NULL
            AND n.new_stand_status IN ('pendingPlansConfirmation', 'waitingForPlans')
            AND NOT EXISTS (SELECT 1 FROM stand_messages m WHERE m.stand_id = r.stand_id AND m.id > s.id AND m.id < n.id AND m.new_stand_status IS NOT NULL)
          LIMIT 1)`);
    expect(wrong).toBe(0);
  });

  it('writes the timeline events of the loaded messages and findings, as the triggers would have', async () => {
    const closed = await one(`SELECT count(*) FROM reports WHERE status = 'closed' AND closed_at IS NOT NULL`);
    expect(await one(`SELECT count(*) FROM stand_events WHERE kind = 'message'`)).toBe(SIZES.messages);
    expect(await one(`SELECT count(*) FROM stand_events WHERE kind = 'reportOpened'`)).toBe(SIZES.reports);
    expect(await one(`SELECT count(*) FROM stand_events WHERE kind = 'reportClosed'`)).toBe(closed);
    // On the message's stand, by its author, at its date, naming it.
    const wrong = await one(`
      SELECT count(*) FROM stand_events e JOIN stand_messages sm ON sm.id = (e.details->>'messageId')::int JOIN messages m ON m.id = sm.message_id
       WHERE e.kind = 'message' AND (e.stand_id <> sm.stand_id OR e.actor_id IS DISTINCT FROM m.created_by_id OR e.at <> sm.created_at
             OR e.details->>'newStandStatus' IS DISTINCT FROM sm.new_stand_status)`);
    expect(wrong).toBe(0);
    // The stand dashboard's timeline lists them, every one of its stand's.
    const login = await client(ctx.app).post('/backend/login_check', { _username: LARGE_ADMIN, _password: DEMO_PASSWORD });
    const stand = await one('SELECT min(stand_id) FROM reports');
    const timeline = await client(ctx.app, login.body.token).get(`/backend/stand_events?stand=${stand}`);
    expect(timeline.status).toBe(200);
    const kinds = timeline.body['hydra:member'].map((e: { kind: string }) => e.kind);
    expect(kinds).toContain('reportOpened');
    expect(timeline.body['hydra:totalItems']).toBe(await one(`SELECT count(*) FROM stand_events WHERE stand_id = ${stand}`));
  });

  it('leaves the stands all-visible, so counts are index-only scans from the start', async () => {
    const { rows } = await ctx.pool.query(`SELECT relpages, relallvisible FROM pg_class WHERE relname = 'stands'`);
    expect(rows[0].relallvisible).toBeGreaterThanOrEqual(rows[0].relpages * 0.9);
  });

  it('leaves triggers and identity sequences working for later writes', async () => {
    const { rows } = await ctx.pool.query(`INSERT INTO stands (show_id, name) VALUES (1, 'Nouveau Stand Zeta') RETURNING id`);
    expect(rows[0].id).toBe(SIZES.stands + 1);
    expect(await searchTextOf(rows[0].id)).toContain('nouveau stand zeta');
    const usr = await ctx.pool.query(`SELECT user_id, stand_id FROM user_stand_roles ORDER BY id LIMIT 1`);
    await ctx.pool.query(`UPDATE users SET last_name = 'Xylophone' WHERE id = $1`, [usr.rows[0].user_id]);
    expect(await searchTextOf(usr.rows[0].stand_id)).toContain('xylophone');
    const msg = await ctx.pool.query(`INSERT INTO messages (content) VALUES ('x') RETURNING id`);
    expect(msg.rows[0].id).toBe(SIZES.messages + 1);
  });

  it('lets the bench accounts log in (demo1234) and gives the standist their own stands', async () => {
    for (const username of [LARGE_ADMIN, LARGE_STANDIST]) {
      const res = await client(ctx.app).post('/backend/login_check', { _username: username, _password: DEMO_PASSWORD });
      expect(res.status).toBe(200);
    }
    const login = await client(ctx.app).post('/backend/login_check', { _username: LARGE_STANDIST, _password: DEMO_PASSWORD });
    const list = await client(ctx.app, login.body.token).get('/backend/stands');
    expect(list.body['hydra:totalItems']).toBeGreaterThan(50);
  });
});
