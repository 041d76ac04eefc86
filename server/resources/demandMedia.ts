/**
 * `/backend/demand_media` (part 2 §7 'GET /backend/demand_media filtered by demand'): every file of
 * a request, for its page's files box — the logistics item's plan and photo or document, and the
 * attachments of its thread's messages (those withdrawn left out). Read-only: the files are written
 * through `/backend/demand_logistic_media` and the thread; each is downloaded at its `objectUrl`.
 */
import { API_PREFIX, defineResource } from '../hydra/resource';
import { MEDIA_IRI as MESSAGE_MEDIA_IRI } from '../threads/thread';
import { defineResourceModule } from '../resourceModule';
import { ofVisibleDemand } from './demands';

export const DEMAND_MEDIA_KINDS = ['plan', 'document', 'attachment'] as const;

/** One row per file, its id the media's (unique across both sources). */
const FILES = `(
  SELECT m.id, l.demand_id, lm.type AS kind, m.media_file_name, m.mime_type, m.size, m.created_at,
         '${API_PREFIX}/demand_logistic_media/' || lm.id || '/file' AS object_url
    FROM demand_logistic_media lm JOIN demand_logistics l ON l.id = lm.demand_logistic_id JOIN media m ON m.id = lm.media_id
  UNION ALL
  SELECT m.id, dm.demand_id, 'attachment', m.media_file_name, m.mime_type, m.size, m.created_at,
         '${MESSAGE_MEDIA_IRI}/' || mm.id || '/file'
    FROM demand_messages dm JOIN message_media mm ON mm.message_id = dm.message_id AND mm.enabled JOIN media m ON m.id = mm.media_id
)`;

export const demandMedia = defineResource({
  path: 'demand_media',
  type: 'DemandMedia',
  table: FILES,
  description: "A file of a request: its logistics item's plan or photo or document, or an attachment of its thread.",
  fields: {
    demand: { read: { sql: 't.demand_id', type: 'iri', iri: `${API_PREFIX}/demands`, range: '#Demand' } },
    kind: { description: `One of ${DEMAND_MEDIA_KINDS.join(', ')}.`, read: { sql: 't.kind', type: 'string' } },
    mediaFileName: { read: { sql: 't.media_file_name', type: 'string' } },
    objectUrl: { description: 'The download (the item file\'s or the message attachment\'s).', read: { sql: 't.object_url', type: 'string' } },
    mimeType: { read: { sql: 't.mime_type', type: 'string' } },
    size: { read: { sql: 't.size', type: 'integer' } },
    createdAt: { read: { sql: 't.created_at', type: 'datetime' } },
  },
  filters: {
    search: { demand: { strategy: 'exact', type: 'integer', iri: `${API_PREFIX}/demands`, sql: 't.demand_id' } },
    order: { createdAt: 't.created_at', id: 't.id' },
  },
  defaultOrder: [['createdAt', 'asc'], ['id', 'asc']],
  itemsPerPage: 30,
  operations: { list: 'demand.view', read: 'demand.view' },
  scope: ofVisibleDemand('t.demand_id'),
});

export default defineResourceModule({ resources: [demandMedia] });
