/**
 * A show's sync (issue 24): `POST /backend/shows/{id}/sync_preview` and `/sync` run off the request
 * path (the inline job queue), write in one transaction through the tables' writers, keep hand
 * edits, and report. The exhibitor file comes from a fake fetcher (the sources' transports are
 * tested on their own), so these tests are about what the sync does with it.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { buildApp } from '@server/app';
import { GatewayError, type ExhibitorFile, type ExhibitorRecord } from '@server/services/gateway/types';
import type { ExhibitorFileFetcher } from '@server/services/gateway/fileFetcher';
import { readExhibitorFile } from '@server/services/gateway/exhibitorFile';
import { runSync } from '@server/services/gateway/syncApply';
import { SCHEDULED_SYNC_JOB } from '@server/services/gateway/syncJobs';
import { startSync } from '@server/services/gateway/syncReports';
import fr from '../../../../i18n/fr.json';
import en from '../../../../i18n/en.json';
import { client, createTestContext, TEST_JWT_SECRET, type TestContext } from '../../../support/apiApp';
import { addStandRole, insertShow, insertStand, insertUser, linkUserShow, ROLES, tokenFor, type TestUser } from '../../../support/apiBuilders';

/** What the fake source serves, per show; a gate holds a fetch until the test lets it go. */
const served = new Map<number, ExhibitorFile | GatewayError>();
let gate: Promise<void> | null = null;
let sourceId = 0;
const fetchExhibitorFile: ExhibitorFileFetcher = async (_pool, showId) => {
  if (gate) await gate;
  const file = served.get(showId);
  if (!file) throw new GatewayError('DIRECTORY_NOT_FOUND');
  if (file instanceof GatewayError) throw file;
  return { sourceId, file: structuredClone(file) };
};

let ctx: TestContext;
const users = {} as Record<'admin' | 'organizer' | 'otherOrganizer' | 'support' | 'standist' | 'sps', TestUser>;
const tokens = {} as Record<keyof typeof users, string>;
const as = (who: keyof typeof users) => client(ctx.app, tokens[who]);

beforeAll(async () => {
  ctx = await createTestContext({ gateway: { fetchExhibitorFile } });
  sourceId = (await ctx.pool.query(`SELECT id FROM sources WHERE reference = 'gl_event'`)).rows[0].id;
  const roles = { admin: ROLES.ADMIN, organizer: ROLES.ORGANIZER, otherOrganizer: ROLES.ORGANIZER, support: ROLES.SUPPORT, standist: ROLES.STANDIST, sps: ROLES.SPS_COORDINATOR };
  for (const [who, role] of Object.entries(roles) as Array<[keyof typeof users, string]>) {
    users[who] = await insertUser(ctx.pool, { role });
    tokens[who] = await tokenFor(users[who]);
  }
});
afterAll(async () => ctx.close());

/** A show with its gateway on, linked to the organizer (and the SPS coordinator). */
async function gatewayShow(options: { organizer?: TestUser } = {}): Promise<number> {
  const showId = await insertShow(ctx.pool);
  await ctx.pool.query(`UPDATE shows SET external_sync = true, source_id = $2, source_path = 'SALON-42' WHERE id = $1`, [showId, sourceId]);
  await linkUserShow(ctx.pool, (options.organizer ?? users.organizer).id, showId);
  await linkUserShow(ctx.pool, users.sps.id, showId);
  return showId;
}

let rowCounter = 0;
let tokenCount = 0;
/** Every record its own token (a token keys one stand of its source, whatever the show); `n` names it. */
function record(n: number, over: Partial<ExhibitorRecord> = {}): ExhibitorRecord {
  return {
    row: ++rowCounter,
    token: `${'T'.repeat(24)}${String(++tokenCount).padStart(8, '0')}`,
    tokenExpiresAt: '2031-01-01T00:00:00.000Z',
    name: `Exposant ${n}`,
    hall: 'Hall 5',
    aisle: 'B',
    number: String(100 + n),
    surface: '18',
    standType: 'Stand équipé',
    contact: { email: `contact${n}-${rowCounter}@exposant.test`, firstName: 'Jeanne', lastName: `Martin${n}`, company: `Société ${n}`, phone: '0102030405', language: 'fr' },
    ...over,
  };
}
const file = (records: ExhibitorRecord[]): ExhibitorFile => ({ records, problems: [] });

/** Runs a sync as the admin and waits for it: its report. */
async function sync(showId: number, body: object = { immediate: true }) {
  const res = await as('admin').post(`/backend/shows/${showId}/sync`, body);
  expect(res.status).toBe(202);
  expect(res.body).toMatchObject({ '@type': 'ShowSyncReport', kind: 'sync', status: 'running' });
  await ctx.app.jobs.idle();
  return (await as('admin').get(res.body['@id'])).body;
}

const standsOf = async (showId: number) =>
  (
    await ctx.pool.query(
      `SELECT s.id, s.name, s.hall, s.aisle, s.number, s.surface, s.stand_type, s.enabled, s.updated_at, e.token_identifier, e.token_hash, e.expires_at,
              e.synced_values, u.email AS contact_email,
              (SELECT array_agg(x.user_id ORDER BY x.user_id) FROM user_stand_roles x WHERE x.stand_id = s.id) AS people
         FROM stands s LEFT JOIN external_stand_identifiers e ON e.stand_id = s.id LEFT JOIN users u ON u.id = e.contact_user_id
        WHERE s.show_id = $1 ORDER BY s.id`,
      [showId],
    )
  ).rows;

describe('the sync writes the organizer’s file', () => {
  it('creates the stands with their identifiers and exhibitor accounts, stamps the show, and the same file twice changes nothing', async () => {
    const showId = await gatewayShow();
    const handMade = await insertStand(ctx.pool, showId, { name: 'Stand fait main' });
    const records = [record(1), record(2), record(3)];
    served.set(showId, file(records));
    const report = await sync(showId);
    expect(report).toMatchObject({ status: 'succeeded', progress: 100, trigger: 'manual', errorCode: null });
    expect(report.counts).toMatchObject({ total: 3, created: 3, updated: 0, disabled: 0 });
    expect(report.changes.map((c: { kind: string }) => c.kind)).toEqual(['created', 'created', 'created']);
    expect(report.createdByName).toBeTruthy();

    const stands = await standsOf(showId);
    expect(stands).toHaveLength(4);
    const synced = stands.filter((s) => s.token_identifier);
    expect(synced.map((s) => s.name)).toEqual(['Exposant 1', 'Exposant 2', 'Exposant 3']);
    expect(synced[0].token_hash).toBe(crypto.createHash('sha256').update(records[0].token).digest('hex'));
    expect(synced[0].expires_at.toISOString()).toBe('2031-01-01T00:00:00.000Z');
    expect(synced.map((s) => s.contact_email)).toEqual(records.map((r) => r.contact!.email));
    // Each contact is a standist exhibitor of their stand.
    const exhibitors = await ctx.pool.query(
      `SELECT usr.stand_id, u.email, r.reference FROM user_stand_roles usr JOIN users u ON u.id = usr.user_id JOIN roles r ON r.id = u.role_id
        WHERE usr.standist_role = 'ROLE_STANDIST_EXHIBITOR' AND usr.stand_id = ANY($1::int[]) ORDER BY usr.stand_id`,
      [synced.map((s) => s.id)],
    );
    expect(exhibitors.rows.map((r) => [r.email, r.reference])).toEqual(records.map((r) => [r.contact!.email, 'ROLE_STANDIST']));
    // Made by the gateway, no password chosen: their stands' tokens open them (migration 034).
    const made = await ctx.pool.query('SELECT created_by_gateway, password_set_at FROM users WHERE email = ANY($1::text[])', [records.map((r) => r.contact!.email)]);
    expect(made.rows).toEqual(records.map(() => ({ created_by_gateway: true, password_set_at: null })));
    expect((await ctx.pool.query('SELECT external_sync_at FROM shows WHERE id = $1', [showId])).rows[0].external_sync_at).not.toBeNull();
    // The new stands carry their exhibitor (linked before the stands are written, migration 036): the list finds them by the person, the export names them.
    const found = await as('admin').get(`/backend/stands?show=${showId}&search=martin2`);
    expect(found.body['hydra:member'].map((s: { name: string }) => s.name)).toEqual(['Exposant 2']);
    const texts = await ctx.pool.query('SELECT exhibitor_text FROM stands WHERE id = ANY($1::int[]) ORDER BY id', [synced.map((s) => s.id)]);
    expect(texts.rows.map((r) => r.exhibitor_text)).toEqual(['Jeanne Martin1 (Société 1)', 'Jeanne Martin2 (Société 2)', 'Jeanne Martin3 (Société 3)']);

    const again = await sync(showId);
    expect(again.counts).toMatchObject({ total: 3, created: 0, updated: 0, unchanged: 3, disabled: 0, enabled: 0, contactEmailChanged: 0, conflicts: 0 });
    expect(again.changes).toEqual([]);
    expect(await standsOf(showId)).toEqual(stands);
    // The stand made by hand was never looked at.
    expect(stands.find((s) => s.id === handMade)).toMatchObject({ name: 'Stand fait main', enabled: true, token_identifier: null });
  });

  it('updates, disables, enables again, moves the contact, and keeps a conflicting hand edit', async () => {
    const showId = await gatewayShow();
    const [a, b, c, d] = [record(1), record(2), record(3), record(4)];
    served.set(showId, file([a, b, c, d]));
    await sync(showId);
    const ids = Object.fromEntries((await standsOf(showId)).map((s) => [s.token_identifier, s.id]));
    // By hand since: c renamed on the platform.
    await ctx.pool.query(`UPDATE stands SET name = 'Renommé sur la plateforme' WHERE id = $1`, [ids[c.token]]);

    const newEmail = `moved-${rowCounter}@exposant.test`;
    served.set(showId, file([{ ...a, surface: '24' }, { ...b, contact: { ...b.contact!, email: newEmail } }, { ...c, name: 'Renommé chez l’organisateur' }]));
    const report = await sync(showId);
    expect(report.counts).toMatchObject({ total: 3, updated: 1, disabled: 1, contactEmailChanged: 1, conflicts: 1, unchanged: 0 });
    const byKind = (kind: string) => report.changes.filter((x: { kind: string }) => x.kind === kind);
    expect(byKind('updated')[0]).toMatchObject({ stand: `/backend/stands/${ids[a.token]}`, fields: { surface: ['18', '24'] } });
    expect(byKind('disabled')[0]).toMatchObject({ stand: `/backend/stands/${ids[d.token]}` });
    expect(byKind('contactEmailChanged')[0].fields).toEqual({ contactEmail: [b.contact!.email, newEmail] });
    expect(byKind('conflict')[0].fields).toEqual({ name: ['Renommé sur la plateforme', 'Renommé chez l’organisateur'] });

    const after = Object.fromEntries((await standsOf(showId)).map((s) => [s.token_identifier, s]));
    expect(after[a.token].surface).toBe('24');
    expect(after[c.token].name).toBe('Renommé sur la plateforme');
    expect(after[d.token].enabled).toBe(false);
    expect(after[b.token].contact_email).toBe(newEmail);
    // The link moved: the former exhibitor is no longer on the stand, the new one is.
    const formerId = (await ctx.pool.query('SELECT id FROM users WHERE email = $1', [b.contact!.email])).rows[0].id;
    const newId = (await ctx.pool.query('SELECT id FROM users WHERE email = $1', [newEmail])).rows[0].id;
    expect(after[b.token].people).toEqual([newId]);
    expect(after[b.token].people).not.toContain(formerId);

    // The conflict is told once; d back in the file is enabled again.
    served.set(showId, file([{ ...a, surface: '24' }, { ...b, contact: { ...b.contact!, email: newEmail } }, { ...c, name: 'Renommé chez l’organisateur' }, d]));
    const third = await sync(showId);
    expect(third.counts).toMatchObject({ enabled: 1, conflicts: 0, updated: 0, unchanged: 3 });
    expect((await standsOf(showId)).find((s) => s.id === ids[d.token]).enabled).toBe(true);
  });

  it('writes nothing when it fails half-way: the report says failed, the stands are as before', async () => {
    const showId = await gatewayShow();
    served.set(showId, file([record(1), record(2)]));
    await sync(showId);
    const before = await standsOf(showId);
    const syncAtBefore = (await ctx.pool.query('SELECT external_sync_at FROM shows WHERE id = $1', [showId])).rows[0].external_sync_at;
    served.set(showId, file([record(3), { ...(served.get(showId) as ExhibitorFile).records[0], name: 'Changé' }]));
    // A failure after the stands were written: the identifiers' write refuses (the last step but the report).
    await ctx.pool.query(`CREATE FUNCTION test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected'; END $$`);
    await ctx.pool.query(`CREATE TRIGGER test_refuse BEFORE INSERT OR UPDATE ON external_stand_identifiers FOR EACH ROW EXECUTE FUNCTION test_refuse()`);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const report = await sync(showId);
      expect(report).toMatchObject({ status: 'failed', errorCode: 'showDashboard.sync.failed', counts: null });
    } finally {
      errors.mockRestore();
      await ctx.pool.query('DROP TRIGGER test_refuse ON external_stand_identifiers; DROP FUNCTION test_refuse()');
    }
    expect(await standsOf(showId)).toEqual(before);
    expect((await ctx.pool.query('SELECT external_sync_at FROM shows WHERE id = $1', [showId])).rows[0].external_sync_at).toEqual(syncAtBefore);
  });

  it('answers the running report even when its job has already failed by then (a source refusing at once)', async () => {
    const showId = await gatewayShow();
    served.set(showId, new GatewayError('CONNECTION_FAILED', 'ftp.example: ECONNREFUSED'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The job runs to its end before the request answers: the answer must still be the started report.
    const jobs = ctx.app.jobs;
    const send = jobs.send.bind(jobs);
    const queued = jest.spyOn(jobs, 'send').mockImplementation(async (name, data) => {
      await send(name, data);
      await jobs.idle();
    });
    try {
      const res = await as('admin').post(`/backend/shows/${showId}/sync`, { immediate: true });
      expect(res.status).toBe(202);
      expect(res.body).toMatchObject({ '@type': 'ShowSyncReport', kind: 'sync', status: 'running' });
      expect((await as('admin').get(res.body['@id'])).body).toMatchObject({ status: 'failed', errorCode: 'CONNECTION_FAILED' });
    } finally {
      queued.mockRestore();
      warn.mockRestore();
    }
  });

  it('reports a source failure with its code, nothing written', async () => {
    const showId = await gatewayShow();
    served.set(showId, new GatewayError('CONNECTION_FAILED', 'ftp.example: ECONNREFUSED'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const report = await sync(showId);
    warn.mockRestore();
    expect(report).toMatchObject({ status: 'failed', errorCode: 'CONNECTION_FAILED' });
    expect(await standsOf(showId)).toEqual([]);
  });
});

describe('POST /backend/shows/{id}/sync and sync_preview', () => {
  it('lets the admin and the show’s organizer start them; refuses support, standists and SPS (403), another organizer’s show (404)', async () => {
    const showId = await gatewayShow();
    served.set(showId, file([record(1)]));
    const standId = await insertStand(ctx.pool, showId);
    await addStandRole(ctx.pool, users.standist.id, standId);
    for (const who of ['admin', 'organizer'] as const) {
      const preview = await as(who).post(`/backend/shows/${showId}/sync_preview`, {});
      expect(preview.status).toBe(202);
      expect(preview.body).toMatchObject({ kind: 'preview', status: 'running', show: `/backend/shows/${showId}` });
      const res = await as(who).post(`/backend/shows/${showId}/sync`, { immediate: true });
      expect(res.status).toBe(202);
      await ctx.app.jobs.idle();
    }
    for (const who of ['support', 'standist', 'sps'] as const) {
      expect((await as(who).post(`/backend/shows/${showId}/sync`, { immediate: true })).status).toBe(403);
      expect((await as(who).post(`/backend/shows/${showId}/sync_preview`, {})).status).toBe(403);
    }
    expect((await as('otherOrganizer').post(`/backend/shows/${showId}/sync`, { immediate: true })).status).toBe(404);
    expect((await ctx.pool.query('SELECT count(*)::int AS n FROM show_sync_reports WHERE show_id = $1', [showId])).rows[0].n).toBe(4);
  });

  it('answers 422 naming `immediate` when it is not true, and the spec’s message for a show without a gateway', async () => {
    const showId = await gatewayShow();
    for (const body of [{}, { immediate: false }, { immediate: 'yes' }]) {
      const res = await as('admin').post(`/backend/shows/${showId}/sync`, body);
      expect(res.status).toBe(422);
      expect(res.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(['immediate']);
    }
    const plain = await insertShow(ctx.pool);
    for (const url of [`/backend/shows/${plain}/sync`, `/backend/shows/${plain}/sync_preview`]) {
      const res = await client(ctx.app, tokens.admin, { 'accept-language': 'fr' }).post(url, { immediate: true });
      expect(res.status).toBe(422);
      expect(res.body['hydra:description']).toBe("Ce salon n'est pas configuré pour une synchronisation");
    }
    expect((await ctx.pool.query('SELECT count(*)::int AS n FROM show_sync_reports WHERE show_id = ANY($1::int[])', [[showId, plain]])).rows[0].n).toBe(0);
  });

  it('runs one sync of a show at a time: parallel requests get one 202 and 409s', async () => {
    const showId = await gatewayShow();
    served.set(showId, file([record(1), record(2)]));
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => client(ctx.app, tokens.admin, { 'accept-language': 'en' }).post(`/backend/shows/${showId}/sync`, { immediate: true })));
      expect(answers.map((r) => r.status).sort()).toEqual([202, 409, 409, 409, 409]);
      expect(answers.find((r) => r.status === 409)!.body['hydra:description']).toBe('A synchronization of this show is already running.');
      // Progress is readable while it runs.
      const running = answers.find((r) => r.status === 202)!.body;
      await new Promise((resolve) => setImmediate(resolve));
      expect((await as('admin').get(running['@id'])).body.status).toBe('running');
    } finally {
      release();
      gate = null;
    }
    await ctx.app.jobs.idle();
    const reports = await ctx.pool.query(`SELECT status FROM show_sync_reports WHERE show_id = $1`, [showId]);
    expect(reports.rows).toEqual([{ status: 'succeeded' }]);
    expect((await standsOf(showId)).length).toBe(2);
  });

  it('fails a run whose show was given another source while its file was read, writing nothing', async () => {
    const showId = await gatewayShow();
    served.set(showId, file([record(1), record(2)]));
    const otherSource = (await ctx.pool.query(`INSERT INTO sources (reference, name) VALUES ('sync_moved', 'Moved') RETURNING id`)).rows[0].id;
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    try {
      const started = await as('admin').post(`/backend/shows/${showId}/sync`, { immediate: true });
      expect(started.status).toBe(202);
      await ctx.pool.query('UPDATE shows SET source_id = $2 WHERE id = $1', [showId, otherSource]);
    } finally {
      release();
      gate = null;
    }
    await ctx.app.jobs.idle();
    const reports = await ctx.pool.query(`SELECT status, error_code FROM show_sync_reports WHERE show_id = $1`, [showId]);
    expect(reports.rows).toEqual([{ status: 'failed', error_code: 'api.error.syncSourceChanged' }]);
    expect(await standsOf(showId)).toEqual([]);
  });

  it('takes over from a run interrupted long ago (its node restarted), which is then told failed', async () => {
    const showId = await gatewayShow();
    served.set(showId, file([record(1)]));
    const stale = await ctx.pool.query(
      `INSERT INTO show_sync_reports (show_id, kind, trigger, started_at) VALUES ($1, 'sync', 'manual', now() - interval '2 hours') RETURNING id`,
      [showId],
    );
    const report = await sync(showId);
    expect(report.status).toBe('succeeded');
    expect((await as('admin').get(`/backend/show_sync_reports/${stale.rows[0].id}`)).body).toMatchObject({ status: 'failed', errorCode: 'api.sync.interrupted' });
  });

  it('applies a preview while the source still gives the same; once it changed, the request still answers 202 at once and the run fails saying so', async () => {
    const showId = await gatewayShow();
    served.set(showId, file([record(1), record(2)]));
    const started = await as('admin').post(`/backend/shows/${showId}/sync_preview`, {});
    await ctx.app.jobs.idle();
    const preview = (await as('admin').get(started.body['@id'])).body;
    expect(preview).toMatchObject({ kind: 'preview', status: 'succeeded', counts: { created: 2 } });
    expect(await standsOf(showId)).toEqual([]);

    served.set(showId, file([record(1), record(3)]));
    // The request does not read the source (the job does, under the show's lock).
    const stale = await sync(showId, { immediate: true, preview: preview['@id'] });
    expect(stale).toMatchObject({ status: 'failed', errorCode: 'api.error.syncPreviewOutdated', counts: null });
    expect(await standsOf(showId)).toEqual([]);

    const again = await as('admin').post(`/backend/shows/${showId}/sync_preview`, {});
    await ctx.app.jobs.idle();
    const report = await sync(showId, { immediate: true, preview: again.body['@id'] });
    expect(report.status).toBe('succeeded');
    expect(await standsOf(showId)).toHaveLength(2);
    // Another show's preview is no preview of this one.
    const other = await gatewayShow();
    const res = await as('admin').post(`/backend/shows/${other}/sync`, { immediate: true, preview: again.body['@id'] });
    expect(res.status).toBe(422);
    expect(res.body.violations[0].propertyPath).toBe('preview');
  });
});

describe('/backend/show_sync_reports', () => {
  it('lists a show’s reports newest first to the admin and its organizer only', async () => {
    const showId = await gatewayShow();
    const elsewhere = await gatewayShow({ organizer: users.otherOrganizer });
    served.set(showId, file([record(1)]));
    served.set(elsewhere, file([record(1)]));
    await as('admin').post(`/backend/shows/${showId}/sync_preview`, {});
    await ctx.app.jobs.idle();
    await sync(showId);
    await sync(elsewhere);
    for (const who of ['admin', 'organizer'] as const) {
      const list = await as(who).get(`/backend/show_sync_reports?show=${showId}`);
      expect(list.status).toBe(200);
      expect(list.body['hydra:member'].map((r: { kind: string }) => r.kind)).toEqual(['sync', 'preview']);
    }
    // An organizer's list holds their shows' reports only; another's report is not found.
    const mine = await as('organizer').get('/backend/show_sync_reports?pagination=false');
    expect(mine.body['hydra:member'].every((r: { show: string }) => r.show !== `/backend/shows/${elsewhere}`)).toBe(true);
    const theirs = (await as('otherOrganizer').get(`/backend/show_sync_reports?show=${elsewhere}`)).body['hydra:member'][0];
    expect((await as('organizer').get(theirs['@id'])).status).toBe(404);
    for (const who of ['support', 'standist', 'sps'] as const) expect((await as(who).get('/backend/show_sync_reports')).status).toBe(403);
  });

  it('names each stand by its token to admins, by its last four characters to the organizer (a token opens its exhibitor\'s session)', async () => {
    const showId = await gatewayShow();
    const rec = record(1);
    served.set(showId, file([rec]));
    await sync(showId);
    const adminReport = (await as('admin').get(`/backend/show_sync_reports?show=${showId}`)).body['hydra:member'][0];
    expect(adminReport.changes.map((c: { tokenIdentifier: string }) => c.tokenIdentifier)).toEqual([rec.token]);
    const organizerList = await as('organizer').get(`/backend/show_sync_reports?show=${showId}`);
    expect(organizerList.text).not.toContain(rec.token);
    expect(organizerList.body['hydra:member'][0].changes.map((c: { tokenIdentifier: string }) => c.tokenIdentifier)).toEqual([`…${rec.token.slice(-4)}`]);
  });
});

/** The record as a row of the organizer's JSON file (docs/gateway.md). */
const asJson = (r: ExhibitorRecord) => ({
  token: r.token,
  tokenExpiresAt: r.tokenExpiresAt,
  name: r.name,
  hall: r.hall,
  aisle: r.aisle,
  number: r.number,
  surface: r.surface,
  standType: r.standType,
  contact: r.contact,
});

/** Runs a scheduled sync of the show now (what each tick does for a show due) and gives its report. */
async function scheduledSync(showId: number) {
  const reportId = await startSync(ctx.pool, showId, 'scheduled', null);
  expect(reportId).not.toBeNull();
  await runSync({ pool: ctx.pool, fetchFile: fetchExhibitorFile }, { reportId: reportId!, showId, actorId: null });
  return (await as('admin').get(`/backend/show_sync_reports/${reportId}`)).body;
}

const enabledOf = async (showId: number) => (await standsOf(showId)).map((s) => [s.token_identifier, s.enabled]);

describe('what a sync refuses to withdraw', () => {
  it('keeps the stand of a refused row as it is (the row is a problem, not a withdrawal)', async () => {
    const showId = await gatewayShow();
    const [a, b, c] = [record(1), record(2), record(3)];
    served.set(showId, file([a, b, c]));
    await sync(showId);
    // c's row is now malformed (no name, a bad e-mail): read by the real file reader.
    const rows = [asJson(a), asJson(b), { ...asJson(c), name: '', surface: '99' }];
    served.set(showId, readExhibitorFile('exposants.json', Buffer.from(JSON.stringify(rows))));
    const report = await sync(showId);
    expect(report).toMatchObject({ status: 'succeeded' });
    expect(report.counts).toMatchObject({ total: 2, disabled: 0, problems: 1 });
    expect(report.changes).toEqual([expect.objectContaining({ kind: 'problem', row: 3, messageId: 'gateway.problem.nameMissing' })]);
    const c3 = (await standsOf(showId)).find((x) => x.token_identifier === c.token);
    expect(c3).toMatchObject({ enabled: true, name: 'Exposant 3', surface: '18' });
    // Gone from the file for good, it is withdrawn.
    served.set(showId, file([a, b]));
    expect((await sync(showId)).counts).toMatchObject({ disabled: 1 });
  });

  it('fails a run whose file holds no exhibitor while the show has synced stands, preview or sync, manual or scheduled, changing nothing', async () => {
    const showId = await gatewayShow();
    served.set(showId, file([record(1), record(2)]));
    await sync(showId);
    const before = await standsOf(showId);
    served.set(showId, file([]));
    const started = await as('admin').post(`/backend/shows/${showId}/sync_preview`, {});
    await ctx.app.jobs.idle();
    const preview = (await as('admin').get(started.body['@id'])).body;
    const refused = { status: 'failed', errorCode: 'api.sync.emptyFile', errorParams: { stands: 2 }, counts: null };
    expect(preview).toMatchObject(refused);
    expect(await sync(showId)).toMatchObject(refused);
    expect(await scheduledSync(showId)).toMatchObject(refused);
    expect(await standsOf(showId)).toEqual(before);
    expect((fr as Record<string, string>)['api.sync.emptyFile']).toContain('aucun exposant');
    expect((en as Record<string, string>)['api.sync.emptyFile']).toContain('no exhibitor');
    // A show with no synced stand yet may read an empty file (nothing to withdraw).
    const fresh = await gatewayShow();
    served.set(fresh, file([]));
    expect(await sync(fresh)).toMatchObject({ status: 'succeeded', counts: { total: 0 } });
  });

  it('withdraws more than half of the synced stands only when an admin applies a preview of it; a scheduled run, an unreviewed one or an organizer’s fail saying so', async () => {
    const showId = await gatewayShow();
    const [a, b, c, d] = [record(1), record(2), record(3), record(4)];
    served.set(showId, file([a, b, c, d]));
    await sync(showId);
    const before = await enabledOf(showId);
    served.set(showId, file([a]));
    const refused = { status: 'failed', errorCode: 'api.sync.tooManyWithdrawals', errorParams: { count: 3, total: 4 }, counts: null };
    expect(await scheduledSync(showId)).toMatchObject({ trigger: 'scheduled', ...refused });
    expect(await sync(showId)).toMatchObject(refused);
    // The organizer's reviewed apply is refused too; the preview itself lists the withdrawals.
    const organizerPreview = await as('organizer').post(`/backend/shows/${showId}/sync_preview`, {});
    await ctx.app.jobs.idle();
    expect((await as('organizer').get(organizerPreview.body['@id'])).body).toMatchObject({ status: 'succeeded', counts: { disabled: 3 } });
    const byOrganizer = await as('organizer').post(`/backend/shows/${showId}/sync`, { immediate: true, preview: organizerPreview.body['@id'] });
    expect(byOrganizer.status).toBe(202);
    await ctx.app.jobs.idle();
    expect((await as('organizer').get(byOrganizer.body['@id'])).body).toMatchObject(refused);
    expect(await enabledOf(showId)).toEqual(before);
    // Half is not more than half: a scheduled run withdraws two of four.
    served.set(showId, file([a, b]));
    const half = await scheduledSync(showId);
    expect(half).toMatchObject({ status: 'succeeded', counts: { disabled: 2 } });

    // The admin's apply of a preview goes through.
    served.set(showId, file([a, b, c, d]));
    await sync(showId);
    served.set(showId, file([d]));
    const preview = await as('admin').post(`/backend/shows/${showId}/sync_preview`, {});
    await ctx.app.jobs.idle();
    const applied = await sync(showId, { immediate: true, preview: preview.body['@id'] });
    expect(applied).toMatchObject({ status: 'succeeded', counts: { disabled: 3 } });
    expect((await enabledOf(showId)).filter(([, enabled]) => enabled)).toEqual([[d.token, true]]);
  });
});

describe('a stand a sync withdrew', () => {
  it('is hidden from its standists, with its messages and contacts, and shown to staff with enabled false', async () => {
    const showId = await gatewayShow();
    const rec = record(1);
    const kept = record(2);
    served.set(showId, file([rec, kept]));
    await sync(showId);
    const standId = (await ctx.pool.query('SELECT stand_id FROM external_stand_identifiers WHERE token_identifier = $1 AND stand_id IN (SELECT id FROM stands WHERE show_id = $2)', [rec.token, showId])).rows[0].stand_id;
    const exhibitor = (await ctx.pool.query('SELECT * FROM users WHERE email = $1', [rec.contact!.email])).rows[0];
    const standist = client(ctx.app, await tokenFor({ id: exhibitor.id, email: exhibitor.email, username: exhibitor.username, role: ROLES.STANDIST }));
    const reachable = async () => [
      (await standist.get(`/backend/stands/${standId}`)).status,
      (await standist.get(`/backend/stand_messages?stand=${standId}`)).body['hydra:member']?.length ?? 0,
      (await standist.get(`/backend/user_stand_roles?stand=${standId}`)).body['hydra:member']?.length ?? 0,
    ];
    await ctx.pool.query(
      `WITH m AS (INSERT INTO messages (content, created_by_id) VALUES ('Bonjour', $2) RETURNING id, created_at)
       INSERT INTO stand_messages (stand_id, message_id, created_at) SELECT $1, m.id, m.created_at FROM m`,
      [standId, users.admin.id],
    );
    expect(await reachable()).toEqual([200, 1, 1]);

    served.set(showId, file([kept]));
    await sync(showId);
    expect(await reachable()).toEqual([404, 0, 0]);
    expect((await standist.get(`/backend/shows/${showId}`)).status).toBe(404);
    const staff = await as('organizer').get(`/backend/stands/${standId}`);
    expect(staff.body.enabled).toBe(false);
    const withdrawn = await as('admin').get(`/backend/stands?show=${showId}&enabled=false`);
    expect(withdrawn.body['hydra:member'].map((s: { id: number }) => s.id)).toEqual([standId]);
    expect((await as('admin').get(`/backend/stands?show=${showId}&enabled=true`)).body['hydra:member']).toHaveLength(1);
  });
});

describe('the scheduled sync', () => {
  it('runs once per show when two app instances on one database fire it at the same time', async () => {
    const showId = await gatewayShow();
    const past = await gatewayShow();
    served.set(showId, file([record(1), record(2)]));
    served.set(past, file([record(1)]));
    // Only these two shows are the tick's (the other tests' shows stay as they are).
    await ctx.pool.query('UPDATE shows SET external_sync_deadline = now() - interval \'1 day\' WHERE id <> ALL($1::int[])', [[showId]]);
    const second = await buildApp({
      pool: ctx.pool,
      gateway: { fetchExhibitorFile },
      config: { jwtSecret: TEST_JWT_SECRET, filesDir: ctx.filesDir, distDir: null, outboxDir: path.join(ctx.filesDir, 'outbox') },
    });
    try {
      await Promise.all([ctx.app.jobs.send(SCHEDULED_SYNC_JOB, {}), second.jobs.send(SCHEDULED_SYNC_JOB, {})]);
      await Promise.all([ctx.app.jobs.idle(), second.jobs.idle()]);
    } finally {
      await second.close();
    }
    const reports = await ctx.pool.query(`SELECT show_id, trigger, status FROM show_sync_reports WHERE show_id = ANY($1::int[])`, [[showId, past]]);
    expect(reports.rows).toEqual([{ show_id: showId, trigger: 'scheduled', status: 'succeeded' }]);
    expect(await standsOf(showId)).toHaveLength(2);
  });

  it("an instance started with the schedule off (the e2e servers) runs nothing at its tick", async () => {
    const showId = await gatewayShow();
    served.set(showId, file([record(1)]));
    await ctx.pool.query('UPDATE shows SET external_sync_deadline = now() - interval \'1 day\' WHERE id <> $1', [showId]);
    const quiet = await buildApp({
      pool: ctx.pool,
      gateway: { fetchExhibitorFile },
      config: { jwtSecret: TEST_JWT_SECRET, filesDir: ctx.filesDir, distDir: null, outboxDir: path.join(ctx.filesDir, 'outbox'), scheduledSync: false },
    });
    try {
      await quiet.jobs.send(SCHEDULED_SYNC_JOB, {});
      await quiet.jobs.idle();
    } finally {
      await quiet.close();
    }
    expect((await ctx.pool.query('SELECT count(*)::int AS n FROM show_sync_reports WHERE show_id = $1', [showId])).rows[0].n).toBe(0);
    expect(await standsOf(showId)).toHaveLength(0);
  });

  it('tells failed, at its next tick, the previews and syncs a dead node left running long ago: no show stays running', async () => {
    const showId = await gatewayShow();
    // No show is due: the tick only cleans.
    await ctx.pool.query("UPDATE shows SET external_sync_deadline = now() - interval '1 day'");
    const insert = (kind: string, age: string) =>
      ctx.pool
        .query(`INSERT INTO show_sync_reports (show_id, kind, trigger, started_at) VALUES ($1, $2, 'manual', now() - $3::interval) RETURNING id`, [showId, kind, age])
        .then((r) => r.rows[0].id as number);
    const stalePreview = await insert('preview', '2 hours');
    const staleSync = await insert('sync', '45 minutes');
    const recentPreview = await insert('preview', '1 minute');
    await ctx.app.jobs.send(SCHEDULED_SYNC_JOB, {});
    await ctx.app.jobs.idle();
    const status = async (id: number) => (await as('admin').get(`/backend/show_sync_reports/${id}`)).body;
    for (const id of [stalePreview, staleSync]) expect(await status(id)).toMatchObject({ status: 'failed', errorCode: 'api.sync.interrupted', progress: 100 });
    // A run started a minute ago is still its node's.
    expect(await status(recentPreview)).toMatchObject({ status: 'running' });
  });
});
