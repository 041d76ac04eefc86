/**
 * A tiny organizer's system for the demo and the tests (issue 24): an HTTP server speaking the
 * folder convention of docs/gateway.md — `GET /{folder}/` answers the JSON list of the folder's
 * file names, `GET /{folder}/{file}` the file — behind Basic authentication. Files are bytes, or a
 * function making a stream (a test's generated 200 MB file, never held in memory).
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';

export type OrganizerFile = Buffer | (() => Readable);

export interface OrganizerServerOptions {
  /** 0 (default): a free port. */
  port?: number;
  host?: string;
  username: string;
  password: string;
  /** Folder path ('SML26', 'a/b') → file name → content. */
  folders: Record<string, Record<string, OrganizerFile>>;
  /** Told of each request's URL (path and query string), for tests. */
  onRequest?: (url: string) => void;
}

export interface OrganizerServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const same = (a: string, b: string) => {
  const left = crypto.createHash('sha256').update(a).digest();
  return crypto.timingSafeEqual(left, crypto.createHash('sha256').update(b).digest());
};

export async function startOrganizerServer(options: OrganizerServerOptions): Promise<OrganizerServer> {
  const expected = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;
  const server = http.createServer((request, response) => {
    options.onRequest?.(request.url ?? '');
    if (!same(request.headers.authorization ?? '', expected)) {
      response.writeHead(401, { 'www-authenticate': 'Basic realm="organizer"' }).end();
      return;
    }
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://organizer').pathname).replace(/^\/+/, '');
    const slash = path.lastIndexOf('/');
    const folder = options.folders[slash < 0 ? '' : path.slice(0, slash)];
    const name = slash < 0 ? path : path.slice(slash + 1);
    if (!folder) {
      response.writeHead(404).end();
    } else if (name === '') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(Object.keys(folder)));
    } else if (!Object.prototype.hasOwnProperty.call(folder, name)) {
      response.writeHead(404).end();
    } else {
      const file = folder[name];
      const type = name.endsWith('.csv') ? 'text/csv; charset=utf-8' : 'application/json';
      if (Buffer.isBuffer(file)) {
        response.writeHead(200, { 'content-type': type, 'content-length': file.length }).end(file);
      } else {
        response.writeHead(200, { 'content-type': type });
        const stream = file();
        stream.pipe(response);
        // The client hung up (a file over its limit): stop making the stream.
        response.on('close', () => stream.destroy());
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
