/**
 * The show list (/salons, issue 12, "Speed"): GET /backend/shows as the SPA asks it (10 a page,
 * installation start descending; and searched) against its SQL floor (bench/resourceList.ts).
 */
import type { Pool } from '@server/db/pool';
import { shows } from '@server/resources/shows';
import type { Session } from './accounts';
import { resourceListRows } from './resourceList';
import type { Row } from './table';

export const SHOW_LIST_REQUESTS = [
  { name: 'show list, default sort', path: '/backend/shows?itemsPerPage=10&order[installationDateStart]=desc&page=1' },
  { name: 'show list, searched, by organizer', path: '/backend/shows?itemsPerPage=10&order[organizerName]=asc&page=1&search=salon' },
];

export function showListRows(pool: Pool, baseUrl: string, session: Session, seconds: number, progress: (line: string) => void): Promise<{ rows: Row[]; results: unknown[] }> {
  return resourceListRows(pool, baseUrl, session, shows, SHOW_LIST_REQUESTS, seconds, progress);
}
