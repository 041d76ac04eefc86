import type { PoolClient } from './pool';

/**
 * Takes the transaction-level advisory lock of (`name`, `id`), waiting for whoever holds it; it
 * is released when the transaction ends (commit or rollback).
 *
 * What a per-user limit needs ("at most N a day"): a count read before an insert in another
 * transaction lets N parallel requests all see room and all insert. With this lock taken first
 * in the inserting transaction, the count of each request is read once the previous one has
 * committed (READ COMMITTED: every statement sees what committed before it), so exactly N pass.
 * Keys are (hashtext(name), id), the two-integer space: never the migration lock's single key.
 */
export async function lockFor(db: PoolClient, name: string, id: number | string): Promise<void> {
  const key = typeof id === 'number' ? id : null;
  await db.query(
    key === null ? 'SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))' : 'SELECT pg_advisory_xact_lock(hashtext($1), $2::int)',
    [name, key === null ? id : key],
  );
}
