/**
 * The writer of `messages`, the text of a thread's message (a stand's today; a demand's and a
 * stand document's next), its thread row being the owner's (stand_messages…). A message that
 * carries a status step is written by the workflow's statement instead
 * (server/services/workflow/applyTransition.ts: set-based, in the same statement as the step).
 * In the caller's transaction, whose actor the timeline records.
 */
import type { PoolClient } from '../db/pool';

type Db = Pick<PoolClient, 'query'>;

export interface NewMessage {
  content: string;
  authorId: number;
  /** The author's role on the subject when writing (a stand role), null for staff. */
  authorRole: string | null;
}

/** A message without a status step. Its id and date (the thread row takes the same date). */
export async function insertMessage(db: Db, message: NewMessage): Promise<{ id: number; createdAt: Date }> {
  const { rows } = await db.query<{ id: number; created_at: Date }>(
    'INSERT INTO messages (content, created_by_id, created_by_stand_role) VALUES ($1, $2, $3) RETURNING id, created_at',
    [message.content, message.authorId, message.authorRole],
  );
  return { id: rows[0].id, createdAt: rows[0].created_at };
}

/**
 * The author's new text of a message (null: the text kept, an edit adding attachments only), only while `stillEditable` (a SQL condition of the thread
 * on `$1`, the message id, from code only: "still the newest of its thread") holds when written,
 * so a message posted meanwhile closes the edit. Whether it was written.
 */
export async function editOwnContent(db: Db, messageId: number, authorId: number, content: string | null, stillEditable: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE messages SET content = coalesce($2, content), updated_at = now() WHERE id = $1 AND created_by_id = $3 AND ${stillEditable}`,
    [messageId, content, authorId],
  );
  return Boolean(rowCount);
}
