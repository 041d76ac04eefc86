/**
 * /backend/sources (issue 24): the declared rows per role, then what is specific — the password
 * write-only and encrypted (never in an answer nor a log line), organizers reading only name and
 * reference, the 422s naming their field, a source a show uses kept (409), and the connection test
 * against real servers (ftp-srv, a closed port, an HTTP organizer holding its answers for the
 * per-user limit); without the allowance (GATEWAY_ALLOW_PRIVATE_HOSTS) no source may be saved with,
 * tested on or synced from an internal host.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { sources } from '@server/resources/sources';
import { loadSourceConnection } from '@server/services/gateway/sourceAccess';
import type { Pool } from '@server/db/pool';
import { client, createTestContext, type TestContext } from '../../support/apiApp';
import { insertShow, insertUser, ROLES, tokenFor } from '../../support/apiBuilders';
import { describeHydraResource } from '../../support/describeHydraResource';
import { closedPort, startFtpServer, type TestFtpServer } from '../../support/gatewayServers';

const PASSWORD = 'Tr3s-Secret-Organisateur';
let counter = 0;

async function insertSource(pool: Pool, fields: { protocol?: string; port?: number; password?: string | null } = {}): Promise<number> {
  counter += 1;
  const { rows } = await pool.query(
    `INSERT INTO sources (reference, name, protocol, host, port, username, base_path, entry_point)
     VALUES ($1, $2, $3, '127.0.0.1', $4, 'salon', '', 'exposants.json') RETURNING id`,
    [`test_${counter}_${Date.now()}`, `Source ${counter}`, fields.protocol ?? 'ftp', fields.port ?? (await closedPort())],
  );
  return rows[0].id;
}

describeHydraResource(sources, {
  inScope: (pool) => insertSource(pool),
  validBody: async () => ({ name: 'Organisateur', reference: `org_${++counter}`, protocol: 'ftps', host: 'ftp.organisateur.example', port: 990, username: 'u', password: PASSWORD, basePath: 'exports', entryPoint: 'exposants.csv', allowSelfSigned: false }),
  patchBody: async () => ({ name: 'Organisateur (nouveau)' }),
  invalidBody: { name: 'X', reference: 'x1', protocol: 'sftp', host: 'ftp://x', entryPoint: 'a.json' },
  actions: { test_connection: { body: async () => ({ sourcePath: 'SML26' }) } },
});

describe('sources: credentials, fields per role, validation, the connection test', () => {
  let ctx: TestContext;
  let admin: ReturnType<typeof client>;
  let organizer: ReturnType<typeof client>;
  /** Another admin, whose tests the per-user limit counts apart from the first admin's. */
  let tester: ReturnType<typeof client>;
  let ftp: TestFtpServer;
  const logLines: string[] = [];

  beforeAll(async () => {
    // The servers here listen on 127.0.0.1: this app allows it (the block at the end does not).
    ctx = await createTestContext({ config: { allowPrivateHosts: true, logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } } } });
    admin = client(ctx.app, await tokenFor(await insertUser(ctx.pool, { role: ROLES.ADMIN })));
    organizer = client(ctx.app, await tokenFor(await insertUser(ctx.pool, { role: ROLES.ORGANIZER })));
    tester = client(ctx.app, await tokenFor(await insertUser(ctx.pool, { role: ROLES.ADMIN })));
    ftp = await startFtpServer({ username: 'salon', password: PASSWORD });
    fs.mkdirSync(path.join(ftp.root, 'exports', 'SML26'), { recursive: true });
    fs.writeFileSync(path.join(ftp.root, 'exports', 'SML26', 'exposants.json'), '[]');
    fs.mkdirSync(path.join(ftp.root, 'exports', 'VIDE'));
    fs.mkdirSync(path.join(ftp.root, 'exports', 'AUTRE'));
    fs.writeFileSync(path.join(ftp.root, 'exports', 'AUTRE', 'stands.csv'), 'token;name\n');
  });
  afterAll(async () => {
    await ftp.close();
    await ctx.close();
  });

  const ftpSource = (overrides: Record<string, unknown> = {}) => ({
    name: 'FTP organisateur',
    reference: `ftp_${++counter}`,
    protocol: 'ftp',
    host: '127.0.0.1',
    port: ftp.port,
    username: 'salon',
    password: PASSWORD,
    basePath: 'exports',
    entryPoint: 'exposants.json',
    allowSelfSigned: false,
    ...overrides,
  });

  it('keeps the password encrypted and write-only: hasPassword in every answer, never the password nor its ciphertext', async () => {
    const created = await admin.post('/backend/sources', ftpSource());
    expect(created.status).toBe(201);
    expect(created.body).toEqual(expect.objectContaining({ hasPassword: true, protocol: 'ftp', host: '127.0.0.1', port: ftp.port, basePath: 'exports' }));
    const id = created.body.id;
    const stored = (await ctx.pool.query('SELECT password_encrypted FROM sources WHERE id = $1', [id])).rows[0].password_encrypted;
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain(PASSWORD);
    expect((await loadSourceConnection(ctx.pool, id))!.password).toBe(PASSWORD);
    const answers = [
      created,
      await admin.get('/backend/sources'),
      await admin.get(`/backend/sources/${id}`),
      await admin.patch(`/backend/sources/${id}`, { name: 'FTP organisateur 2' }),
      await organizer.get(`/backend/sources/${id}`),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200 + (answer === created ? 1 : 0));
      expect(answer.text).not.toContain(PASSWORD);
      expect(answer.text).not.toContain(stored);
      expect(answer.text).not.toMatch(/"password"/);
    }
  });

  it("keeps the password when it is absent or null, removes it with ''", async () => {
    const id = (await admin.post('/backend/sources', ftpSource())).body.id;
    expect((await admin.patch(`/backend/sources/${id}`, { password: null, name: 'Encore' })).body.hasPassword).toBe(true);
    expect((await loadSourceConnection(ctx.pool, id))!.password).toBe(PASSWORD);
    expect((await admin.patch(`/backend/sources/${id}`, { password: 'Nouveau-mdp' })).body.hasPassword).toBe(true);
    expect((await loadSourceConnection(ctx.pool, id))!.password).toBe('Nouveau-mdp');
    expect((await admin.patch(`/backend/sources/${id}`, { password: '' })).body.hasPassword).toBe(false);
    expect((await loadSourceConnection(ctx.pool, id))!.password).toBeNull();
  });

  it('forgets the stored password when the source is sent elsewhere without a new one (no one collects it on their own server)', async () => {
    const created = await admin.post('/backend/sources', { name: 'Déplacée', reference: `moved_${++counter}`, protocol: 'ftps', host: 'ftp.organisateur.example', port: 21, username: 'salon', password: PASSWORD, basePath: '', entryPoint: 'exposants.json', allowSelfSigned: false });
    expect(created.status).toBe(201);
    const iri = created.body['@id'];
    // A rename keeps it; the same host sent again keeps it; a new host with the password keeps it.
    expect((await admin.patch(iri, { name: 'Déplacée (bis)' })).body.hasPassword).toBe(true);
    expect((await admin.patch(iri, { host: 'ftp.organisateur.example' })).body.hasPassword).toBe(true);
    expect((await admin.patch(iri, { host: 'ftp2.organisateur.example', password: PASSWORD })).body.hasPassword).toBe(true);
    // Another host, port, protocol, account or certificate rule without it: forgotten.
    for (const move of [{ host: 'collecte.example' }, { port: 2121 }, { protocol: 'ftp' }, { username: 'autre' }, { allowSelfSigned: true }]) {
      expect((await admin.patch(iri, { password: PASSWORD })).body.hasPassword).toBe(true);
      const moved = await admin.patch(iri, move);
      expect(moved.status).toBe(200);
      expect(moved.body.hasPassword).toBe(false);
    }
  });

  it("shows an organizer only the sources' name and reference", async () => {
    const list = await organizer.get('/backend/sources');
    expect(list.status).toBe(200);
    expect(list.body['hydra:member'].length).toBeGreaterThan(0);
    for (const member of list.body['hydra:member']) expect(Object.keys(member).sort()).toEqual(['@id', '@type', 'id', 'name', 'reference']);
    expect(list.body['hydra:member'].map((m: { reference: string }) => m.reference)).toEqual(expect.arrayContaining(['gl_event', 'ftp']));
  });

  it('answers the settings list as it asks: searched by name, reference or host, sorted by protocol or host', async () => {
    await ctx.pool.query(
      `INSERT INTO sources (reference, name, protocol, host, username, base_path, entry_point)
       VALUES ('cherche_1', 'Recherche Alpha', 'https', 'alpha.exemple.test', '', '', 'exposants.json'),
              ('cherche_2', 'Recherche Beta', 'ftp', 'beta.exemple.test', '', '', 'exposants.json')`,
    );
    const byHost = await admin.get('/backend/sources?search=beta.exemple');
    expect(byHost.status).toBe(200);
    expect(byHost.body['hydra:member'].map((m: { reference: string }) => m.reference)).toEqual(['cherche_2']);
    const sorted = await admin.get('/backend/sources?search=Recherche&order[host]=desc');
    expect(sorted.body['hydra:member'].map((m: { host: string }) => m.host)).toEqual(['beta.exemple.test', 'alpha.exemple.test']);
    const byProtocol = await admin.get('/backend/sources?search=Recherche&order[protocol]=asc');
    expect(byProtocol.body['hydra:member'].map((m: { protocol: string }) => m.protocol)).toEqual(['ftp', 'https']);
  });

  it('lets an organizer search by name and reference only, never by host, nor sort by host or protocol (a super admin reaches the host)', async () => {
    await ctx.pool.query(
      `INSERT INTO sources (reference, name, protocol, host, username, base_path, entry_point)
       VALUES ('role_1', 'Par rôle Un', 'https', 'zeta.organisateur.test', '', '', 'exposants.json'),
              ('role_2', 'Par rôle Deux', 'ftp', 'alpha.organisateur.test', '', '', 'exposants.json')`,
    );
    const references = (res: { body: { 'hydra:member': Array<{ reference: string }> } }) => res.body['hydra:member'].map((m) => m.reference);
    const superAdmin = client(ctx.app, await tokenFor(await insertUser(ctx.pool, { role: ROLES.SUPER_ADMIN })));
    for (const who of [admin, superAdmin]) expect(references(await who.get('/backend/sources?search=zeta.organisateur'))).toEqual(['role_1']);

    // The host is not searched: no row tells the organizer which host holds 'zeta'.
    const byHost = await organizer.get('/backend/sources?search=zeta.organisateur');
    expect(byHost.status).toBe(200);
    expect(byHost.body['hydra:totalItems']).toBe(0);
    expect(references(await organizer.get(encodeURI('/backend/sources?search=Par rôle Un')))).toEqual(['role_1']);
    expect(references(await organizer.get('/backend/sources?search=role_2'))).toEqual(['role_2']);
    // A sort by host or protocol is ignored for them: the default order (by name), not the hosts'.
    for (const order of ['order[host]=asc', 'order[host]=desc', 'order[protocol]=desc']) {
      expect(references(await organizer.get(encodeURI(`/backend/sources?search=Par rôle&${order}`)))).toEqual(['role_2', 'role_1']);
    }
    expect(references(await admin.get(encodeURI('/backend/sources?search=Par rôle&order[host]=desc')))).toEqual(['role_1', 'role_2']);
  });

  it('refuses bad fields with a 422 naming each, writing nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ reference: 'gl_event' }, 'reference'],
      [{ reference: 'Avec Espace' }, 'reference'],
      [{ protocol: 'sftp' }, 'protocol'],
      [{ host: '' }, 'host'],
      [{ host: 'ftp://organisateur.example/dossier' }, 'host'],
      [{ port: 70000 }, 'port'],
      [{ port: '21' }, 'port'],
      [{ basePath: 'exports/../../etc' }, 'basePath'],
      [{ entryPoint: '../exposants.json' }, 'entryPoint'],
      [{ entryPoint: 'dossier/exposants.json' }, 'entryPoint'],
      [{ password: 'a\r\nDELE x' }, 'password'],
      [{ name: '' }, 'name'],
    ];
    const before = (await ctx.pool.query('SELECT count(*)::int AS n FROM sources')).rows[0].n;
    for (const [fields, field] of cases) {
      const res = await admin.post('/backend/sources', ftpSource(fields));
      expect([res.status, res.body.violations?.map((v: { propertyPath: string }) => v.propertyPath)]).toEqual([422, [field]]);
    }
    expect((await ctx.pool.query('SELECT count(*)::int AS n FROM sources')).rows[0].n).toBe(before);
    const taken = await admin.post('/backend/sources', ftpSource({ reference: 'gl_event' }));
    expect(taken.body.violations[0].message).toBe('Cette référence est déjà celle d’une autre source.');
  });

  it('keeps a source a show uses (409, a clear message) and deletes one no show uses', async () => {
    const used = (await admin.post('/backend/sources', ftpSource())).body.id;
    const show = await insertShow(ctx.pool);
    await ctx.pool.query('UPDATE shows SET source_id = $1, source_path = $2 WHERE id = $3', [used, 'SML26', show]);
    const refused = await admin.delete(`/backend/sources/${used}`);
    expect(refused.status).toBe(409);
    expect(refused.body['hydra:description']).toBe('Cette source est utilisée par un salon : retirez-la de ses salons avant de la supprimer.');
    expect((await admin.get(`/backend/sources/${used}`)).status).toBe(200);
    const free = (await admin.post('/backend/sources', ftpSource())).body.id;
    expect((await admin.delete(`/backend/sources/${free}`)).status).toBe(204);
  });

  it('tests the connection against a real FTP server: success and each code, as a 200', async () => {
    const id = (await admin.post('/backend/sources', ftpSource())).body.id;
    const test = (sourcePath: string, as = tester) => as.post(`/backend/sources/${id}/test_connection`, { sourcePath });
    const success = await test('SML26');
    expect(success.status).toBe(200);
    expect(success.body).toEqual({ success: true, files: 1, durationMs: expect.any(Number) });
    for (const [sourcePath, code] of [['VIDE', 'EMPTY_DIRECTORY'], ['AUTRE', 'ENTRY_POINT_NOT_FOUND'], ['INCONNU', 'DIRECTORY_NOT_FOUND']]) {
      const res = await test(sourcePath, admin);
      expect([res.status, res.body.success, res.body.code]).toEqual([200, false, code]);
    }
    // An organizer may not probe the sources: which folders exist at another organizer's is not theirs to learn.
    expect((await test('SML26', organizer)).status).toBe(403);
    await admin.patch(`/backend/sources/${id}`, { password: 'pas-le-bon' });
    expect((await test('SML26')).body).toEqual(expect.objectContaining({ success: false, code: 'LOGIN_FAILED' }));
    await admin.patch(`/backend/sources/${id}`, { port: await closedPort(), password: PASSWORD });
    expect((await test('SML26')).body).toEqual(expect.objectContaining({ success: false, code: 'CONNECTION_FAILED' }));
  });

  it("answers 'Source non-trouvée.' for an unknown source, and a 422 on sourcePath missing or climbing out", async () => {
    const unknown = await tester.post('/backend/sources/999999/test_connection', { sourcePath: 'SML26' });
    expect([unknown.status, unknown.body['hydra:description']]).toEqual([404, 'Source non-trouvée.']);
    const id = (await admin.post('/backend/sources', ftpSource())).body.id;
    for (const body of [{}, { sourcePath: '  ' }, { sourcePath: '../../etc' }, { sourcePath: 'a\u0000b' }, { sourcePath: 12 }]) {
      const res = await tester.post(`/backend/sources/${id}/test_connection`, body);
      expect([res.status, res.body.violations?.[0]?.propertyPath]).toEqual([422, 'sourcePath']);
    }
  });

  it('runs at most 2 tests at once per user: the third gets a 429, the others their result', async () => {
    // An organizer's system that holds every request until the test lets it answer.
    const held: http.ServerResponse[] = [];
    let arrived: () => void = () => undefined;
    const twoArrived = new Promise<void>((resolve) => {
      arrived = () => held.length === 2 && resolve();
    });
    const server = http.createServer((_request, response) => {
      held.push(response);
      arrived();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const id = (await admin.post('/backend/sources', ftpSource({ protocol: 'http', port: (server.address() as AddressInfo).port }))).body.id;
      const url = `/backend/sources/${id}/test_connection`;
      const first = tester.post(url, { sourcePath: 'SML26' });
      const second = tester.post(url, { sourcePath: 'SML26' });
      await twoArrived;
      const third = await tester.post(url, { sourcePath: 'SML26' });
      expect(third.status).toBe(429);
      // Another user is not held back by this one's tests.
      const other = client(ctx.app, await tokenFor(await insertUser(ctx.pool, { role: ROLES.ADMIN })));
      const others = other.post(url, { sourcePath: 'SML26' });
      await new Promise<void>((resolve) => {
        const wait = () => (held.length === 3 ? resolve() : setImmediate(wait));
        wait();
      });
      for (const response of held) response.writeHead(401).end();
      for (const res of await Promise.all([first, second, others])) expect([res.status, res.body.code]).toEqual([200, 'LOGIN_FAILED']);
      // Released: a new test runs.
      const again = tester.post(url, { sourcePath: 'SML26' });
      await new Promise<void>((resolve) => {
        const wait = () => (held.length === 4 ? resolve() : setImmediate(wait));
        wait();
      });
      held[3].writeHead(404).end();
      expect((await again).body.code).toBe('DIRECTORY_NOT_FOUND');
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('logs each failed test with its code and detail, never the password', async () => {
    expect(logLines.some((line) => line.includes('gateway connection test failed') && line.includes('LOGIN_FAILED'))).toBe(true);
    expect(logLines.join('\n')).not.toContain(PASSWORD);
    expect(logLines.join('\n')).not.toContain('Nouveau-mdp');
  });
});

describe('sources without the allowance: no loopback, private or link-local host (review S6)', () => {
  let ctx: TestContext;
  let admin: ReturnType<typeof client>;
  let listener: net.Server;
  let connections = 0;

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = client(ctx.app, await tokenFor(await insertUser(ctx.pool, { role: ROLES.ADMIN })));
    // Where an internal source would lead: it must never see a connection.
    listener = net.createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => listener.close(() => resolve()));
    await ctx.close();
  });

  const body = (host: string) => ({ name: 'Interne', reference: `interne_${++counter}`, protocol: 'ftp', host, port: 21, username: 'u', password: PASSWORD, basePath: '', entryPoint: 'exposants.json', allowSelfSigned: false });

  it('refuses to save a source whose host is an internal address (a 422 on host, nothing written)', async () => {
    const before = (await ctx.pool.query('SELECT count(*)::int AS n FROM sources')).rows[0].n;
    for (const host of ['127.0.0.1', '127.1', '2130706433', 'localhost', '0.0.0.0', '10.0.0.8', '172.20.1.1', '192.168.1.10', '169.254.169.254']) {
      const res = await admin.post('/backend/sources', body(host));
      expect([host, res.status, res.body.violations?.map((v: { propertyPath: string }) => v.propertyPath)]).toEqual([host, 422, ['host']]);
    }
    expect((await ctx.pool.query('SELECT count(*)::int AS n FROM sources')).rows[0].n).toBe(before);
    const refused = await admin.post('/backend/sources', body('127.0.0.1'));
    expect(refused.body.violations[0].message).toBe('Cet hôte est une adresse du réseau interne (locale ou privée) : une source ne peut pas y accéder sur cette installation.');
    const saved = await admin.post('/backend/sources', body('ftp.organisateur.example'));
    expect(saved.status).toBe(201);
    const moved = await admin.patch(`/backend/sources/${saved.body.id}`, { host: '192.168.0.10' });
    expect([moved.status, moved.body.violations?.[0]?.propertyPath]).toEqual([422, 'host']);
    expect((await admin.get(`/backend/sources/${saved.body.id}`)).body.host).toBe('ftp.organisateur.example');
  });

  it('answers the connection test HOST_NOT_ALLOWED for a source already pointing at loopback, without connecting', async () => {
    const id = await insertSource(ctx.pool, { protocol: 'http', port: (listener.address() as AddressInfo).port });
    const res = await admin.post(`/backend/sources/${id}/test_connection`, { sourcePath: 'SML26' });
    expect([res.status, res.body.success, res.body.code]).toEqual([200, false, 'HOST_NOT_ALLOWED']);
    expect(connections).toBe(0);
  });

  it('fails the sync of a show whose source points at loopback with HOST_NOT_ALLOWED, without connecting', async () => {
    const id = await insertSource(ctx.pool, { protocol: 'ftp', port: (listener.address() as AddressInfo).port });
    const show = await insertShow(ctx.pool);
    await ctx.pool.query(`UPDATE shows SET external_sync = true, source_id = $2, source_path = 'SML26' WHERE id = $1`, [show, id]);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const started = await admin.post(`/backend/shows/${show}/sync`, { immediate: true });
      expect(started.status).toBe(202);
      await ctx.app.jobs.idle();
      expect((await admin.get(started.body['@id'])).body).toMatchObject({ status: 'failed', errorCode: 'HOST_NOT_ALLOWED' });
    } finally {
      warn.mockRestore();
    }
    expect(connections).toBe(0);
  });
});
