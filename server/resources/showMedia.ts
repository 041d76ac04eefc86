/**
 * A show's files (`/backend/show_media`, part 2 §2 'Show form modal', §7): uploaded first, then
 * named by the show's `logo`, `exhibitorGuide`, `map` or `securityInstructions` (an IRI of here).
 *
 * POST multipart (field `file`) with `?type=logo` (an image by its bytes: PNG, JPEG, GIF or WEBP,
 * ≤ 5 MB) or `?type=document` (PDF or image, ≤ 20 MB), through server/services/uploads.ts: by
 * whoever may edit a show (show.edit). An upload is its uploader's until a show names it; the IRI
 * of someone else's upload is refused by the show (server/services/showWrites.ts).
 */
import type { FastifyRequest } from 'fastify';
import { roleGroups } from '@/domain/roles';
import { ApiError } from '../hydra/errors';
import { defineResourceModule } from '../resourceModule';
import { API_PREFIX, defineResource } from '../hydra/resource';
import { viaShow, type Scope } from '../hydra/scopes';
import { uploadProcessor } from '../services/uploads';

export const SHOW_MEDIA_IRI = `${API_PREFIX}/show_media`;
export const SHOW_MEDIA_KINDS = ['showLogo', 'showDocument'] as const;

const MEDIA_COLUMNS = ['logo_id', 'exhibitor_guide_id', 'map_id', 'security_instructions_id'];
const showsInScope = viaShow('sh.id', { enabledColumn: 'sh.enabled' });

/** Admins: every show file; others: their own uploads and the files of the shows they see. */
const showMediaScope: Scope = (user, params) => {
  const kinds = `t.kind IN (${SHOW_MEDIA_KINDS.map((k) => `'${k}'`).join(', ')})`;
  const groups = roleGroups(user.roles);
  if (groups.has('admin') || groups.has('support')) return kinds;
  const uid = params.add(user.id);
  const onShows = showsInScope(user, params);
  const named = MEDIA_COLUMNS.map((c) => `t.id IN (SELECT sh.${c} FROM shows sh WHERE ${onShows ?? 'true'})`).join(' OR ');
  return `(${kinds} AND (t.created_by_id = ${uid} OR ${named}))`;
};

/** `?type=logo|document` (document by default): the upload kind, whose types and size it accepts. */
function showMediaKind(request: FastifyRequest): 'showLogo' | 'showDocument' {
  const type = (request.query as { type?: string }).type ?? 'document';
  if (type !== 'logo' && type !== 'document') throw new ApiError(400, 'api.filter.invalidChoice', { param: 'type', value: String(type), choices: 'logo, document' });
  return type === 'logo' ? 'showLogo' : 'showDocument';
}

export const showMedia = defineResource({
  path: 'show_media',
  type: 'ShowMedia',
  table: 'media',
  description: 'A show’s logo or document, uploaded (multipart, field file, ?type=logo|document) before the show names it.',
  fields: {
    mediaFileName: { read: { sql: 't.media_file_name', type: 'string' } },
    mimeType: { description: 'Decided from the bytes.', read: { sql: 't.mime_type', type: 'string' } },
    size: { description: 'In bytes.', read: { sql: 't.size', type: 'integer' } },
    objectUrl: { read: { sql: `'${API_PREFIX}/media/' || t.id || '/' || t.storage_name`, type: 'string' } },
  },
  operations: { read: 'show.edit', create: 'show.edit' },
  processors: { create: uploadProcessor(showMediaKind) },
  scope: showMediaScope,
});

export default defineResourceModule({ resources: [showMedia] });
