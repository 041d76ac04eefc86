/**
 * Bulk triage of stands (issue 11, item 5): one action on many stands at once, chosen by
 * ids or by the stand list's filter (resolved on the server, within the caller's scope).
 * Shared by the API (`POST /backend/stands/bulk`, server/resources/standBulk.ts), which decides
 * per stand, and the SPA, which offers only the actions the user's role allows.
 */
import { can, type Permission } from './permissions';
import { findTransition, PLAN_TRANSITIONS, type PlanTransition } from './planWorkflow';
import type { QueryParams } from './listQuery';
import { STAND_STATUSES, type StandStatus } from './standStatus';

export const STAND_BULK_ACTIONS = ['markSeen', 'markUnseen', 'markTreated', 'markUntreated', 'changeStatus'] as const;
export type StandBulkAction = (typeof STAND_BULK_ACTIONS)[number];

export const isStandBulkAction = (value: unknown): value is StandBulkAction =>
  typeof value === 'string' && (STAND_BULK_ACTIONS as readonly string[]).includes(value);

/** The permission each action needs (the matrix's; the scope then decides per stand). */
export const STAND_BULK_PERMISSION: Record<StandBulkAction, Permission> = {
  markSeen: 'stand.markSeen',
  markUnseen: 'stand.markSeen',
  markTreated: 'stand.markTreated',
  markUntreated: 'stand.markTreated',
  changeStatus: 'stand.bulkStatus',
};

/** The actions open to a user with these roles, in menu order. */
export const allowedBulkActions = (roles: readonly string[]): StandBulkAction[] =>
  STAND_BULK_ACTIONS.filter((action) => can(roles, STAND_BULK_PERMISSION[action]));

/** More ids than this in one request: a 422 (a larger selection is sent as its filter). */
export const MAX_BULK_IDS = 20_000;

/** What is acted on: the rows the user ticked, or every stand the list's filter matches. */
export type StandBulkSelection = { ids: number[] } | { filter: QueryParams };

/**
 * Why a selected stand did not change: `notFound` (not in the caller's scope, or deleted),
 * `unchanged` (already so), `transition` (the plan workflow allows no step from its status to
 * the one asked: grouped by `from`), `showDisabled` (a status change on a disabled show).
 */
export type StandBulkSkipReason = 'notFound' | 'unchanged' | 'transition' | 'showDisabled';

export interface StandBulkSkip {
  reason: StandBulkSkipReason;
  /** For `transition`: the status the stands are in. */
  from?: StandStatus;
  count: number;
}

/** The API's answer: how many stands the selection held, how many changed, why the others did not. */
export interface StandBulkResult {
  action: StandBulkAction;
  status?: StandStatus | null;
  matched: number;
  changed: number;
  skipped: StandBulkSkip[];
}

/**
 * The statuses a bulk status change may aim at: the staff's steps of the plan workflow
 * (validate, refuse). The standists' steps need their own files and form, one stand at a time.
 */
export const BULK_STATUS_TARGETS: readonly StandStatus[] = STAND_STATUSES.filter((to) =>
  PLAN_TRANSITIONS.some((t) => t.by === 'staff' && t.to === to),
);

/** The steps of the plan workflow this user may take, as staff, to move a stand to `to`: one per status it starts from. */
export const bulkTransitions = (roles: readonly string[], to: StandStatus): PlanTransition[] =>
  STAND_STATUSES.map((from) => (from === to ? null : findTransition(roles, false, from, to))).filter((t): t is PlanTransition => t !== null);

/** A step whose message is its reason (a refusal, back to waiting for plans) needs one, as one stand's does. */
export const bulkNeedsReason = (to: StandStatus): boolean =>
  PLAN_TRANSITIONS.some((t) => t.to === to && t.carries.content === 'reason');
