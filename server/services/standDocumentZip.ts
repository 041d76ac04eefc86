/**
 * `GET /backend/stands/documents/zip?ids[]=…` (issue 22, part 2 §2 and §9): the deposited, enabled
 * documents of the given stands as one streamed zip (server/services/zipDownload.ts), one folder
 * per stand when there are several, named `<show> - <stand> - Documents - YYYY-MM-DD_HHmm.zip`
 * (one stand) or `<show> - Documents - …zip`, Paris time. The stands must all be in the caller's
 * scope (else a 422 on `ids` that says no more than for a stand that does not exist) and of one
 * show; none of them with a document is a 400 ('Aucun document.').
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/user';
import type { Pool } from '../db/pool';
import { assertAccess, requireUser } from '../hydra/access';
import { stamp } from '../hydra/csvExport';
import { ApiError, ValidationError } from '../hydra/errors';
import { standScope } from '../hydra/scopes';
import { Params } from '../hydra/sql';
import { CODES } from '../hydra/validators';
import type { FileStorage } from './storage';
import { safeZipSegment, sendZip, type ZipEntry } from './zipDownload';

/** At most this many stands in one archive (a show's document list selects a page at a time, 50 or 100). */
export const MAX_ZIP_STANDS = 1000;

const idsViolation = (key: string, params: Record<string, string | number> = {}) =>
  new ValidationError([{ propertyPath: 'ids', key, code: key === 'api.violation.required' ? CODES.notBlank : CODES.choice, params }]);

/** The stand ids of `ids[]=1&ids[]=2` (or `ids=1`), each a positive integer. */
function standIds(request: FastifyRequest): number[] {
  const query = request.query as Record<string, unknown>;
  const raw = query['ids[]'] ?? query.ids;
  const values = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  if (!values.length) throw idsViolation('api.violation.required');
  if (values.length > MAX_ZIP_STANDS) throw idsViolation('api.violation.zipTooManyStands', { max: MAX_ZIP_STANDS });
  const ids = values.map((value) => (typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN));
  if (ids.some((id) => !Number.isSafeInteger(id) || id > 2_147_483_647)) throw idsViolation('api.violation.standNotFound');
  return [...new Set(ids)];
}

interface StandRow {
  id: number;
  name: string;
  number: string;
  show_id: number;
  show_name: string;
}

async function standsInScope(pool: Pool, user: AuthUser, ids: number[]): Promise<StandRow[]> {
  const params = new Params();
  const scope = standScope(user, params);
  const { rows } = await pool.query<StandRow>(
    `SELECT t.id, t.name, t.number, t.show_id, sh.name AS show_name FROM stands t JOIN shows sh ON sh.id = t.show_id
      WHERE t.id = ANY(${params.add(ids)}::int[])${scope ? ` AND (${scope})` : ''} ORDER BY t.name, t.id`,
    params.values,
  );
  return rows;
}

const standLabel = (stand: StandRow) => (stand.number ? `${stand.name} - ${stand.number}` : stand.name);

/** The archive's entries: the documents of each stand, oldest first, in a folder per stand when several. */
async function entriesOf(pool: Pool, stands: StandRow[]): Promise<ZipEntry[]> {
  const { rows } = await pool.query<{ stand_id: number; media_file_name: string; storage_name: string; created_at: Date }>(
    `SELECT d.stand_id, md.media_file_name, md.storage_name, d.created_at FROM stand_document_media d JOIN media md ON md.id = d.media_id
      WHERE d.stand_id = ANY($1::int[]) AND d.enabled AND d.stand_document_message_id IS NOT NULL ORDER BY d.created_at, d.id`,
    [stands.map((s) => s.id)],
  );
  const folders = new Map<number, string>();
  const used = new Set<string>();
  for (const stand of stands) {
    let folder = safeZipSegment(standLabel(stand), `stand-${stand.id}`);
    if (used.has(folder)) folder = `${folder} (${stand.id})`;
    used.add(folder);
    folders.set(stand.id, folder);
  }
  const order = new Map(stands.map((s, i) => [s.id, i]));
  rows.sort((a, b) => order.get(a.stand_id)! - order.get(b.stand_id)!);
  return rows.map((row) => {
    const file = safeZipSegment(row.media_file_name);
    return { name: stands.length > 1 ? `${folders.get(row.stand_id)}/${file}` : file, storageName: row.storage_name, mtime: row.created_at };
  });
}

export async function sendStandDocumentsZip(request: FastifyRequest, reply: FastifyReply, pool: Pool, storage: FileStorage): Promise<FastifyReply> {
  const user = requireUser(request);
  assertAccess(user, 'standDocument.zip');
  const ids = standIds(request);
  const stands = await standsInScope(pool, user, ids);
  if (stands.length !== ids.length) throw idsViolation('api.violation.standNotFound');
  if (new Set(stands.map((s) => s.show_id)).size > 1) throw idsViolation('api.violation.zipOneShow');
  const entries = await entriesOf(pool, stands);
  if (!entries.length) throw new ApiError(400, 'api.error.noStandDocument');
  const when = stamp(new Date()).slice(0, -2); // YYYY-MM-DD_HHmm
  const show = safeZipSegment(stands[0].show_name, 'Salon');
  const name = stands.length === 1 ? `${show} - ${safeZipSegment(stands[0].name, 'Stand')} - Documents - ${when}.zip` : `${show} - Documents - ${when}.zip`;
  return sendZip(reply, storage, name, entries);
}
