/**
 * The plan summary of a show (part 2 §2, show dashboard): its counts, in the dashboard's order,
 * and for each the stand list filters that show the same stands (each count is a link to the
 * show's stand list filtered so). The message counts are only for 'show.messageCounts'.
 */
import type { Iri } from './api';
import type { StandListFilters } from './standListQuery';

/** `GET /backend/shows/{id}/plan_summary`. */
export interface PlanSummary {
  '@id': string;
  '@type': 'PlanSummary';
  show: Iri;
  totalStands: number;
  /** Absent without 'show.messageCounts'. */
  newMessages?: number;
  untreated?: number;
  /** Findings (constats), as the show's nbInProgressReports / nbClosedReports. */
  reportsInProgress: number;
  reportsClosed: number;
  validated: number;
  /** waiting + pending verification + pending confirmation. */
  nonValidated: number;
  waitingReceipt: number;
  toVerify: number;
  toConfirm: number;
}

export type PlanSummaryCount = Exclude<keyof PlanSummary, '@id' | '@type' | 'show'>;

export interface PlanSummaryRow {
  count: PlanSummaryCount;
  /** The stand list's filters that list these stands (after a reset of the others). */
  filters: Partial<StandListFilters>;
  /** A message count: shown only with 'show.messageCounts'. */
  messages?: boolean;
}

const NO_MESSAGES = { unSeen: false, untreated: false };
const NO_REPORTS = { inProgress: false, closed: false };

export const PLAN_SUMMARY_ROWS: readonly PlanSummaryRow[] = [
  { count: 'totalStands', filters: {} },
  { count: 'newMessages', filters: { messages: { ...NO_MESSAGES, unSeen: true } }, messages: true },
  { count: 'untreated', filters: { messages: { ...NO_MESSAGES, untreated: true } }, messages: true },
  { count: 'reportsInProgress', filters: { reports: { ...NO_REPORTS, inProgress: true } } },
  { count: 'reportsClosed', filters: { reports: { ...NO_REPORTS, closed: true } } },
  { count: 'validated', filters: { statuses: ['validatedPlans'] } },
  { count: 'nonValidated', filters: { statuses: ['waitingForPlans', 'pendingPlansVerification', 'pendingPlansConfirmation'] } },
  { count: 'waitingReceipt', filters: { statuses: ['waitingForPlans'] } },
  { count: 'toVerify', filters: { statuses: ['pendingPlansVerification'] } },
  { count: 'toConfirm', filters: { statuses: ['pendingPlansConfirmation'] } },
];

export interface PlanSummaryLine {
  count: PlanSummaryCount;
  value: number;
}

/** The lines to show: every count the answer holds, the message ones only when allowed. */
export function planSummaryLines(summary: PlanSummary | undefined, messageCounts: boolean): PlanSummaryLine[] {
  if (!summary) return [];
  return PLAN_SUMMARY_ROWS.filter((row) => (!row.messages || messageCounts) && typeof summary[row.count] === 'number').map((row) => ({
    count: row.count,
    value: summary[row.count] as number,
  }));
}

export function planSummaryFilters(count: PlanSummaryCount): Partial<StandListFilters> {
  return PLAN_SUMMARY_ROWS.find((row) => row.count === count)?.filters ?? {};
}
