/**
 * A stand's document thread (issue 22, part 2 §2–§3, §7), one declaration of
 * server/threads/defineThread.ts: `/backend/stand_document_messages`, 50 a page newest first, for
 * whoever sees the stand. POST `{stand, message: {content, attachments?}, documents?: [IRI…]}`:
 * `documents` are the caller's own uploads of that stand not deposited yet
 * (`/backend/stand_document_media`), deposited by this message; the stand-level status follows in
 * the same transaction (server/services/standDocuments.ts). A standist's message makes the stand's
 * documents unseen and untreated, anyone else's treated. A reviewer's status step is a message
 * here too (written by the workflow). Edits: `/backend/messages/{id}`.
 */
import { can } from '@/domain/permissions';
import type { AuthUser } from '../auth/user';
import type { Pool, PoolClient } from '../db/pool';
import { API_PREFIX } from '../hydra/resource';
import { viaStand } from '../hydra/scopes';
import { Params } from '../hydra/sql';
import { checkDeposit, deposit, STAND_DOCUMENT_MEDIA_IRI } from '../services/standDocuments';
import { defineThread, memberRoleSql, type ThreadOwner } from '../threads';

const standOf = viaStand('t.id');

/** The stand if the user may see it: open when its show is enabled and manages documents; the user's role on it. */
async function standForUser(db: Pool | PoolClient, user: AuthUser, standId: number): Promise<ThreadOwner | null> {
  const params = new Params();
  const scope = standOf(user, params);
  const uid = params.add(user.id);
  const { rows } = await db.query(
    `SELECT t.id, sh.enabled AND sh.stand_documents_function AS open, ${memberRoleSql('t.id', uid)} AS member_role
     FROM stands t JOIN shows sh ON sh.id = t.show_id WHERE t.id = ${params.add(standId)}${scope ? ` AND (${scope})` : ''}`,
    params.values,
  );
  const row = rows[0];
  return row ? { id: row.id, status: null, open: row.open, memberRole: row.member_role } : null;
}

/** The documents a message deposited, with their current status (withdrawn ones only for who may withdraw them). */
const DOCUMENTS_SQL = `coalesce((SELECT json_agg(json_build_object('@id', '${STAND_DOCUMENT_MEDIA_IRI}/' || d.id, 'id', d.id,
    'mediaFileName', md.media_file_name, 'objectUrl', '${STAND_DOCUMENT_MEDIA_IRI}/' || d.id || '/file', 'enabled', d.enabled,
    'status', d.status) ORDER BY d.id)
  FROM stand_document_media d JOIN media md ON md.id = d.media_id WHERE d.stand_document_message_id = t.id), '[]'::json)`;

export const standDocumentThread = defineThread({
  path: 'stand_document_messages',
  type: 'StandDocumentMessage',
  table: 'stand_document_messages',
  description: "A message of a stand's document thread; with documents, the deposit of those documents. A reviewer's status step writes one too.",
  owner: {
    field: 'stand',
    column: 'stand_id',
    collection: `${API_PREFIX}/stands`,
    range: '#Stand',
    table: 'stands',
    scope: (column) => viaStand(column),
    load: standForUser,
    missingKey: 'api.violation.standMissing',
    notFoundKey: 'api.violation.standNotFound',
    closedKey: 'api.error.standDocumentsClosed',
  },
  read: 'stand.view',
  post: 'standDocumentMessage.add',
  effects: {
    byMember: 'un_seen_documents = true, documents_treated = false, documents_updated_at = now()',
    byOthers: 'documents_treated = true, documents_updated_at = now()',
  },
  extra: {
    check: (db, user, owner, body, violations) => checkDeposit(db, user, owner?.id ?? null, body.documents, violations),
    write: (db, { owner, user, threadId, checked }) => deposit(db, owner.id, user, threadId, checked as number[]),
  },
  fields: {
    documents: {
      description:
        "POST: [StandDocumentMedia IRI…], the caller's own uploads of this stand not deposited yet, deposited by this message. Read: the documents it deposited: {@id, id, mediaFileName, objectUrl, enabled, status}.",
      read: { sql: DOCUMENTS_SQL, type: 'array' },
      input: {},
    },
  },
  view: (item, user) => {
    if (!can(user.roles, 'standDocumentMedia.delete')) item.documents = (item.documents as Array<{ enabled: boolean }>).filter((d) => d.enabled);
    return item;
  },
});

export const standDocumentMessages = standDocumentThread.resource;
export default standDocumentThread.module;
