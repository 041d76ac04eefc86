/**
 * Real servers for the gateway's tests (issue 24), on 127.0.0.1 and a free port: an FTP server
 * (ftp-srv) on a temporary folder, and a listener that accepts connections and never answers (the
 * organizer's system that hangs). The HTTP organizer is server/demo/organizerServer.ts itself.
 * `codeOf` tells how a transport's call ended.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { FtpSrv } from 'ftp-srv';
import { GatewayError } from '@server/services/gateway/types';

/** ftp-srv logs through bunyan: nothing of it in the test output. */
const quiet: Record<string, unknown> = {};
for (const level of ['trace', 'debug', 'info', 'warn', 'error', 'fatal']) quiet[level] = () => undefined;
quiet.child = () => quiet;

export interface TestFtpServer {
  port: number;
  /** The FTP root on disk: tests write the folders and files they need in it. */
  root: string;
  close(): Promise<void>;
}

/**
 * A self-signed certificate for 127.0.0.1 (100 years), made for these tests with openssl: FTPS
 * (AUTH TLS) is refused unless the source accepts a self-signed certificate. Test-only: it
 * protects nothing.
 */
const TEST_TLS = {
  key: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg8CWsPCiKHUEvQ9+r
BK9u+xL2sqdowkbbwnV8AJi0lwKhRANCAAQfgDLziPVTbaocUYOck3jSuLBkWQ0y
g7BNELl5dhCAck55mP+ge0S1Ya1iZcaCWqdJ8hMjqXrDxdtdzJLKaqXo
-----END PRIVATE KEY-----`,
  cert: `-----BEGIN CERTIFICATE-----
MIIBkTCCATagAwIBAgIUJH/IToXPQlyQf6pdO+HrTCUIzBswCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI2MTEyNjEyMDczOFoYDzIxMjYxMTAy
MTIwNzM4WjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAAQfgDLziPVTbaocUYOck3jSuLBkWQ0yg7BNELl5dhCAck55mP+ge0S1
Ya1iZcaCWqdJ8hMjqXrDxdtdzJLKaqXoo2QwYjAdBgNVHQ4EFgQU177D161vhEN6
CEuxpPk9ONkdLHswHwYDVR0jBBgwFoAU177D161vhEN6CEuxpPk9ONkdLHswDwYD
VR0TAQH/BAUwAwEB/zAPBgNVHREECDAGhwR/AAABMAoGCCqGSM49BAMCA0kAMEYC
IQD09ukLOjQbteWRPerkeS4YjAZIAWrm5rQYDDM102UuPQIhAPBGCVJSleV33nqg
9eF2xAvYsyYi3xBFPuE4NfFK8WTw
-----END CERTIFICATE-----`,
};

/**
 * `tls`: the server offers AUTH TLS (explicit FTPS) with the self-signed certificate.
 * `announce`: the server refuses EPSV and answers PASV with this address instead of its own (a
 * server behind NAT, or one sending the data connection elsewhere).
 */
export async function startFtpServer(credentials: { username: string; password: string }, options: { tls?: boolean; announce?: string } = {}): Promise<TestFtpServer> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-ftp-'));
  const server = new FtpSrv({
    url: 'ftp://127.0.0.1:0',
    // ftp-srv takes a function too (its types say string only): a string would give way to the client's own address for a local client.
    pasv_url: options.announce ? ((() => options.announce) as unknown as string) : '127.0.0.1',
    ...(options.announce ? { blacklist: ['EPSV'] } : {}),
    pasv_min: 30000,
    pasv_max: 60000,
    anonymous: false,
    log: quiet,
    greeting: 'test',
    ...(options.tls ? { tls: TEST_TLS } : {}),
  });
  server.on('login', ({ username, password }, resolve, reject) => {
    if (username === credentials.username && password === credentials.password) resolve({ root });
    else reject(new Error('Login incorrect'));
  });
  await server.listen();
  const port = ((server as unknown as { server: net.Server }).server.address() as net.AddressInfo).port;
  return {
    port,
    root,
    async close() {
      await server.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A port that accepts connections and never says a word; its sockets closed with it. */
export async function startSilentListener(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on (taken then released): connecting is refused at once. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** How a gateway call ended: 'success', or the code of its GatewayError (any other error is thrown again). */
export async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'success';
  } catch (err) {
    if (err instanceof GatewayError) return err.code;
    throw err;
  }
}
