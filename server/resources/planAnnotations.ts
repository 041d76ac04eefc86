/**
 * Plan marks (issue 25): what a reviewer draws on one page of one file of a plan revision, in page
 * fractions (src/domain/planReview.ts holds the rules, the SPA's viewer reads the same).
 *
 * Read by whoever may see the revision's stand (a standist: their stands' marks only). Drawn
 * (POST) by admin, support, the organizers of the stand's show and, when the show allows it
 * (`planMarkupByStandists`), the stand's standists; numbered 1, 2, … per revision by the revision's
 * counter (`last_mark_number`, migration 041), incremented under the revision's row lock in the
 * statement that inserts the mark, so parallel posts never share a number. Edited (PATCH geometry, color,
 * comment) and deleted by their author only, while the revision is undecided (409 once decided:
 * a decided revision's marks are what the decision referred to). Ticked resolved (PATCH
 * `{resolved}`) by staff on any revision, decided ones included (v1's marks checked on v2).
 */
import { DEFAULT_MARK_COLOR, markViolations, mayMarkUp, mayResolveMarks, MAX_COMMENT, MARK_COLORS, MARK_KINDS, MAX_PAGE, normalizeComment, type MarkRule } from '@/domain/planReview';
import type { AuthUser } from '../auth/user';
import type { Pool, PoolClient } from '../db/pool';
import { ApiError, mapDbError, ValidationError, type ViolationSpec } from '../hydra/errors';
import { API_PREFIX, defineResource } from '../hydra/resource';
import { viaStand } from '../hydra/scopes';
import { serializeFor } from '../hydra/serialization';
import { Params, idFromIri } from '../hydra/sql';
import { selectList } from '../hydra/statements';
import { CODES } from '../hydra/validators';
import { defineResourceModule } from '../resourceModule';
import { MEDIA_IRI } from '../threads/thread';
import { nextMarkNumberSql, planRevisions, PLAN_REVISIONS_IRI, resetMarkCounter } from './planRevisions';

const STAND_OF_MARK = '(SELECT r.stand_id FROM plan_revisions r WHERE r.id = t.revision_id)';
const nameSql = (column: string) => `(SELECT nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), '') FROM users u WHERE u.id = ${column})`;

/** The API's violation for each broken rule of a mark. */
const RULE_VIOLATIONS: Record<MarkRule, (field: string) => Omit<ViolationSpec, 'propertyPath'>> = {
  required: (field) => ({ key: field === 'comment' ? 'api.violation.markCommentRequired' : 'api.violation.required', code: CODES.notBlank }),
  type: (field) => ({ key: 'api.violation.type', code: CODES.type, params: { type: field === 'page' ? 'integer' : 'string' } }),
  page: () => ({ key: 'api.violation.markPage', code: CODES.choice, params: { max: MAX_PAGE } }),
  imagePage: () => ({ key: 'api.violation.markImagePage', code: CODES.choice }),
  choice: (field) => ({ key: 'api.violation.choice', code: CODES.choice, params: { choices: (field === 'kind' ? MARK_KINDS : MARK_COLORS).join(', ') } }),
  geometry: () => ({ key: 'api.violation.markGeometry', code: CODES.type }),
  pointCount: () => ({ key: 'api.violation.markPointCount', code: CODES.choice }),
  tooLong: () => ({ key: 'api.violation.tooLong', code: CODES.tooLong, params: { limit: MAX_COMMENT } }),
  controlChar: () => ({ key: 'api.violation.controlChar', code: CODES.controlChar }),
};

/** The revision as a write needs it: its stand, whether decided, the show's flag, the caller's tie to the stand, its files. */
interface RevisionContext {
  id: number;
  decided: boolean;
  markupByStandists: boolean;
  standistOfStand: boolean;
  /** The revision's files (enabled attachments of its submission message): id → is an image. */
  files: Map<number, boolean>;
}

/** SQL: the revision `t` as a write needs it ($2: the caller's id). */
const REVISION_CONTEXT_SQL = `SELECT t.id, t.decision IS NOT NULL AS decided, sh.plan_markup_by_standists,
            EXISTS (SELECT 1 FROM user_stand_roles usr WHERE usr.stand_id = t.stand_id AND usr.user_id = $2) AS standist_of_stand,
            (SELECT coalesce(json_agg(json_build_object('id', mm.id, 'image', md.mime_type LIKE 'image/%')), '[]'::json)
               FROM stand_messages sm JOIN message_media mm ON mm.message_id = sm.message_id AND mm.enabled JOIN media md ON md.id = mm.media_id
              WHERE sm.id = t.submission_message_id) AS files
       FROM plan_revisions t JOIN stands s ON s.id = t.stand_id JOIN shows sh ON sh.id = s.show_id
      WHERE t.id = $1`;

/**
 * The statement reading revision `revisionId`'s context; `scoped`: only if the caller may see it
 * (the revisions' scope, as `existsInScope` applies it), one statement instead of two;
 * `lock`: its row locked for the transaction. Exported for the bench's floor (bench/planReview.ts).
 */
export function revisionContextSql(user: AuthUser, revisionId: number, options: { scoped?: boolean; lock?: boolean } = {}): { text: string; values: unknown[] } {
  const params = new Params();
  params.add(revisionId);
  params.add(user.id);
  const scope = options.scoped ? planRevisions.scope?.(user, params) : null;
  return { text: `${REVISION_CONTEXT_SQL}${scope ? ` AND (${scope})` : ''}${options.lock ? ' FOR UPDATE OF t' : ''}`, values: params.values };
}

async function revisionContext(db: Pool | PoolClient, user: AuthUser, revisionId: number, options: { scoped?: boolean; lock?: boolean } = {}): Promise<RevisionContext | null> {
  const sql = revisionContextSql(user, revisionId, options);
  const { rows } = await db.query(sql.text, sql.values);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    decided: row.decided,
    markupByStandists: row.plan_markup_by_standists,
    standistOfStand: row.standist_of_stand,
    files: new Map((row.files as Array<{ id: number; image: boolean }>).map((f) => [f.id, f.image])),
  };
}

/** The caller may draw on this revision's stand (staff; its standists where the show allows), else a 403. */
function assertMayMarkUp(user: AuthUser, revision: RevisionContext): void {
  if (!mayMarkUp(user.roles, revision.standistOfStand, { planMarkupByStandists: revision.markupByStandists })) {
    throw new ApiError(403, revision.standistOfStand ? 'api.error.planMarkupByStandistsOff' : 'api.error.forbidden');
  }
}

const decidedError = () => new ApiError(409, 'api.error.planRevisionDecided');

function pushRules(violations: ViolationSpec[], broken: ReturnType<typeof markViolations>, only?: ReadonlySet<string>): void {
  for (const { field, rule } of broken) {
    if (only && !only.has(field)) continue;
    violations.push({ propertyPath: field, ...RULE_VIOLATIONS[rule](field) });
  }
}

/** The ids a POST names, when its body breaks no rule that holds whatever the revision (else null: checkMark answers). */
function markInput(body: Record<string, unknown>): { revisionId: number; mediaId: number } | null {
  const revisionId = idFromIri(body.revision, PLAN_REVISIONS_IRI);
  const mediaId = idFromIri(body.media, MEDIA_IRI);
  if (revisionId === null || mediaId === null) return null;
  return markViolations({ page: body.page, kind: body.kind, geometry: body.geometry, color: body.color, comment: body.comment, image: false }).length ? null : { revisionId, mediaId };
}

/**
 * The statement that saves a mark (a POST's only one when it may): the revision's counter
 * (migration 041) incremented where the revision is one the caller may see and draw on, undecided,
 * and the file one of its files (page 1 on an image); that row feeds the INSERT of the mark, read
 * back as its caller reads it (the resource's select list over the row inserted: the mark's scope
 * is its revision's stand's, checked here). The UPDATE waits for the revision's row lock and
 * re-reads its newest version, so parallel posts take the numbers one after the other and a
 * decision landing meanwhile is seen. `greatest(…, max(number))`: marks written straight into the
 * table (seed, tests) are never numbered over. No row: createMark finds out why (checkMark).
 * Exported for the bench's floor (bench/planReview.ts).
 */
export function insertMarkSql(user: AuthUser, input: { revisionId: number; mediaId: number; page: unknown; kind: unknown; geometry: unknown; color: unknown; comment: unknown }): { name: string; text: string; values: unknown[] } {
  const params = new Params();
  const [revision, media, page] = [params.add(input.revisionId), params.add(input.mediaId), params.add(input.page)];
  const mark = [params.add(input.kind), params.add(JSON.stringify(input.geometry)), params.add(input.color ?? DEFAULT_MARK_COLOR), params.add(normalizeComment(input.comment)), params.add(user.id)];
  const author = mark[4];
  const conditions = [`t.id = ${revision}`, 't.decision IS NULL'];
  conditions.push(`EXISTS (SELECT 1 FROM stand_messages sm JOIN message_media mm ON mm.message_id = sm.message_id AND mm.enabled JOIN media md ON md.id = mm.media_id
                    WHERE sm.id = t.submission_message_id AND mm.id = ${media} AND (${page}::int = 1 OR md.mime_type NOT LIKE 'image/%'))`);
  const scope = planRevisions.scope?.(user, params);
  if (scope) conditions.push(`(${scope})`);
  // assertMayMarkUp's rule: staff always; a standist of the stand where the show allows it.
  if (!mayMarkUp(user.roles, false, { planMarkupByStandists: false })) {
    conditions.push(
      mayMarkUp(user.roles, true, { planMarkupByStandists: true })
        ? `EXISTS (SELECT 1 FROM user_stand_roles usr WHERE usr.stand_id = t.stand_id AND usr.user_id = ${author})
           AND (SELECT sh.plan_markup_by_standists FROM stands s JOIN shows sh ON sh.id = s.show_id WHERE s.id = t.stand_id)`
        : 'false',
    );
  }
  const text = `WITH numbered AS (${nextMarkNumberSql(conditions.join(' AND '))}),
    t AS (
      INSERT INTO plan_annotations (revision_id, message_media_id, page, number, kind, geometry, color, comment, created_by_id)
      SELECT n.id, ${media}, ${page}::int, n.last_mark_number, ${mark[0]}, ${mark[1]}::jsonb, ${mark[2]}, ${mark[3]}, ${author} FROM numbered n
      RETURNING *)
    SELECT ${selectList(planAnnotations)} FROM t`;
  return { name: statementName(text), text, values: params.values };
}

/**
 * A prepared statement's name per text (one text per kind of caller: the scope and the right to
 * draw differ): each pooled connection parses and plans the statement once (its planning cost
 * several times its run).
 */
const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `plan-mark-insert-${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * A POST's every check, in the API's order, against the revision as it stands: 404 (a revision the
 * caller may not see), 403, 409 (decided), then the 422 naming each broken field. The ids when it passes.
 */
async function checkMark(pool: Pool, user: AuthUser, body: Record<string, unknown>): Promise<{ revisionId: number; mediaId: number }> {
  const violations: ViolationSpec[] = [];
  let revision: RevisionContext | null = null;
  const rawRevision = body.revision;
  if (rawRevision === undefined || rawRevision === null || rawRevision === '') {
    violations.push({ propertyPath: 'revision', key: 'api.violation.planRevisionMissing', code: CODES.notBlank });
  } else {
    const revisionId = idFromIri(rawRevision, PLAN_REVISIONS_IRI);
    if (revisionId === null) {
      violations.push({ propertyPath: 'revision', key: 'api.violation.iri', code: CODES.invalidIri, params: { collection: PLAN_REVISIONS_IRI } });
    } else {
      // A revision the caller may not see answers as a missing one: 404, as its marks would (issue 25's contract).
      revision = await revisionContext(pool, user, revisionId, { scoped: true });
      if (!revision) throw new ApiError(404, 'api.error.notFound');
    }
  }
  if (revision) {
    assertMayMarkUp(user, revision);
    if (revision.decided) throw decidedError();
  }

  let mediaId: number | null = null;
  const rawMedia = body.media;
  if (rawMedia === undefined || rawMedia === null || rawMedia === '') {
    violations.push({ propertyPath: 'media', key: 'api.violation.required', code: CODES.notBlank });
  } else {
    mediaId = idFromIri(rawMedia, MEDIA_IRI);
    if (mediaId === null) violations.push({ propertyPath: 'media', key: 'api.violation.iri', code: CODES.invalidIri, params: { collection: MEDIA_IRI } });
    else if (revision && !revision.files.has(mediaId)) violations.push({ propertyPath: 'media', key: 'api.violation.markMediaNotInRevision', code: CODES.choice });
  }
  const image = revision && mediaId !== null ? revision.files.get(mediaId) === true : false;
  pushRules(violations, markViolations({ page: body.page, kind: body.kind, geometry: body.geometry, color: body.color, comment: body.comment, image }));
  if (violations.length || !revision || mediaId === null) throw new ValidationError(violations);
  return { revisionId: revision.id, mediaId };
}

/**
 * POST: the revision (one the caller may see and draw on, undecided), the file (one of its files),
 * the mark's fields. A well-formed body goes straight to the one statement that saves it
 * (insertMarkSql); when that writes nothing, or the body breaks a rule, checkMark answers why.
 * The mark as its caller reads it.
 */
async function createMark(pool: Pool, user: AuthUser, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  let ids = markInput(body);
  for (let attempt = 0; attempt < 3; attempt++) {
    if (attempt > 0 || !ids) ids = await checkMark(pool, user, body);
    const sql = insertMarkSql(user, { ...ids, page: body.page, kind: body.kind, geometry: body.geometry, color: body.color, comment: body.comment });
    const { rows } = await pool.query(sql).catch(mapDbError);
    if (rows[0]) return serializeFor(planAnnotations, rows[0], user);
    // Every check passed, yet nothing written: the revision changed meanwhile; checked again.
  }
  throw decidedError();
}

interface StoredMark {
  revision_id: number;
  created_by_id: number | null;
  page: number;
  kind: string;
  geometry: unknown;
  color: string;
  comment: string | null;
  message_media_id: number;
}

const CONTENT_FIELDS = ['geometry', 'color', 'comment'] as const;

/**
 * PATCH: `{geometry?, color?, comment?}` by the mark's author on an undecided revision;
 * `{resolved}` by staff on any. The item is in the caller's scope already (404 otherwise).
 */
async function updateMark(pool: Pool, user: AuthUser, id: number, body: Record<string, unknown>, transaction: <T>(fn: (db: PoolClient) => Promise<T>) => Promise<T>): Promise<void> {
  const { rows } = await pool.query('SELECT revision_id, created_by_id, page, kind, geometry, color, comment, message_media_id FROM plan_annotations WHERE id = $1', [id]);
  const mark = rows[0] as StoredMark | undefined;
  if (!mark) throw new ApiError(404, 'api.error.notFound');
  const revision = await revisionContext(pool, user, mark.revision_id);
  if (!revision) throw new ApiError(404, 'api.error.notFound');

  const editing = CONTENT_FIELDS.filter((f) => f in body);
  const resolving = 'resolved' in body;
  const violations: ViolationSpec[] = [];
  if (resolving) {
    if (!mayResolveMarks(user.roles)) throw new ApiError(403, 'api.error.planMarkResolveForbidden');
    if (typeof body.resolved !== 'boolean') violations.push({ propertyPath: 'resolved', key: 'api.violation.type', code: CODES.type, params: { type: 'boolean' } });
  }
  const merged = {
    geometry: 'geometry' in body ? body.geometry : mark.geometry,
    color: 'color' in body ? (body.color ?? DEFAULT_MARK_COLOR) : mark.color,
    comment: 'comment' in body ? body.comment : mark.comment,
  };
  if (editing.length) {
    assertMayMarkUp(user, revision);
    if (mark.created_by_id !== user.id) throw new ApiError(403, 'api.error.planMarkNotOwn');
    if (revision.decided) throw decidedError();
    const image = revision.files.get(mark.message_media_id) === true;
    pushRules(violations, markViolations({ page: mark.page, kind: mark.kind, image, ...merged }), new Set(editing));
  }
  if (violations.length) throw new ValidationError(violations);
  if (!editing.length && !resolving) return;

  await transaction(async (db) => {
    if (editing.length) {
      const locked = await revisionContext(db, user, mark.revision_id, { lock: true });
      if (!locked || locked.decided) throw decidedError();
      await db.query('UPDATE plan_annotations SET geometry = $2::jsonb, color = $3, comment = $4, updated_at = now() WHERE id = $1', [
        id,
        JSON.stringify(merged.geometry),
        merged.color,
        normalizeComment(merged.comment),
      ]);
    }
    if (resolving) {
      // Ticking an already ticked mark keeps who ticked it and when.
      await db.query(
        `UPDATE plan_annotations SET resolved_at = CASE WHEN $2::boolean THEN coalesce(resolved_at, now()) END,
                resolved_by_id = CASE WHEN $2::boolean THEN CASE WHEN resolved_at IS NULL THEN $3::int ELSE resolved_by_id END END
          WHERE id = $1`,
        [id, body.resolved, user.id],
      );
    }
  });
}

/** DELETE: by the mark's author, while the revision is undecided. */
async function deleteMark(pool: Pool, user: AuthUser, id: number, transaction: <T>(fn: (db: PoolClient) => Promise<T>) => Promise<T>): Promise<void> {
  const { rows } = await pool.query('SELECT revision_id, created_by_id FROM plan_annotations WHERE id = $1', [id]);
  const mark = rows[0] as Pick<StoredMark, 'revision_id' | 'created_by_id'> | undefined;
  if (!mark) throw new ApiError(404, 'api.error.notFound');
  const revision = await revisionContext(pool, user, mark.revision_id);
  if (!revision) throw new ApiError(404, 'api.error.notFound');
  assertMayMarkUp(user, revision);
  if (mark.created_by_id !== user.id) throw new ApiError(403, 'api.error.planMarkNotOwn');
  if (revision.decided) throw decidedError();
  await transaction(async (db) => {
    const locked = await revisionContext(db, user, mark.revision_id, { lock: true });
    if (!locked || locked.decided) throw decidedError();
    await db.query('DELETE FROM plan_annotations WHERE id = $1', [id]);
    // The revision's counter back to its highest mark left (read under the lock: exact), so the
    // next mark takes the number after it, as it always did.
    await resetMarkCounter(db, mark.revision_id);
  });
}

export const planAnnotations = defineResource({
  path: 'plan_annotations',
  type: 'PlanAnnotation',
  table: 'plan_annotations',
  description:
    "A mark on one page of one file of a plan revision, in page fractions. Drawn by staff (and the stand's standists where the show allows it); edited and deleted by its author while the revision is undecided; ticked resolved by staff.",
  fields: {
    revision: {
      description: 'POST: the plan revision (one the caller may see, undecided).',
      read: { sql: 't.revision_id', type: 'iri', iri: PLAN_REVISIONS_IRI, range: '#PlanRevision' },
      input: { required: true, range: '#PlanRevision' },
    },
    stand: { read: { sql: STAND_OF_MARK, type: 'iri', iri: `${API_PREFIX}/stands`, range: '#Stand' } },
    media: {
      description: "POST: the file drawn on, one of the revision's files (MessageMedia).",
      read: { sql: 't.message_media_id', type: 'iri', iri: MEDIA_IRI, range: '#MessageMedia' },
      input: { required: true, range: '#MessageMedia' },
    },
    page: {
      description: `POST: the page, 1…${MAX_PAGE} (1 on an image).`,
      read: { sql: 't.page', type: 'integer' },
      input: { required: true, range: 'xmls:integer' },
    },
    number: { description: 'Assigned by the server: 1, 2, … per revision ("mark 3").', read: { sql: 't.number', type: 'integer' } },
    kind: {
      description: `POST: ${MARK_KINDS.join(', ')}.`,
      read: { sql: 't.kind', type: 'string' },
      input: { required: true, range: 'xmls:string' },
    },
    geometry: {
      description:
        'Page fractions (0…1 of the unrotated page): {x, y, width, height} (rectangle, cloud, text), {points: [[x, y], [x, y]]} (arrow, line), {points: [[x, y], …]} 2…2000 points (freehand), {x, y} (pin).',
      read: { sql: 't.geometry', type: 'object' },
      input: { required: true },
    },
    color: {
      description: `One of ${MARK_COLORS.join(', ')} (default ${DEFAULT_MARK_COLOR}).`,
      read: { sql: 't.color', type: 'string' },
      input: { range: 'xmls:string' },
    },
    comment: {
      description: `At most ${MAX_COMMENT} characters; required on a text box and a pin.`,
      read: { sql: 't.comment', type: 'string', nullable: true },
      input: { range: 'xmls:string' },
    },
    createdBy: { read: { sql: 't.created_by_id', type: 'iri', iri: `${API_PREFIX}/users`, range: '#User', nullable: true } },
    createdByName: { read: { sql: nameSql('t.created_by_id'), type: 'string', nullable: true } },
    createdAt: { read: { sql: 't.created_at', type: 'datetime' } },
    updatedAt: { read: { sql: 't.updated_at', type: 'datetime' } },
    resolved: {
      description: 'PATCH {resolved: true|false}: ticked resolved (admin, support, organizer), on any revision.',
      read: { sql: 't.resolved_at IS NOT NULL', type: 'boolean' },
      input: { range: 'xmls:boolean' },
    },
    resolvedAt: { read: { sql: 't.resolved_at', type: 'datetime', nullable: true } },
    resolvedByName: { read: { sql: nameSql('t.resolved_by_id'), type: 'string', nullable: true } },
  },
  filters: {
    search: {
      revision: { strategy: 'exact', type: 'integer', iri: PLAN_REVISIONS_IRI, sql: 't.revision_id' },
      stand: { strategy: 'exact', type: 'integer', iri: `${API_PREFIX}/stands`, sql: STAND_OF_MARK },
      media: { strategy: 'exact', type: 'integer', iri: MEDIA_IRI, sql: 't.message_media_id' },
      // `page` is the collection's paging parameter (Hydra's): the page of the file is `pageNumber`.
      pageNumber: { strategy: 'exact', type: 'integer', sql: 't.page' },
    },
    order: { number: 't.number', id: 't.id', createdAt: 't.created_at' },
  },
  defaultOrder: [
    ['number', 'asc'],
    ['id', 'asc'],
  ],
  itemsPerPage: 500,
  operations: { list: 'stand.view', read: 'stand.view', create: 'planAnnotation.add', update: 'planAnnotation.add', delete: 'planAnnotation.add' },
  processors: {
    create: { run: async ({ pool, user, body }) => ({ body: await createMark(pool, user, body), status: 201 }) },
    update: {
      run: async ({ pool, user, body, id, transaction }) => {
        await updateMark(pool, user, id!, body, transaction);
        return { item: id! };
      },
    },
    delete: {
      run: async ({ pool, user, id, transaction }) => {
        await deleteMark(pool, user, id!, transaction);
        return { status: 204 };
      },
    },
  },
  scope: viaStand(STAND_OF_MARK),
});

export default defineResourceModule({ resources: [planAnnotations] });
