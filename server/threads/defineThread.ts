/**
 * A thread from its declaration (server/threads/thread.ts): the thread's resource (its rows, 50 a
 * page newest first, filtered by owner, each carrying its Message) and its POST (part 1 §7:
 * `{<owner>, <step field>?, message: {content, attachments: [IRI…]}, …the step's form}`). Editing
 * goes through `/backend/messages/{id}` (server/threads/messages.ts), shared by every thread.
 *
 * A post: the owner (one the caller may see; a 422 on its field otherwise), the message (content
 * required unless the step's contract gives a standard text; attachments the caller's own
 * unlinked uploads), the step (a transition of the caller's from the owner's status, its
 * contract and form), then in one transaction: the step through applyTransition (compare-and-set:
 * of two concurrent steps one wins, the other a 409 that writes nothing) or the plain message,
 * the owner's effects (a member's message: unseen and untreated; anyone else's: treated), the
 * attachments linked. A refusal writes nothing.
 */
import { contractViolations, PLAIN_MESSAGE, type ContractRule } from '@/domain/workflow';
import type { AuthUser } from '../auth/user';
import { withActor, type Pool, type PoolClient } from '../db/pool';
import { insertMessage } from '../repositories/messages';
import { ApiError, ValidationError, type ViolationSpec } from '../hydra/errors';
import { defineResource, type Resource } from '../hydra/resource';
import { CODES, text } from '../hydra/validators';
import { applyTransition, type AppliedTransition } from '../services/workflow/applyTransition';
import { defineResourceModule, type ResourceModule } from '../resourceModule';
import { idFromIri } from '../hydra/sql';
import { attachmentIds, attachmentPath, checkOwnUnlinked, linkAttachments } from './attachments';
import type { ServiceDeps } from '../services/deps';
import { isNewestSql, messageJsonSql, messageView, MESSAGES_PER_PAGE, registerThread, type StepTaken, type ThreadDecl, type ThreadOwner } from './thread';

/** A message's text (part 1 §5: required, 'Contenu manquant'). */
export const contentValidator = text({ required: true, max: 20_000, multiline: true, missingKey: 'api.violation.contentMissing' });

/** The API's violation for what a message lacks for its step (src/domain/workflow.ts). */
const CONTRACT_VIOLATIONS: Record<ContractRule, ViolationSpec> = {
  contentMissing: { propertyPath: 'message.content', key: 'api.violation.contentMissing', code: CODES.notBlank },
  reasonMissing: { propertyPath: 'message.content', key: 'api.violation.reasonMissing', code: CODES.notBlank },
  attachmentsMissing: { propertyPath: 'message.attachments', key: 'api.violation.plansMissing', code: CODES.notBlank },
};

export interface Thread {
  decl: ThreadDecl;
  /** The thread's rows (`/backend/<path>`). */
  resource: Resource;
  /** What its file in server/resources exports by default. */
  module: ResourceModule;
}

export function defineThread(decl: ThreadDecl): Thread {
  registerThread(decl);
  const { owner, step } = decl;
  const resource = defineResource({
    path: decl.path,
    type: decl.type,
    table: decl.table,
    description: decl.description,
    fields: {
      [owner.field]: { read: { sql: `t.${owner.column}`, type: 'iri', iri: owner.collection, range: owner.range }, input: { required: true } },
      ...(step
        ? {
            [step.field]: {
              description: `POST: the status the message moves its owner to (${step.choices.join(', ')}), a step of its workflow; read: the status it moved it to, or null.`,
              read: { sql: `t.${step.store.thread.statusColumn}`, type: 'string', nullable: true },
              input: {},
            },
          }
        : {}),
      message: {
        description:
          "POST: {content (required unless the step gives a standard text), attachments: [MessageMedia IRI…] (the caller's own uploads)}. Read: the Message: content, attachments, createdAt, updatedAt, createdBy, createdByStandRole, editable (the newest of the thread and the caller's; edited through /backend/messages/{id}).",
        read: { sql: `(SELECT ${messageJsonSql('m', isNewestSql(decl, 't'))} FROM messages m WHERE m.id = t.message_id)`, type: 'object' },
        input: { required: true, range: '#Message' },
      },
      ...decl.fields,
      createdAt: { read: { sql: 't.created_at', type: 'datetime' } },
    },
    filters: {
      search: { [owner.field]: { strategy: 'exact', type: 'integer', iri: owner.collection, sql: `t.${owner.column}` } },
      order: { createdAt: 't.created_at', id: 't.id' },
    },
    defaultOrder: [
      ['createdAt', 'desc'],
      ['id', 'desc'],
    ],
    itemsPerPage: MESSAGES_PER_PAGE,
    operations: { list: decl.read, read: decl.read, create: decl.post },
    // The POST: the owner, the step, the form it carries and the attachments, in one transaction.
    processors: { create: { run: async ({ pool, user, body, deps }) => ({ item: await post(pool, decl, user, body, deps as ServiceDeps) }) } },
    scope: owner.scope('t.' + owner.column),
    view: (item, user) => {
      messageView(item.message as object, user);
      return decl.view ? decl.view(item, user) : item;
    },
  });

  const module = defineResourceModule({ resources: [resource] });
  return { decl, resource, module };
}

async function post(pool: Pool, decl: ThreadDecl, user: AuthUser, body: Record<string, unknown>, deps: ServiceDeps): Promise<number> {
  const { owner: ownerDecl, step } = decl;
  const violations: ViolationSpec[] = [];

  // The owner: required, one the caller may see (a 422 on the field otherwise, as references).
  const rawOwner = body[ownerDecl.field];
  let owner: ThreadOwner | null = null;
  if (rawOwner === undefined || rawOwner === null || rawOwner === '') {
    violations.push({ propertyPath: ownerDecl.field, key: ownerDecl.missingKey, code: CODES.notBlank });
  } else {
    const ownerId = idFromIri(rawOwner, ownerDecl.collection);
    if (ownerId === null) {
      violations.push({ propertyPath: ownerDecl.field, key: 'api.violation.iri', code: CODES.invalidIri, params: { collection: ownerDecl.collection } });
    } else {
      owner = await ownerDecl.load(pool, user, ownerId);
      if (!owner) violations.push({ propertyPath: ownerDecl.field, key: ownerDecl.notFoundKey, code: CODES.itemNotFound });
    }
  }

  // The message: an object {content, attachments}.
  const rawMessage = body.message ?? {};
  const message = rawMessage !== null && typeof rawMessage === 'object' && !Array.isArray(rawMessage) ? (rawMessage as Record<string, unknown>) : null;
  if (!message) violations.push({ propertyPath: 'message', key: 'api.violation.type', code: CODES.type, params: { type: 'object' } });
  const attachments = attachmentIds(message?.attachments, 'message.attachments', violations);

  // The step, if any: a transition the caller may take from the owner's status.
  let transition = null;
  const to = step ? body[step.field] : undefined;
  if (step && to !== undefined && to !== null) {
    if (!step.isStatus(to)) {
      violations.push({ propertyPath: step.field, key: step.unknownKey ?? 'api.violation.choice', code: CODES.choice, params: { choices: step.choices.join(', ') } });
    } else if (owner) {
      transition = step.find(user, owner, to as string);
      if (!transition) violations.push({ propertyPath: step.field, key: 'api.violation.statusTransition', code: CODES.choice, params: { from: owner.status ?? '', to: String(to) } });
    }
  }

  // The content, as the step's contract asks (a plain message: its text; a refusal: its reason; a
  // submission: its files; a validation without text: the standard text applyTransition writes).
  let content: string | null = null;
  if (message) {
    const checked = contentValidator.check(message.content);
    if (checked.ok) content = checked.value as string;
    else if (checked.code !== CODES.notBlank) violations.push({ propertyPath: 'message.content', key: checked.key, code: checked.code, params: checked.params });
    const given = { hasContent: content !== null || (!checked.ok && checked.code !== CODES.notBlank), attachments: attachments.length };
    for (const { rule } of contractViolations(transition?.carries ?? PLAIN_MESSAGE, given)) violations.push(CONTRACT_VIOLATIONS[rule]);
  }
  const form = transition?.carries.form ? step?.forms?.[transition.carries.form] : undefined;
  const threadColumns = form && owner ? form(body, attachments, violations, owner) : undefined;

  await checkOwnUnlinked(pool, user, attachments, attachmentPath(message?.attachments, 'message.attachments'), violations);
  const { extra } = decl;
  const checkedExtra = extra ? await extra.check(pool, user, owner, body, violations) : undefined;
  if (violations.length) throw new ValidationError(violations);
  if (!owner!.open) throw new ApiError(403, ownerDecl.closedKey);

  const subject = owner!;
  const effects = subject.memberRole !== null ? decl.effects.byMember : decl.effects.byOthers;
  const taken: StepTaken | null = transition ? { owner: subject, user, to: transition.to, columns: threadColumns ?? {}, content } : null;
  const threadId = await withActor(pool, user.id, async (db) => {
    const written =
      transition && step
        ? await applyTransition(db, step.store, subject.id, {
            transitions: [transition],
            message: { content, authorId: user.id, authorRole: subject.memberRole, threadColumns },
            alsoSet: effects,
          })
        : await postPlain(db, decl, subject, user, content!, effects);
    if (taken && step?.afterStep) await step.afterStep(db, taken);
    await linkAttachments(db, user, written.messageId, attachments, 'message.attachments');
    if (extra) await extra.write(db, { owner: subject, user, threadId: written.threadId, messageId: written.messageId, checked: checkedExtra });
    return written.threadId;
  });
  if (taken && step?.afterCommit) await step.afterCommit(deps, taken);
  return threadId;
}

/** A message that moves no status: the owner's effects, the message, its thread row. */
async function postPlain(db: PoolClient, decl: ThreadDecl, owner: ThreadOwner, user: AuthUser, content: string, effects: string): Promise<AppliedTransition> {
  await db.query(`UPDATE ${decl.owner.table} SET ${effects} WHERE id = $1`, [owner.id]);
  const { id: messageId, createdAt } = await insertMessage(db, { content, authorId: user.id, authorRole: owner.memberRole });
  const inserted = await db.query(`INSERT INTO ${decl.table} (${decl.owner.column}, message_id, created_at) VALUES ($1, $2, $3) RETURNING id`, [
    owner.id,
    messageId,
    createdAt,
  ]);
  return { threadId: inserted.rows[0].id, messageId };
}
