/**
 * The one writer of a workflow step (src/domain/workflow.ts): moves subjects (stands; next
 * demands, stand documents) from a status to another and writes, for each one moved, the thread
 * message that carries the new status. The timeline's statement triggers (migrations 009, 020)
 * then record the status change, the flags it set and the message, as one event each.
 *
 * Compare-and-set: the UPDATE moves only the rows whose status is still one the transitions start
 * from (`status = ANY(from)`, checked again under the row lock), so of two concurrent changes
 * from the same status exactly one applies; the other moves nothing and writes no message.
 * Set-based: one statement for one subject or 20,000 (the bulk status change, docs/performance.md),
 * never a loop. It runs in the caller's transaction, whose actor (`app.user_id`: withActor) the
 * timeline records.
 */
import type { MessageContract, Transition } from '@/domain/workflow';
import type { PoolClient } from '../../db/pool';
import { ApiError } from '../../hydra/errors';
import { Params } from '../../hydra/sql';
import { t as translate } from '../../i18n';
import type { WorkflowStore } from './stores';

/** The message every moved subject gets. */
export interface TransitionMessage {
  /** Its text, already checked; null: the transition's standard text (a validation's). */
  content: string | null;
  authorId: number;
  /** The author's role on the subject when writing (a stand role), null for staff. */
  authorRole: string | null;
  /** More columns of the thread row, the same for every subject (the plan confirmation's). Names from code only. */
  threadColumns?: Record<string, unknown>;
}

export interface TransitionWrite<S extends string> {
  /** Every transition taken: same `to` and same message contract, one per `from`. */
  transitions: readonly Transition<S, string, string>[];
  message: TransitionMessage;
  /** More of the same UPDATE (the thread's effects on its owner: a stand's triage flags). SQL from code only. */
  alsoSet?: string;
}

/** The standard text of a contract, in French then English (one message read by both). */
export function standardText(carries: MessageContract): string | null {
  if (typeof carries.content !== 'object') return null;
  const id = carries.content.standardTextId;
  return `${translate('fr', id)}\n\n${translate('en', id)}`;
}

/** The statement: moved subjects → their messages → their thread rows; `tail` reads `threaded`. */
function transitionSql<S extends string>(store: WorkflowStore, subjects: string, write: TransitionWrite<S>, params: Params, tail: string): string {
  const [first] = write.transitions;
  if (write.transitions.some((t) => t.to !== first.to || JSON.stringify(t.carries) !== JSON.stringify(first.carries))) {
    throw new Error('applyTransition: the transitions of one write share their target and message');
  }
  const content = write.message.content ?? standardText(first.carries);
  if (content === null) throw new Error(`applyTransition: ${first.action} needs its message's text`);
  const to = params.add(first.to);
  const from = params.add(write.transitions.map((t) => t.from));
  const set = [`${store.statusColumn} = ${to}`, ...(store.onMove ? [store.onMove] : []), ...(write.alsoSet ? [write.alsoSet] : [])];
  const extra = Object.entries(write.message.threadColumns ?? {});
  const { thread } = store;
  const copied = Object.entries(thread.copy ?? {});
  return `WITH moved AS (
      UPDATE ${store.table} s SET ${set.join(', ')}
      FROM (${subjects}) b WHERE s.id = b.id AND s.${store.statusColumn} = ANY(${from}::text[])
      RETURNING s.id${copied.map(([, column], i) => `, s.${column} AS copied_${i}`).join('')}),
    numbered AS (SELECT *, id AS subject_id, nextval(pg_get_serial_sequence('messages', 'id')) AS message_id FROM moved),
    written AS (
      INSERT INTO messages (id, content, created_by_id, created_by_stand_role)
      SELECT message_id, ${params.add(content)}, ${params.add(write.message.authorId)}, ${params.add(write.message.authorRole)}::text FROM numbered
      RETURNING id, created_at),
    threaded AS (
      INSERT INTO ${thread.table} (${thread.ownerColumn}, message_id, ${thread.statusColumn}, created_at${extra.map(([column]) => `, ${column}`).join('')}${copied.map(([column]) => `, ${column}`).join('')})
      SELECT n.subject_id, w.id, ${to}, w.created_at${extra.map(([, value]) => `, ${params.add(value)}`).join('')}${copied.map((_, i) => `, n.copied_${i}`).join('')}
      FROM numbered n JOIN written w ON w.id = n.message_id
      RETURNING id, ${thread.ownerColumn} AS subject_id, message_id)
    ${tail}`;
}

/**
 * Many subjects at once: those `subjects` selects (a query with an `id` column, e.g. a temporary
 * table of the caller's) still in a status a transition starts from. How many moved.
 */
export async function applyTransitions<S extends string>(db: PoolClient, store: WorkflowStore, subjects: string, write: TransitionWrite<S>): Promise<number> {
  if (!write.transitions.length) return 0;
  const params = new Params();
  const { rows } = await db.query(transitionSql(store, subjects, write, params, 'SELECT count(*)::int AS n FROM threaded'), params.values);
  return rows[0].n as number;
}

export interface AppliedTransition {
  /** The thread row (a stand message's id). */
  threadId: number;
  messageId: number;
}

/**
 * One subject: moved with its message, or a 409 (the store's message: another change got there
 * first, nothing written) when its status is no longer the transition's `from`.
 */
export async function applyTransition<S extends string>(db: PoolClient, store: WorkflowStore, id: number, write: TransitionWrite<S>): Promise<AppliedTransition> {
  const params = new Params();
  const subjects = `SELECT ${params.add(id)}::int AS id`;
  const { rows } = await db.query(transitionSql(store, subjects, write, params, 'SELECT id, message_id FROM threaded'), params.values);
  if (!rows.length) throw new ApiError(409, store.conflictKey);
  return { threadId: rows[0].id, messageId: rows[0].message_id };
}
