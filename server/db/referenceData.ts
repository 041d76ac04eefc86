import { ROLES, STANDIST_ROLES } from '@/domain/roles';
import type { Pool } from './pool';

/** Stand document statuses with the ids of part 2 §3. */
export const STAND_DOCUMENT_STATUSES: ReadonlyArray<[number, string]> = [
  [1, 'NOT_RECEIVED'],
  [2, 'TO_CHECK'],
  [3, 'PENDING_INFORMATIONS'],
  [4, 'CHECKED'],
  [5, 'CHECKED_WITH_OPTION'],
  [6, 'REFUSED'],
];

/** Idempotent: the rows every installation needs, whatever the seed. */
export async function ensureReferenceData(pool: Pool): Promise<void> {
  const roles = [...Object.values(ROLES), ...Object.values(STANDIST_ROLES)];
  await pool.query(
    'INSERT INTO roles (reference) SELECT unnest($1::text[]) ON CONFLICT (reference) DO NOTHING',
    [roles],
  );
  await pool.query(
    `INSERT INTO stand_document_statuses (id, reference)
     SELECT * FROM unnest($1::int[], $2::text[]) ON CONFLICT (id) DO NOTHING`,
    [STAND_DOCUMENT_STATUSES.map(([id]) => id), STAND_DOCUMENT_STATUSES.map(([, ref]) => ref)],
  );
}
