/**
 * The processor of POST and PATCH /backend/shows (server/resources/shows.ts): the generic validation of the
 * declaration, then, on the show as it would be once written (its row locked), the form's rules
 * (src/domain/showRules.ts), the files it names (show media of the right kind, uploaded by the
 * caller unless an admin, or already the show's), the organizer (a user with the organizer role);
 * then the row, its query parameters (replaced when sent) and the organizer's link to the show
 * (user_shows, what the scopes read), in one transaction naming its author. Also the writes of one
 * query parameter (/backend/show_source_query_parameters): this module owns their table.
 */
import { ROLES, isAdmin } from '@/domain/roles';
import { showViolations, type ShowRule } from '@/domain/showRules';
import type { AuthUser } from '../auth/user';
import { withActor, type Pool, type PoolClient } from '../db/pool';
import { assertAccess } from '../hydra/access';
import { notFound, ValidationError, type ViolationSpec } from '../hydra/errors';
import { referenceViolations, validateBody } from '../hydra/writes';
import type { Resource } from '../hydra/resource';
import { Params } from '../hydra/sql';
import { CODES, text } from '../hydra/validators';
import { linkOrganizer } from '../repositories/userShows';

const RULE_KEYS: Record<ShowRule, string> = {
  nameMissing: 'api.violation.showNameMissing',
  required: 'api.violation.required',
  gatewayLocked: 'api.violation.gatewayLocked',
  endBeforeStart: 'api.violation.endBeforeStart',
  securityDocumentMissing: 'api.violation.securityDocumentMissing',
};

/** The show's file fields: column and the upload kind each accepts. */
const MEDIA_FIELDS = {
  logo: { column: 'logo_id', kind: 'showLogo' },
  exhibitorGuide: { column: 'exhibitor_guide_id', kind: 'showDocument' },
  map: { column: 'map_id', kind: 'showDocument' },
  securityInstructions: { column: 'security_instructions_id', kind: 'showDocument' },
} as const;

/** A new show's row before its first write (the columns' defaults). */
const NEW_SHOW: Record<string, unknown> = { external_sync: false, security_instructions_function: false };

export const MAX_QUERY_PARAMETERS = 50;
/** A query parameter's name or value: required, trimmed, at most 255 characters, no control character. */
export const queryParameterText = text({ required: true, max: 255, missingKey: 'api.violation.required' });

interface QueryParameter {
  name: string;
  value: string;
}

/** `queryParameters`: undefined when not sent; violations per row and field. */
function parseQueryParameters(input: Record<string, unknown>, violations: ViolationSpec[]): QueryParameter[] | undefined {
  if (!Object.prototype.hasOwnProperty.call(input, 'queryParameters')) return undefined;
  const raw = input.queryParameters ?? [];
  if (!Array.isArray(raw)) {
    violations.push({ propertyPath: 'queryParameters', key: 'api.violation.type', code: CODES.type, params: { type: 'array' } });
    return undefined;
  }
  if (raw.length > MAX_QUERY_PARAMETERS) {
    violations.push({ propertyPath: 'queryParameters', key: 'api.violation.tooLong', code: CODES.tooLong, params: { limit: MAX_QUERY_PARAMETERS } });
    return undefined;
  }
  return raw.map((row, i) => {
    const item = row !== null && typeof row === 'object' ? (row as Record<string, unknown>) : {};
    const out: QueryParameter = { name: '', value: '' };
    for (const field of ['name', 'value'] as const) {
      const checked = queryParameterText.check(item[field]);
      if (checked.ok) out[field] = checked.value as string;
      else violations.push({ propertyPath: `queryParameters[${i}].${field}`, key: checked.key, code: checked.code, params: checked.params });
    }
    return out;
  });
}

const toMs = (value: unknown): number | null => (value instanceof Date ? value.getTime() : null);

/** The files the write names: show media of the field's kind, the caller's own upload (an admin: any), or the show's already. */
async function mediaViolations(db: PoolClient, user: AuthUser, values: Record<string, unknown>, current: Record<string, unknown>): Promise<ViolationSpec[]> {
  const out: ViolationSpec[] = [];
  for (const [field, { column, kind }] of Object.entries(MEDIA_FIELDS)) {
    const id = values[field];
    if (id === undefined || id === null || id === current[column]) continue;
    const { rows } = await db.query('SELECT kind, created_by_id FROM media WHERE id = $1 AND enabled', [id]);
    const ok = rows.length && rows[0].kind === kind && (rows[0].created_by_id === user.id || isAdmin(user.roles));
    if (!ok) out.push({ propertyPath: field, key: 'api.violation.showMediaNotFound', code: CODES.itemNotFound });
  }
  return out;
}

async function organizerViolations(db: PoolClient, values: Record<string, unknown>): Promise<ViolationSpec[]> {
  const id = values.organizer;
  if (id === undefined || id === null) return [];
  const { rowCount } = await db.query('SELECT 1 FROM users u JOIN roles r ON r.id = u.role_id WHERE u.id = $1 AND r.reference = $2', [id, ROLES.ORGANIZER]);
  return rowCount ? [] : [{ propertyPath: 'organizer', key: 'api.violation.organizerNotFound', code: CODES.itemNotFound }];
}

/** The form's rules on the show as it would be once written; none on a field already refused. */
function ruleViolations(resource: Resource, merged: Record<string, unknown>, saved: Record<string, unknown>, parameters: QueryParameter[] | undefined, savedParameters: QueryParameter[], already: ViolationSpec[]): ViolationSpec[] {
  const col = (field: string) => merged[resource.fields[field].write!.column];
  const found = showViolations({
    name: col('name') as string | null,
    savedExternalSync: saved.external_sync === true,
    externalSync: col('externalSync') === true,
    source: col('source'),
    sourcePath: col('sourcePath') as string | null,
    externalSyncDeadline: toMs(col('externalSyncDeadline')),
    externalExhibitorAccessUrl: col('externalExhibitorAccessUrl') as string | null,
    securityInstructionsFunction: col('securityInstructionsFunction') === true,
    securityInstructions: col('securityInstructions'),
    installationDateStart: toMs(col('installationDateStart')),
    installationDateEnd: toMs(col('installationDateEnd')),
    uninstallationDateStart: toMs(col('uninstallationDateStart')),
    uninstallationDateEnd: toMs(col('uninstallationDateEnd')),
    queryParameters: parameters ?? savedParameters,
  });
  const refused = new Set(already.map((v) => v.propertyPath));
  return found
    .filter((v) => !refused.has(v.field))
    .map((v) => ({ propertyPath: v.field, key: RULE_KEYS[v.rule], code: v.rule === 'endBeforeStart' ? CODES.regex : CODES.notBlank }));
}

const norm = (v: unknown) => (v === undefined || v === '' ? null : v);
/** Whether the write sends `field` with another value than the saved `column`. */
const differs = (values: Record<string, unknown>, saved: Record<string, unknown>, field: string, column: string) => field in values && norm(values[field]) !== norm(saved[column]);

/** Whether a write changes the show's gateway: its switch, source, folder or query parameters. */
function gatewayChanged(values: Record<string, unknown>, parameters: QueryParameter[] | undefined, saved: Record<string, unknown>, savedParameters: QueryParameter[]): boolean {
  if (differs(values, saved, 'externalSync', 'external_sync') || differs(values, saved, 'source', 'source_id') || differs(values, saved, 'sourcePath', 'source_path')) return true;
  if (!parameters) return false;
  return JSON.stringify(parameters.map((p) => [p.name, p.value])) !== JSON.stringify(savedParameters.map((p) => [p.name, p.value]));
}

/**
 * Once a show was synced (a successful sync stamped it, or its stands carry external
 * identifiers), its source and folder stay: its stands are keyed by that source's tokens, which
 * another source or folder never names, so they would stay on the show untouched, neither
 * updated nor withdrawn (docs/gateway.md). A 422 on each field changed.
 */
async function sourceLockViolations(db: PoolClient, showId: number, values: Record<string, unknown>, saved: Record<string, unknown>): Promise<ViolationSpec[]> {
  const changed = ([['source', 'source_id'], ['sourcePath', 'source_path']] as const).filter(([field, column]) => differs(values, saved, field, column));
  if (!changed.length) return [];
  const synced =
    !!saved.external_sync_at ||
    !!(await db.query('SELECT 1 FROM external_stand_identifiers e JOIN stands s ON s.id = e.stand_id WHERE s.show_id = $1 LIMIT 1', [showId])).rowCount;
  return synced ? changed.map(([field]) => ({ propertyPath: field, key: 'api.violation.gatewaySourceLocked', code: CODES.regex })) : [];
}

/** Validates and writes a show (create when `id` is null); its id. */
export async function writeShow(pool: Pool, resource: Resource, user: AuthUser, body: unknown, id: number | null): Promise<number> {
  const { values, present, violations } = validateBody(resource, body, id === null ? 'create' : 'patch');
  if (id !== null) {
    // The permission of each field sent (organizer: show.editOrganizer), else the operation's.
    const needed = new Set(present.map((name) => resource.fields[name].write!.permission ?? resource.operations.update!));
    if (needed.size === 0) needed.add(resource.operations.update!);
    for (const access of needed) assertAccess(user, access);
  } else if (values.organizer !== undefined) {
    assertAccess(user, 'show.editOrganizer');
  }
  const parameters = parseQueryParameters(body as Record<string, unknown>, violations);
  violations.push(...(await referenceViolations(pool, resource, user, values, violations)));

  return withActor(pool, user.id, async (db) => {
    let saved = NEW_SHOW;
    let savedParameters: QueryParameter[] = [];
    if (id !== null) {
      const { rows } = await db.query('SELECT * FROM shows WHERE id = $1 FOR UPDATE', [id]);
      if (!rows.length) throw notFound();
      saved = rows[0];
      savedParameters = (await db.query('SELECT name, value FROM show_source_query_parameters WHERE show_id = $1 ORDER BY position, id', [id])).rows;
      // The gateway decides whose exhibitors come in: only show.editGateway changes it (an
      // organizer's form sends it unchanged; a changed source or folder would pull another
      // organizer's exhibitors into this show).
      if (gatewayChanged(values, parameters, saved, savedParameters)) assertAccess(user, 'show.editGateway');
    }
    if (id !== null) violations.push(...(await sourceLockViolations(db, id, values, saved)));
    violations.push(...(await mediaViolations(db, user, values, saved)), ...(await organizerViolations(db, values)));
    const columns = Object.fromEntries(Object.entries(values).map(([name, value]) => [resource.fields[name].write!.column, value]));
    violations.push(...ruleViolations(resource, { ...saved, ...columns }, saved, parameters, savedParameters, violations));
    if (violations.length) throw new ValidationError(violations);

    const params = new Params();
    const entries = Object.entries(columns);
    let showId = id;
    if (showId === null) {
      const sql = entries.length
        ? `INSERT INTO shows (${entries.map(([c]) => c).join(', ')}) VALUES (${entries.map(([, v]) => params.add(v)).join(', ')}) RETURNING id`
        : 'INSERT INTO shows DEFAULT VALUES RETURNING id';
      showId = (await db.query(sql, params.values)).rows[0].id as number;
    } else if (entries.length) {
      const sets = entries.map(([c, v]) => `${c} = ${params.add(v)}`);
      await db.query(`UPDATE shows SET ${sets.join(', ')}, updated_at = now() WHERE id = ${params.add(showId)}`, params.values);
    }
    if (parameters) {
      await db.query('DELETE FROM show_source_query_parameters WHERE show_id = $1', [showId]);
      if (parameters.length) {
        await db.query(
          `INSERT INTO show_source_query_parameters (show_id, source_id, name, value, position)
           SELECT $1, (SELECT source_id FROM shows WHERE id = $1), n, v, p FROM unnest($2::text[], $3::text[], $4::int[]) AS x(n, v, p)`,
          [showId, parameters.map((p) => p.name), parameters.map((p) => p.value), parameters.map((_, i) => i)],
        );
      }
    }
    // The scopes read user_shows: the organizer now sees (and edits) the show.
    if (values.organizer !== undefined && values.organizer !== null) {
      await linkOrganizer(db, values.organizer as number, showId);
    }
    return showId;
  });
}

/** The show's last synchronisation (issue 24), stamped by a sync in its transaction. */
export async function stampShowSynced(db: PoolClient, showId: number): Promise<void> {
  await db.query('UPDATE shows SET external_sync_at = now() WHERE id = $1', [showId]);
}

/**
 * PATCH /backend/show_source_query_parameters/{id} (server/resources/showSourceQueryParameters.ts):
 * its name and value, with the show form's rule (queryParameterText); the caller's permission and
 * scope were checked by the processor's handler.
 */
export async function updateQueryParameter(pool: Pool, resource: Resource, user: AuthUser, id: number, body: unknown): Promise<void> {
  const { values, violations } = validateBody(resource, body, 'patch');
  if (violations.length) throw new ValidationError(violations);
  if (values.name === undefined && values.value === undefined) return;
  await withActor(pool, user.id, async (db) => {
    const { rowCount } = await db.query(
      'UPDATE show_source_query_parameters SET name = coalesce($2, name), value = coalesce($3, value) WHERE id = $1',
      [id, values.name ?? null, values.value ?? null],
    );
    if (!rowCount) throw notFound();
  });
}

/** DELETE /backend/show_source_query_parameters/{id}: the later ones keep their order. */
export async function deleteQueryParameter(pool: Pool, user: AuthUser, id: number): Promise<void> {
  await withActor(pool, user.id, async (db) => {
    const { rowCount } = await db.query('DELETE FROM show_source_query_parameters WHERE id = $1', [id]);
    if (!rowCount) throw notFound();
  });
}
