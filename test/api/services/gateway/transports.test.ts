/**
 * The gateway's transports against real servers on 127.0.0.1 (issue 24): an ftp-srv FTP server on
 * a temporary folder and the HTTP organizer of server/demo/organizerServer.ts. The connection test
 * answers success and each code; a file is fetched whole; a file over the limit is cut there
 * (INVALID_FILE) without being read to its end; a server that never answers is CONNECTION_FAILED
 * after the (injected, small) deadline. The data connection goes to the control connection's
 * address whatever PASV announces; every HTTP exchange closes its socket once it has its answer;
 * without the allowance (GATEWAY_ALLOW_PRIVATE_HOSTS) an internal host is refused before connecting.
 */
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { EXHIBITOR_FILE_MAX_BYTES } from '@/domain/gateway';
import { startOrganizerServer, type OrganizerServer } from '@server/demo/organizerServer';
import { createFtpTransport } from '@server/services/gateway/ftpTransport';
import type { HostPolicy } from '@server/services/gateway/hostPolicy';
import { createHttpTransport } from '@server/services/gateway/httpTransport';
import type { SourceConnection, SourceLocation } from '@server/services/gateway/types';
import { closedPort, codeOf, startFtpServer, startSilentListener, type TestFtpServer } from '../../../support/gatewayServers';

const FILE = Buffer.from(JSON.stringify([{ token: 'A'.repeat(24), name: 'Ébénisterie Martin' }]));
/** The servers here listen on 127.0.0.1: these transports may reach it (the strict ones are tested at the end). */
const LOCAL: HostPolicy = { allowPrivateHosts: true };
const at = (sourcePath: string, queryParameters: SourceLocation['queryParameters'] = []): SourceLocation => ({ sourcePath, queryParameters });

describe('FTP transport (ftp-srv)', () => {
  let ftp: TestFtpServer;
  let source: SourceConnection;
  // Deadlines far beyond what localhost needs, however busy the machine: only the silent listener times out.
  const transport = createFtpTransport({ hosts: LOCAL, timeoutMs: 30_000 });

  beforeAll(async () => {
    ftp = await startFtpServer({ username: 'salon', password: 'S3cret-ftp!' });
    fs.mkdirSync(path.join(ftp.root, 'exports', 'SML26'), { recursive: true });
    fs.writeFileSync(path.join(ftp.root, 'exports', 'SML26', 'exposants.json'), FILE);
    fs.writeFileSync(path.join(ftp.root, 'exports', 'SML26', 'lisez-moi.txt'), 'x');
    fs.mkdirSync(path.join(ftp.root, 'exports', 'VIDE'));
    fs.mkdirSync(path.join(ftp.root, 'exports', 'AUTRE'));
    fs.writeFileSync(path.join(ftp.root, 'exports', 'AUTRE', 'stands.csv'), 'token;name\n');
    source = {
      id: 1,
      reference: 'ftp',
      protocol: 'ftp',
      host: '127.0.0.1',
      port: ftp.port,
      username: 'salon',
      password: 'S3cret-ftp!',
      basePath: 'exports',
      entryPoint: 'exposants.json',
      allowSelfSigned: false,
    };
  });
  afterAll(() => ftp.close());

  it('answers success with the number of files of the folder', async () => {
    await expect(transport.test(source, at('SML26'))).resolves.toEqual({ files: 2 });
  });

  it('answers EMPTY_DIRECTORY, ENTRY_POINT_NOT_FOUND, DIRECTORY_NOT_FOUND and LOGIN_FAILED', async () => {
    expect(await codeOf(transport.test(source, at('VIDE')))).toBe('EMPTY_DIRECTORY');
    expect(await codeOf(transport.test(source, at('AUTRE')))).toBe('ENTRY_POINT_NOT_FOUND');
    expect(await codeOf(transport.test(source, at('INCONNU')))).toBe('DIRECTORY_NOT_FOUND');
    expect(await codeOf(transport.test({ ...source, password: 'wrong' }, at('SML26')))).toBe('LOGIN_FAILED');
  });

  it('refuses a path climbing out of the root before connecting', async () => {
    expect(await codeOf(transport.test(source, at('../etc')))).toBe('DIRECTORY_NOT_FOUND');
  });

  it('answers CONNECTION_FAILED for a refused port and for a server that never answers', async () => {
    expect(await codeOf(transport.test({ ...source, port: await closedPort() }, at('SML26')))).toBe('CONNECTION_FAILED');
    const silent = await startSilentListener();
    try {
      const quick = createFtpTransport({ hosts: LOCAL, timeoutMs: 300 });
      expect(await codeOf(quick.test({ ...source, port: silent.port }, at('SML26')))).toBe('CONNECTION_FAILED');
    } finally {
      await silent.close();
    }
  });

  it('fetches the entry point, and cuts a file over the limit (INVALID_FILE)', async () => {
    await expect(transport.fetch(source, at('SML26'))).resolves.toEqual({ fileName: 'exposants.json', bytes: FILE });
    const small = createFtpTransport({ hosts: LOCAL, timeoutMs: 30_000, maxBytes: FILE.length - 1 });
    expect(await codeOf(small.fetch(source, at('SML26')))).toBe('INVALID_FILE');
    expect(await codeOf(transport.fetch(source, at('AUTRE')))).toBe('ENTRY_POINT_NOT_FOUND');
  });
});

describe('FTPS transport (explicit TLS)', () => {
  let ftps: TestFtpServer;
  beforeAll(async () => {
    ftps = await startFtpServer({ username: 'salon', password: 'S3cret-ftps!' }, { tls: true });
    fs.mkdirSync(path.join(ftps.root, 'SML26'));
    fs.writeFileSync(path.join(ftps.root, 'SML26', 'exposants.json'), FILE);
  });
  afterAll(() => ftps.close());

  const ftpsSource = (allowSelfSigned: boolean): SourceConnection => ({
    id: 3,
    reference: 'ftp',
    protocol: 'ftps',
    host: '127.0.0.1',
    port: ftps.port,
    username: 'salon',
    password: 'S3cret-ftps!',
    basePath: '',
    entryPoint: 'exposants.json',
    allowSelfSigned,
  });

  it('logs in over TLS and fetches the file when the source accepts a self-signed certificate, refuses it otherwise', async () => {
    const transport = createFtpTransport({ hosts: LOCAL, timeoutMs: 30_000 });
    await expect(transport.test(ftpsSource(true), at('SML26'))).resolves.toEqual({ files: 1 });
    await expect(transport.fetch(ftpsSource(true), at('SML26'))).resolves.toEqual({ fileName: 'exposants.json', bytes: FILE });
    expect(await codeOf(transport.test(ftpsSource(false), at('SML26')))).toBe('CONNECTION_FAILED');
  });
});

describe('HTTP transport (the organizer server)', () => {
  let organizer: OrganizerServer;
  let source: SourceConnection;
  const urls: string[] = [];
  let streamed = 0;
  const transport = createHttpTransport({ hosts: LOCAL, timeoutMs: 30_000 });

  beforeAll(async () => {
    organizer = await startOrganizerServer({
      username: 'salon',
      password: 'S3cret-http!',
      onRequest: (url) => urls.push(url),
      folders: {
        'api/SML26': { 'exposants.json': FILE, 'plan.pdf': Buffer.from('%PDF') },
        'api/VIDE': {},
        'api/AUTRE': { 'stands.csv': Buffer.from('token;name\n') },
        // 200 MB made as it is read, 64 KB at a time: never a file, never whole in memory.
        'api/ENORME': {
          'exposants.json': () => {
            const chunk = Buffer.alloc(64 * 1024, 0x20);
            let left = 200 * 1024 * 1024;
            return new Readable({
              read() {
                if (left <= 0) return this.push(null);
                left -= chunk.length;
                streamed += chunk.length;
                this.push(chunk);
              },
            });
          },
        },
      },
    });
    source = {
      id: 2,
      reference: 'gl_event',
      protocol: 'http',
      host: '127.0.0.1',
      port: organizer.port,
      username: 'salon',
      password: 'S3cret-http!',
      basePath: '/api/',
      entryPoint: 'exposants.json',
      allowSelfSigned: false,
    };
  });
  afterAll(() => organizer.close());

  it('answers success, with the show query parameters as the query string', async () => {
    urls.length = 0;
    await expect(transport.test(source, at('SML26', [{ name: 'edition', value: '2026' }, { name: 'lang', value: 'fr & en' }]))).resolves.toEqual({ files: 2 });
    expect(urls).toEqual(['/api/SML26/?edition=2026&lang=fr+%26+en']);
  });

  it('answers EMPTY_DIRECTORY, ENTRY_POINT_NOT_FOUND, DIRECTORY_NOT_FOUND and LOGIN_FAILED', async () => {
    expect(await codeOf(transport.test(source, at('VIDE')))).toBe('EMPTY_DIRECTORY');
    expect(await codeOf(transport.test(source, at('AUTRE')))).toBe('ENTRY_POINT_NOT_FOUND');
    expect(await codeOf(transport.test(source, at('INCONNU')))).toBe('DIRECTORY_NOT_FOUND');
    expect(await codeOf(transport.test({ ...source, password: 'wrong' }, at('SML26')))).toBe('LOGIN_FAILED');
    expect(await codeOf(transport.fetch({ ...source, entryPoint: 'absent.json' }, at('SML26')))).toBe('ENTRY_POINT_NOT_FOUND');
  });

  it('answers CONNECTION_FAILED for a refused port and, after its deadline, for a server that never answers', async () => {
    expect(await codeOf(transport.test({ ...source, port: await closedPort() }, at('SML26')))).toBe('CONNECTION_FAILED');
    const silent = await startSilentListener();
    try {
      const quick = createHttpTransport({ hosts: LOCAL, timeoutMs: 300 });
      expect(await codeOf(quick.fetch({ ...source, port: silent.port }, at('SML26')))).toBe('CONNECTION_FAILED');
    } finally {
      await silent.close();
    }
  });

  it('fetches the entry point with its bytes', async () => {
    await expect(transport.fetch(source, at('SML26'))).resolves.toEqual({ fileName: 'exposants.json', bytes: FILE });
  });

  it('cuts a 200 MB file at EXHIBITOR_FILE_MAX_BYTES (INVALID_FILE), without reading it to its end', async () => {
    const patient = createHttpTransport({ hosts: LOCAL, timeoutMs: 600_000 });
    expect(await codeOf(patient.fetch(source, at('ENORME')))).toBe('INVALID_FILE');
    expect(streamed).toBeGreaterThan(EXHIBITOR_FILE_MAX_BYTES);
    // Made and sent at most a few socket buffers past the limit, far from the 200 MB.
    expect(streamed).toBeLessThan(EXHIBITOR_FILE_MAX_BYTES + 16 * 1024 * 1024);
  }, 120_000);
});

describe('FTP data connections (review S7)', () => {
  it("opens the data connection to the control connection's address, whatever address PASV announces", async () => {
    // EPSV refused, PASV announcing a TEST-NET address nothing answers on: only the port is taken from it.
    const elsewhere = await startFtpServer({ username: 'salon', password: 'S3cret-ftp!' }, { announce: '192.0.2.1' });
    try {
      fs.mkdirSync(path.join(elsewhere.root, 'SML26'));
      fs.writeFileSync(path.join(elsewhere.root, 'SML26', 'exposants.json'), FILE);
      const source: SourceConnection = {
        id: 4,
        reference: 'ftp',
        protocol: 'ftp',
        host: '127.0.0.1',
        port: elsewhere.port,
        username: 'salon',
        password: 'S3cret-ftp!',
        basePath: '',
        entryPoint: 'exposants.json',
        allowSelfSigned: false,
      };
      const transport = createFtpTransport({ hosts: LOCAL, timeoutMs: 30_000 });
      await expect(transport.test(source, at('SML26'))).resolves.toEqual({ files: 1 });
      await expect(transport.fetch(source, at('SML26'))).resolves.toEqual({ fileName: 'exposants.json', bytes: FILE });
    } finally {
      await elsewhere.close();
    }
  });
});

describe('HTTP transport: no socket left open (review S7)', () => {
  let server: http.Server;
  let port: number;
  const sockets: net.Socket[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (request.url?.startsWith('/REFUS/')) {
        // A refusal whose body never ends: nobody needs it, the transport must not keep reading it.
        response.writeHead(403, { 'content-type': 'text/plain' });
        response.write('accès refusé ');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(['exposants.json']));
    });
    server.on('connection', (socket: net.Socket) => sockets.push(socket));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** Resolves once every connection the server accepted is closed (never, if one stays open). */
  const allClosed = () => Promise.all(sockets.map((socket) => (socket.destroyed ? null : once(socket, 'close'))));

  const source = (): SourceConnection => ({
    id: 5,
    reference: 'http',
    protocol: 'http',
    host: '127.0.0.1',
    port,
    username: '',
    password: null,
    basePath: '',
    entryPoint: 'exposants.json',
    allowSelfSigned: false,
  });

  it('closes the connection once it has a refusal, though its body never ends', async () => {
    sockets.length = 0;
    const transport = createHttpTransport({ hosts: LOCAL, timeoutMs: 600_000 });
    expect(await codeOf(transport.test(source(), at('REFUS')))).toBe('LOGIN_FAILED');
    expect(sockets).toHaveLength(1);
    await allClosed();
  });

  it('closes the connection once it has read an answer', async () => {
    sockets.length = 0;
    const transport = createHttpTransport({ hosts: LOCAL, timeoutMs: 600_000 });
    await expect(transport.test(source(), at('SML26'))).resolves.toEqual({ files: 1 });
    expect(sockets).toHaveLength(1);
    await allClosed();
  });
});

describe('transports without the allowance: no internal host (review S6)', () => {
  let listener: net.Server;
  let port: number;
  let connections = 0;

  beforeAll(async () => {
    listener = net.createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    listener.listen(0, '127.0.0.1');
    await once(listener, 'listening');
    port = (listener.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => listener.close(() => resolve()));
  });

  const source = (protocol: 'ftp' | 'http', host: string): SourceConnection => ({
    id: 6,
    reference: protocol,
    protocol,
    host,
    port,
    username: 'salon',
    password: 'x',
    basePath: '',
    entryPoint: 'exposants.json',
    allowSelfSigned: false,
  });

  it.each(['127.0.0.1', 'localhost', '127.1', '2130706433'])('refuses %s (HOST_NOT_ALLOWED) for FTP and HTTP without connecting', async (host) => {
    expect(await codeOf(createFtpTransport({ timeoutMs: 30_000 }).test(source('ftp', host), at('SML26')))).toBe('HOST_NOT_ALLOWED');
    expect(await codeOf(createFtpTransport({ timeoutMs: 30_000 }).fetch(source('ftp', host), at('SML26')))).toBe('HOST_NOT_ALLOWED');
    expect(await codeOf(createHttpTransport({ timeoutMs: 30_000 }).test(source('http', host), at('SML26')))).toBe('HOST_NOT_ALLOWED');
    expect(await codeOf(createHttpTransport({ timeoutMs: 30_000 }).fetch(source('http', host), at('SML26')))).toBe('HOST_NOT_ALLOWED');
    expect(connections).toBe(0);
  });

  it('refuses a name one of whose addresses is internal (IPv4-mapped IPv6 included), resolving it once', async () => {
    for (const internal of [{ address: '10.0.0.7', family: 4 }, { address: '::ffff:127.0.0.1', family: 6 }, { address: '169.254.169.254', family: 4 }]) {
      const lookup = jest.fn(async () => [{ address: '93.184.215.14', family: 4 }, internal]);
      expect(await codeOf(createFtpTransport({ timeoutMs: 30_000, lookup }).test(source('ftp', 'ftp.organisateur.test'), at('SML26')))).toBe('HOST_NOT_ALLOWED');
      expect(await codeOf(createHttpTransport({ timeoutMs: 30_000, lookup }).fetch(source('http', 'www.organisateur.test'), at('SML26')))).toBe('HOST_NOT_ALLOWED');
      expect(lookup).toHaveBeenCalledTimes(2);
    }
    expect(connections).toBe(0);
  });
});
