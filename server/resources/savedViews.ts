/**
 * `/backend/saved_views` (issue 11, item 6): the named list states of the caller — filters,
 * sort and column layout of one list screen — private to their owner (the scope is the
 * caller's own rows: another user's view is a 404). The SPA reads the state back with the
 * list's own rules (normalizeListState), so an old or edited view never breaks a screen.
 */
import { lockFor } from '../db/locks';
import type { Pool, PoolClient } from '../db/pool';
import { ValidationError, type ViolationSpec } from '../hydra/errors';
import { defineResource } from '../hydra/resource';
import { defineResourceModule } from '../resourceModule';
import { CODES, text, type Validated, type Validator } from '../hydra/validators';

/** A list state: a JSON object of at most 8 KB, stored as given. */
const MAX_STATE_BYTES = 8_192;
/** Views a user keeps per list: more than a menu can show, fewer than a script could pile up. */
export const MAX_VIEWS_PER_LIST = 50;
/**
 * What jsonb refuses (a 400 from the database otherwise): a NUL, or a lone surrogate, which
 * JSON.stringify writes as `\u0000` / `\ud800` escapes; an escape, not an escaped backslash
 * followed by the letters (an even number of backslashes before it).
 */
const viewsOf = async (db: Pool | PoolClient, userId: number, list: unknown): Promise<number> =>
  (await db.query('SELECT count(*)::int AS n FROM saved_views WHERE user_id = $1 AND list = $2', [userId, list])).rows[0].n;
const tooMany = (): ViolationSpec[] => [
  { propertyPath: 'name', key: 'api.violation.savedViewsTooMany', code: CODES.tooLong, params: { limit: MAX_VIEWS_PER_LIST } },
];
const UNSTORABLE_ESCAPE = /(?:^|[^\\])(?:\\\\)*\\u(?:0000|d[89a-f][0-9a-f]{2})/i;
const listState: Validator = {
  range: 'xmls:object',
  required: true,
  check(value): Validated {
    if (value === null || value === undefined) return { ok: false, key: 'api.violation.notBlank', code: CODES.notBlank };
    if (typeof value !== 'object' || Array.isArray(value)) return { ok: false, key: 'api.violation.type', code: CODES.type, params: { type: 'object' } };
    const json = JSON.stringify(value);
    if (Buffer.byteLength(json) > MAX_STATE_BYTES) return { ok: false, key: 'api.violation.tooLong', code: CODES.tooLong, params: { limit: MAX_STATE_BYTES } };
    if (UNSTORABLE_ESCAPE.test(json)) return { ok: false, key: 'api.violation.controlChar', code: CODES.controlChar };
    return { ok: true, value: json };
  },
};

export const savedViews = defineResource({
  path: 'saved_views',
  type: 'SavedView',
  table: 'saved_views',
  description: "A named state (filters, sort, columns) of one of the caller's list screens.",
  fields: {
    list: {
      description: "The list definition's id (stands, layoutTypes…); set on create.",
      read: { sql: 't.list', type: 'string' },
      write: { column: 'list', createOnly: true, validator: text({ required: true, max: 50, pattern: /^[A-Za-z][A-Za-z0-9_-]*$/ }) },
    },
    name: { read: { sql: 't.name', type: 'string' }, write: { column: 'name', validator: text({ required: true, max: 100 }) } },
    state: { description: 'The list state: its filters, sort and layout.', read: { sql: 't.state', type: 'object' }, write: { column: 'state', validator: listState } },
    createdAt: { read: { sql: 't.created_at', type: 'datetime' } },
    updatedAt: { read: { sql: 't.updated_at', type: 'datetime' } },
  },
  filters: {
    search: { list: { strategy: 'exact', sql: 't.list' } },
    order: { id: 't.id', name: 't.name', updatedAt: 't.updated_at' },
  },
  defaultOrder: [['name', 'asc']],
  itemsPerPage: 100,
  operations: { list: 'authenticated', read: 'authenticated', create: 'authenticated', update: 'authenticated', delete: 'authenticated' },
  scope: (user, params) => `t.user_id = ${params.add(user.id)}`,
  onUpdate: () => ({ updated_at: 'now()' }),
  hooks: {
    createColumns: (user) => ({ user_id: user.id }),
    // A fast refusal when plainly over; afterWrite decides.
    async checkWrite(db, { id, values, user }) {
      if (id !== null) return [];
      return (await viewsOf(db, user.id, values.list)) >= MAX_VIEWS_PER_LIST ? tooMany() : [];
    },
    /**
     * The limit where it holds: in the inserting transaction, the row just inserted counted, under
     * a lock on the user (server/db/locks.ts): parallel creations are counted one after the other,
     * each seeing the ones committed before it, so exactly MAX_VIEWS_PER_LIST are kept.
     */
    async afterWrite(db, event) {
      if (event.op !== 'create') return;
      await lockFor(db, 'savedViews', event.row.user_id as number);
      if ((await viewsOf(db, event.row.user_id as number, event.row.list)) > MAX_VIEWS_PER_LIST) throw new ValidationError(tooMany());
    },
  },
});

export default defineResourceModule({ resources: [savedViews] });
