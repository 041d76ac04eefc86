/**
 * A workflow: a status that moves only by a message of its owner's thread, along a table of
 * transitions. One table per workflow (the stand plans: planWorkflow.ts; next the demands'
 * in_progress → validated / refused and the stand documents' statuses, part 2 §4), read by the
 * SPA (which steps to offer, what their forms ask) and by the API, whose one primitive
 * (server/services/workflow/applyTransition.ts) writes any of them.
 */

/** What the message taking a transition must carry. */
export interface MessageContract {
  /**
   * Its text: `required` (missing: 'Contenu manquant'), `reason` (required, missing: the reason's
   * own message, a refusal's), or a standard text (an i18n id, written in French then English)
   * when none is given.
   */
  content: 'required' | 'reason' | { standardTextId: string };
  /** At least one attachment (the plans of a submission). */
  attachments?: 'required';
  /** A form carried by the message, checked by its own rules in src/domain (the plan confirmation). */
  form?: string;
}

export interface Transition<S extends string, A extends string, W extends string> {
  /** The step's name (a button, a dialog). */
  action: A;
  from: S;
  to: S;
  /** Who may take it: a kind of actor, decided per caller by the caller's `may`. */
  by: W;
  carries: MessageContract;
}

export interface Workflow<S extends string, A extends string, W extends string> {
  statuses: readonly S[];
  transitions: readonly Transition<S, A, W>[];
}

/** The transitions from `from` open to an actor who `may` act as the kinds it says. */
export function transitionsFrom<S extends string, A extends string, W extends string>(
  workflow: Workflow<S, A, W>,
  from: S,
  may: (by: W) => boolean,
): Transition<S, A, W>[] {
  return workflow.transitions.filter((t) => t.from === from && may(t.by));
}

/** The transition from `from` to `to` open to that actor, or null. */
export function findTransition<S extends string, A extends string, W extends string>(
  workflow: Workflow<S, A, W>,
  from: S,
  to: S,
  may: (by: W) => boolean,
): Transition<S, A, W> | null {
  return transitionsFrom(workflow, from, may).find((t) => t.to === to) ?? null;
}

/** Every status a transition leads to, once each, in table order. */
export const targetStatuses = <S extends string, A extends string, W extends string>(workflow: Workflow<S, A, W>): S[] =>
  [...new Set(workflow.transitions.map((t) => t.to))];

/** A message that moves no status: its text required, attachments optional (part 1 §5). */
export const PLAIN_MESSAGE: MessageContract = { content: 'required' };

/** `contentMissing`: no text; `reasonMissing`: no reason (a refusal's text); `attachmentsMissing`: no file. */
export type ContractRule = 'contentMissing' | 'reasonMissing' | 'attachmentsMissing';

export interface ContractViolation {
  field: 'content' | 'attachments';
  rule: ContractRule;
}

/** What a message lacks for its contract: `hasContent`, a text that is not blank; `attachments`, how many files. */
export function contractViolations(carries: MessageContract, message: { hasContent: boolean; attachments: number }): ContractViolation[] {
  const out: ContractViolation[] = [];
  if (!message.hasContent && carries.content === 'required') out.push({ field: 'content', rule: 'contentMissing' });
  if (!message.hasContent && carries.content === 'reason') out.push({ field: 'content', rule: 'reasonMissing' });
  if (carries.attachments === 'required' && message.attachments === 0) out.push({ field: 'attachments', rule: 'attachmentsMissing' });
  return out;
}
