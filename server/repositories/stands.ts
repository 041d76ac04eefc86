/**
 * The one writer of `stands` by hand-written SQL (docs/architecture.md, "Server layers"); the
 * declared resource's generic writes are server/hydra/statements.ts's, and a status step is the
 * workflow's (server/services/workflow/applyTransition.ts, on PLAN_STORE). Each function runs in
 * the caller's transaction (`db`), whose actor the timeline's triggers record. Set-based where
 * the caller has many stands: a query of ids or arrays, one statement whatever their number.
 */
import type { PoolClient } from '../db/pool';

type Db = Pick<PoolClient, 'query'>;

/** The stand's fields a creation or an import writes. */
export interface StandValues {
  name: string | null;
  hall: string | null;
  aisle: string | null;
  number: string | null;
  standType: string | null;
  surface: string | null;
}

/** A stand created by staff: not "unseen" (nothing of the standist's to look at yet). Its id. */
export async function insertStand(db: Db, showId: number, values: StandValues): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO stands (show_id, name, hall, aisle, number, stand_type, surface, un_seen)
     VALUES ($1, $2, $3, $4, $5, $6, $7, false) RETURNING id`,
    [showId, values.name, values.hall, values.aisle, values.number, values.standType, values.surface],
  );
  return rows[0].id;
}

/**
 * `count` new stand ids, taken from the stands' sequence before their rows are written: a sync
 * links the new stands' exhibitors first (server/repositories/userStandRoles.ts, linksBeforeStands)
 * so each stand is written once with its people's texts.
 */
export async function reserveStandIds(db: Db, count: number): Promise<number[]> {
  if (count <= 0) return [];
  const { rows } = await db.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('stands', 'id'))::int AS id FROM generate_series(1, $1::int)`, [count]);
  return rows.map((r) => r.id);
}

/**
 * New stands of an import or a sync, one INSERT … FROM unnest for them all; their ids, in the
 * order given (drawn from the stands' sequence first, so each is known to be its row's: a sync
 * keys each new stand by its external identifier).
 */
export async function insertImported(db: Db, showId: number, stands: StandValues[], reserved?: number[]): Promise<number[]> {
  if (!stands.length) return [];
  const ids = reserved ?? (await reserveStandIds(db, stands.length));
  // The rows travel as one JSON document: pg's escaping of seven text arrays of 20,000 elements
  // cost the server process more than PostgreSQL's reading them (bench/syncProfile.ts, node ms).
  const rows = stands.map((s, i) => ({ id: ids[i], hall: s.hall, aisle: s.aisle, number: s.number, name: s.name, surface: s.surface, stand_type: s.standType }));
  // The people already linked to the reserved ids (a sync links before inserting) are read once for
  // all rows (migration 037) and give both the people columns and the search entries, written in
  // the same statement (the search trigger then skips these stands: migration 043).
  await db.query(
    `WITH people AS MATERIALIZED (SELECT * FROM stands_people_texts($3::int[])),
     inserted AS (
       INSERT INTO stands (id, show_id, hall, aisle, number, name, surface, stand_type, exhibitor_text, decorator_text, agency_text)
       SELECT r.id, $1, r.hall, r.aisle, r.number, r.name, r.surface, r.stand_type, p.exhibitor_text, p.decorator_text, p.agency_text
       FROM json_to_recordset($2::json) AS r(id int, hall text, aisle text, number text, name text, surface text, stand_type text)
       LEFT JOIN people p ON p.stand_id = r.id
       RETURNING id, show_id, name, hall, aisle, number, stand_type)
     INSERT INTO stand_search (stand_id, show_id, search_text)
     SELECT n.id, n.show_id, stand_search_text_of(n.name, n.hall, n.aisle, n.number, n.stand_type, p.people_names)
     FROM inserted n LEFT JOIN people p ON p.stand_id = n.id`,
    [showId, JSON.stringify(rows), ids],
  );
  return ids;
}

/** Stands of the show changed by an import (their "modified" date moves, as an edit's), one UPDATE … FROM unnest; how many. */
export async function updateImported(db: Db, showId: number, stands: (Pick<StandValues, 'name' | 'surface' | 'standType'> & { id: number })[]): Promise<number> {
  const result = await db.query(
    `UPDATE stands s SET name = r.name, surface = r.surface, stand_type = r.stand_type, updated_at = now()
     FROM unnest($2::int[], $3::text[], $4::text[], $5::text[]) AS r(id, name, surface, stand_type)
     WHERE s.id = r.id AND s.show_id = $1`,
    [showId, stands.map((s) => s.id), stands.map((s) => s.name), stands.map((s) => s.surface), stands.map((s) => s.standType)],
  );
  return result.rowCount ?? 0;
}

/** Stands of the show rewritten by a sync (every field it keeps, their "modified" date moving as an edit's), one UPDATE … FROM unnest; how many. */
export async function updateSynced(db: Db, showId: number, stands: (StandValues & { id: number })[]): Promise<number> {
  if (!stands.length) return 0;
  const column = (field: keyof StandValues) => stands.map((s) => s[field]);
  const result = await db.query(
    `UPDATE stands s SET name = r.name, hall = r.hall, aisle = r.aisle, number = r.number, surface = r.surface, stand_type = r.stand_type, updated_at = now()
     FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[]) AS r(id, name, hall, aisle, number, surface, stand_type)
     WHERE s.id = r.id AND s.show_id = $1`,
    [showId, stands.map((s) => s.id), column('name'), column('hall'), column('aisle'), column('number'), column('surface'), column('standType')],
  );
  return result.rowCount ?? 0;
}

/**
 * Withdraws (false) or brings back (true) stands of the show, one statement whatever their number
 * (a sync's stands absent from, or back in, the organizer's file); how many changed.
 */
export async function setStandsEnabled(db: Db, showId: number, ids: number[], enabled: boolean): Promise<number> {
  if (!ids.length) return 0;
  const result = await db.query(
    'UPDATE stands SET enabled = $3, updated_at = now() WHERE show_id = $1 AND id = ANY($2::int[]) AND enabled IS DISTINCT FROM $3',
    [showId, ids, enabled],
  );
  return result.rowCount ?? 0;
}

/** The triage flags of the stand list: `un_seen` (something of the standist's not looked at), `treated`. */
export type TriageFlag = 'un_seen' | 'treated';

/**
 * Sets a triage flag on the stands `subjects` selects (a query with an `id` column, e.g. a
 * temporary table of the caller's), one statement; how many changed (those already so are not
 * written). Not the stand's own edit: its "modified" date stays.
 */
export async function setTriageFlag(db: Db, subjects: string, flag: TriageFlag, value: boolean): Promise<number> {
  const updated = await db.query(`UPDATE stands s SET ${flag} = $1 FROM (${subjects}) b WHERE s.id = b.id AND s.${flag} IS DISTINCT FROM $1`, [value]);
  return updated.rowCount ?? 0;
}

/**
 * What a new thread message does to its stand's triage, as a SET list (for the workflow's
 * `alsoSet` when the message carries a status step): a standist's makes the stand unseen and
 * untreated, the staff's treated.
 */
export const triageOnMessage = (byStandist: boolean): string => (byStandist ? 'un_seen = true, treated = false' : 'treated = true');

/** The stand's counters of findings (read by the stand list's filters and sorts), moved by a finding's write. */
export async function addReportCounts(db: Db, standId: number, delta: { inProgress: number; closed: number }): Promise<void> {
  await db.query(
    'UPDATE stands SET nb_in_progress_reports = nb_in_progress_reports + $2, nb_closed_reports = nb_closed_reports + $3 WHERE id = $1',
    [standId, delta.inProgress, delta.closed],
  );
}

/** The stand's row locked for the rest of the transaction: its document writers run one after another (the stand-level status reads them all). */
export async function lockStandDocuments(db: Db, standId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT id FROM stands WHERE id = $1 FOR UPDATE', [standId]);
  return rows.length > 0;
}

/** What a change of a stand's documents says of them: a staff review (dealt with), or a standist's deposit (new, to deal with). */
export type DocumentTriage = 'treated' | 'byStandist';

const DOCUMENT_TRIAGE: Record<DocumentTriage, string> = {
  treated: ', documents_treated = true, documents_updated_at = now()',
  byStandist: ', un_seen_documents = true, documents_treated = false, documents_updated_at = now()',
};

/** What a change of the stand's documents writes on it (issue 22): the stand-level status, and the triage flags when `triage` is given. */
export async function setDocumentStatus(db: Db, standId: number, statusId: number, triage?: DocumentTriage): Promise<void> {
  await db.query(`UPDATE stands SET stand_document_status_id = $2${triage ? DOCUMENT_TRIAGE[triage] : ''} WHERE id = $1`, [standId, statusId]);
}
