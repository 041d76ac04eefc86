/**
 * The one upload service of the platform (issue 9, item 8): every file a user sends goes
 * through `receiveUpload`, every stored file a user downloads through `sendStoredFile`.
 *
 * `receiveUpload(request, kind, deps, link?)` reads the multipart field `file` of the request
 * (one file; @fastify/multipart is registered by server/plugins/bodyParsers.ts), then:
 * - refuses it when missing or empty, larger than the kind's limit (413), or of a type the kind
 *   does not accept, the type being decided from the bytes (server/services/fileType.ts), never
 *   from the name or the client's Content-Type;
 * - sanitises the client's name (no path, no control or bidi characters, at most 200 characters,
 *   never empty);
 * - stores it through the storage service (server/services/storage.ts: the files directory,
 *   temporary name then rename, or the S3 bucket) with a random storage name and the extension
 *   of its real type, whole before anything names it;
 * - inserts its `media` row (the caller its uploader) and runs `link(db, stored)` in the same
 *   transaction (the owning row: message_media, report_media…; it may refuse with its own
 *   ApiError / ValidationError);
 * - refuses it (429) when it would take the caller over their cap of uploads not attached yet
 *   (server/services/unattachedUploads.ts).
 * On any failure nothing is kept: the transaction is rolled back and the file (object) removed. Refusals
 * are a ConstraintViolationList on `file` (422, 413 when too large) whose hydra:description
 * starts with 'Le chargement du fichier a échoué.' (api.upload.failed), in the caller's language.
 *
 * `uploadProcessor(kind, link?)` is that, as the create processor of an upload resource
 * (server/hydra/processors.ts): multipart body, the caller as uploader, the item read back.
 *
 * `sendStoredFile(reply, storage, media)` streams a stored file with its type and a
 * `Content-Disposition: attachment` naming it (RFC 6266 / RFC 5987 `filename*`). It checks no
 * access: the route calls it only once the caller's access to the owning record is checked.
 */
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/user';
import { withTransaction, type Pool, type PoolClient } from '../db/pool';
import { idParam, loadItem, requireUser } from '../hydra/access';
import { ApiError, notFound, ValidationError, type ViolationSpec } from '../hydra/errors';
import type { Resource } from '../hydra/resource';
import { insertUpload } from '../repositories/media';
import type { Processor } from './deps';
import { imageSize } from 'image-size';
import { ADVERTISER_LOGO, PROVIDER_LOGO } from '@/domain/directory';
import { FILE_TYPES, isInertSvg, isPlainText, sniffFileType, typed, type FileTypeName, type SniffedType } from './fileType';
import { storageOf, type FileStorage } from './storage';
import { overUnattachedCap } from './unattachedUploads';

export interface UploadKindRule {
  /** The types accepted, decided from the bytes. */
  types: readonly FileTypeName[];
  maxBytes: number;
  /** An image of exactly these dimensions (a directory logo), measured from the bytes. */
  pixels?: { width: number; height: number };
  /** The client's name must be a plain name: one holding a path (`../`, `/`, `\`) is refused rather than cut to its last segment. */
  plainNames?: boolean;
  /**
   * Streamed to storage as it comes (never whole in memory) when its first bytes name its type
   * (PDF, images, DWG: HEAD_TYPES); the others (ZIP-based documents) are read whole, ≤ `wholeMaxBytes`.
   */
  streamed?: boolean;
  /** The limit of a file read whole into memory, when lower than `maxBytes`. */
  wholeMaxBytes?: number;
}

const MB = 1024 * 1024;

/** What each upload accepts. A new kind of upload adds a row here. */
export const UPLOAD_KINDS = {
  /**
   * Attachments of stand messages: the plans and what goes with them. A stand's plans are large
   * drawings (issue 26: 50 MB): PDF, images and DWG stream to storage up to 50 MB; DOCX and XLSX,
   * read whole to be recognised, stay at 20 MB (docs/decisions.md, "Plans of 50 MB").
   */
  messageAttachment: { types: ['pdf', 'png', 'jpeg', 'gif', 'webp', 'docx', 'xlsx', 'dwg'], maxBytes: 50 * MB, streamed: true, wholeMaxBytes: 20 * MB },
  /** Photos of a finding (report). */
  reportPhoto: { types: ['png', 'jpeg', 'webp'], maxBytes: 10 * MB },
  /** A show's logo (part 2 §9: 5 MB). */
  showLogo: { types: ['png', 'jpeg', 'gif', 'webp'], maxBytes: 5 * MB },
  /** A show's documents: rules, show information (map), security instructions. */
  showDocument: { types: ['pdf', 'png', 'jpeg'], maxBytes: 20 * MB },
  /** A CSV of stands to import into a show (issue 11: 10 000 stands are about 1 MB). */
  standImport: { types: ['csv'], maxBytes: 10 * MB },
  /** The plan and the photo or document of a logistics request (issue 21: a PDF or an image). */
  demandLogistic: { types: ['pdf', 'png', 'jpeg', 'webp'], maxBytes: 20 * MB },
  /** An attestation document staff upload for a stand, per language (issue 22: a PDF or a scan). */
  standMedia: { types: ['pdf', 'png', 'jpeg'], maxBytes: 20 * MB },
  /** A provider's logo (part 2 §9: 5 MB, exactly 75 × 75 px). */
  providerLogo: { types: ['png', 'jpeg', 'svg'], maxBytes: PROVIDER_LOGO.maxBytes, pixels: PROVIDER_LOGO },
  /** An advertiser's logo (part 2 §9: 5 MB, exactly 170 × 170 px). */
  advertiserLogo: { types: ['png', 'jpeg', 'svg'], maxBytes: ADVERTISER_LOGO.maxBytes, pixels: ADVERTISER_LOGO },
  /** A stand's technical documents (issue 22): as message attachments, plus presentations and text documents. */
  standDocument: { types: ['pdf', 'png', 'jpeg', 'webp', 'docx', 'xlsx', 'pptx', 'odt', 'dwg'], maxBytes: 20 * MB, plainNames: true },
} as const satisfies Record<string, UploadKindRule>;
export type UploadKind = keyof typeof UPLOAD_KINDS;

/** The largest file any kind accepts: the multipart parser's own ceiling. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_KINDS).map((k) => k.maxBytes));

/** The multipart field holding the file. */
export const UPLOAD_FIELD = 'file';

export interface StoredUpload {
  mediaId: number;
  /** The sanitised client name. */
  fileName: string;
  mimeType: string;
  size: number;
  storageName: string;
  /** The multipart text fields sent before the file (`report`: the finding a photo belongs to). */
  fields: Record<string, string>;
}

export interface UploadDeps {
  pool: Pool;
  /** Where the file goes (storageOf(config)). */
  storage: FileStorage;
  /** The caller: the upload is theirs (media.created_by_id) and counts in their unattached cap. */
  uploaderId: number;
}

const MAX_NAME = 200;

/** The client's file name made safe to store and to send back: no path, no control or bidi characters, ≤ 200 characters. */
export function sanitizeFileName(raw: string | undefined, extension = ''): string {
  let name = (raw ?? '').normalize('NFC');
  // Only the last segment of a path, whichever separator the client used.
  name = name.split(/[/\\]/).pop() ?? '';
  name = name
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const chars = [...name];
  if (chars.length > MAX_NAME) {
    // Keep the extension when cutting.
    const ext = path.extname(name);
    const extChars = ext.length <= 16 ? [...ext] : [];
    name = chars.slice(0, MAX_NAME - extChars.length).join('').trimEnd() + extChars.join('');
  }
  return name || `fichier${extension}`;
}

function refuse(key: string, params: Record<string, string | number> = {}, status = 422): ValidationError {
  const violation: ViolationSpec = { propertyPath: UPLOAD_FIELD, key, code: `upload.${key.split('.').pop()}`, params };
  return new ValidationError([violation], { status, descriptionKey: 'api.upload.failed' });
}

const typeList = (kind: UploadKind) =>
  UPLOAD_KINDS[kind].types.map((t) => FILE_TYPES[t].extension.slice(1).toUpperCase()).join(', ');

/** An image of exactly `pixels`, measured from its bytes (never from what the client says). */
function assertPixels(bytes: Buffer, pixels: { width: number; height: number }): void {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw refuse('api.upload.dimensionsUnreadable', { width: pixels.width, height: pixels.height });
  }
  if (size.width !== pixels.width || size.height !== pixels.height) {
    throw refuse('api.upload.dimensions', { width: pixels.width, height: pixels.height, actualWidth: size.width ?? 0, actualHeight: size.height ?? 0 });
  }
}

/** The boundary parameter of a multipart Content-Type (RFC 2046: quoted or not). */
const BOUNDARY_PARAM = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i;
const MAX_BOUNDARY = 70;

/** The first bytes of a streamed file: enough for every signature sniffFileType reads at the start. */
const HEAD_BYTES = 64 * 1024;
/** The types a file's first bytes decide alone (a ZIP-based type needs its end, text its whole). */
const HEAD_TYPES: ReadonlySet<FileTypeName> = new Set(['pdf', 'png', 'jpeg', 'gif', 'webp', 'dwg']);

/** What `readFile` received: the bytes in memory, or a file already streamed to storage. */
type ReceivedFile = { clientName: string; fields: Record<string, string> } & (
  | { bytes: Buffer; streamed?: undefined }
  | { streamed: { storageName: string; size: number; sniffed: SniffedType }; bytes?: undefined }
);

/**
 * Reads the one file of the request (≤ the kind's limit), or throws the upload refusal. The
 * whole body is parsed to its closing boundary, so a body cut after its file part is refused
 * too, not stored. A kind with `streamed` whose first bytes name one of HEAD_TYPES it accepts
 * goes to `storage` as it comes, its size counted on the way (a file over the limit is refused
 * and its object removed); any other file is read into memory (≤ `wholeMaxBytes`).
 */
async function readFile(request: FastifyRequest, kind: UploadKind, storage: FileStorage): Promise<ReceivedFile> {
  const rule: UploadKindRule = UPLOAD_KINDS[kind];
  const wholeMax = rule.wholeMaxBytes ?? rule.maxBytes;
  if (!request.isMultipart()) throw refuse('api.upload.missing');
  // An empty `boundary=` is no boundary (busboy would read it as a form with no part at all).
  const boundary = BOUNDARY_PARAM.exec(request.headers['content-type'] ?? '')?.slice(1).find(Boolean);
  if (!boundary) throw new ApiError(400, 'api.upload.boundaryMissing');
  if (boundary.length > MAX_BOUNDARY) throw new ApiError(400, 'api.upload.boundaryTooLong', { limit: MAX_BOUNDARY });
  let file: ReceivedFile | null = null;
  let otherFile = false;
  let limitMb = Math.round(rule.maxBytes / MB);
  const tooLarge = () => refuse('api.upload.tooLarge', { limit: limitMb }, 413);
  try {
    // A kind of plain names reads the name as sent, path included, to refuse it (busboy keeps its last segment otherwise).
    for await (const part of request.parts({ limits: { fileSize: rule.maxBytes, files: 1 }, preservePath: rule.plainNames === true })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== UPLOAD_FIELD) {
        otherFile = true;
        part.file.resume();
        continue;
      }
      const fields = textFields(part.fields);
      const chunks = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      const head: Buffer[] = [];
      let headBytes = 0;
      let ended = false;
      while (headBytes < HEAD_BYTES) {
        const next = await chunks.next();
        if (next.done) {
          ended = true;
          break;
        }
        head.push(next.value);
        headBytes += next.value.length;
      }
      const headType = rule.streamed && !ended ? sniffFileType(Buffer.concat(head)) : null;
      if (headType && HEAD_TYPES.has(headType.type) && (rule.types as readonly string[]).includes(headType.type)) {
        let counted = 0;
        const source = async function* () {
          for (const chunk of head) yield chunk;
          for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
            counted += next.value.length;
            if (headBytes + counted > rule.maxBytes) throw tooLarge();
            yield next.value;
          }
          if (part.file.truncated) throw tooLarge();
        };
        const { name, size } = await storage.putStream(source(), headType.extension);
        file = { clientName: part.filename, fields, streamed: { storageName: name, size, sniffed: headType } };
      } else {
        limitMb = Math.round(wholeMax / MB);
        let bytes = headBytes;
        // (A chunk may be large: the head alone may be over the limit.)
        for (let next = ended ? null : await chunks.next(); bytes <= wholeMax && next && !next.done; next = await chunks.next()) {
          bytes += next.value.length;
          head.push(next.value);
        }
        if (bytes > wholeMax || part.file.truncated) throw tooLarge();
        // Only the fields sent before the file (a finding's `report`).
        file = { clientName: part.filename, fields, bytes: Buffer.concat(head) };
      }
    }
  } catch (err) {
    await removeStreamed(storage, file);
    throw uploadStreamError(err, limitMb);
  }
  if (!file || otherFile || (file.streamed ? file.streamed.size : file.bytes.length) === 0) {
    await removeStreamed(storage, file);
    throw refuse(file && !otherFile ? 'api.upload.empty' : 'api.upload.missing');
  }
  return file;
}

/** Removes the object of a streamed file that will not be recorded (a removal that fails is logged). */
async function removeStreamed(storage: FileStorage, file: ReceivedFile | null): Promise<void> {
  if (!file?.streamed) return;
  const name = file.streamed.storageName;
  await storage.remove(name).catch((removal: unknown) => {
    console.error(`Stored file ${name} of a refused upload could not be removed:`, removal instanceof Error ? removal.message : removal);
  });
}

/** The text fields of a multipart request read so far (those sent before the file), one value each. */
function textFields(fields: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, entry] of Object.entries(fields ?? {})) {
    const first = Array.isArray(entry) ? entry[0] : entry;
    const field = first as { type?: string; value?: unknown } | undefined;
    if (field?.type === 'field' && typeof field.value === 'string') out[name] = field.value;
  }
  return out;
}

function uploadStreamError(err: unknown, limitMb: number): Error {
  if (err instanceof ValidationError || err instanceof ApiError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return refuse('api.upload.tooLarge', { limit: limitMb }, 413);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return refuse('api.upload.missing');
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return refuse('api.upload.tooMany');
  return malformedBody(err);
}

/**
 * The body could not be parsed as multipart (@fastify/busboy's errors carry no code, only their
 * message): the client's mistake, a 400 saying which, never a 500. Reading the request touches
 * nothing else, so any other error here is the body's too (a connection closed mid-body).
 */
function malformedBody(err: unknown): ApiError {
  const message = err instanceof Error ? err.message : '';
  if (/boundary not found/i.test(message)) return new ApiError(400, 'api.upload.boundaryMissing');
  const code = (err as { code?: string }).code;
  if (/unexpected end/i.test(message) || code === 'FST_MP_PREMATURE_CLOSE') return new ApiError(400, 'api.upload.unfinished');
  return new ApiError(400, 'api.upload.malformed');
}

/**
 * Receives the request's file as `kind`, stores it and its media row, then runs `link` in the
 * same transaction. Nothing is kept when anything fails. See the file's comment.
 */
export async function receiveUpload<T = void>(
  request: FastifyRequest,
  kind: UploadKind,
  deps: UploadDeps,
  link?: (db: PoolClient, stored: StoredUpload) => Promise<T>,
): Promise<StoredUpload & { linked: T }> {
  const received = await readFile(request, kind, deps.storage);
  const { clientName, fields } = received;
  const rule: UploadKindRule = UPLOAD_KINDS[kind];
  let sniffed: SniffedType;
  let storageName: string;
  let size: number;
  if (received.streamed) {
    ({ sniffed, storageName, size } = received.streamed);
    if (rule.plainNames && /[/\\]|^\.\.$/.test(clientName ?? '')) {
      await removeStreamed(deps.storage, received);
      throw refuse('api.upload.pathName');
    }
  } else {
    const { bytes } = received;
    if (rule.plainNames && /[/\\]|^\.\.$/.test(clientName ?? '')) throw refuse('api.upload.pathName');
    const accepted: readonly string[] = rule.types;
    // Text has no signature: a CSV is text that no known binary signature claimed; an SVG is text
    // whose root is <svg> and in which nothing runs.
    const found =
      sniffFileType(bytes) ??
      (accepted.includes('svg') && isInertSvg(bytes) ? typed('svg') : null) ??
      (accepted.includes('csv') && isPlainText(bytes) ? typed('csv') : null);
    if (!found || !accepted.includes(found.type)) {
      throw refuse('api.upload.type', { types: typeList(kind) });
    }
    if (rule.pixels) assertPixels(bytes, rule.pixels);
    sniffed = found;
    size = bytes.length;
    storageName = await deps.storage.put(bytes, sniffed.extension);
  }
  const fileName = sanitizeFileName(clientName, sniffed.extension);
  return recordUpload({ kind, fileName, storageName, mimeType: sniffed.mime, size, fields }, deps, link);
}

/**
 * A file the platform made for the caller, stored as their own upload of `kind` (the marked-up
 * plan PDF a refusal attaches, server/resources/planRevisionPdf.ts): the kind's size limit (413),
 * the storage service, the media row, `link` and the unattached cap (429), as `receiveUpload`
 * does for a file sent. Nothing is kept when anything fails.
 */
export async function storeUpload<T = void>(
  file: { bytes: Buffer; kind: UploadKind; fileName: string; mimeType: string; extension: string; fields?: Record<string, string> },
  deps: UploadDeps,
  link?: (db: PoolClient, stored: StoredUpload) => Promise<T>,
): Promise<StoredUpload & { linked: T }> {
  const { bytes, kind, fileName, mimeType } = file;
  const rule: UploadKindRule = UPLOAD_KINDS[kind];
  if (bytes.length > rule.maxBytes) throw refuse('api.upload.tooLarge', { limit: Math.round(rule.maxBytes / MB) }, 413);
  const storageName = await deps.storage.put(bytes, file.extension);
  return recordUpload({ kind, fileName, storageName, mimeType, size: bytes.length, fields: file.fields ?? {} }, deps, link);
}

/**
 * A stored file's record: its media row, `link` and the unattached cap (429), in one
 * transaction; on any failure the stored file is removed, so nothing is half-kept.
 */
async function recordUpload<T>(
  file: { kind: UploadKind; fileName: string; storageName: string; mimeType: string; size: number; fields: Record<string, string> },
  deps: UploadDeps,
  link?: (db: PoolClient, stored: StoredUpload) => Promise<T>,
): Promise<StoredUpload & { linked: T }> {
  const { kind, fileName, storageName, mimeType, size } = file;
  try {
    return await withTransaction(deps.pool, async (db) => {
      const mediaId = await insertUpload(db, { kind, fileName, storageName, mimeType, size, uploaderId: deps.uploaderId });
      const stored: StoredUpload = { mediaId, fileName, mimeType, size, storageName, fields: file.fields };
      const linked = link ? await link(db, stored) : (undefined as T);
      // Last, once linked: a finding's photo is attached already and never held back.
      const cap = await overUnattachedCap(db, deps.uploaderId, stored.mediaId);
      if (cap) throw refuse('api.upload.tooManyUnattached', { files: cap.files, megabytes: cap.megabytes }, 429);
      return { ...stored, linked };
    });
  } catch (err) {
    // The row was never committed: its file goes (a removal that fails is logged, the refusal still said).
    await deps.storage.remove(storageName).catch((removal: unknown) => {
      console.error(`Stored file ${storageName} of a refused upload could not be removed:`, removal instanceof Error ? removal.message : removal);
    });
    throw err;
  }
}

/** `attachment; filename="ascii"; filename*=UTF-8''utf8` (RFC 6266, RFC 5987). */
export function contentDisposition(fileName: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export interface StoredMedia {
  storage_name: string;
  mime_type: string;
  media_file_name: string;
}

/**
 * Streams a stored file as a download. The caller's access to the owning record must have
 * been checked before: this only serves the bytes (404 when the file is gone).
 */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  media: StoredMedia,
  options: { disposition?: 'attachment' | 'inline' } = {},
): Promise<FastifyReply> {
  const file = await storage.open(media.storage_name);
  if (!file) throw notFound();
  return reply
    .header('Content-Type', media.mime_type)
    .header('Content-Length', file.size)
    .header('Cache-Control', 'private, no-store')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', contentDisposition(media.media_file_name, options.disposition))
    .send(file.body);
}

/**
 * The create processor of an upload resource: `receiveUpload` with the caller as uploader; the
 * answer is the `media` row, or the row `link` makes (message_media, report_media…) in the
 * upload's transaction. `kind` may depend on the request (a show's logo or document).
 */
export function uploadProcessor(
  kind: UploadKind | ((request: FastifyRequest) => UploadKind),
  link?: (db: PoolClient, stored: StoredUpload, user: AuthUser) => Promise<number>,
): Processor {
  return {
    body: 'multipart',
    async run({ request, pool, deps, user }) {
      const uploadKind = typeof kind === 'function' ? kind(request) : kind;
      const stored = await receiveUpload(request, uploadKind, { pool, storage: storageOf(deps.config), uploaderId: user.id }, link && ((db, upload) => link(db, upload, user)));
      return { item: link ? (stored.linked as number) : stored.mediaId };
    },
  };
}

/**
 * `GET /<path>/{id}/file` of an attachment resource (its rows name a `media_id`): the item in
 * the caller's scope (`loadItem`: the 404 of a missing one otherwise), then its stored file.
 */
export function registerMediaDownload(api: FastifyInstance, pool: Pool, storage: FileStorage, resource: Resource, options: { disposition?: 'attachment' | 'inline' } = {}): void {
  api.get(`/${resource.path}/:id/file`, async (request, reply) => {
    const user = requireUser(request);
    const id = idParam(request);
    await loadItem(pool, resource, user, id);
    const { rows } = await pool.query(
      `SELECT md.storage_name, md.mime_type, md.media_file_name FROM ${resource.table} x JOIN media md ON md.id = x.media_id WHERE x.id = $1`,
      [id],
    );
    if (!rows.length) throw notFound();
    return sendStoredFile(reply, storage, rows[0], options);
  });
}
