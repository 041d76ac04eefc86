/**
 * How the rest of the server reaches a source (issue 24): the source's connection read from the
 * database with its password decrypted (./credentials.ts), the transport of its protocol, and the
 * exhibitor file read into records. The sync (./sync*.ts) and the connection test call only these.
 */
import type { SourceProtocol } from '@/domain/gateway';
import type { Pool, PoolClient } from '../../db/pool';
import { decryptSecret } from './credentials';
import { createFtpTransport } from './ftpTransport';
import { STRICT_HOSTS, type HostPolicy } from './hostPolicy';
import { createHttpTransport } from './httpTransport';
import type { GatewayTransport, SourceConnection, SourceLocation } from './types';

/** The source with its password decrypted; null when there is no such source. */
export async function loadSourceConnection(db: Pool | PoolClient, sourceId: number): Promise<SourceConnection | null> {
  const { rows } = await db.query<Omit<SourceConnection, 'password'> & { passwordEncrypted: string | null }>(
    `SELECT id, reference, protocol, host, port, username, password_encrypted AS "passwordEncrypted", base_path AS "basePath",
            entry_point AS "entryPoint", allow_self_signed AS "allowSelfSigned"
       FROM sources WHERE id = $1`,
    [sourceId],
  );
  if (!rows[0]) return null;
  const { passwordEncrypted, ...connection } = rows[0];
  return { ...connection, password: passwordEncrypted ? decryptSecret(passwordEncrypted) : null };
}

const transports = (hosts: HostPolicy) => ({ ftp: createFtpTransport({ hosts }), http: createHttpTransport({ hosts }) });
const strict = transports(STRICT_HOSTS);
const allowingPrivate = transports({ allowPrivateHosts: true });

/** The transport of a protocol, reaching the hosts `hosts` allows (by default no internal one: ./hostPolicy.ts). */
export function transportFor(protocol: SourceProtocol, hosts: HostPolicy = STRICT_HOSTS): GatewayTransport {
  const { ftp, http } = hosts.allowPrivateHosts ? allowingPrivate : strict;
  return protocol === 'ftp' || protocol === 'ftps' ? ftp : http;
}

/** The exhibitor file's bytes read into records and problems (CSV or JSON by the name's extension). */
export { readExhibitorFile } from './exhibitorFile';

/** A show's source location: its sourcePath and its query parameters for its source. */
export async function loadSourceLocation(db: Pool | PoolClient, showId: number): Promise<{ sourceId: number; location: SourceLocation } | null> {
  const show = await db.query<{ source_id: number | null; source_path: string | null }>('SELECT source_id, source_path FROM shows WHERE id = $1', [showId]);
  const sourceId = show.rows[0]?.source_id ?? null;
  if (sourceId === null) return null;
  const parameters = await db.query<{ name: string; value: string }>(
    `SELECT name, value FROM show_source_query_parameters
      WHERE show_id = $1 AND (source_id = $2 OR source_id IS NULL) ORDER BY position, id`,
    [showId, sourceId],
  );
  return { sourceId, location: { sourcePath: show.rows[0].source_path ?? '', queryParameters: parameters.rows } };
}
