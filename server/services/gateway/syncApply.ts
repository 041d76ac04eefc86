/**
 * A show's sync (issue 24), off the request path: the exhibitor file fetched from the show's
 * source, planned against the show's identified stands (./syncPlan.ts) and, for a sync, written in
 * ONE transaction under the show's lock (the CSV import's: `SELECT … FROM shows FOR UPDATE`, so
 * an import and a sync of one show run one after the other) through the tables' writers: the
 * stands (the import's insertImported, updateSynced, setStandsEnabled), the exhibitor accounts
 * and links, the external identifiers, the show's last sync and the report itself. Any failure
 * rolls it all back and the report says 'failed' with a code the SPA translates.
 */
import { ROLES } from '@/domain/roles';
import { STANDIST_ROLES } from '@/domain/roles';
import { withActor, type Pool, type PoolClient } from '../../db/pool';
import { externalTokenHash, upsertIdentifiers, type IdentifierWrite } from '../../repositories/externalStandIdentifiers';
import { insertImported, reserveStandIds, setStandsEnabled, updateSynced } from '../../repositories/stands';
import { linksBeforeStands, moveExhibitors } from '../../repositories/userStandRoles';
import { insertStandists } from '../../repositories/users';
import { stampShowSynced } from '../showWrites';
import { unknownPasswordHash } from '../standistAccounts';
import { SyncFailure, type ExhibitorFileFetcher } from './fileFetcher';
import { finishReport, setProgress } from './syncReports';
import { syncRefusal } from './syncSafety';
import { planSync, type IdentifiedStand, type KnownAccount, type StandContact, type SyncPlan } from './syncPlan';
import { GatewayError, type ExhibitorFile } from './types';

/** The generic failure ('La synchronisation a échoué...'): what a report says of an unexpected error. */
export const SYNC_FAILED_MESSAGE = 'showDashboard.sync.failed';

/** The show's stands keyed by this source, with their exhibitor contact as linked now. */
async function loadIdentifiedStands(db: Pool | PoolClient, showId: number, sourceId: number): Promise<IdentifiedStand[]> {
  const { rows } = await db.query(
    `SELECT s.id, s.enabled, s.name, s.hall, s.aisle, s.number, s.surface, s.stand_type, e.token_identifier, e.expires_at,
            e.synced_values, u.id AS contact_user_id, u.email AS contact_email
       FROM external_stand_identifiers e JOIN stands s ON s.id = e.stand_id
       -- Joins, not EXISTS: read by key whatever the statistics (a sync's 20,000 new rows, not yet analysed, made an EXISTS plan take minutes).
       LEFT JOIN user_stand_roles usr ON usr.user_id = e.contact_user_id AND usr.stand_id = s.id AND usr.standist_role = $3
       LEFT JOIN users u ON u.id = usr.user_id
      WHERE s.show_id = $1 AND e.source_id = $2
      ORDER BY s.id`,
    [showId, sourceId, STANDIST_ROLES.EXHIBITOR],
  );
  return rows.map((r) => ({
    standId: r.id,
    tokenIdentifier: r.token_identifier,
    enabled: r.enabled,
    values: { name: r.name, hall: r.hall, aisle: r.aisle, number: r.number, surface: r.surface, standType: r.stand_type },
    contactEmail: r.contact_email ?? null,
    contactUserId: r.contact_user_id ?? null,
    expiresAt: r.expires_at ? (r.expires_at as Date).toISOString() : null,
    synced: r.synced_values ?? {},
  }));
}

/** The accounts that already hold one of the file's contact e-mails (as e-mail or identifier), by lower-cased e-mail. */
async function loadAccounts(db: Pool | PoolClient, file: ExhibitorFile): Promise<Map<string, KnownAccount>> {
  const emails = [...new Set(file.records.flatMap((r) => (r.contact?.email.trim() ? [r.contact.email.trim().toLowerCase()] : [])))];
  if (!emails.length) return new Map();
  const { rows } = await db.query(
    `SELECT u.id, lower(u.email) AS email, lower(u.username) AS username, r.reference = $2 AS standist
       FROM users u JOIN roles r ON r.id = u.role_id
      WHERE lower(u.email) = ANY($1::text[]) OR lower(u.username) = ANY($1::text[])`,
    [emails, ROLES.STANDIST],
  );
  const accounts = new Map<string, KnownAccount>();
  for (const row of rows) {
    const account = { id: row.id as number, standist: row.standist as boolean };
    accounts.set(row.email, account);
    if (!accounts.has(row.username)) accounts.set(row.username, account);
  }
  return accounts;
}

/** The file's tokens that already key a stand of another show of this source. */
async function tokensElsewhere(db: Pool | PoolClient, showId: number, sourceId: number, file: ExhibitorFile): Promise<Set<string>> {
  // By the tokens' hashes: (source_id, token_hash) is the identifiers' index of a token (045).
  const { rows } = await db.query(
    `SELECT e.token_identifier FROM external_stand_identifiers e JOIN stands s ON s.id = e.stand_id
      WHERE e.source_id = $2 AND s.show_id <> $1 AND e.token_hash = ANY($3::text[])`,
    [showId, sourceId, file.records.map((r) => externalTokenHash(r.token))],
  );
  return new Set(rows.map((r) => r.token_identifier as string));
}

/** The plan of the file against the show as it is now (in the sync's transaction, or read as is for a preview). */
export async function planFor(db: Pool | PoolClient, showId: number, sourceId: number, file: ExhibitorFile): Promise<SyncPlan> {
  // One after the other: `db` may be the transaction's one client.
  const stands = await loadIdentifiedStands(db, showId, sourceId);
  const accounts = await loadAccounts(db, file);
  const elsewhere = await tokensElsewhere(db, showId, sourceId, file);
  return planSync(file, stands, accounts, elsewhere);
}

/** The account of each contact e-mail: the existing one, or a new standist (one per e-mail). */
async function contactAccounts(db: PoolClient, contacts: StandContact[]): Promise<Map<string, number>> {
  const emails = new Map<string, StandContact>();
  for (const contact of contacts) if (!emails.has(contact.email.toLowerCase())) emails.set(contact.email.toLowerCase(), contact);
  if (!emails.size) return new Map();
  const existing = await db.query<{ id: number; email: string }>(
    `SELECT id, lower(email) AS email FROM users WHERE lower(email) = ANY($1::text[])
     UNION SELECT id, lower(username) FROM users WHERE lower(username) = ANY($1::text[])`,
    [[...emails.keys()]],
  );
  const ids = new Map(existing.rows.map((r) => [r.email, r.id]));
  const missing = [...emails.entries()].filter(([email]) => !ids.has(email)).map(([, c]) => c);
  if (missing.length) {
    const role = await db.query<{ id: number }>('SELECT id FROM roles WHERE reference = $1', [ROLES.STANDIST]);
    if (!role.rowCount) throw new SyncFailure('api.error.standistRoleMissing');
    const created = await insertStandists(
      db,
      missing.map((c) => ({
        email: c.email,
        firstName: c.firstName,
        lastName: c.lastName,
        phone: c.phone || null,
        company: c.company || null,
        languagePreference: c.language === 'en' || c.language === 'fr' ? c.language : null,
      })),
      role.rows[0].id,
      // One random hash nobody knows for the run's new accounts (each owner chooses a password from the login e-mail).
      await unknownPasswordHash(),
    );
    for (const [email, id] of created) ids.set(email, id);
  }
  return ids;
}

/** Writes the plan in the caller's transaction (the show locked). */
export async function applySyncPlan(db: PoolClient, showId: number, sourceId: number, plan: SyncPlan): Promise<void> {
  // The trigram index of the new stands' search texts takes their entries in its
  // pending list (appended) instead of merging them in the middle of the transaction; the list is
  // merged after the commit (refreshStatistics), searches read it meanwhile.
  await db.query(`SET LOCAL gin_pending_list_limit = '${GIN_PENDING_LIST_LIMIT}'`);
  const createdIds = await reserveStandIds(db, plan.creates.length);
  await updateSynced(db, showId, plan.updates.flatMap((u) => (u.values ? [{ ...u.values, id: u.stand.standId }] : [])));
  await setStandsEnabled(db, showId, plan.updates.filter((u) => u.enable).map((u) => u.stand.standId), true);
  await setStandsEnabled(db, showId, plan.disables, false);

  const contacts = [...plan.creates.flatMap((c) => (c.contact ? [c.contact] : [])), ...plan.updates.flatMap((u) => (u.contact ? [u.contact] : []))];
  const accountOf = await contactAccounts(db, contacts);
  const links: Array<{ standId: number; userId: number; previousUserId: number | null }> = [];
  const created: IdentifierWrite[] = [];
  const identifiers: IdentifierWrite[] = [];
  plan.creates.forEach((c, i) => {
    const userId = c.contact ? accountOf.get(c.contact.email.toLowerCase())! : null;
    if (userId) links.push({ standId: createdIds[i], userId, previousUserId: null });
    created.push({ standId: createdIds[i], sourceId, token: c.record.token, expiresAt: c.record.tokenExpiresAt, contactUserId: userId, syncedValues: c.synced });
  });
  for (const u of plan.updates) {
    const userId = u.contact ? accountOf.get(u.contact.email.toLowerCase())! : u.stand.contactUserId;
    if (u.contact && userId) links.push({ standId: u.stand.standId, userId, previousUserId: u.stand.contactUserId });
    identifiers.push({ standId: u.stand.standId, sourceId, token: u.record.token, expiresAt: u.record.tokenExpiresAt, contactUserId: userId, syncedValues: u.synced });
  }
  // The new stands' exhibitors linked before the stands are inserted: each stand and its search entry written once, with its people (035).
  await linksBeforeStands(db, async () => {
    await moveExhibitors(db, links);
    await insertImported(db, showId, plan.creates.map((c) => c.values), createdIds);
  });
  // The new stands' identifiers cannot exist yet (their ids were drawn above): inserted without a conflict check.
  await upsertIdentifiers(db, created, { fresh: true });
  await upsertIdentifiers(db, identifiers);
}

/** A failure as the report keeps it: a gateway code, or a message id. */
export function failureCode(err: unknown): string {
  if (err instanceof GatewayError) return err.code;
  if (err instanceof SyncFailure) return err.messageId;
  return SYNC_FAILED_MESSAGE;
}

export interface SyncDeps {
  pool: Pool;
  fetchFile: ExhibitorFileFetcher;
}

async function failReport(deps: SyncDeps, reportId: number, err: unknown): Promise<void> {
  if (!(err instanceof GatewayError) && !(err instanceof SyncFailure)) console.error(`Sync report ${reportId} failed:`, err instanceof Error ? err.message : err);
  else if (err instanceof GatewayError && err.detail) console.warn(`Sync report ${reportId}: ${err.code} (${err.detail})`);
  await finishReport(deps.pool, reportId, 'failed', { errorCode: failureCode(err), ...(err instanceof SyncFailure && err.params ? { errorParams: err.params } : {}) });
}

/** Throws the refusal of ./syncSafety.ts, if any: the run fails before writing anything. */
function assertMayApply(plan: SyncPlan, file: ExhibitorFile, reviewedByAdmin: boolean): void {
  const refusal = syncRefusal(plan, file.records.length, reviewedByAdmin);
  if (refusal) throw new SyncFailure(refusal.messageId, refusal.params);
}

/** A preview: the plan as the source gives it now, kept in its report (nothing else written). */
export async function runPreview(deps: SyncDeps, reportId: number, showId: number): Promise<void> {
  try {
    await setProgress(deps.pool, reportId, 10);
    const { sourceId, file } = await deps.fetchFile(deps.pool, showId);
    await setProgress(deps.pool, reportId, 60);
    const plan = await planFor(deps.pool, showId, sourceId, file);
    // A preview is what an admin reviews: only the empty file is refused here.
    assertMayApply(plan, file, true);
    await finishReport(deps.pool, reportId, 'succeeded', { counts: plan.counts, changes: plan.changes, digest: plan.digest });
  } catch (err) {
    await failReport(deps, reportId, err);
  }
}

/** Room for the trigram entries of 20,000 stands (kB: 256 MB) before PostgreSQL merges them mid-transaction. */
const GIN_PENDING_LIST_LIMIT = '262144';

/** The trigram indexes a sync adds to: their pending entries merged off the sync's transaction (the accounts' search has none: 044). */
const SEARCH_INDEXES = ['stand_search_show_trgm_idx'];

/** From this many stands written, a sync refreshes its tables' statistics at once instead of at autovacuum's next round. */
const ANALYZE_FROM_ROWS = 1000;

/**
 * The next plan's reads (a sync again, a preview) otherwise take the new rows for absent: an
 * unchanged sync of 20,000 stands just written chose nested loops over them and took minutes.
 * After the commit (no lock held); its failure only leaves the statistics to autovacuum.
 */
async function refreshStatistics(pool: Pool, written: number): Promise<void> {
  if (written < ANALYZE_FROM_ROWS) return;
  // Merged first: the statistics read the index as searches will.
  for (const index of SEARCH_INDEXES) {
    await pool.query('SELECT gin_clean_pending_list($1::regclass)', [index]).catch((err: unknown) => {
      console.warn(`Search index ${index} not merged after a sync: ${err instanceof Error ? err.message : String(err)}`);
    });
  }
  await pool.query('ANALYZE external_stand_identifiers, stands, stand_search, user_stand_roles, users').catch((err: unknown) => {
    console.warn(`Statistics after a sync not refreshed: ${err instanceof Error ? err.message : String(err)}`);
  });
}

/**
 * A sync: all of it in one transaction, or nothing. `expectedDigest`: the preview the user
 * applies; a plan that no longer matches it fails the run ('the source changed since the preview').
 * `reviewedByAdmin`: that user is an admin, who may apply a preview withdrawing many stands (./syncSafety.ts).
 */
export async function runSync(
  deps: SyncDeps,
  job: { reportId: number; showId: number; actorId: number | null; expectedDigest?: string | null; reviewedByAdmin?: boolean },
): Promise<void> {
  const { reportId, showId } = job;
  try {
    await setProgress(deps.pool, reportId, 10);
    const { sourceId, file } = await deps.fetchFile(deps.pool, showId);
    await setProgress(deps.pool, reportId, 40);
    const written = await withActor(deps.pool, job.actorId, async (db) => {
      const locked = await db.query<{ source_id: number | null }>('SELECT source_id FROM shows WHERE id = $1 FOR UPDATE', [showId]);
      // The identifiers are written with this source (no foreign key checks it: 045); a show given
      // another source since its file was read is synced by the next run, from that source.
      if (locked.rows[0]?.source_id !== sourceId) throw new SyncFailure('api.error.syncSourceChanged');
      const plan = await planFor(db, showId, sourceId, file);
      if (job.expectedDigest && plan.digest !== job.expectedDigest) throw new SyncFailure('api.error.syncPreviewOutdated');
      assertMayApply(plan, file, !!job.expectedDigest && job.reviewedByAdmin === true);
      await applySyncPlan(db, showId, sourceId, plan);
      await stampShowSynced(db, showId);
      await finishReport(db, reportId, 'succeeded', { counts: plan.counts, changes: plan.changes, digest: plan.digest });
      return plan.creates.length + plan.updates.length + plan.disables.length;
    });
    await refreshStatistics(deps.pool, written);
  } catch (err) {
    await failReport(deps, reportId, err);
  }
}
