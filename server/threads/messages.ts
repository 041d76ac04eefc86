/**
 * The messages of every thread and their attachments (part 1 §3/§7, part 2 §3/§7).
 *
 * `/backend/message_media`: an attachment is uploaded first (multipart, field `file`, through
 * server/services/uploads.ts), unlinked and owned by its uploader; a message then names it
 * (`attachments`). Read as `{mediaFileName, objectUrl, enabled, message, mimeType, size}`;
 * downloaded at `objectUrl` by its uploader while unlinked, then by whoever may see the message's
 * owner; `PATCH {enabled: false}` is the soft delete (WITHDRAW_ATTACHMENT). A withdrawn
 * attachment is seen only by who may withdraw (and restore) it.
 *
 * `/backend/messages/{id}`: a message of a thread the caller may see (404 otherwise). PATCH
 * `{content?, attachments?}` edits it: only the newest message of its thread, by its author, with
 * the thread's post permission and its owner open (403 otherwise, nothing written). `attachments`
 * is the message's whole list: the ones it has stay (an attachment is removed by its withdrawal,
 * not by an edit: leaving one out is a 422), the caller's own unlinked uploads are added.
 */
import type { AuthUser } from '../auth/user';
import { withActor, type Pool } from '../db/pool';
import { editOwnContent } from '../repositories/messages';
import { assertAccess } from '../hydra/access';
import { ApiError, notFound, ValidationError, type ViolationSpec } from '../hydra/errors';
import { defineResource } from '../hydra/resource';
import type { Scope } from '../hydra/scopes';
import { boolean, CODES } from '../hydra/validators';
import { registerMediaDownload, uploadProcessor } from '../services/uploads';
import { storageOf } from '../services/storage';
import { defineResourceModule } from '../resourceModule';
import { attachmentIds, attachmentPath, checkOwnUnlinked, insertUnlinkedAttachment, linkAttachments } from './attachments';
import { contentValidator } from './defineThread';
import {
  attachmentsSql,
  createdBySql,
  declaredThreads,
  isNewestMessageSql,
  isNewestSql,
  MEDIA_IRI,
  MESSAGES_IRI,
  messageInScope,
  messageView,
  WITHDRAW_ATTACHMENT,
  type ThreadDecl,
} from './thread';
import { can } from '@/domain/permissions';

/** The attachments a user may see: their own unlinked uploads, and those of messages they may see; withdrawn ones only for who may withdraw them. */
const messageMediaScope: Scope = (user, params) => {
  const onMessages = messageInScope(user, params, 't.message_id');
  if (onMessages === null) return null;
  const visible = `((t.message_id IS NULL AND t.created_by_id = ${params.add(user.id)}) OR ${onMessages})`;
  return can(user.roles, WITHDRAW_ATTACHMENT) ? visible : `(t.enabled AND ${visible})`;
};

export const messageMedia = defineResource({
  path: 'message_media',
  type: 'MessageMedia',
  table: 'message_media',
  description:
    'An attachment of a message: uploaded first (multipart, field file), then named by a message (attachments). Disabled = soft-deleted.',
  fields: {
    file: { description: 'POST (multipart/form-data): the file.', input: { required: true, range: 'xmls:base64Binary' } },
    mediaFileName: { read: { sql: '(SELECT m.media_file_name FROM media m WHERE m.id = t.media_id)', type: 'string' } },
    objectUrl: { description: 'The download (Content-Disposition: attachment).', read: { sql: `'${MEDIA_IRI}/' || t.id || '/file'`, type: 'string' } },
    enabled: {
      description: 'false: soft-deleted (admin, support, organizer); seen then only by them.',
      read: { sql: 't.enabled', type: 'boolean' },
      write: { column: 'enabled', validator: boolean({ required: true }) },
    },
    message: {
      description: 'The message it is attached to; null until a message names it.',
      read: { sql: 't.message_id', type: 'iri', iri: MESSAGES_IRI, range: '#Message', nullable: true },
    },
    mimeType: { description: 'Decided from the bytes.', read: { sql: '(SELECT m.mime_type FROM media m WHERE m.id = t.media_id)', type: 'string' } },
    size: { description: 'In bytes.', read: { sql: '(SELECT m.size FROM media m WHERE m.id = t.media_id)', type: 'integer' } },
    createdAt: { read: { sql: 't.created_at', type: 'datetime' } },
  },
  operations: { read: 'authenticated', create: 'standMessage.add', update: WITHDRAW_ATTACHMENT },
  // Uploaded first, unlinked and the uploader's; a message then names it.
  processors: {
    create: uploadProcessor('messageAttachment', (db, upload, user) => insertUnlinkedAttachment(db, upload.mediaId, user.id)),
  },
  scope: messageMediaScope,
});

export const messages = defineResource({
  path: 'messages',
  type: 'Message',
  table: 'messages',
  description: 'A message of a thread (a stand message…). PATCH content and attachments: the newest message of its thread, by its author.',
  fields: {
    content: { description: 'PATCH: required when given (Contenu manquant).', read: { sql: 't.content', type: 'string' }, input: {} },
    attachments: {
      description: "MessageMedia; withdrawn ones only for admin, support and organizers. PATCH: the whole list of IRIs (those it has, and the caller's own new uploads).",
      read: { sql: attachmentsSql('t'), type: 'array' },
      input: {},
    },
    createdAt: { read: { sql: 't.created_at', type: 'datetime' } },
    updatedAt: { read: { sql: 't.updated_at', type: 'datetime' } },
    createdBy: { description: '{@id, id, firstName, lastName, fullName, company, role}; null when the account is gone.', read: { sql: createdBySql('t'), type: 'object', nullable: true } },
    createdByStandRole: {
      description: "The author's role on the stand when writing (ROLE_STANDIST_*); null for staff, shown 'Organisateur'.",
      read: { sql: 't.created_by_stand_role', type: 'string', nullable: true },
    },
    editable: { description: 'The newest message of its thread and written by the caller.', read: { sql: isNewestMessageSql('t.id'), type: 'boolean' } },
  },
  operations: { read: 'authenticated', update: 'authenticated' },
  // The newest message of its thread, by its author, with the thread's post permission (editMessage).
  processors: {
    update: {
      async run({ pool, user, body, id }) {
        await editMessage(pool, user, id!, body);
        return { item: id! };
      },
    },
  },
  scope: (user, params) => messageInScope(user, params, 't.id'),
  view: (item, user) => messageView(Object.assign(item, { newest: item.editable }), user),
});

interface MessageInThread {
  thread: ThreadDecl;
  ownerId: number;
  authorId: number | null;
  newest: boolean;
}

async function findInThread(pool: Pool, messageId: number): Promise<MessageInThread | null> {
  for (const thread of declaredThreads()) {
    const { rows } = await pool.query(
      `SELECT x.${thread.owner.column} AS owner_id, m.created_by_id, ${isNewestSql(thread, 'x')} AS newest
       FROM ${thread.table} x JOIN messages m ON m.id = x.message_id WHERE x.message_id = $1`,
      [messageId],
    );
    if (rows[0]) return { thread, ownerId: rows[0].owner_id, authorId: rows[0].created_by_id, newest: rows[0].newest };
  }
  return null;
}

async function editMessage(pool: Pool, user: AuthUser, id: number, body: Record<string, unknown>): Promise<void> {
  const found = await findInThread(pool, id);
  if (!found) throw notFound();
  assertAccess(user, found.thread.post);
  if (found.authorId !== user.id || !found.newest) throw new ApiError(403, 'api.error.messageNotEditable');
  const owner = await found.thread.owner.load(pool, user, found.ownerId);
  if (!owner) throw notFound();
  if (!owner.open) throw new ApiError(403, found.thread.owner.closedKey);

  const violations: ViolationSpec[] = [];
  let content: string | undefined;
  if ('content' in body) {
    const checked = contentValidator.check(body.content);
    if (checked.ok) content = checked.value as string;
    else violations.push({ propertyPath: 'content', key: checked.key, code: checked.code, params: checked.params });
  }
  let added: number[] = [];
  if ('attachments' in body) {
    const listed = attachmentIds(body.attachments ?? [], 'attachments', violations);
    const { rows } = await pool.query('SELECT id, enabled FROM message_media WHERE message_id = $1', [id]);
    const current = new Set(rows.map((r: { id: number }) => r.id));
    if (rows.some((r: { id: number; enabled: boolean }) => r.enabled && !listed.includes(r.id))) {
      violations.push({ propertyPath: 'attachments', key: 'api.violation.attachmentNotRemovable', code: CODES.choice });
    }
    added = listed.filter((a) => !current.has(a));
    await checkOwnUnlinked(pool, user, added, attachmentPath(body.attachments, 'attachments'), violations);
  }
  if (violations.length) throw new ValidationError(violations);

  const edited = await withActor(pool, user.id, async (db) => {
    // Still the newest and the caller's when written (a message posted meanwhile closes the edit).
    if (!(await editOwnContent(db, id, user.id, content ?? null, isNewestMessageSql('$1')))) return false;
    await linkAttachments(db, user, id, added, 'attachments');
    return true;
  });
  if (!edited) throw new ApiError(403, 'api.error.messageNotEditable');
}

/** What server/resources/messages.ts exports: the messages and attachments of every declared thread. */
export const messagesModule = defineResourceModule({
  resources: [messageMedia, messages],
  // An attachment's download: its uploader while unlinked, then whoever may see its message.
  routes: (api, { pool, config }) => registerMediaDownload(api, pool, storageOf(config), messageMedia),
});

