/**
 * How a sync gets the show's exhibitor file (issue 24): from the show's source through its
 * transport (./sourceAccess.ts), or, in tests, from a fake given to the app (ServiceDeps.gateway).
 */
import crypto from 'node:crypto';
import type { Pool } from '../../db/pool';
import { STRICT_HOSTS, type HostPolicy } from './hostPolicy';
import { loadSourceConnection, loadSourceLocation, readExhibitorFile, transportFor } from './sourceAccess';
import type { ExhibitorFile } from './types';

/** The show's exhibitor file and the source it came from. */
export type ExhibitorFileFetcher = (pool: Pool, showId: number) => Promise<{ sourceId: number; file: ExhibitorFile }>;

/** A failure told to the user by a message id (the report's error_code), not a gateway code. */
export class SyncFailure extends Error {
  constructor(
    readonly messageId: string,
    /** The message's parameters (the report's errorParams). */
    readonly params?: Record<string, string | number>,
  ) {
    super(messageId);
    this.name = 'SyncFailure';
  }
}

/** How long this node keeps the last file it read (a preview's, for the sync that applies it). */
const KEEP_READ_FILE_MS = 10 * 60_000;
let lastRead: { key: string; file: ExhibitorFile; timer: NodeJS.Timeout } | null = null;

/**
 * The file read from its bytes, or the same bytes' records read last on this node: the sync that
 * applies a preview fetches the file again and, when its bytes are the preview's (same name, same
 * sha256), skips reading 20,000 exhibitors a second time (~0.3 s). The records are only read by
 * the plan, never changed. Kept one at a time, dropped after KEEP_READ_FILE_MS.
 */
export function readExhibitorFileOnce(fileName: string, bytes: Buffer): ExhibitorFile {
  const key = `${fileName}\0${crypto.createHash('sha256').update(bytes).digest('hex')}`;
  if (lastRead?.key === key) return lastRead.file;
  const file = readExhibitorFile(fileName, bytes);
  if (lastRead) clearTimeout(lastRead.timer);
  const timer = setTimeout(() => {
    lastRead = null;
  }, KEEP_READ_FILE_MS);
  timer.unref();
  lastRead = { key, file, timer };
  return file;
}

/**
 * The real fetcher reaching the hosts `hosts` allows (the app's: ../appServices.ts): the show's
 * source and location, its transport, the file read into records.
 */
export const sourceFetcher =
  (hosts: HostPolicy): ExhibitorFileFetcher =>
  async (pool, showId) => {
    const located = await loadSourceLocation(pool, showId);
    if (!located) throw new SyncFailure('api.error.syncNotConfigured');
    const source = await loadSourceConnection(pool, located.sourceId);
    if (!source) throw new SyncFailure('api.violation.sourceNotFound');
    const { fileName, bytes } = await transportFor(source.protocol, hosts).fetch(source, located.location);
    return { sourceId: source.id, file: readExhibitorFileOnce(fileName, bytes) };
  };

/** The real fetcher where nothing says otherwise: no internal host. */
export const fetchFromSource: ExhibitorFileFetcher = sourceFetcher(STRICT_HOSTS);
