/**
 * `POST /backend/stands/bulk` (issue 11, item 5): one triage action on many stands, chosen by
 * ids or by the stand list's filter (`{filter: <the list's query parameters>}`), which is
 * compiled by the stands resource's own filters and always within the caller's scope: a stand
 * the caller may not see is never touched, and an id outside it counts as `notFound`.
 *
 * Set-based, in one transaction with the caller as actor (the stand timeline's triggers write
 * one event per changed stand): the selected stands go into a temporary table, their skip
 * reasons are counted from it, then one statement changes the others: an UPDATE of the flag, or
 * for a status change the plan workflow's writer (server/services/workflow/applyTransition.ts,
 * the single change's too: the status and each stand's workflow message). Every write re-checks
 * its own condition (`status = ANY(from)`, the flag not yet set), so a concurrent change is not undone.
 */
import {
  BULK_STATUS_TARGETS,
  bulkNeedsReason,
  bulkTransitions,
  isStandBulkAction,
  MAX_BULK_IDS,
  STAND_BULK_ACTIONS,
  STAND_BULK_PERMISSION,
  type StandBulkAction,
  type StandBulkResult,
  type StandBulkSkip,
} from '@/domain/standBulk';
import { isStandStatus, type StandStatus } from '@/domain/standStatus';
import type { AuthUser } from '../auth/user';
import { withActor, type Pool, type PoolClient } from '../db/pool';
import { assertAccess } from '../hydra/access';
import { ApiError, ValidationError, type ViolationSpec } from '../hydra/errors';
import { compileFilters } from '../hydra/query';
import { checkQueryPairs } from '../hydra/input';
import { searchVariables } from '../hydra/search';
import { standScope } from '../hydra/scopes';
import { Params, parseId } from '../hydra/sql';
import type { Resource } from '../hydra/resource';
import { CODES, text } from '../hydra/validators';
import { setTriageFlag, triageOnMessage, type TriageFlag } from '../repositories/stands';
import type { Action } from './deps';
import { applyTransitions } from './workflow/applyTransition';
import { PLAN_STORE } from './workflow/stores';

/** Parameters of the list that choose rows; paging and order are accepted and ignored. */
const IGNORED_KEYS = new Set(['page', 'itemsPerPage', 'pagination', 'all']);
const filterKeys = new WeakMap<Resource, Set<string>>();
const knownFilterKey = (stands: Resource, key: string): boolean => {
  if (!filterKeys.has(stands)) filterKeys.set(stands, new Set(searchVariables(stands).map((v) => v.variable)));
  return filterKeys.get(stands)!.has(key) || IGNORED_KEYS.has(key);
};

const reasonValidator = text({ required: true, max: 10_000, multiline: true });

interface BulkRequest {
  action: StandBulkAction;
  status: StandStatus | null;
  message: string | null;
  ids: number[] | null;
  /** The filter's SQL conditions, with their values in `params`. */
  conditions: string[];
  params: Params;
}

/** The filter object as query pairs; a key the list does not have, or a value not text, is a violation. */
function filterPairs(stands: Resource, raw: Record<string, unknown>, violations: ViolationSpec[]): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(raw)) {
    const path = `selection.filter.${key}`;
    if (!knownFilterKey(stands, key)) {
      violations.push({ propertyPath: path, key: 'api.violation.unknownFilter', code: CODES.choice });
      continue;
    }
    const values = Array.isArray(value) ? value : [value];
    if (!values.every((v) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')) {
      violations.push({ propertyPath: path, key: 'api.violation.type', code: CODES.type, params: { type: 'string' } });
      continue;
    }
    if (!IGNORED_KEYS.has(key) && !key.startsWith('order[')) values.forEach((v) => pairs.push([key, String(v)]));
  }
  return pairs;
}

/** Reads and checks the body: every problem at once, as a 422 naming its field. */
function parseBulkRequest(stands: Resource, user: AuthUser, body: unknown): BulkRequest {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, 'api.error.badBody');
  const b = body as Record<string, unknown>;
  const violations: ViolationSpec[] = [];
  const action = isStandBulkAction(b.action) ? b.action : null;
  if (!action) {
    violations.push({ propertyPath: 'action', key: 'api.violation.choice', code: CODES.choice, params: { choices: STAND_BULK_ACTIONS.join(', ') } });
  } else {
    // The role first: a refused action is a 403 whatever else the body holds.
    assertAccess(user, STAND_BULK_PERMISSION[action]);
  }

  let status: StandStatus | null = null;
  let message: string | null = null;
  if (action === 'changeStatus') {
    if (isStandStatus(b.status) && BULK_STATUS_TARGETS.includes(b.status)) status = b.status;
    else violations.push({ propertyPath: 'status', key: 'api.violation.choice', code: CODES.choice, params: { choices: BULK_STATUS_TARGETS.join(', ') } });
    const given = b.message === undefined || b.message === null || b.message === '' ? null : reasonValidator.check(b.message);
    if (given && !given.ok) violations.push({ propertyPath: 'message', key: given.key, code: given.code, params: given.params });
    else if (given?.ok) message = given.value as string;
    else if (status && bulkNeedsReason(status)) violations.push({ propertyPath: 'message', key: 'api.violation.reasonMissing', code: CODES.notBlank });
  }

  const params = new Params();
  let ids: number[] | null = null;
  let conditions: string[] = [];
  const selection = b.selection;
  const sel = selection && typeof selection === 'object' && !Array.isArray(selection) ? (selection as Record<string, unknown>) : null;
  if (!sel || (sel.ids === undefined) === (sel.filter === undefined)) {
    violations.push({ propertyPath: 'selection', key: 'api.violation.bulkSelection', code: CODES.notBlank });
  } else if (sel.ids !== undefined) {
    const list = Array.isArray(sel.ids) ? sel.ids : null;
    // An id past PostgreSQL's integer is no id (parseId's range), not a database error.
    const parsed = list?.map((v) => (typeof v === 'number' ? (Number.isSafeInteger(v) ? parseId(String(v)) : null) : typeof v === 'string' ? parseId(v) : null));
    if (!parsed || parsed.length === 0 || parsed.some((v) => v === null)) {
      violations.push({ propertyPath: 'selection.ids', key: 'api.violation.bulkIds', code: CODES.type });
    } else if (parsed.length > MAX_BULK_IDS) {
      violations.push({ propertyPath: 'selection.ids', key: 'api.violation.bulkTooMany', code: CODES.tooLong, params: { limit: MAX_BULK_IDS } });
    } else ids = [...new Set(parsed as number[])];
  } else {
    const raw = sel.filter;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
      violations.push({ propertyPath: 'selection.filter', key: 'api.violation.type', code: CODES.type, params: { type: 'object' } });
    } else {
      const pairs = filterPairs(stands, raw as Record<string, unknown>, violations);
      try {
        checkQueryPairs(pairs);
        conditions = compileFilters(stands, pairs, params).conditions;
      } catch (err) {
        // A filter value the list's own GET would refuse with a 400: here a violation of the body.
        if (!(err instanceof ApiError)) throw err;
        const param = typeof err.params.param === 'string' ? err.params.param : '';
        violations.push({ propertyPath: `selection.filter${param ? `.${param}` : ''}`, key: err.key, code: CODES.type, params: err.params });
      }
    }
  }
  if (violations.length || !action) throw new ValidationError(violations);
  return { action, status, message, ids, conditions, params };
}

/** The selected stands the caller may see, into `bulk_target` (dropped at commit). */
async function collectTargets(db: PoolClient, user: AuthUser, request: BulkRequest): Promise<void> {
  const { params } = request;
  const scope = standScope(user, params);
  const where = [...(scope ? [`(${scope})`] : []), ...request.conditions];
  if (request.ids) where.push(`t.id = ANY(${params.add(request.ids)}::int[])`);
  await db.query(
    `CREATE TEMP TABLE bulk_target ON COMMIT DROP AS
     SELECT t.id, t.status, t.un_seen, t.treated, sh.enabled AS show_enabled
     FROM stands t JOIN shows sh ON sh.id = t.show_id
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
    params.values,
  );
}

/** The flag actions: the flag and the value written. */
const FLAG_ACTIONS = {
  markSeen: { flag: 'un_seen', value: false },
  markUnseen: { flag: 'un_seen', value: true },
  markTreated: { flag: 'treated', value: true },
  markUntreated: { flag: 'treated', value: false },
} as const satisfies Record<string, { flag: TriageFlag; value: boolean }>;

async function applyFlag(db: PoolClient, action: keyof typeof FLAG_ACTIONS): Promise<{ changed: number; skipped: StandBulkSkip[] }> {
  const { flag, value } = FLAG_ACTIONS[action];
  const changed = await setTriageFlag(db, 'SELECT id FROM bulk_target', flag, value);
  const { rows } = await db.query('SELECT count(*)::int AS n FROM bulk_target');
  const unchanged = rows[0].n - changed;
  return { changed, skipped: unchanged > 0 ? [{ reason: 'unchanged', count: unchanged }] : [] };
}

async function applyStatus(db: PoolClient, user: AuthUser, to: StandStatus, message: string | null): Promise<{ changed: number; skipped: StandBulkSkip[] }> {
  const transitions = bulkTransitions(user.roles, to);
  const from = transitions.map((t) => t.from);
  const { rows } = await db.query(
    `SELECT CASE WHEN NOT show_enabled THEN 'showDisabled' WHEN status = $1 THEN 'unchanged'
                 WHEN status = ANY($2::text[]) THEN 'ok' ELSE 'transition' END AS reason,
            CASE WHEN show_enabled AND status <> $1 AND NOT status = ANY($2::text[]) THEN status END AS "from",
            count(*)::int AS count
     FROM bulk_target GROUP BY 1, 2 ORDER BY 1, 2`,
    [to, from],
  );
  const skipped: StandBulkSkip[] = rows
    .filter((r) => r.reason !== 'ok')
    .map((r) => (r.from ? { reason: r.reason, from: r.from, count: r.count } : { reason: r.reason, count: r.count }));
  // The staff's step, as one stand's (the workflow's one writer): the stand is treated, its status
  // moves (only from a status the step starts from, checked again under the row lock), and its
  // thread gets the step's message (without text, a validation's standard bilingual one).
  const changed = await applyTransitions(db, PLAN_STORE, 'SELECT id FROM bulk_target WHERE show_enabled', {
    transitions,
    message: { content: message, authorId: user.id, authorRole: null },
    alsoSet: triageOnMessage(false),
  });
  const expected = rows.find((r) => r.reason === 'ok')?.count ?? 0;
  // Stands another request moved meanwhile: not changed, and no longer in a status the step starts from.
  if (changed < expected) skipped.push({ reason: 'transition', count: expected - changed });
  return { changed, skipped };
}

/** `stands`: the stand list's declaration, whose filters choose the stands (passed in: services never import a resource). */
export async function runStandBulk(pool: Pool, stands: Resource, user: AuthUser, body: unknown): Promise<StandBulkResult> {
  const request = parseBulkRequest(stands, user, body);
  return withActor(pool, user.id, async (db) => {
    await collectTargets(db, user, request);
    const { rows } = await db.query('SELECT count(*)::int AS n FROM bulk_target');
    const found: number = rows[0].n;
    const outcome =
      request.action === 'changeStatus'
        ? await applyStatus(db, user, request.status!, request.message)
        : await applyFlag(db, request.action);
    const matched = request.ids ? request.ids.length : found;
    const skipped = request.ids && found < matched ? [{ reason: 'notFound' as const, count: matched - found }, ...outcome.skipped] : outcome.skipped;
    return { action: request.action, status: request.status, matched, changed: outcome.changed, skipped };
  });
}

/**
 * `POST /backend/stands/bulk`, an action of the stands resource: any logged-in caller, each
 * action's own permission checked on the body (STAND_BULK_PERMISSION).
 */
export const standBulkAction: Action = {
  on: 'collection',
  access: 'authenticated',
  description: 'One triage action (mark treated or seen, change the status) on the selected or filtered stands.',
  async run({ pool, resource, user, body }) {
    const result = await runStandBulk(pool, resource, user, body);
    return { body: { '@context': '/backend/contexts/StandBulkResult', '@type': 'StandBulkResult', ...result } };
  },
};
