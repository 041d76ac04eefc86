/**
 * The gateway to organizers' systems (issue 24, part 2 §2–§8): the connection test's codes, the
 * sources' protocols, the external sign-in's refusals and the rules the API and the SPA share
 * (when 'Synchroniser maintenant' is offered, how a sync's changes are named). The exhibitor
 * file itself is described in docs/gateway.md.
 */

/** How a source reaches the organizer's system. */
export const SOURCE_PROTOCOLS = ['ftp', 'ftps', 'http', 'https'] as const;
export type SourceProtocol = (typeof SOURCE_PROTOCOLS)[number];

/** The default port of each protocol (a source's `port` may override it). */
export const DEFAULT_PORTS: Record<SourceProtocol, number> = { ftp: 21, ftps: 21, http: 80, https: 443 };

/**
 * What `POST /backend/sources/{id}/test_connection` and a failed sync answer besides success.
 * The first four are the spec's (part 2 §7); CONNECTION_FAILED ('Connexion échouée', part 1 §8)
 * covers a host that refuses, does not resolve or does not answer within the time limit, and
 * INVALID_FILE an exhibitor file that cannot be read (docs/decisions.md), HOST_NOT_ALLOWED a host
 * that is (or resolves to) a loopback or private address the installation does not allow.
 */
export const CONNECTION_ERROR_CODES = [
  'EMPTY_DIRECTORY',
  'ENTRY_POINT_NOT_FOUND',
  'DIRECTORY_NOT_FOUND',
  'LOGIN_FAILED',
  'CONNECTION_FAILED',
  'INVALID_FILE',
  'HOST_NOT_ALLOWED',
] as const;
export type ConnectionErrorCode = (typeof CONNECTION_ERROR_CODES)[number];

export function isConnectionErrorCode(value: unknown): value is ConnectionErrorCode {
  return typeof value === 'string' && (CONNECTION_ERROR_CODES as readonly string[]).includes(value);
}

/** The message id of each code (i18n `gateway.error.<CODE>`). */
export const connectionErrorMessageId = (code: ConnectionErrorCode): string => `gateway.error.${code}`;

/** A connection test or a transfer gives up after this long (the SPA shows it as CONNECTION_FAILED). */
export const GATEWAY_TIMEOUT_MS = 10_000;

/** The largest exhibitor file read (a bigger one is INVALID_FILE, read no further). */
export const EXHIBITOR_FILE_MAX_BYTES = 50 * 1024 * 1024;

/** An external stand token: opaque, long enough not to be guessed (docs/gateway.md). */
export const EXTERNAL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,200}$/;

export function isPlausibleExternalToken(token: unknown): token is string {
  return typeof token === 'string' && EXTERNAL_TOKEN_PATTERN.test(token);
}

/**
 * A stand's sign-in token as those who may not use it read it (everyone but admins: a token opens
 * its exhibitor's session): its last four characters, enough to tell two stands apart.
 */
export function maskExternalToken(token: unknown): string {
  return typeof token === 'string' && token.length > 4 ? `…${token.slice(-4)}` : '…';
}

/** What a show needs for 'Synchroniser maintenant' to be enabled (issue 24, 'Built on the base'). */
export function canSyncNow(show: { externalSync: boolean; source: unknown; sourcePath: string | null } | null | undefined): boolean {
  return !!show && show.externalSync && !!show.source && !!show.sourcePath?.trim();
}

/** Whether the scheduled sync still runs for a show (until its deadline, inclusive of the day). */
export function scheduledSyncDue(show: { externalSync: boolean; enabled: boolean; externalSyncDeadline: string | null }, now: Date): boolean {
  if (!show.externalSync || !show.enabled) return false;
  return show.externalSyncDeadline === null || new Date(show.externalSyncDeadline).getTime() >= now.getTime();
}

/** The kinds of change a sync preview or report lists. */
export const SYNC_CHANGE_KINDS = ['created', 'updated', 'disabled', 'enabled', 'contactEmailChanged', 'conflict', 'problem'] as const;
export type SyncChangeKind = (typeof SYNC_CHANGE_KINDS)[number];

/** At most this many changes are kept in a report (its counts stay complete). */
export const MAX_REPORTED_CHANGES = 500;

/** The scheduled sync's cron (UTC): every 15 minutes, each show once per tick across nodes. */
export const SYNC_CRON = '*/15 * * * *';

/**
 * The `message` of a refused external sign-in (401 `{code, message}`), shown translated on the
 * login page (i18n `login.external.<key>`); the same answer for an unknown token and a token of
 * another provider, so a refusal tells nothing about which tokens exist. `passwordAccount`: a
 * valid token whose account was not made by the gateway, or whose owner chose a password
 * (docs/decisions.md, "External sign-in").
 */
export const EXTERNAL_LOGIN_REFUSAL = {
  invalidToken: 'Invalid or expired link.',
  showClosed: 'This show is no longer open.',
  passwordAccount: 'This account signs in with its password.',
} as const;
