/**
 * The plan workflow of a stand (part 1 §4): which status change a user may make from the
 * stand's current status. The API enforces it on `POST /backend/stand_messages` with a
 * `newStandStatus`; the SPA offers only these buttons.
 *
 * - A standist of THIS stand (a stand role on it): submits plans (waitingForPlans →
 *   pendingPlansVerification) and confirms them (pendingPlansConfirmation → validatedPlans).
 * - Admin, support, or an organizer (of the stand's show: the API's stand scope says which
 *   shows): validates plans (pendingPlansVerification → pendingPlansConfirmation) or refuses
 *   them (pendingPlansVerification → waitingForPlans).
 * - Nobody else, and nothing from validatedPlans.
 *
 * §4's text lets the organizer validate and refuse; its "who may set a status" table reserves
 * pendingPlansConfirmation and waitingForPlans to admin and support. The text (and the issue)
 * win: see docs/decisions.md.
 */
import { roleGroups } from './roles';
import type { StandStatus } from './standStatus';

export type PlanAction = 'submit' | 'confirm' | 'validate' | 'refuse';

export interface PlanTransition {
  action: PlanAction;
  from: StandStatus;
  to: StandStatus;
  /** Who: the stand's standists, or the staff (admin, support, organizer). */
  by: 'standist' | 'staff';
}

export const PLAN_TRANSITIONS: readonly PlanTransition[] = [
  { action: 'submit', from: 'waitingForPlans', to: 'pendingPlansVerification', by: 'standist' },
  { action: 'confirm', from: 'pendingPlansConfirmation', to: 'validatedPlans', by: 'standist' },
  { action: 'validate', from: 'pendingPlansVerification', to: 'pendingPlansConfirmation', by: 'staff' },
  { action: 'refuse', from: 'pendingPlansVerification', to: 'waitingForPlans', by: 'staff' },
];

/** Admin, support or organizer: the staff who check plans. */
export function isPlanStaff(roles: readonly string[]): boolean {
  const groups = roleGroups(roles);
  return groups.has('admin') || groups.has('support') || groups.has('organizer');
}

/**
 * The transitions open to a user with `roles` on a stand in status `from`.
 * `isStandistOfStand`: the user holds a stand role on this very stand.
 */
export function allowedTransitions(roles: readonly string[], isStandistOfStand: boolean, from: StandStatus): PlanTransition[] {
  const staff = isPlanStaff(roles);
  return PLAN_TRANSITIONS.filter((t) => t.from === from && (t.by === 'standist' ? isStandistOfStand : staff));
}

/** The transition to `to` open to the user, or null. */
export function findTransition(roles: readonly string[], isStandistOfStand: boolean, from: StandStatus, to: StandStatus): PlanTransition | null {
  return allowedTransitions(roles, isStandistOfStand, from).find((t) => t.to === to) ?? null;
}
