/** The undo history of a revision's markup: pure steps the sagas apply (tested with them). */
import type { MarkOp, PlanMarkupHistory } from './types';

/** Steps kept per revision. */
export const HISTORY_DEPTH = 100;

export const emptyHistory = (id: number): PlanMarkupHistory => ({ id, undo: [], redo: [] });

/** A new step: on top of the undo stack; the redo stack is forgotten. */
export const pushed = (history: PlanMarkupHistory, op: MarkOp): PlanMarkupHistory => ({
  ...history,
  undo: [...history.undo, op].slice(-HISTORY_DEPTH),
  redo: [],
});

const opId = (op: MarkOp): number => (op.type === 'change' ? op.id : op.mark.id);

const withId = (op: MarkOp, id: number): MarkOp => (op.type === 'change' ? { ...op, id } : { ...op, mark: { ...op.mark, id } });

/** A mark written for the first time: its local (negative) id becomes the server's in every step. */
export function remapped(history: PlanMarkupHistory, from: number, to: number): PlanMarkupHistory {
  const remap = (ops: MarkOp[]) => ops.map((op) => (opId(op) === from ? withId(op, to) : op));
  return { ...history, undo: remap(history.undo), redo: remap(history.redo) };
}
