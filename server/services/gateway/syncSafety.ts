/**
 * What a sync may not do on its own (docs/gateway.md, "What a run refuses"): the organizer's file
 * is the truth of which stands exist, so a broken export (an empty file, a half-written one)
 * would withdraw a show's exhibitors wholesale. Pure: the plan decides, this module says whether
 * the run may apply it.
 * - A file without any record while the show has identified stands still enabled: refused,
 *   whoever runs it (an export that lost its rows, not a show without exhibitors).
 * - A plan withdrawing more than half of the show's enabled identified stands: refused unless an
 *   admin applies a preview of it (they saw the list of withdrawals); a scheduled run, or a manual
 *   one nobody previewed, never applies it.
 */
import type { SyncPlan } from './syncPlan';

/** More than this share of the show's enabled identified stands withdrawn at once needs an admin's reviewed apply. */
export const MAX_UNREVIEWED_WITHDRAWAL_SHARE = 0.5;

/** A refusal: the report's message id and its parameters. */
export interface SyncRefusal {
  messageId: string;
  params: Record<string, number>;
}

/**
 * Why this run may not apply the plan, or null. `recordCount`: the file's records (its refused
 * rows aside); `reviewedByAdmin`: an admin applies a preview of this very plan (the digest checked).
 */
export function syncRefusal(plan: Pick<SyncPlan, 'disables' | 'enabledIdentified'>, recordCount: number, reviewedByAdmin: boolean): SyncRefusal | null {
  if (recordCount === 0 && plan.enabledIdentified > 0) return { messageId: 'api.sync.emptyFile', params: { stands: plan.enabledIdentified } };
  const withdrawn = plan.disables.length;
  if (!reviewedByAdmin && withdrawn > plan.enabledIdentified * MAX_UNREVIEWED_WITHDRAWAL_SHARE) {
    return { messageId: 'api.sync.tooManyWithdrawals', params: { count: withdrawn, total: plan.enabledIdentified } };
  }
  return null;
}
