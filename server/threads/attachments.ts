/**
 * A message's attachments on the way in (part 1 §7: "attachments are sent as lists of IRIs"):
 * uploaded first (`POST /backend/message_media`, unlinked, owned by the uploader), then named by
 * the message that takes them (a post, or the edit of the newest message).
 */
import type { AuthUser } from '../auth/user';
import type { Pool, PoolClient } from '../db/pool';
import { ValidationError, type ViolationSpec } from '../hydra/errors';
import { idFromIri } from '../hydra/sql';
import { CODES } from '../hydra/validators';
import { MAX_ATTACHMENTS, MEDIA_IRI } from './thread';

/** The attachment ids of `raw` (a list of IRIs, absent: none), once each, in order; violations on `path` / `path[i]`. */
export function attachmentIds(raw: unknown, path: string, violations: ViolationSpec[]): number[] {
  const ids: number[] = [];
  if (raw === undefined || raw === null) return ids;
  if (!Array.isArray(raw)) {
    violations.push({ propertyPath: path, key: 'api.violation.type', code: CODES.type, params: { type: 'array' } });
  } else if (raw.length > MAX_ATTACHMENTS) {
    violations.push({ propertyPath: path, key: 'api.violation.tooManyAttachments', code: CODES.tooLong, params: { limit: MAX_ATTACHMENTS } });
  } else {
    raw.forEach((value, i) => {
      const id = idFromIri(value, MEDIA_IRI);
      if (id === null) violations.push({ propertyPath: `${path}[${i}]`, key: 'api.violation.iri', code: CODES.invalidIri, params: { collection: MEDIA_IRI } });
      else if (!ids.includes(id)) ids.push(id);
    });
  }
  return ids;
}

/** The violation path of the attachment `id` in the list `raw` (`message.attachments[2]`). */
export const attachmentPath = (raw: unknown, path: string) => (id: number): string =>
  `${path}[${Array.isArray(raw) ? raw.findIndex((value) => idFromIri(value, MEDIA_IRI) === id) : 0}]`;

/** A 422 on each of `ids` that is not the caller's own unlinked, enabled upload. */
export async function checkOwnUnlinked(
  db: Pool | PoolClient,
  user: AuthUser,
  ids: readonly number[],
  pathOf: (id: number) => string,
  violations: ViolationSpec[],
): Promise<void> {
  if (!ids.length) return;
  const { rows } = await db.query(
    'SELECT id FROM message_media WHERE id = ANY($1::int[]) AND message_id IS NULL AND created_by_id = $2 AND enabled',
    [ids, user.id],
  );
  const owned = new Set(rows.map((r: { id: number }) => r.id));
  ids.forEach((id) => {
    if (!owned.has(id)) violations.push({ propertyPath: pathOf(id), key: 'api.violation.mediaNotFound', code: CODES.itemNotFound });
  });
}

/** Links the uploads to the message, in the caller's transaction; one taken meanwhile (a concurrent message) is a 422 that rolls it back. */
export async function linkAttachments(db: PoolClient, user: AuthUser, messageId: number, ids: readonly number[], path: string): Promise<void> {
  if (!ids.length) return;
  const { rowCount } = await db.query(
    'UPDATE message_media SET message_id = $1 WHERE id = ANY($2::int[]) AND message_id IS NULL AND created_by_id = $3 AND enabled',
    [messageId, ids, user.id],
  );
  if (rowCount !== ids.length) throw new ValidationError([{ propertyPath: path, key: 'api.violation.mediaNotFound', code: CODES.itemNotFound }]);
}

/**
 * An upload's attachment row, in the upload's transaction: unlinked and the uploader's until a
 * message names it (`POST /backend/message_media`, and the marked-up plan PDF a refusal attaches,
 * server/resources/planRevisionPdf.ts). Its id.
 */
export async function insertUnlinkedAttachment(db: PoolClient, mediaId: number, uploaderId: number): Promise<number> {
  const { rows } = await db.query('INSERT INTO message_media (media_id, created_by_id) VALUES ($1, $2) RETURNING id', [mediaId, uploaderId]);
  return rows[0].id as number;
}
