/**
 * HTTP and HTTPS sources (node:http(s)), by the folder convention of docs/gateway.md:
 * - `GET {basePath}/{sourcePath}/?{query}` answers the folder's index: a JSON array of its file
 *   names (`["exposants.json"]`);
 * - `GET {basePath}/{sourcePath}/{entryPoint}?{query}` answers the exhibitor file;
 * with Basic authentication when the source has a user name, the show's query parameters as the
 * query string. The codes: 401/403 → LOGIN_FAILED; 404 on the folder (or an index that is not a
 * list of names) → DIRECTORY_NOT_FOUND; [] → EMPTY_DIRECTORY; the entry point not listed, or 404
 * on it → ENTRY_POINT_NOT_FOUND; refused, unknown host, TLS refused, any other status, a redirect,
 * no answer in time → CONNECTION_FAILED; a file over the size limit → INVALID_FILE, read no further.
 * Two deadlines: the connection (connect + TLS) and the whole exchange. Every way an exchange ends
 * (answer read, refusal, error, deadline, size limit) destroys its request: no socket stays open
 * reading what nobody will use. The host must be one the installation lets sources reach
 * (./hostPolicy.ts): resolved and checked once per request, the connection made to the address
 * checked (the URL, the Host header and the certificate check keep the name).
 */
import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { DEFAULT_PORTS, EXHIBITOR_FILE_MAX_BYTES, GATEWAY_TIMEOUT_MS } from '@/domain/gateway';
import { BoundedSink, TooLargeError } from './boundedSink';
import type { TransportOptions } from './ftpTransport';
import { resolveSourceHost, STRICT_HOSTS } from './hostPolicy';
import { remoteSegments, safeEntryPoint } from './paths';
import { GatewayError, type GatewayTransport, type SourceConnection, type SourceLocation } from './types';

export interface HttpTransportOptions extends TransportOptions {
  /** The connection's deadline (default: the whole exchange's). */
  connectTimeoutMs?: number;
}

/** A folder index is small: a list of file names. */
const INDEX_MAX_BYTES = 1024 * 1024;

interface Answer {
  status: number;
  body: Buffer;
}

/** A lookup answering the address already checked, so the connection cannot go elsewhere. */
const pinnedLookup =
  (checked: LookupAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [checked]);
    else callback(null, checked.address, checked.family);
  };

function url(source: SourceConnection, location: SourceLocation, fileName: string | null): URL {
  const folder = remoteSegments(source.basePath, location.sourcePath).map(encodeURIComponent).join('/');
  const port = source.port ?? DEFAULT_PORTS[source.protocol];
  const target = new URL(`${source.protocol}://${source.host}:${port}/${folder}${folder ? '/' : ''}${fileName === null ? '' : encodeURIComponent(fileName)}`);
  for (const { name, value } of location.queryParameters) target.searchParams.append(name, value);
  return target;
}

export function createHttpTransport(options: HttpTransportOptions = {}): GatewayTransport {
  const timeoutMs = options.timeoutMs ?? GATEWAY_TIMEOUT_MS;
  const connectTimeoutMs = options.connectTimeoutMs ?? timeoutMs;
  const maxBytes = options.maxBytes ?? EXHIBITOR_FILE_MAX_BYTES;
  const hosts = options.hosts ?? STRICT_HOSTS;

  /** One GET to the host checked; the body read up to `limit` (a 2xx only: other bodies are dropped unread). */
  async function get(source: SourceConnection, target: URL, limit: number): Promise<Answer> {
    const checked = await resolveSourceHost(source.host, hosts, connectTimeoutMs, options.lookup);
    return new Promise<Answer>((resolve, reject) => {
      const headers: Record<string, string> = { accept: 'application/json, text/csv, */*' };
      if (source.username || source.password) {
        headers.authorization = `Basic ${Buffer.from(`${source.username}:${source.password ?? ''}`).toString('base64')}`;
      }
      const client = target.protocol === 'https:' ? https : http;
      let settled = false;
      const finish = (err: GatewayError | null, answer?: Answer) => {
        if (settled) return;
        settled = true;
        clearTimeout(connectTimer);
        clearTimeout(deadline);
        // Whatever the outcome: nothing more is read, the socket closes now.
        request.destroy();
        if (err) reject(err);
        else resolve(answer!);
      };
      const request = client.request(target, {
        method: 'GET',
        headers,
        rejectUnauthorized: !source.allowSelfSigned,
        agent: false,
        ...(checked ? { lookup: pinnedLookup(checked) } : {}),
      });
      const connectTimer = setTimeout(() => finish(new GatewayError('CONNECTION_FAILED', `no connection within ${connectTimeoutMs} ms`)), connectTimeoutMs);
      const deadline = setTimeout(() => finish(new GatewayError('CONNECTION_FAILED', `no complete answer within ${timeoutMs} ms`)), timeoutMs);
      request.on('socket', (socket) => {
        const connected = () => clearTimeout(connectTimer);
        if (!socket.connecting) connected();
        socket.once(target.protocol === 'https:' ? 'secureConnect' : 'connect', connected);
      });
      request.on('error', (err) => finish(new GatewayError('CONNECTION_FAILED', err.message)));
      request.on('response', (response) => {
        const status = response.statusCode ?? 0;
        if (status < 200 || status >= 300) {
          finish(null, { status, body: Buffer.alloc(0) });
          return;
        }
        const announced = Number(response.headers['content-length']);
        if (Number.isFinite(announced) && announced > limit) {
          finish(new TooLargeError(limit));
          return;
        }
        const sink = new BoundedSink(limit);
        response.on('data', (chunk: Buffer) => {
          if (!sink.accept(chunk)) finish(new TooLargeError(limit));
        });
        response.on('end', () => finish(null, { status, body: sink.bytes() }));
        response.on('error', (err) => finish(new GatewayError('CONNECTION_FAILED', err.message)));
        response.on('aborted', () => finish(new GatewayError('CONNECTION_FAILED', 'answer cut')));
      });
      request.end();
    });
  }

  const refused = (status: number) => (status === 401 || status === 403 ? new GatewayError('LOGIN_FAILED', `HTTP ${status}`) : null);

  async function index(source: SourceConnection, location: SourceLocation): Promise<string[]> {
    const answer = await get(source, url(source, location, null), INDEX_MAX_BYTES);
    const login = refused(answer.status);
    if (login) throw login;
    if (answer.status === 404) throw new GatewayError('DIRECTORY_NOT_FOUND', 'HTTP 404 on the folder');
    if (answer.status !== 200) throw new GatewayError('CONNECTION_FAILED', `HTTP ${answer.status} on the folder`);
    let names: unknown;
    try {
      names = JSON.parse(answer.body.toString('utf8'));
    } catch {
      names = null;
    }
    if (!Array.isArray(names) || !names.every((name) => typeof name === 'string')) {
      throw new GatewayError('DIRECTORY_NOT_FOUND', 'the folder index is not a JSON array of names');
    }
    return names as string[];
  }

  return {
    async test(source, location) {
      const entryPoint = safeEntryPoint(source.entryPoint);
      const names = await index(source, location);
      if (!names.length) throw new GatewayError('EMPTY_DIRECTORY');
      if (!names.includes(entryPoint)) throw new GatewayError('ENTRY_POINT_NOT_FOUND');
      return { files: names.length };
    },
    async fetch(source, location) {
      const entryPoint = safeEntryPoint(source.entryPoint);
      const answer = await get(source, url(source, location, entryPoint), maxBytes);
      const login = refused(answer.status);
      if (login) throw login;
      if (answer.status === 404) throw new GatewayError('ENTRY_POINT_NOT_FOUND', 'HTTP 404 on the file');
      if (answer.status !== 200) throw new GatewayError('CONNECTION_FAILED', `HTTP ${answer.status} on the file`);
      return { fileName: entryPoint, bytes: answer.body };
    },
  };
}
