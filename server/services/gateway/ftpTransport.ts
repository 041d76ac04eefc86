/**
 * FTP and FTPS (explicit TLS) sources (basic-ftp). The folder is `{basePath}/{sourcePath}` from the
 * login's home folder; the codes (docs/gateway.md):
 * - refused, unknown host, TLS refused, no answer in time → CONNECTION_FAILED;
 * - 530 to the login → LOGIN_FAILED;
 * - the folder cannot be opened (CWD refused) → DIRECTORY_NOT_FOUND;
 * - no file in it → EMPTY_DIRECTORY; no entry point among its files → ENTRY_POINT_NOT_FOUND;
 * - a file over the size limit → INVALID_FILE, the transfer cut there.
 * The whole exchange has one deadline (GATEWAY_TIMEOUT_MS): past it the connection is closed.
 */
import { Client, FTPError } from 'basic-ftp';
import { EXHIBITOR_FILE_MAX_BYTES, GATEWAY_TIMEOUT_MS } from '@/domain/gateway';
import { BoundedSink } from './boundedSink';
import { remoteSegments, safeEntryPoint } from './paths';
import { GatewayError, type GatewayTransport, type SourceConnection, type SourceLocation } from './types';

export interface TransportOptions {
  /** The whole exchange's deadline (tests set a small one). */
  timeoutMs?: number;
  /** The largest file read (tests set a small one). */
  maxBytes?: number;
}

const LOGIN_REFUSED = 530;

const asGatewayError = (err: unknown, fallback: GatewayError['code']): GatewayError =>
  err instanceof GatewayError ? err : new GatewayError(fallback, err instanceof Error ? err.message : String(err));

export function createFtpTransport(options: TransportOptions = {}): GatewayTransport {
  const timeoutMs = options.timeoutMs ?? GATEWAY_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? EXHIBITOR_FILE_MAX_BYTES;

  /** Connects, logs in and opens the show's folder, runs `work`, always closes. */
  async function inFolder<T>(source: SourceConnection, location: SourceLocation, work: (client: Client, entryPoint: string) => Promise<T>): Promise<T> {
    const segments = remoteSegments(source.basePath, location.sourcePath);
    const entryPoint = safeEntryPoint(source.entryPoint);
    const client = new Client(timeoutMs);
    let timedOut = false;
    const deadline = setTimeout(() => {
      timedOut = true;
      client.close();
    }, timeoutMs);
    try {
      try {
        await client.access({
          host: source.host,
          port: source.port ?? 21,
          user: source.username || 'anonymous',
          password: source.password ?? '',
          secure: source.protocol === 'ftps',
          secureOptions: { rejectUnauthorized: !source.allowSelfSigned },
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
