/**
 * Stand messages and their attachments (part 1 §3–§5, §7; issue 9, items 3, 4, 8).
 *
 * `/backend/message_media`: an attachment is uploaded first (multipart, field `file`, through
 * server/services/uploads.ts), unlinked and owned by its uploader; a message then names it.
 * Downloaded at `/backend/message_media/{id}/file` by its uploader while unlinked, then by
 * whoever may see the message's stand; `PATCH {enabled: false}` is the soft delete
 * (standMedia.delete: admin, support, organizer). A disabled attachment is seen and downloaded
 * only by admin, support and organizers (they may restore it); others no longer see it.
 *
 * `/backend/stand_messages`: the stand's thread, 50 a page, newest first, for whoever may see
 * the stand. POST writes a message (content required) with the caller's own unlinked uploads
 * and, with `newStandStatus`, moves the stand along the plan workflow (src/domain/planWorkflow.ts)
 * in the same transaction, through the workflow's one writer
 * (server/services/workflow/applyTransition.ts: compare-and-set on the status the transition
 * starts from, so of two concurrent changes one wins and the other is a 409 that writes nothing;
 * the confirmation's rules: src/domain/planConfirmation.ts). A
 * standist's message makes the stand unseen and untreated, anyone else's treated. PATCH edits
 * the content of the newest message of the stand, by its author only.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CONFIRMATION_PERSON_FIELDS,
  CONFIRMATION_TEXT_MAX,
  confirmationViolations,
  needsPurchaseOrder,
  PURCHASE_ORDER_FILES,
  WASTE_DISPOSALS,
  type ConfirmationPersonField,
  type ConfirmationRule,
  type WasteDisposal,
} from '@/domain/planConfirmation';
import { findTransition, isPlanStaff, PLAN_WORKFLOW, type PlanTransition } from '@/domain/planWorkflow';
import { contractViolations, PLAIN_MESSAGE, targetStatuses, type ContractRule } from '@/domain/workflow';
import { isStandStatus, type StandStatus } from '@/domain/standStatus';
import type { AuthUser } from '../auth/user';
import { withTransaction, type Pool, type PoolClient } from '../db/pool';
import { assertAccess, loadItem, requireUser } from '../hydra/access';
import { ApiError, notFound, ValidationError, type ViolationSpec } from '../hydra/errors';
import { JSONLD } from '../hydra/serialization';
import { defineResourceModule } from '../resourceModule';
import { API_PREFIX, defineResource } from '../hydra/resource';
import { viaStand, type Scope } from '../hydra/scopes';
import { Params, parseId } from '../hydra/sql';
import { boolean, CODES, text } from '../hydra/validators';
import { receiveUpload, sendStoredFile } from '../services/uploads';
import { applyTransition, type AppliedTransition } from '../services/workflow/applyTransition';
import { PLAN_STORE } from '../services/workflow/stores';

const MEDIA_IRI = `${API_PREFIX}/message_media`;
const STANDS_IRI = `${API_PREFIX}/stands`;
export const MESSAGES_PER_PAGE = 50;
/** At most this many attachments on one message. */
export const MAX_ATTACHMENTS = 20;

const standScope = viaStand('sm.stand_id');

/**
 * The attachments a user may see: their own unlinked uploads, and the attachments of messages
 * on stands they may see; disabled ones only for admin, support and organizers.
 */
const messageMediaScope: Scope = (user, params) => {
  const onStands = standScope(user, params);
  if (onStands === null) return null;
  const uid = params.add(user.id);
  const visible = `((t.message_id IS NULL AND t.created_by_id = ${uid})
    OR t.message_id IN (SELECT sm.message_id FROM stand_messages sm WHERE ${onStands}))`;
  return isPlanStaff(user.roles) ? visible : `(t.enabled AND ${visible})`;
};

export const messageMedia = defineResource({
  path: 'message_media',
  type: 'MessageMedia',
  table: 'message_media',
  description:
    'An attachment of a stand message: uploaded first (multipart, field file), then named by a message. Disabled = soft-deleted.',
  fields: {
    fileName: { read: { sql: '(SELECT m.media_file_name FROM media m WHERE m.id = t.media_id)', type: 'string' } },
    mimeType: { description: 'Decided from the bytes.', read: { sql: '(SELECT m.mime_type FROM media m WHERE m.id = t.media_id)', type: 'string' } },
    size: { description: 'In bytes.', read: { sql: '(SELECT m.size FROM media m WHERE m.id = t.media_id)', type: 'integer' } },
    enabled: {
      description: 'false: soft-deleted (admin, support, organizer); seen then only by them.',
      read: { sql: 't.enabled', type: 'boolean' },
      write: { column: 'enabled', validator: boolean({ required: true }) },
    },
    contentUrl: { description: 'The download (Content-Disposition: attachment).', read: { sql: `'${MEDIA_IRI}/' || t.id || '/file'`, type: 'string' } },
    message: {
      description: 'The stand message it is attached to; null until a message names it.',
      read: {
        sql: `(SELECT sm.id FROM stand_messages sm WHERE sm.message_id = t.message_id)`,
        type: 'iri',
        iri: `${API_PREFIX}/stand_messages`,
        range: '#StandMessage',
        nullable: true,
      },
    },
    createdAt: { read: { sql: 't.created_at', type: 'datetime' } },
  },
  operations: { read: 'authenticated', create: 'standMessage.add', update: 'standMedia.delete', custom: ['create'] },
  scope: messageMediaScope,
});

/** SQL of the `media` array of a message (every attachment; `view` drops the disabled ones for non-staff). */
const mediaArraySql = `coalesce((SELECT json_agg(json_build_object(
    '@id', '${MEDIA_IRI}/' || mm.id, 'id', mm.id, 'fileName', md.media_file_name, 'mimeType', md.mime_type,
    'size', md.size, 'enabled', mm.enabled, 'contentUrl', '${MEDIA_IRI}/' || mm.id || '/file') ORDER BY mm.id)
  FROM message_media mm JOIN media md ON md.id = mm.media_id WHERE mm.message_id = t.message_id), '[]'::json)`;

const confirmationSql = `CASE WHEN t.confirmation_last_name IS NOT NULL THEN json_build_object(
    'lastName', t.confirmation_last_name, 'firstName', t.confirmation_first_name, 'company', t.confirmation_company,
    'phone', t.confirmation_phone, 'email', t.confirmation_email, 'standing', t.confirmation_standing,
    'invoicing', t.confirmation_invoicing, 'wasteDisposal', t.confirmation_waste_disposal,
    'purchaseOrder', CASE WHEN t.confirmation_purchase_order_id IS NOT NULL THEN '${MEDIA_IRI}/' || t.confirmation_purchase_order_id END) END`;

/** The newest message of its stand (what may be edited). */
const isNewestSql = (alias: string) =>
  `NOT EXISTS (SELECT 1 FROM stand_messages n WHERE n.stand_id = ${alias}.stand_id AND (n.created_at, n.id) > (${alias}.created_at, ${alias}.id))`;

interface MediaRef {
  enabled: boolean;
}

export const standMessages = defineResource({
  path: 'stand_messages',
  type: 'StandMessage',
  table: 'stand_messages',
  description:
    'A message of a stand thread; with newStandStatus, a step of the plan workflow (submit, validate, refuse, confirm).',
  fields: {
    stand: { read: { sql: 't.stand_id', type: 'iri', iri: STANDS_IRI, range: '#Stand' } },
    content: { read: { sql: '(SELECT m.content FROM messages m WHERE m.id = t.message_id)', type: 'string' } },
    newStandStatus: { description: 'The status the message moved the stand to, or null.', read: { sql: 't.new_stand_status', type: 'string', nullable: true } },
    author: {
      description: '{id, fullName, company}; null when the account is gone.',
      read: {
        sql: `(SELECT json_build_object('id', u.id, 'fullName', btrim(u.first_name || ' ' || u.last_name), 'company', u.company)
          FROM messages m JOIN users u ON u.id = m.created_by_id WHERE m.id = t.message_id)`,
        type: 'object',
        nullable: true,
      },
    },
    authorStandRole: {
      description: "The author's role on the stand when writing (ROLE_STANDIST_*); null for staff, shown 'Organisateur'.",
      read: { sql: '(SELECT m.created_by_stand_role FROM messages m WHERE m.id = t.message_id)', type: 'string', nullable: true },
    },
    media: { description: 'Attachments (MessageMedia); disabled ones only for admin, support and organizers.', read: { sql: mediaArraySql, type: 'array' } },
    confirmation: { description: 'The plan confirmation form, on the message that confirmed the plans.', read: { sql: confirmationSql, type: 'object', nullable: true } },
    editable: { description: 'The newest message of the stand and written by the caller.', read: { sql: isNewestSql('t'), type: 'boolean' } },
    createdAt: { read: { sql: 't.created_at', type: 'datetime' } },
    updatedAt: { read: { sql: '(SELECT m.updated_at FROM messages m WHERE m.id = t.message_id)', type: 'datetime' } },
  },
  filters: {
    search: { stand: { strategy: 'exact', type: 'integer', iri: STANDS_IRI, sql: 't.stand_id' } },
    order: { createdAt: 't.created_at', id: 't.id' },
  },
  defaultOrder: [
    ['createdAt', 'desc'],
    ['id', 'desc'],
  ],
  itemsPerPage: MESSAGES_PER_PAGE,
  operations: { list: 'stand.view', read: 'stand.view', create: 'standMessage.add', update: 'standMessage.add', custom: ['create', 'update'] },
  scope: viaStand('t.stand_id'),
  view: (item, user) => {
    const author = item.author as { id: number } | null;
    item.editable = Boolean(item.editable) && author?.id === user.id;
    if (!isPlanStaff(user.roles)) item.media = (item.media as MediaRef[]).filter((m) => m.enabled);
    return item;
  },
});

// ---------------------------------------------------------------------------------------------
// Writing a message.

const contentValidator = text({ required: true, max: 20_000, multiline: true, missingKey: 'api.violation.contentMissing' });

interface StandRow {
  id: number;
  status: StandStatus;
  show_enabled: boolean;
  stand_role: string | null;
}

/** The stand if the user may see it (its status, its show's state, the user's role on it). */
async function standForUser(db: Pool | PoolClient, user: AuthUser, standId: number): Promise<StandRow | null> {
  const params = new Params();
  const scope = viaStand('t.id', { showColumn: 't.show_id' })(user, params);
  const uid = params.add(user.id);
  const { rows } = await db.query(
    `SELECT t.id, t.status, sh.enabled AS show_enabled,
       (SELECT usr.standist_role FROM user_stand_roles usr WHERE usr.stand_id = t.id AND usr.user_id = ${uid}
        ORDER BY array_position(ARRAY['ROLE_STANDIST_EXHIBITOR','ROLE_STANDIST_DECORATOR','ROLE_STANDIST_AGENCY'], usr.standist_role) LIMIT 1) AS stand_role
     FROM stands t JOIN shows sh ON sh.id = t.show_id
     WHERE t.id = ${params.add(standId)}${scope ? ` AND (${scope})` : ''}`,
    params.values,
  );
  return rows[0] ?? null;
}

/** An IRI (or bare id) of `collection` → the id, or null. */
function idFromIri(value: unknown, collection: string): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value !== 'string') return null;
  const raw = value.startsWith(`${collection}/`) ? value.slice(collection.length + 1) : value;
  return parseId(raw);
}

type Confirmation = Record<ConfirmationPersonField, string> & { wasteDisposal: WasteDisposal; purchaseOrder: number | null };

/** A person field's form (type, length, control characters); whether it is there is a rule of the domain's. */
const personText = text({ max: CONFIRMATION_TEXT_MAX });

/** The API's violation for each broken rule of the confirmation (src/domain/planConfirmation.ts). */
const CONFIRMATION_VIOLATIONS: Record<ConfirmationRule, Omit<ViolationSpec, 'propertyPath'>> = {
  required: { key: 'api.violation.required', code: CODES.notBlank },
  email: { key: 'api.violation.email', code: CODES.regex },
  mustBeTrue: { key: 'api.violation.mustBeTrue', code: CODES.equalTo },
  choice: { key: 'api.violation.choice', code: CODES.choice, params: { choices: WASTE_DISPOSALS.join(', ') } },
  fileMissing: { key: 'api.violation.fileMissing', code: CODES.notBlank },
  oneFileOnly: { key: 'api.violation.oneFileOnly', code: CODES.choice },
};

function checkConfirmation(input: unknown, violations: ViolationSpec[]): Confirmation | null {
  if (input === null || input === undefined || typeof input !== 'object' || Array.isArray(input)) {
    violations.push({ propertyPath: 'confirmation', key: 'api.violation.confirmationMissing', code: CODES.notBlank });
    return null;
  }
  const c = input as Record<string, unknown>;
  const person: Partial<Record<ConfirmationPersonField, string | null>> = {};
  const refused = new Set<string>();
  for (const name of CONFIRMATION_PERSON_FIELDS) {
    const result = personText.check(c[name]);
    if (result.ok) person[name] = result.value as string | null;
    else {
      refused.add(name);
      violations.push({ propertyPath: `confirmation.${name}`, key: result.key, code: result.code, params: result.params });
    }
  }
  // One IRI, or a list holding exactly one.
  const raw = c.purchaseOrder;
  const files = raw === null || raw === undefined || raw === '' ? [] : Array.isArray(raw) ? raw : [raw];
  const broken = confirmationViolations({
    lastName: person.lastName ?? null,
    firstName: person.firstName ?? null,
    company: person.company ?? null,
    phone: person.phone ?? null,
    email: person.email ?? null,
    standing: c.standing,
    invoicing: c.invoicing,
    wasteDisposal: c.wasteDisposal,
    purchaseOrderFiles: files.length,
  });
  for (const { field, rule } of broken) {
    if (!refused.has(field)) violations.push({ propertyPath: `confirmation.${field}`, ...CONFIRMATION_VIOLATIONS[rule] });
  }
  let purchaseOrder: number | null = null;
  if (needsPurchaseOrder(c.wasteDisposal) && files.length === PURCHASE_ORDER_FILES) {
    purchaseOrder = idFromIri(files[0], MEDIA_IRI);
    if (purchaseOrder === null) violations.push({ propertyPath: 'confirmation.purchaseOrder', key: 'api.violation.iri', code: CODES.invalidIri, params: { collection: MEDIA_IRI } });
  }
  return { ...(person as Record<ConfirmationPersonField, string>), wasteDisposal: c.wasteDisposal as WasteDisposal, purchaseOrder };
}

/** The confirmation's columns of the stand message that confirms the plans. */
const confirmationColumns = (c: Confirmation): Record<string, unknown> => ({
  confirmation_last_name: c.lastName,
  confirmation_first_name: c.firstName,
  confirmation_company: c.company,
  confirmation_phone: c.phone,
  confirmation_email: c.email,
  confirmation_standing: true,
  confirmation_waste_disposal: c.wasteDisposal,
  confirmation_invoicing: true,
  confirmation_purchase_order_id: c.purchaseOrder,
});

/** The API's violation for what a message lacks for its step (src/domain/workflow.ts). */
const CONTRACT_VIOLATIONS: Record<ContractRule, ViolationSpec> = {
  contentMissing: { propertyPath: 'message', key: 'api.violation.contentMissing', code: CODES.notBlank },
  reasonMissing: { propertyPath: 'message', key: 'api.violation.reasonMissing', code: CODES.notBlank },
  attachmentsMissing: { propertyPath: 'media', key: 'api.violation.plansMissing', code: CODES.notBlank },
};

/** The caller's own unlinked, enabled uploads among `ids`. */
async function ownUnlinked(db: Pool | PoolClient, user: AuthUser, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const { rows } = await db.query(
    'SELECT id FROM message_media WHERE id = ANY($1::int[]) AND message_id IS NULL AND created_by_id = $2 AND enabled',
    [ids, user.id],
  );
  return new Set(rows.map((r: { id: number }) => r.id));
}

/**
 * Names the transaction's author (`app.user_id`, for this transaction only), as every write made
 * for a request does: the stand timeline records it as the actor of the events it writes.
 */
async function setActor(db: PoolClient, user: AuthUser): Promise<void> {
  await db.query("SELECT set_config('app.user_id', $1, true)", [String(user.id)]);
}

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, 'api.error.badBody');
  return body as Record<string, unknown>;
}

async function createStandMessage(pool: Pool, user: AuthUser, body: Record<string, unknown>): Promise<number> {
  const violations: ViolationSpec[] = [];

  // The stand: required, one the caller may see (a 422 on the field otherwise, as references).
  const standId = body.stand === undefined || body.stand === null || body.stand === '' ? null : idFromIri(body.stand, STANDS_IRI);
  let stand: StandRow | null = null;
  if (body.stand === undefined || body.stand === null || body.stand === '') {
    violations.push({ propertyPath: 'stand', key: 'api.violation.standMissing', code: CODES.notBlank });
  } else if (standId === null) {
    violations.push({ propertyPath: 'stand', key: 'api.violation.iri', code: CODES.invalidIri, params: { collection: STANDS_IRI } });
  } else {
    stand = await standForUser(pool, user, standId);
    if (!stand) violations.push({ propertyPath: 'stand', key: 'api.violation.standNotFound', code: CODES.itemNotFound });
  }

  // The attachments: the caller's own unlinked uploads.
  const rawMedia = body.media ?? [];
  const mediaIds: number[] = [];
  if (!Array.isArray(rawMedia)) {
    violations.push({ propertyPath: 'media', key: 'api.violation.type', code: CODES.type, params: { type: 'array' } });
  } else if (rawMedia.length > MAX_ATTACHMENTS) {
    violations.push({ propertyPath: 'media', key: 'api.violation.tooManyAttachments', code: CODES.tooLong, params: { limit: MAX_ATTACHMENTS } });
  } else {
    rawMedia.forEach((value, i) => {
      const id = idFromIri(value, MEDIA_IRI);
      if (id === null) violations.push({ propertyPath: `media[${i}]`, key: 'api.violation.iri', code: CODES.invalidIri, params: { collection: MEDIA_IRI } });
      else if (!mediaIds.includes(id)) mediaIds.push(id);
    });
  }

  // The status change, if any: the transition the caller may make to it (part 1 §4).
  let transition: PlanTransition | null = null;
  const to = body.newStandStatus;
  if (to !== undefined && to !== null) {
    if (!isStandStatus(to)) {
      violations.push({ propertyPath: 'newStandStatus', key: 'api.violation.choice', code: CODES.choice, params: { choices: targetStatuses(PLAN_WORKFLOW).join(', ') } });
    } else if (stand) {
      transition = findTransition(user.roles, stand.stand_role !== null, stand.status, to);
      if (!transition) {
        violations.push({ propertyPath: 'newStandStatus', key: 'api.violation.statusTransition', code: CODES.choice, params: { from: stand.status, to } });
      }
    }
  }

  // The content: what the step's message must carry (a plain message: its text, 'Contenu manquant';
  // a refusal: its reason; a submission: its plans); a validation without text gets the standard
  // bilingual message (written by applyTransition).
  let content: string | null = null;
  const checked = contentValidator.check(body.message);
  if (checked.ok) content = checked.value as string;
  else if (checked.code !== CODES.notBlank) violations.push({ propertyPath: 'message', key: checked.key, code: checked.code, params: checked.params });
  const given = { hasContent: checked.ok || checked.code !== CODES.notBlank, attachments: mediaIds.length };
  for (const { rule } of contractViolations(transition?.carries ?? PLAIN_MESSAGE, given)) violations.push(CONTRACT_VIOLATIONS[rule]);
  const confirmation = transition?.carries.form ? checkConfirmation(body.confirmation, violations) : null;
  const purchaseOrder = confirmation?.purchaseOrder ?? null;

  const owned = await ownUnlinked(pool, user, purchaseOrder ? [...mediaIds, purchaseOrder] : mediaIds);
  mediaIds.forEach((id) => {
    if (!owned.has(id)) violations.push({ propertyPath: `media[${(rawMedia as unknown[]).findIndex((v) => idFromIri(v, MEDIA_IRI) === id)}]`, key: 'api.violation.mediaNotFound', code: CODES.itemNotFound });
  });
  if (purchaseOrder !== null && !owned.has(purchaseOrder)) {
    violations.push({ propertyPath: 'confirmation.purchaseOrder', key: 'api.violation.mediaNotFound', code: CODES.itemNotFound });
  }
  if (violations.length) throw new ValidationError(violations);
  if (!stand!.show_enabled) throw new ApiError(403, 'api.error.showDisabled');

  const byStandist = stand!.stand_role !== null;
  const flags = byStandist ? 'un_seen = true, treated = false' : 'treated = true';
  const linked = purchaseOrder !== null && !mediaIds.includes(purchaseOrder) ? [...mediaIds, purchaseOrder] : mediaIds;

  return withTransaction(pool, async (db) => {
    await setActor(db, user);
    const written = transition
      ? await applyTransition(db, PLAN_STORE, stand!.id, {
          transitions: [transition],
          message: { content, authorId: user.id, authorRole: stand!.stand_role, threadColumns: confirmation ? confirmationColumns(confirmation) : undefined },
          alsoSet: flags,
        })
      : await postPlainMessage(db, stand!, user, content!, flags);
    if (linked.length) {
      // Still unlinked and the caller's (a concurrent message may have taken one meanwhile).
      const { rowCount } = await db.query(
        'UPDATE message_media SET message_id = $1 WHERE id = ANY($2::int[]) AND message_id IS NULL AND created_by_id = $3 AND enabled',
        [written.messageId, linked, user.id],
      );
      if (rowCount !== linked.length) throw new ValidationError([{ propertyPath: 'media', key: 'api.violation.mediaNotFound', code: CODES.itemNotFound }]);
    }
    return written.threadId;
  });
}

/** A message that moves no status: the triage flags only (updatedAt is the stand's own edits and status changes). */
async function postPlainMessage(db: PoolClient, stand: StandRow, user: AuthUser, content: string, flags: string): Promise<AppliedTransition> {
  await db.query(`UPDATE stands SET ${flags} WHERE id = $1`, [stand.id]);
  const message = await db.query(
    'INSERT INTO messages (content, created_by_id, created_by_stand_role) VALUES ($1, $2, $3) RETURNING id, created_at',
    [content, user.id, stand.stand_role],
  );
  const { id: messageId, created_at: createdAt } = message.rows[0];
  const inserted = await db.query('INSERT INTO stand_messages (stand_id, message_id, created_at) VALUES ($1, $2, $3) RETURNING id', [stand.id, messageId, createdAt]);
  return { threadId: inserted.rows[0].id, messageId };
}

async function editStandMessage(pool: Pool, user: AuthUser, id: number, body: Record<string, unknown>): Promise<void> {
  const checked = contentValidator.check(body.message);
  if (!checked.ok) throw new ValidationError([{ propertyPath: 'message', key: checked.key, code: checked.code, params: checked.params }]);
  const { rows } = await pool.query(
    `SELECT t.message_id, m.created_by_id, sh.enabled AS show_enabled, ${isNewestSql('t')} AS newest
     FROM stand_messages t JOIN messages m ON m.id = t.message_id JOIN stands s ON s.id = t.stand_id JOIN shows sh ON sh.id = s.show_id
     WHERE t.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) throw notFound();
  if (row.created_by_id !== user.id || !row.newest) throw new ApiError(403, 'api.error.messageNotEditable');
  if (!row.show_enabled) throw new ApiError(403, 'api.error.showDisabled');
  // Still the newest and the caller's when written (a message posted meanwhile closes the edit).
  const rowCount = await withTransaction(pool, async (db) => {
    await setActor(db, user);
    const updated = await db.query(
      `UPDATE messages SET content = $2, updated_at = now()
       WHERE id = $1 AND created_by_id = $3
         AND EXISTS (SELECT 1 FROM stand_messages t WHERE t.message_id = $1 AND ${isNewestSql('t')})`,
      [row.message_id, checked.value, user.id],
    );
    return updated.rowCount;
  });
  if (!rowCount) throw new ApiError(403, 'api.error.messageNotEditable');
}

function idParam(request: FastifyRequest): number {
  const id = parseId((request.params as { id: string }).id);
  if (id === null) throw notFound();
  return id;
}

function registerRoutes(api: FastifyInstance, pool: Pool, filesDir: string): void {
  api.post(`/${messageMedia.path}`, async (request, reply) => {
    const user = requireUser(request);
    assertAccess(user, messageMedia.operations.create);
    const stored = await receiveUpload(request, 'messageAttachment', { pool, filesDir, uploaderId: user.id }, async (db, upload) => {
      const { rows } = await db.query('INSERT INTO message_media (media_id, created_by_id) VALUES ($1, $2) RETURNING id', [upload.mediaId, user.id]);
      return rows[0].id as number;
    });
    return reply.code(201).type(JSONLD).send(await loadItem(pool, messageMedia, user, stored.linked));
  });

  api.get(`/${messageMedia.path}/:id/file`, async (request, reply) => {
    const user = requireUser(request);
    const id = idParam(request);
    // In the caller's scope of attachments (their upload, or a message of a stand they may see).
    await loadItem(pool, messageMedia, user, id);
    const { rows } = await pool.query(
      'SELECT md.storage_name, md.mime_type, md.media_file_name FROM message_media mm JOIN media md ON md.id = mm.media_id WHERE mm.id = $1',
      [id],
    );
    if (!rows.length) throw notFound();
    return sendStoredFile(reply, filesDir, rows[0]);
  });

  api.post(`/${standMessages.path}`, async (request, reply) => {
    const user = requireUser(request);
    assertAccess(user, standMessages.operations.create);
    const id = await createStandMessage(pool, user, bodyOf(request));
    return reply.code(201).type(JSONLD).send(await loadItem(pool, standMessages, user, id));
  });

  api.patch(`/${standMessages.path}/:id`, async (request, reply) => {
    const user = requireUser(request);
    const id = idParam(request);
    // Outside the caller's stands: 404, as every item method.
    await loadItem(pool, standMessages, user, id);
    assertAccess(user, standMessages.operations.update);
    await editStandMessage(pool, user, id, bodyOf(request));
    return reply.type(JSONLD).send(await loadItem(pool, standMessages, user, id));
  });
}

export default defineResourceModule({
  resources: [messageMedia, standMessages],
  routes: (api, { pool, config }) => registerRoutes(api, pool, config.filesDir),
});
