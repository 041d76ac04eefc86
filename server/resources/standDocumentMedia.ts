/**
 * Stand documents (issue 22, part 2 §3–§4, §7; docs/api.md "Stand documents"):
 * `/backend/stand_document_media_statuses` (the per-document statuses, reference data),
 * `/backend/stand_document_media` (a stand's deposited documents: multipart upload, list, file,
 * a reviewer's status step or soft delete by PATCH; the writes are server/services/standDocuments.ts)
 * and `GET /backend/stands/documents/zip` (server/services/standDocumentZip.ts).
 */
import { STAND_DOCUMENT_MEDIA_STATUSES } from '@/domain/standDocumentStatus';
import { API_PREFIX, defineResource } from '../hydra/resource';
import { viaStand, type Scope } from '../hydra/scopes';
import { defineResourceModule } from '../resourceModule';
import { linkStandDocumentUpload, STAND_DOCUMENT_MEDIA_STATUSES_IRI, STAND_DOCUMENT_MESSAGES_IRI, standDocumentUpdate } from '../services/standDocuments';
import { sendStandDocumentsZip } from '../services/standDocumentZip';
import { registerMediaDownload, uploadProcessor } from '../services/uploads';
import { storageOf } from '../services/storage';

export const standDocumentMediaStatuses = defineResource({
  path: 'stand_document_media_statuses',
  type: 'StandDocumentMediaStatus',
  table: 'stand_document_media_statuses',
  description: 'A stand document\'s review status (ids 1–5).',
  fields: { reference: { description: `One of ${STAND_DOCUMENT_MEDIA_STATUSES.join(', ')}.`, read: { sql: 't.reference', type: 'string' } } },
  filters: { order: { id: 't.id' } },
  defaultOrder: [['id', 'asc']],
  itemsPerPage: 30,
  operations: { list: 'authenticated', read: 'authenticated' },
});

const MEDIA_IRI = `${API_PREFIX}/stand_document_media`;
const standOf = viaStand('t.stand_id');

/**
 * The enabled documents of the stands the caller sees: deposited ones, and the caller's own not
 * deposited yet (read back after their upload; no list shows them: `listWhere`). A soft-deleted
 * document is out of every read.
 */
const documentScope: Scope = (user, params) => {
  const stands = standOf(user, params);
  const uid = params.add(user.id);
  return `t.enabled AND (t.stand_document_message_id IS NOT NULL OR t.created_by_id = ${uid})${stands ? ` AND (${stands})` : ''}`;
};

const fileSql = (column: string) => `(SELECT m.${column} FROM media m WHERE m.id = t.media_id)`;
const authorSql = (column: string) =>
  `(SELECT u.${column} FROM stand_document_messages x JOIN messages m ON m.id = x.message_id JOIN users u ON u.id = m.created_by_id WHERE x.id = t.stand_document_message_id)`;

export const standDocumentMedia = defineResource({
  path: 'stand_document_media',
  type: 'StandDocumentMedia',
  table: 'stand_document_media',
  description:
    'A document of a stand: uploaded (multipart: stand, optionally standDocumentMessage, then file), deposited by a message of the stand\'s document thread, reviewed (PATCH standDocumentMediaStatus) or withdrawn (PATCH enabled: false).',
  fields: {
    stand: { read: { sql: 't.stand_id', type: 'iri', iri: `${API_PREFIX}/stands`, range: '#Stand' }, input: { required: true } },
    mediaFileName: { read: { sql: fileSql('media_file_name'), type: 'string' } },
    objectUrl: { read: { sql: `'${MEDIA_IRI}/' || t.id || '/file'`, type: 'string' } },
    mimeType: { read: { sql: fileSql('mime_type'), type: 'string' } },
    size: { read: { sql: fileSql('size'), type: 'integer' } },
    enabled: { description: 'PATCH: false alone withdraws the document (the soft delete, standDocumentMedia.delete).', read: { sql: 't.enabled', type: 'boolean' }, input: {} },
    standDocumentMediaStatus: {
      description: `PATCH: the status to set (an IRI of ${STAND_DOCUMENT_MEDIA_STATUSES_IRI} or a reference), standDocument.newStatus. Read: {@id, id, reference}.`,
      read: {
        sql: `(SELECT json_build_object('@id', '${STAND_DOCUMENT_MEDIA_STATUSES_IRI}/' || s.id, 'id', s.id, 'reference', s.reference) FROM stand_document_media_statuses s WHERE s.reference = t.status)`,
        type: 'object',
      },
      input: {},
    },
    status: { description: 'The status reference.', read: { sql: 't.status', type: 'string' } },
    standDocumentMessage: {
      description: 'Upload: the caller\'s own message of the stand\'s thread to deposit it onto at once. Read: the message that deposited it, null while not deposited.',
      read: { sql: 't.stand_document_message_id', type: 'iri', iri: STAND_DOCUMENT_MESSAGES_IRI, range: '#StandDocumentMessage', nullable: true },
      input: {},
    },
    messageUpdatedAt: { read: { sql: `(SELECT m.updated_at FROM stand_document_messages x JOIN messages m ON m.id = x.message_id WHERE x.id = t.stand_document_message_id)`, type: 'datetime', nullable: true } },
    messageCreatedByLastName: { read: { sql: authorSql('last_name'), type: 'string', nullable: true } },
    messageCreatedByFirstName: { read: { sql: authorSql('first_name'), type: 'string', nullable: true } },
    createdAt: { read: { sql: 't.created_at', type: 'datetime' } },
    file: { description: 'POST: the file (PDF, PNG, JPEG, WEBP, DOCX, XLSX, PPTX, ODT or DWG, at most 20 MB).', input: { required: true, range: '#File' } },
  },
  filters: {
    search: {
      stand: { strategy: 'exact', type: 'integer', iri: `${API_PREFIX}/stands`, sql: 't.stand_id' },
      'stand.show': {
        strategy: 'exact',
        type: 'integer',
        iri: `${API_PREFIX}/shows`,
        sql: 't.stand_id',
        where: (p) => `t.stand_id IN (SELECT s.id FROM stands s WHERE s.show_id = ANY(${p}))`,
      },
    },
    order: { createdAt: 't.created_at', id: 't.id' },
  },
  defaultOrder: [
    ['createdAt', 'desc'],
    ['id', 'desc'],
  ],
  itemsPerPage: 50,
  operations: { list: 'stand.view', read: 'stand.view', create: 'standDocumentMessage.add', update: 'standDocument.newStatus' },
  processors: { create: uploadProcessor('standDocument', linkStandDocumentUpload), update: standDocumentUpdate },
  scope: documentScope,
  listWhere: 't.stand_document_message_id IS NOT NULL',
});

export default defineResourceModule({
  resources: [standDocumentMediaStatuses, standDocumentMedia],
  routes: (api, { pool, config }) => {
    registerMediaDownload(api, pool, storageOf(config), standDocumentMedia);
    api.get('/stands/documents/zip', (request, reply) => sendStandDocumentsZip(request, reply, pool, storageOf(config)));
  },
});
