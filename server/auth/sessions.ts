/**
 * Each authenticated request is checked against the user's current row: one primary-key lookup
 * (plus, for a token naming its refresh chain, one probe of the partial index of revoked chains).
 * Valid across several server nodes with no cache to invalidate: PostgreSQL is the one truth.
 * The roles used for the permission checks are the user's current ones, not the token's.
 */
import type { Pool } from '../db/pool';
import type { TokenClaims } from './jwt';
import type { AuthUser } from './user';

/** The statement every authenticated request runs first (exported for the bench's SQL floor). */
export const SESSION_USER_SQL = `SELECT u.id, u.username, u.email, r.reference AS role
       FROM users u JOIN roles r ON r.id = u.role_id
      WHERE u.id = $1 AND u.enabled AND u.session_version = $2
        AND ($3::uuid IS NULL OR NOT EXISTS (
              SELECT 1 FROM refresh_tokens rt WHERE rt.chain_id = $3::uuid AND rt.revoked_at IS NOT NULL))`;

/** Its prepared statement's name on each connection. */
export const SESSION_USER_STATEMENT = 'session-user';

export const sessionUserValues = (claims: TokenClaims): unknown[] => [claims.userId, claims.sessionVersion, claims.chainId];

export async function loadSessionUser(pool: Pool, claims: TokenClaims): Promise<AuthUser | null> {
  // Named: each pooled connection parses and plans it once, not on every request (its planning
  // cost more than its run; docs/performance.md, session 15).
  const { rows } = await pool.query<{ id: number; username: string; email: string; role: string }>({
    name: SESSION_USER_STATEMENT,
    text: SESSION_USER_SQL,
    values: sessionUserValues(claims),
  });
  const row = rows[0];
  return row ? { id: row.id, username: row.username, email: row.email, roles: [row.role] } : null;
}
