/**
 * The writes of stand documents (issue 22, part 2 §3–§4; docs/api.md "Stand documents"): the one
 * writer of `stand_document_media`. Every change of a stand's documents — a deposit (a message of
 * the stand's document thread naming uploaded documents), a reviewer's status step, a soft delete —
 * locks the stand's row, then rewrites its stand-level status from its documents
 * (src/domain/standDocumentStatus.ts) in the same transaction, so two changes of one stand's
 * documents never leave it with a status computed from a stale set.
 *
 * - upload (`POST /backend/stand_document_media`, multipart `stand` then `file`, optionally
 *   `standDocumentMessage`): a document of a stand the caller sees, on a show that is enabled and
 *   manages documents; unattached (only its uploader reads it) until a message deposits it, or
 *   deposited at once onto the caller's own message of that stand's thread;
 * - deposit (the thread's `documents`, server/resources/standDocumentMessages.ts): the caller's own
 *   unattached documents of that stand, linked to the message;
 * - status step (`PATCH {standDocumentMediaStatus}`): through the one workflow
 *   (applyTransition, STAND_DOCUMENT_STORE): compare-and-set on the status the caller read, its
 *   message in the stand's document thread; the stand's documents treated;
 * - soft delete (`PATCH {enabled: false}`): the document leaves the lists, the zip and the
 *   stand-level status; the row and its file stay.
 */
import type { StandDocumentMediaStatusReference } from '@/domain/api';
import { can } from '@/domain/permissions';
import {
  isStandDocumentMediaStatus,
  STAND_DOCUMENT_MEDIA_STATUSES,
  standDocumentStatus,
  standDocumentStatusId,
} from '@/domain/standDocumentStatus';
import { findStandDocumentTransition, STAND_DOCUMENT_STATUS_TEXT_ID } from '@/domain/standDocumentWorkflow';
import type { AuthUser } from '../auth/user';
import type { Pool, PoolClient } from '../db/pool';
import { loadItem } from '../hydra/access';
import { ApiError, forbidden, notFound, ValidationError, type ViolationSpec } from '../hydra/errors';
import { API_PREFIX } from '../hydra/resource';
import { viaStand } from '../hydra/scopes';
import { idFromIri, Params } from '../hydra/sql';
import { boolean, CODES } from '../hydra/validators';
import { t } from '../i18n';
import { lockStandDocuments, setDocumentStatus, type DocumentTriage } from '../repositories/stands';
import type { Processor } from './deps';
import type { StoredUpload } from './uploads';
import { applyTransition } from './workflow/applyTransition';
import { STAND_DOCUMENT_STORE } from './workflow/stores';

export const STAND_DOCUMENT_MEDIA_IRI = `${API_PREFIX}/stand_document_media`;
export const STAND_DOCUMENT_MESSAGES_IRI = `${API_PREFIX}/stand_document_messages`;
export const STAND_DOCUMENT_MEDIA_STATUSES_IRI = `${API_PREFIX}/stand_document_media_statuses`;
const STANDS_IRI = `${API_PREFIX}/stands`;
/** At most this many documents deposited by one message. */
export const MAX_DEPOSITED = 20;

const standDocumentScope = viaStand('t.id');

/** A stand the caller sees, with whether its documents may be written (show enabled, documents function on) and the caller's stand role (the exhibitor's first, as a thread's). */
export async function documentStandFor(db: Pool | PoolClient, user: AuthUser, standId: number): Promise<{ id: number; open: boolean; memberRole: string | null } | null> {
  const params = new Params();
  const scope = standDocumentScope(user, params);
  const uid = params.add(user.id);
  const { rows } = await db.query(
    `SELECT t.id, sh.enabled AND sh.stand_documents_function AS open,
       (SELECT usr.standist_role FROM user_stand_roles usr WHERE usr.stand_id = t.id AND usr.user_id = ${uid}
         ORDER BY array_position(ARRAY['ROLE_STANDIST_EXHIBITOR','ROLE_STANDIST_DECORATOR','ROLE_STANDIST_AGENCY'], usr.standist_role) LIMIT 1) AS member_role
     FROM stands t JOIN shows sh ON sh.id = t.show_id WHERE t.id = ${params.add(standId)}${scope ? ` AND (${scope})` : ''}`,
    params.values,
  );
  const row = rows[0];
  return row ? { id: row.id, open: row.open, memberRole: row.member_role } : null;
}

/**
 * The stand's status from its enabled deposited documents, written on the stand (its row locked by
 * the caller's transaction), with the triage flags of the change when given.
 */
export async function recomputeStandDocumentStatus(db: PoolClient, standId: number, triage?: DocumentTriage): Promise<void> {
  const { rows } = await db.query<{ status: StandDocumentMediaStatusReference }>(
    'SELECT DISTINCT status FROM stand_document_media WHERE stand_id = $1 AND enabled AND stand_document_message_id IS NOT NULL',
    [standId],
  );
  await setDocumentStatus(db, standId, standDocumentStatusId(standDocumentStatus(rows.map((r) => r.status))), triage);
}

const uploadRefused = (propertyPath: string, key: string, code: string) => new ValidationError([{ propertyPath, key, code }], { descriptionKey: 'api.upload.failed' });

/** The row an upload makes (`uploadProcessor`'s link): see the file's comment. */
export async function linkStandDocumentUpload(db: PoolClient, upload: StoredUpload, user: AuthUser): Promise<number> {
  const standId = upload.fields.stand ? idFromIri(upload.fields.stand, STANDS_IRI) : undefined;
  if (standId === undefined) throw uploadRefused('stand', 'api.violation.standMissing', CODES.notBlank);
  const stand = standId === null ? null : await documentStandFor(db, user, standId);
  if (!stand) throw uploadRefused('stand', 'api.violation.standNotFound', CODES.itemNotFound);
  if (!stand.open) throw new ApiError(403, 'api.error.standDocumentsClosed');

  let threadId: number | null = null;
  if (upload.fields.standDocumentMessage) {
    // Onto the caller's own message of this stand's thread: deposited at once.
    const id = idFromIri(upload.fields.standDocumentMessage, STAND_DOCUMENT_MESSAGES_IRI);
    const { rows } =
      id === null
        ? { rows: [] }
        : await db.query('SELECT x.id FROM stand_document_messages x JOIN messages m ON m.id = x.message_id WHERE x.id = $1 AND x.stand_id = $2 AND m.created_by_id = $3', [
            id,
            stand.id,
            user.id,
          ]);
    if (!rows.length) throw uploadRefused('standDocumentMessage', 'api.violation.standDocumentMessageNotFound', CODES.itemNotFound);
    threadId = id;
    await lockStandDocuments(db, stand.id);
  }
  const { rows } = await db.query(
    'INSERT INTO stand_document_media (stand_id, media_id, created_by_id, stand_document_message_id) VALUES ($1, $2, $3, $4) RETURNING id',
    [stand.id, upload.mediaId, user.id, threadId],
  );
  if (threadId !== null) await recomputeStandDocumentStatus(db, stand.id, stand.memberRole !== null ? 'byStandist' : 'treated');
  return rows[0].id;
}

/** The thread's `documents`: the caller's own unattached documents of that stand (ids), or violations on `documents`. */
export async function checkDeposit(db: Pool, user: AuthUser, standId: number | null, raw: unknown, violations: ViolationSpec[]): Promise<number[]> {
  if (raw === undefined || raw === null) return [];
  const refuse = (key: string, code: string, params: Record<string, string | number> = {}) => {
    violations.push({ propertyPath: 'documents', key, code, params });
    return [];
  };
  if (!Array.isArray(raw)) return refuse('api.violation.type', CODES.type, { type: 'array' });
  if (raw.length > MAX_DEPOSITED) return refuse('api.violation.standDocumentsTooMany', CODES.type, { max: MAX_DEPOSITED });
  const ids = raw.map((value) => idFromIri(value, STAND_DOCUMENT_MEDIA_IRI));
  if (ids.some((id) => id === null)) return refuse('api.violation.standDocumentsNotFound', CODES.itemNotFound);
  const unique = [...new Set(ids as number[])];
  if (standId === null || !unique.length) return unique;
  const { rows } = await db.query(
    `SELECT count(*)::int AS n FROM stand_document_media
      WHERE id = ANY($1::int[]) AND stand_id = $2 AND created_by_id = $3 AND enabled AND stand_document_message_id IS NULL`,
    [unique, standId, user.id],
  );
  if (rows[0].n !== unique.length) return refuse('api.violation.standDocumentsNotFound', CODES.itemNotFound);
  return unique;
}

/** In the post's transaction (the stand locked by the thread's effects): the documents linked, the stand-level status rewritten. */
export async function deposit(db: PoolClient, standId: number, user: AuthUser, threadId: number, documents: readonly number[]): Promise<void> {
  if (!documents.length) return;
  const linked = await db.query(
    `UPDATE stand_document_media SET stand_document_message_id = $1, updated_at = now()
      WHERE id = ANY($2::int[]) AND stand_id = $3 AND created_by_id = $4 AND enabled AND stand_document_message_id IS NULL`,
    [threadId, documents, standId, user.id],
  );
  // Deposited by another message meanwhile (the same upload named twice at once): nothing written.
  if (linked.rowCount !== documents.length) throw new ValidationError([{ propertyPath: 'documents', key: 'api.violation.standDocumentsNotFound', code: CODES.itemNotFound }]);
  await recomputeStandDocumentStatus(db, standId);
}

/** `/backend/stand_document_media_statuses/3`, 3, or 'CHECKED': the reference, or null. */
export function parseDocumentStatus(value: unknown): StandDocumentMediaStatusReference | null {
  if (isStandDocumentMediaStatus(value)) return value;
  const id = idFromIri(value, STAND_DOCUMENT_MEDIA_STATUSES_IRI);
  return id !== null && id >= 1 && id <= STAND_DOCUMENT_MEDIA_STATUSES.length ? STAND_DOCUMENT_MEDIA_STATUSES[id - 1] : null;
}

const enabledFalse = boolean({ required: true, only: false, onlyKey: 'api.violation.onlyFalse' });

interface DocumentRow {
  stand_id: number;
  status: StandDocumentMediaStatusReference;
  deposited: boolean;
  file_name: string;
}

/** The status step's message: the document and its new status, in French then English (one message read by both). */
export function standDocumentStatusMessage(fileName: string, to: StandDocumentMediaStatusReference): string {
  const line = (locale: 'fr' | 'en') => t(locale, STAND_DOCUMENT_STATUS_TEXT_ID, { file: fileName, status: t(locale, `api.standDocumentMediaStatus.${to}`) });
  return `${line('fr')}\n\n${line('en')}`;
}

/** PATCH /backend/stand_document_media/{id}: a status step or the soft delete (see the file's comment). */
export const standDocumentUpdate: Processor = {
  async run({ pool, user, body, id, resource, transaction }) {
    const statusGiven = 'standDocumentMediaStatus' in body;
    const enabledGiven = 'enabled' in body;
    if (!statusGiven && !enabledGiven) throw new ValidationError([{ propertyPath: 'standDocumentMediaStatus', key: 'api.violation.required', code: CODES.notBlank }]);
    if (enabledGiven && !can(user.roles, 'standDocumentMedia.delete')) throw forbidden();
    const violations: ViolationSpec[] = [];
    const to = statusGiven ? parseDocumentStatus(body.standDocumentMediaStatus) : null;
    if (statusGiven && !to) violations.push({ propertyPath: 'standDocumentMediaStatus', key: 'api.violation.standDocumentStatusUnknown', code: CODES.choice });
    if (enabledGiven) {
      const checked = enabledFalse.check(body.enabled);
      if (!checked.ok) violations.push({ propertyPath: 'enabled', key: checked.key, code: checked.code, params: checked.params });
    }
    if (violations.length) throw new ValidationError(violations);

    // The status the caller acts on, read before the stand's lock: a change committed meanwhile is then a 409 (compare-and-set).
    const { rows } = await pool.query<DocumentRow>(
      `SELECT d.stand_id, d.status, d.stand_document_message_id IS NOT NULL AS deposited, md.media_file_name AS file_name
         FROM stand_document_media d JOIN media md ON md.id = d.media_id WHERE d.id = $1`,
      [id],
    );
    const document = rows[0];
    if (!document) throw notFound();
    if (to && !document.deposited) throw new ApiError(422, 'api.error.standDocumentNotDeposited');
    const transition = to ? findStandDocumentTransition(user.roles, document.status, to) : null;
    if (to && !transition) {
      throw new ValidationError([{ propertyPath: 'standDocumentMediaStatus', key: 'api.violation.standDocumentStatusSame', code: CODES.choice, params: { status: to } }]);
    }
    const before = enabledGiven ? await loadItem(pool, resource, user, id!) : null;

    await transaction(async (db) => {
      await lockStandDocuments(db, document.stand_id);
      if (transition) {
        await applyTransition(db, STAND_DOCUMENT_STORE, id!, {
          transitions: [transition],
          message: { content: standDocumentStatusMessage(document.file_name, transition.to), authorId: user.id, authorRole: null },
        });
      }
      if (enabledGiven) {
        const disabled = await db.query('UPDATE stand_document_media SET enabled = false, updated_at = now() WHERE id = $1 AND enabled', [id]);
        if (!disabled.rowCount) throw notFound(); // deleted meanwhile
      }
      await recomputeStandDocumentStatus(db, document.stand_id, 'treated');
    });
    // A deleted document is out of every read: the answer is the item as it now is.
    if (before) return { body: { ...before, enabled: false } };
    return { item: id! };
  },
};
