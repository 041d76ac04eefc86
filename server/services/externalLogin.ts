/**
 * The external sign-in (issue 24 point 5; part 1 §2 `/login?source={token}&provider={reference}`,
 * part 2 §7 `POST /backend/login_check {sourceReference, token}`): the organizer's portal links an
 * exhibitor to the platform with their stand's token. Which account the token opens, made on
 * first use from the contact the sync stored; the route (server/plugins/authRoutes.ts) counts the
 * attempt against the login limits and issues the session.
 *
 * Tokens cannot be guessed or told apart: looked up by their SHA-256 (never stored in clear for
 * this), the stored hash compared in constant time, and one refusal (`invalidToken`) for an
 * unknown token, another provider's, an expired one and a withdrawn stand (docs/decisions.md,
 * "External sign-in"). A token opens only an account the gateway made whose owner never chose a
 * password (`passwordAccount` otherwise): the organizer's file names the e-mail, and must not
 * open an account somebody already signs in to with their password.
 */
import crypto from 'node:crypto';
import { isPlausibleExternalToken } from '@/domain/gateway';
import { ROLES } from '@/domain/roles';
import { withTransaction, type Pool, type PoolClient } from '../db/pool';
import type { Locale } from '../i18n';
import { externalTokenHash, setExternalContactUser } from '../repositories/externalStandIdentifiers';
import { insertExhibitor } from '../repositories/userStandRoles';
import { createStandist, EMAIL_PATTERN, unknownPasswordHash } from './standistAccounts';

/** Why a sign-in is refused: `EXTERNAL_LOGIN_REFUSAL`'s keys, and a disabled account (LOGIN_REFUSAL.accountDisabled). */
export type ExternalLoginRefusal = 'invalidToken' | 'showClosed' | 'passwordAccount' | 'accountDisabled';

export type ExternalLoginOutcome = { ok: true; userId: number; standId: number } | { ok: false; refusal: ExternalLoginRefusal };

/** The synced contact (synced_values.contact), as the sync wrote it. */
interface SyncedContact {
  email: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  phone: string | null;
  language: Locale | null;
}

interface IdentifierRow {
  id: number;
  stand_id: number;
  token_hash: string;
  expired: boolean;
  stand_enabled: boolean;
  show_enabled: boolean;
  contact_user_id: number | null;
  synced_values: { contact?: unknown } | null;
}

interface AccountRow {
  id: number;
  enabled: boolean;
  role: string;
  /** Made by the gateway and no password chosen since (migration 034): a token may open it. */
  token_opens: boolean;
}

/** Same length and content, in a time that does not depend on where they differ. */
function sameHash(stored: string, computed: string): boolean {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(computed, 'hex');
  return a.length === b.length && a.length > 0 && crypto.timingSafeEqual(a, b);
}

const cleanText = (value: unknown, max = 255): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= max ? trimmed : null;
};

/** The contact the sync stored, or null when there is none usable (no e-mail, or not one). */
export function syncedContact(values: IdentifierRow['synced_values']): SyncedContact | null {
  const contact = values?.contact;
  if (!contact || typeof contact !== 'object') return null;
  const c = contact as Record<string, unknown>;
  const email = cleanText(c.email, 180);
  if (!email || !EMAIL_PATTERN.test(email)) return null;
  const language = c.language === 'fr' || c.language === 'en' ? c.language : null;
  return {
    email,
    firstName: cleanText(c.firstName),
    lastName: cleanText(c.lastName),
    company: cleanText(c.company),
    phone: cleanText(c.phone, 40),
    language,
  };
}

const IDENTIFIER_SQL = `SELECT e.id, e.stand_id, e.token_hash, coalesce(e.expires_at <= now(), false) AS expired,
       st.enabled AS stand_enabled, sh.enabled AS show_enabled, e.contact_user_id, e.synced_values
  FROM external_stand_identifiers e
  JOIN sources so ON so.id = e.source_id
  JOIN stands st ON st.id = e.stand_id
  JOIN shows sh ON sh.id = st.show_id`;

/** A random hash compared when nothing was found, so an unknown token costs what a known one does. */
const DECOY_HASH = externalTokenHash(crypto.randomBytes(32).toString('hex'));

async function findIdentifier(pool: Pool, sourceReference: string, token: string): Promise<IdentifierRow | null> {
  const hash = externalTokenHash(token);
  const { rows } = await pool.query<IdentifierRow>(`${IDENTIFIER_SQL} WHERE so.reference = $1 AND e.token_hash = $2`, [sourceReference, hash]);
  const row = rows[0];
  const matches = sameHash(row?.token_hash ?? DECOY_HASH, hash);
  return row && matches ? row : null;
}

async function account(db: Pool | PoolClient, where: string, value: unknown): Promise<AccountRow | null> {
  const { rows } = await db.query<AccountRow>(
    `SELECT u.id, u.enabled, r.reference AS role, (u.created_by_gateway AND u.password_set_at IS NULL) AS token_opens
       FROM users u JOIN roles r ON r.id = u.role_id WHERE ${where} ORDER BY u.id LIMIT 1`,
    [value],
  );
  return rows[0] ?? null;
}

const byId = (db: Pool | PoolClient, id: number) => account(db, 'u.id = $1', id);
const byEmail = (db: Pool | PoolClient, email: string) => account(db, 'lower(u.email) = lower($1) OR lower(u.username) = lower($1)', email);

/**
 * Only a standist account is ever opened by a token: the organizer's file names the contact's
 * e-mail, and an address that is a staff account's must not sign anyone in as that staff member.
 */
const isStandist = (user: AccountRow): boolean => user.role === ROLES.STANDIST;

/**
 * The account the stand's link opens: the one kept on the identifier if it is still a standist's,
 * else the standist with the synced contact's e-mail, else a new standist account made from the
 * synced contact (no usable password: they sign in by the link, or choose one by 'Mot de passe
 * oublié'); made the stand's exhibitor if not already, and kept on the identifier. Under a lock
 * on the identifier's row: two first sign-ins at once make one account. An account the gateway
 * did not make, or whose owner chose a password, is refused before anything is linked to it.
 */
async function resolveExhibitor(pool: Pool, found: IdentifierRow): Promise<ExternalLoginOutcome> {
  const contact = syncedContact(found.synced_values);
  const kept = found.contact_user_id !== null ? await byId(pool, found.contact_user_id) : null;
  const known = kept && isStandist(kept) ? kept : contact ? await byEmail(pool, contact.email) : null;
  // The slow hash before the transaction, and only when an account will be made.
  const passwordHash = !known && contact ? await unknownPasswordHash() : null;

  return withTransaction(pool, async (db) => {
    const { rows } = await db.query<IdentifierRow>('SELECT id, contact_user_id FROM external_stand_identifiers WHERE id = $1 FOR UPDATE', [found.id]);
    if (!rows.length) return { ok: false, refusal: 'invalidToken' };
    const keptNow = rows[0].contact_user_id !== null ? await byId(db, rows[0].contact_user_id) : null;
    let user = keptNow && isStandist(keptNow) ? keptNow : contact ? await byEmail(db, contact.email) : null;
    if (!user) {
      if (!contact) return { ok: false, refusal: 'invalidToken' };
      const id = await createStandist(
        db,
        { email: contact.email, firstName: contact.firstName ?? '', lastName: contact.lastName ?? '', company: contact.company ?? '', phone: contact.phone },
        contact.language,
        passwordHash,
        { createdByGateway: true },
      );
      user = { id, enabled: true, role: ROLES.STANDIST, token_opens: true };
    }
    if (!isStandist(user)) return { ok: false, refusal: 'invalidToken' };
    if (!user.token_opens) return { ok: false, refusal: 'passwordAccount' };
    if (!user.enabled) return { ok: false, refusal: 'accountDisabled' };
    const linked = await db.query('SELECT 1 FROM user_stand_roles WHERE user_id = $1 AND stand_id = $2 AND standist_role = $3', [
      user.id,
      found.stand_id,
      'ROLE_STANDIST_EXHIBITOR',
    ]);
    if (!linked.rowCount) await insertExhibitor(db, user.id, found.stand_id);
    if (rows[0].contact_user_id !== user.id) await setExternalContactUser(db, found.id, user.id);
    return { ok: true, userId: user.id, standId: found.stand_id };
  });
}

/**
 * The account a `{sourceReference, token}` signs in, or why not. An implausible token (wrong
 * characters, too short or long: src/domain/gateway.ts) is refused without a lookup.
 */
export async function externalSignIn(pool: Pool, sourceReference: string, token: unknown): Promise<ExternalLoginOutcome> {
  if (!isPlausibleExternalToken(token) || !sourceReference) return { ok: false, refusal: 'invalidToken' };
  const found = await findIdentifier(pool, sourceReference, token);
  if (!found || found.expired) return { ok: false, refusal: 'invalidToken' };
  if (!found.show_enabled) return { ok: false, refusal: 'showClosed' };
  if (!found.stand_enabled) return { ok: false, refusal: 'invalidToken' };
  return resolveExhibitor(pool, found);
}
