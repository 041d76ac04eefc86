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
import { checkDeposit, deposit, documentStandFor, STAND_DOCUMENT_MEDIA_IRI } from '../services/standDocuments';
import { defineThread, standOwner, type ThreadOwner } from '../threads';

/** The stand if the user may see it: open when its show is enabled and manages documents; the user's role on it. */
async function standForUser(db: Pool | PoolClient, user: AuthUser, standId: number): Promise<ThreadOwner | null> {
  const stand = await documentStandFor(db, user, standId);
  return stand && { ...stand, status: null };
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
  owner: standOwner(standForUser, 'api.error.standDocumentsClosed'),
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
