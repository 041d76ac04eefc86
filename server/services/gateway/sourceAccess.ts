/**
 * How the rest of the server reaches a source (issue 24): the source's connection read from the
 * database with its password decrypted (./credentials.ts), the transport of its protocol, and the
 * exhibitor file read into records. The sync (./sync*.ts) and the connection test call only these.
 *
 * CONTRACT STUBS (session 11): the bodies are written by the sources/transport work; the sync work
 * codes against these signatures and injects fakes in its tests.
 */
import type { SourceProtocol } from '@/domain/gateway';
import type { Pool, PoolClient } from '../../db/pool';
import type { ExhibitorFile, GatewayTransport, SourceConnection, SourceLocation } from './types';

/** The source with its password decrypted; null when there is no such source. */
export async function loadSourceConnection(_db: Pool | PoolClient, _sourceId: number): Promise<SourceConnection | null> {
  throw new Error('loadSourceConnection: not built yet');
}

/** The transport of a protocol. */
export function transportFor(_protocol: SourceProtocol): GatewayTransport {
  throw new Error('transportFor: not built yet');
}

/** The exhibitor file's bytes read into records and problems (CSV or JSON by the name's extension). */
export function readExhibitorFile(_fileName: string, _bytes: Buffer): ExhibitorFile {
  throw new Error('readExhibitorFile: not built yet');
}

/** A show's source location: its sourcePath and its query parameters for its source. */
export async function loadSourceLocation(_db: Pool | PoolClient, _showId: number): Promise<{ sourceId: number; location: SourceLocation } | null> {
  throw new Error('loadSourceLocation: not built yet');
}
