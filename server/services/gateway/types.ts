/**
 * The gateway's inner contract (issue 24): how a source is reached (`GatewayTransport`, one per
 * protocol: ./ftpTransport.ts, ./httpTransport.ts) and what the exhibitor file becomes once read
 * (`ExhibitorRecord`, ./exhibitorFile.ts; the format is docs/gateway.md). The sync engine
 * (./sync*.ts) only sees these, so its tests give it records without a server.
 */
import type { ConnectionErrorCode, SourceProtocol } from '@/domain/gateway';

/** A source as the server uses it: the password decrypted, only in memory, never logged. */
export interface SourceConnection {
  id: number;
  reference: string;
  protocol: SourceProtocol;
  host: string;
  port: number | null;
  username: string;
  password: string | null;
  basePath: string;
  entryPoint: string;
  allowSelfSigned: boolean;
}

/** Where to look at the source for one show. */
export interface SourceLocation {
  /** The show's sourcePath (for gl_event: the show's identifier at GL events). */
  sourcePath: string;
  /** The show's query parameters for this source, in order (HTTP: the query string; FTP: unused). */
  queryParameters: ReadonlyArray<{ name: string; value: string }>;
}

/** A failure the user is told about: one of the codes (src/domain/gateway.ts), never a raw error. */
export class GatewayError extends Error {
  constructor(
    readonly code: ConnectionErrorCode,
    /** For the server's log only: never in an API answer (it may name a host). */
    readonly detail?: string,
  ) {
    super(code);
    this.name = 'GatewayError';
  }
}

export interface GatewayTransport {
  /**
   * Connects, logs in, opens the folder and checks the entry point is there. Resolves with the
   * number of files in the folder; rejects with a GatewayError (EMPTY_DIRECTORY,
   * ENTRY_POINT_NOT_FOUND, DIRECTORY_NOT_FOUND, LOGIN_FAILED, CONNECTION_FAILED), within
   * GATEWAY_TIMEOUT_MS.
   */
  test(source: SourceConnection, location: SourceLocation): Promise<{ files: number }>;
  /**
   * The entry point's bytes (at most EXHIBITOR_FILE_MAX_BYTES, else GatewayError INVALID_FILE),
   * with its name (its extension tells CSV from JSON).
   */
  fetch(source: SourceConnection, location: SourceLocation): Promise<{ fileName: string; bytes: Buffer }>;
}

/** One exhibitor (one stand) of the organizer's file, validated (docs/gateway.md). */
export interface ExhibitorRecord {
  /** The file's row (1-based; JSON: the item's index + 1), for problems. */
  row: number;
  /** The organizer's opaque token of the stand (EXTERNAL_TOKEN_PATTERN). */
  token: string;
  /** The link's expiry, ISO 8601, or null. */
  tokenExpiresAt: string | null;
  name: string;
  hall: string;
  aisle: string;
  number: string;
  surface: string;
  standType: string;
  /** The exhibitor contact the sync keeps on the stand (null: none in the file). */
  contact: {
    email: string;
    firstName: string;
    lastName: string;
    company: string;
    phone: string;
    /** 'fr' or 'en'. */
    language: string;
  } | null;
}

/** A row the file reader refused, with a message id (i18n `gateway.problem.*`) and its parameters. */
export interface ExhibitorFileProblem {
  row: number;
  messageId: string;
  params?: Record<string, string | number>;
  /** The row's token when it has the shape of one (EXTERNAL_TOKEN_PATTERN): its stand is kept as it is, not withdrawn. */
  token?: string;
}

export interface ExhibitorFile {
  records: ExhibitorRecord[];
  problems: ExhibitorFileProblem[];
}
