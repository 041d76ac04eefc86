/**
 * FTP and FTPS (explicit TLS) sources (basic-ftp). The folder is `{basePath}/{sourcePath}` from the
 * login's home folder; the codes (docs/gateway.md):
 * - refused, unknown host, TLS refused, no answer in time → CONNECTION_FAILED;
 * - 530 to the login → LOGIN_FAILED;
 * - the folder cannot be opened (CWD refused) → DIRECTORY_NOT_FOUND;
 * - no file in it → EMPTY_DIRECTORY; no entry point among its files → ENTRY_POINT_NOT_FOUND;
 * - a file over the size limit → INVALID_FILE, the transfer cut there.
 * The whole exchange has one deadline (GATEWAY_TIMEOUT_MS): past it the connection is closed.
 * The host must be one the installation lets sources reach (./hostPolicy.ts, HOST_NOT_ALLOWED):
 * the control connection goes to the address checked, and every data connection to the control
 * connection's own address (`passiveToControlHost`), whatever address the server announces.
 */
import { Client, enterPassiveModeIPv6, FTPError, type FTPContext, type FTPResponse } from 'basic-ftp';
import { connectForPassiveTransfer, parsePasvResponse } from 'basic-ftp/dist/transfer';
import { EXHIBITOR_FILE_MAX_BYTES, GATEWAY_TIMEOUT_MS } from '@/domain/gateway';
import { BoundedSink } from './boundedSink';
import { resolveSourceHost, STRICT_HOSTS, type HostLookup, type HostPolicy } from './hostPolicy';
import { remoteSegments, safeEntryPoint } from './paths';
import { GatewayError, type GatewayTransport, type SourceConnection, type SourceLocation } from './types';

export interface TransportOptions {
  /** The whole exchange's deadline (tests set a small one). */
  timeoutMs?: number;
  /** The largest file read (tests set a small one). */
  maxBytes?: number;
  /** Which hosts may be reached (default: no internal one; the app's from its configuration). */
  hosts?: HostPolicy;
  /** How host names are resolved (tests give a fake). */
  lookup?: HostLookup;
}

const LOGIN_REFUSED = 530;

const asGatewayError = (err: unknown, fallback: GatewayError['code']): GatewayError =>
  err instanceof GatewayError ? err : new GatewayError(fallback, err instanceof Error ? err.message : String(err));

/**
 * Passive mode that opens the data connection to the control connection's address and takes only
 * the port from the server's `227` answer: a server (or whoever rewrites its answer) cannot send
 * the data connection to another host — an internal one — and a server behind NAT announcing its
 * private address still works. EPSV (tried first) already gives only a port.
 */
async function passiveToControlHost(ftp: FTPContext): Promise<FTPResponse> {
  const answer = await ftp.request('PASV');
  const { port } = parsePasvResponse(answer.message);
  const controlHost = ftp.socket.remoteAddress;
  if (!controlHost) throw new Error('control connection closed before the data connection');
  await connectForPassiveTransfer(controlHost.replace(/^::ffff:(?=\d+\.)/i, ''), port, ftp);
  return answer;
}

/** EPSV, else PASV to the control connection's address (the library's own PASV refuses another announced host outright). */
async function passiveMode(ftp: FTPContext): Promise<FTPResponse> {
  try {
    return await enterPassiveModeIPv6(ftp);
  } catch {
    return passiveToControlHost(ftp);
  }
}

export function createFtpTransport(options: TransportOptions = {}): GatewayTransport {
  const timeoutMs = options.timeoutMs ?? GATEWAY_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? EXHIBITOR_FILE_MAX_BYTES;
  const hosts = options.hosts ?? STRICT_HOSTS;

  /** Connects, logs in and opens the show's folder, runs `work`, always closes. */
  async function inFolder<T>(source: SourceConnection, location: SourceLocation, work: (client: Client, entryPoint: string) => Promise<T>): Promise<T> {
    const segments = remoteSegments(source.basePath, location.sourcePath);
    const entryPoint = safeEntryPoint(source.entryPoint);
    const client = new Client(timeoutMs);
    client.prepareTransfer = passiveMode;
    let timedOut = false;
    const deadline = setTimeout(() => {
      timedOut = true;
      client.close();
    }, timeoutMs);
    try {
      const checked = await resolveSourceHost(source.host, hosts, timeoutMs, options.lookup);
      try {
        await client.access({
          host: checked?.address ?? source.host,
          port: source.port ?? 21,
          user: source.username || 'anonymous',
          password: source.password ?? '',
          secure: source.protocol === 'ftps',
          // The certificate is checked against the host's name, not the address connected to.
          secureOptions: { rejectUnauthorized: !source.allowSelfSigned, host: source.host },
        });
      } catch (err) {
        if (err instanceof FTPError && err.code === LOGIN_REFUSED) throw new GatewayError('LOGIN_FAILED', `${err.code} to the login`);
        throw asGatewayError(err, 'CONNECTION_FAILED');
      }
      if (segments.length) {
        try {
          await client.cd(segments.join('/'));
        } catch (err) {
          throw asGatewayError(err, err instanceof FTPError ? 'DIRECTORY_NOT_FOUND' : 'CONNECTION_FAILED');
        }
      }
      return await work(client, entryPoint);
    } catch (err) {
      throw timedOut ? new GatewayError('CONNECTION_FAILED', `no answer within ${timeoutMs} ms`) : asGatewayError(err, 'CONNECTION_FAILED');
    } finally {
      clearTimeout(deadline);
      client.close();
    }
  }

  return {
    test: (source, location) =>
      inFolder(source, location, async (client, entryPoint) => {
        const files = (await client.list()).filter((entry) => entry.isFile);
        if (!files.length) throw new GatewayError('EMPTY_DIRECTORY');
        if (!files.some((file) => file.name === entryPoint)) throw new GatewayError('ENTRY_POINT_NOT_FOUND');
        return { files: files.length };
      }),
    fetch: (source, location) =>
      inFolder(source, location, async (client, entryPoint) => {
        const sink = new BoundedSink(maxBytes);
        try {
          await client.downloadTo(sink, entryPoint);
        } catch (err) {
          if (err instanceof FTPError) throw new GatewayError('ENTRY_POINT_NOT_FOUND', `${err.code} to the download`);
          throw err;
        }
        return { fileName: entryPoint, bytes: sink.bytes() };
      }),
  };
}
