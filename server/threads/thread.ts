/**
 * What a thread is (part 1 §3/§7 and part 2 §3/§7): messages (`messages`, one `Message` each:
 * content, attachments, author) hung on an owner (a stand, a demand…) by a thread table (one row
 * per message: `stand_messages`, next `demand_messages`, `stand_document_messages`), which may carry
 * a workflow step and a form. The declaration's type, the registry of the declared threads (read by
 * `/backend/messages` and `/backend/message_media`, which serve the messages of every thread), and
 * the SQL of a Message as the wire carries it.
 */
import { can, type Permission } from '@/domain/permissions';
import type { Transition } from '@/domain/workflow';
import type { AuthUser } from '../auth/user';
import type { Pool, PoolClient } from '../db/pool';
import type { ViolationSpec } from '../hydra/errors';
import { API_PREFIX, type FieldDecl } from '../hydra/resource';
import { viaStand, type Scope } from '../hydra/scopes';
import type { Params } from '../hydra/sql';
import type { ServiceDeps } from '../services/deps';
import type { WorkflowStore } from '../services/workflow/stores';

export const MESSAGES_IRI = `${API_PREFIX}/messages`;
export const MEDIA_IRI = `${API_PREFIX}/message_media`;
export const MESSAGES_PER_PAGE = 50;
/**
 * Who withdraws an attachment (`PATCH /backend/message_media/{id} {enabled: false}`, the soft
 * delete of part 1 §4) and still sees, and may restore, a withdrawn one: one permission for the
 * message media of every thread (docs/decisions.md).
 */
export const WITHDRAW_ATTACHMENT: Permission = 'standMedia.delete';
/** At most this many attachments on one message. */
export const MAX_ATTACHMENTS = 20;

/** The owner as a poster sees it: its status (when it has a workflow), open for writing, the poster's role on it. */
export interface ThreadOwner {
  id: number;
  status: string | null;
  /** false: nobody writes (the stand's show is disabled). */
  open: boolean;
  /** The poster's role on the owner (a standist's stand role), null for staff: decides the effects and `createdByStandRole`. */
  memberRole: string | null;
  /** What a step's form reads of the owner besides its status (a request's type: its validation asks the pickup of a logistics one). */
  kind?: string;
}

/** A form a step carries (the plan confirmation): read from the body, its violations pushed, its thread columns returned. */
export type ThreadForm = (body: Record<string, unknown>, attachments: readonly number[], violations: ViolationSpec[], owner: ThreadOwner) => Record<string, unknown>;

/** What a step did, for its declaration's follow-ups (afterStep, afterCommit). */
export interface StepTaken {
  owner: ThreadOwner;
  user: AuthUser;
  /** The status it moved the owner to. */
  to: string;
  /** The form's thread columns (the confirmed date-times of a request's validation). */
  columns: Record<string, unknown>;
  /** The message's text as written (null: the step's standard text). */
  content: string | null;
}

/** A status step a message may carry (src/domain's transition table, written by applyTransition). */
export interface ThreadStep {
  /** The body's and item's field (`newStandStatus`). */
  field: string;
  store: WorkflowStore;
  /** Every status a step leads to (the 422's choices). */
  choices: readonly string[];
  isStatus: (value: unknown) => boolean;
  /** The transition `user` may take from the owner's status to `to`, or null. */
  find: (user: AuthUser, owner: ThreadOwner, to: string) => Transition<string, string, string> | null;
  /** The forms a transition's `carries.form` names. */
  forms?: Record<string, ThreadForm>;
  /** The 422's message (an i18n id) for a value that is no status (default: the choices). */
  unknownKey?: string;
  /** More writes of a step, in its transaction (a request's confirmed date-times). */
  afterStep?: (db: PoolClient, step: StepTaken) => Promise<void>;
  /** After the commit, with the app's services (the requester's e-mail); its failure does not undo the step. */
  afterCommit?: (deps: ServiceDeps, step: StepTaken) => Promise<void>;
}

/**
 * What a post carries besides its message (the documents a stand-document message deposits):
 * `check` reads the body with the rest of the post (its violations refuse the post, nothing
 * written); `write` runs in the post's transaction once the message and its thread row are in.
 */
export interface ThreadExtra<T = unknown> {
  check: (db: Pool, user: AuthUser, owner: ThreadOwner | null, body: Record<string, unknown>, violations: ViolationSpec[]) => Promise<T>;
  write(db: PoolClient, posted: { owner: ThreadOwner; user: AuthUser; threadId: number; messageId: number; checked: T }): Promise<void>;
}

export interface ThreadDecl {
  /** The thread's collection (`stand_messages`), its Hydra type and the table (one row per message). */
  path: string;
  type: string;
  table: string;
  description: string;
  owner: {
    /** The body's and item's field naming the owner (`stand`), its column, collection and class. */
    field: string;
    column: string;
    collection: string;
    range: string;
    /** The owner's table: what the effects update. */
    table: string;
    /** The rows whose owner column (`x.stand_id`) the user may see. */
    scope: (ownerColumn: string) => Scope;
    /** The owner if the user may see it, or null. */
    load: (db: Pool | PoolClient, user: AuthUser, id: number) => Promise<ThreadOwner | null>;
    /** i18n ids of the 422s on the owner field and of the 403 when the owner is closed. */
    missingKey: string;
    notFoundKey: string;
    closedKey: string;
  };
  /** Who may read the thread (within the owner's scope). */
  read: Permission;
  /** Who may post (and edit their newest message). */
  post: Permission;
  /** The owner's flags a message sets (SQL of an UPDATE's SET): by a member of the owner (unseen, untreated), by anyone else (treated). */
  effects: { byMember: string; byOthers: string };
  step?: ThreadStep;
  extra?: ThreadExtra<unknown>;
  /** Shapes a row for its caller after its Message (the documents a caller may not see left out). */
  view?: (item: Record<string, unknown>, user: AuthUser) => Record<string, unknown>;
  /** More read fields of a thread row (the confirmation's), alias `t`. */
  fields?: Record<string, FieldDecl>;
}

/** The owner of a stand's thread (the plans', the documents'): the stand in the caller's scope, `load`ed with the thread's own state. */
export const standOwner = (load: ThreadDecl['owner']['load'], closedKey: string): ThreadDecl['owner'] => ({
  field: 'stand',
  column: 'stand_id',
  collection: `${API_PREFIX}/stands`,
  range: '#Stand',
  table: 'stands',
  scope: (column) => viaStand(column),
  load,
  missingKey: 'api.violation.standMissing',
  notFoundKey: 'api.violation.standNotFound',
  closedKey,
});

/** SQL: the stand role the user (`uid`, a bound parameter) holds on the stand `standColumn`, the exhibitor's first; null for none (a loader's `memberRole`). */
export const memberRoleSql = (standColumn: string, uid: string): string =>
  `(SELECT usr.standist_role FROM user_stand_roles usr WHERE usr.stand_id = ${standColumn} AND usr.user_id = ${uid}
    ORDER BY array_position(ARRAY['ROLE_STANDIST_EXHIBITOR','ROLE_STANDIST_DECORATOR','ROLE_STANDIST_AGENCY'], usr.standist_role) LIMIT 1)`;

const THREADS: ThreadDecl[] = [];

/** Called by defineThread: `/backend/messages` then serves this thread's messages too. */
export function registerThread(thread: ThreadDecl): void {
  if (THREADS.some((t) => t.path === thread.path)) throw new Error(`thread ${thread.path} declared twice`);
  THREADS.push(thread);
}

export const declaredThreads = (): readonly ThreadDecl[] => THREADS;

/** SQL: the message `messageId` is in a thread row whose owner the user may see (null: every message). */
export function messageInScope(user: AuthUser, params: Params, messageId: string): string | null {
  const parts: string[] = [];
  for (const thread of THREADS) {
    const scope = thread.owner.scope(`x.${thread.owner.column}`)(user, params);
    if (scope === null) return null;
    parts.push(`${messageId} IN (SELECT x.message_id FROM ${thread.table} x WHERE ${scope})`);
  }
  return parts.length ? `(${parts.join(' OR ')})` : 'false';
}

/** SQL: the thread row `alias` holds the newest message of its owner (what may be edited, by its author). */
export const isNewestSql = (thread: Pick<ThreadDecl, 'table' | 'owner'>, alias: string): string =>
  `NOT EXISTS (SELECT 1 FROM ${thread.table} n WHERE n.${thread.owner.column} = ${alias}.${thread.owner.column} AND (n.created_at, n.id) > (${alias}.created_at, ${alias}.id))`;

/**
 * SQL: the message `messageId` is the newest of its thread, whichever thread holds it (the view
 * `message_threads`, one branch per thread table: server/db/migrations/024_message_threads.sql).
 */
export const isNewestMessageSql = (messageId: string): string =>
  `EXISTS (SELECT 1 FROM message_threads x WHERE x.message_id = ${messageId} AND NOT EXISTS (SELECT 1 FROM message_threads n
    WHERE n.thread = x.thread AND n.owner_id = x.owner_id AND (n.created_at, n.id) > (x.created_at, x.id)))`;

const iso = (sql: string) => `to_char((${sql}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"+00:00"')`;

/** SQL: one MessageMedia (alias `mm`, its `media` row `md`) as the wire carries it. */
export const mediaJsonSql = `json_build_object('@id', '${MEDIA_IRI}/' || mm.id, '@type', 'MessageMedia', 'id', mm.id,
    'mediaFileName', md.media_file_name, 'objectUrl', '${MEDIA_IRI}/' || mm.id || '/file', 'enabled', mm.enabled,
    'mimeType', md.mime_type, 'size', md.size)`;

/** SQL: the attachments of the message `m` (every one; the view drops the withdrawn ones for whoever may not see them). */
export const attachmentsSql = (m: string): string =>
  `coalesce((SELECT json_agg(${mediaJsonSql} ORDER BY mm.id)
      FROM message_media mm JOIN media md ON md.id = mm.media_id WHERE mm.message_id = ${m}.id), '[]'::json)`;

/** SQL: the author of the message `m` (id, IRI, names, company, role reference), null when the account is gone. */
export const createdBySql = (m: string): string =>
  `(SELECT json_build_object('@id', '${API_PREFIX}/users/' || u.id, 'id', u.id, 'firstName', u.first_name,
        'lastName', u.last_name, 'fullName', btrim(u.first_name || ' ' || u.last_name), 'company', u.company,
        'role', (SELECT r.reference FROM roles r WHERE r.id = u.role_id))
      FROM users u WHERE u.id = ${m}.created_by_id)`;

/**
 * SQL: the Message `m` (a `messages` row) as a thread row carries it (part 1 §3): the fields of
 * `/backend/messages/{id}`, and `newest` (the view turns it into `editable`).
 */
export function messageJsonSql(m: string, newest: string): string {
  return `json_build_object('@id', '${MESSAGES_IRI}/' || ${m}.id, '@type', 'Message', 'id', ${m}.id, 'content', ${m}.content,
    'attachments', ${attachmentsSql(m)}, 'createdAt', ${iso(`${m}.created_at`)}, 'updatedAt', ${iso(`${m}.updated_at`)},
    'createdBy', ${createdBySql(m)}, 'createdByStandRole', ${m}.created_by_stand_role, 'newest', ${newest})`;
}

interface WireMessage {
  attachments: Array<{ enabled: boolean }>;
  createdBy: { id: number } | null;
  newest?: boolean;
  editable?: boolean;
}

/** A Message as `user` reads it: `editable` (the newest of its thread and theirs), withdrawn attachments only for who may withdraw them. */
export function messageView<T extends object>(message: T, user: AuthUser): T {
  const seesWithdrawn = can(user.roles, WITHDRAW_ATTACHMENT);
  const m = message as unknown as WireMessage;
  m.editable = Boolean(m.newest) && m.createdBy?.id === user.id;
  delete m.newest;
  if (!seesWithdrawn) m.attachments = m.attachments.filter((a) => a.enabled);
  return message;
}
