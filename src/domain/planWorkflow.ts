/**
 * The plan workflow of a stand (part 1 §4): which status change a user may make from the
 * stand's current status, and what its message must carry. The API enforces it on
 * `POST /backend/stand_messages` with a `newStandStatus` and on the bulk status change
 * (`POST /backend/stands/bulk`), both through server/services/workflow/applyTransition.ts;
 * the SPA offers only these buttons, with these forms.
 *
 * - A standist of THIS stand (a stand role on it): submits plans (waitingForPlans →
 *   pendingPlansVerification: a text and at least one plan file) and confirms them
 *   (pendingPlansConfirmation → validatedPlans: a text and the confirmation form,
 *   planConfirmation.ts).
 * - Admin, support, or an organizer (of the stand's show: the API's stand scope says which
 *   shows): validates plans (pendingPlansVerification → pendingPlansConfirmation; without text,
 *   the standard bilingual message) or refuses them (pendingPlansVerification →
 *   waitingForPlans; the reason required).
 * - Nobody else, and nothing from validatedPlans.
 *
 * §4's text lets the organizer validate and refuse; its "who may set a status" table reserves
 * pendingPlansConfirmation and waitingForPlans to admin and support. The text (and the issue)
 * win: see docs/decisions.md.
 */
import { roleGroups } from './roles';
import { STAND_STATUSES, type StandStatus } from './standStatus';
import * as workflow from './workflow';

export type PlanAction = 'submit' | 'confirm' | 'validate' | 'refuse';
/** Who: the stand's standists, or the staff (admin, support, organizer). */
export type PlanActor = 'standist' | 'staff';
export type PlanTransition = workflow.Transition<StandStatus, PlanAction, PlanActor>;

/** The i18n id of the standard text of a validation without text (written in French, then English). */
export const PLANS_VALIDATED_TEXT_ID = 'api.message.plansValidated';
/** The form a confirmation carries (planConfirmation.ts). */
export const PLAN_CONFIRMATION_FORM = 'planConfirmation';

export const PLAN_WORKFLOW: workflow.Workflow<StandStatus, PlanAction, PlanActor> = {
  statuses: STAND_STATUSES,
  transitions: [
    { action: 'submit', from: 'waitingForPlans', to: 'pendingPlansVerification', by: 'standist', carries: { content: 'required', attachments: 'required' } },
    { action: 'confirm', from: 'pendingPlansConfirmation', to: 'validatedPlans', by: 'standist', carries: { content: 'required', form: PLAN_CONFIRMATION_FORM } },
    { action: 'validate', from: 'pendingPlansVerification', to: 'pendingPlansConfirmation', by: 'staff', carries: { content: { standardTextId: PLANS_VALIDATED_TEXT_ID } } },
    { action: 'refuse', from: 'pendingPlansVerification', to: 'waitingForPlans', by: 'staff', carries: { content: 'reason' } },
  ],
};

export const PLAN_TRANSITIONS: readonly PlanTransition[] = PLAN_WORKFLOW.transitions;

/** Admin, support or organizer: the staff who check plans. */
export function isPlanStaff(roles: readonly string[]): boolean {
  const groups = roleGroups(roles);
  return groups.has('admin') || groups.has('support') || groups.has('organizer');
}

/** Who a user with `roles` may act as; `isStandistOfStand`: the user holds a stand role on this very stand. */
export const planActorMay =
  (roles: readonly string[], isStandistOfStand: boolean) =>
  (by: PlanActor): boolean =>
    by === 'standist' ? isStandistOfStand : isPlanStaff(roles);

/** The transitions open to a user with `roles` on a stand in status `from`. */
export function allowedTransitions(roles: readonly string[], isStandistOfStand: boolean, from: StandStatus): PlanTransition[] {
  return workflow.transitionsFrom(PLAN_WORKFLOW, from, planActorMay(roles, isStandistOfStand));
}

/** The transition to `to` open to the user, or null. */
export function findTransition(roles: readonly string[], isStandistOfStand: boolean, from: StandStatus, to: StandStatus): PlanTransition | null {
  return workflow.findTransition(PLAN_WORKFLOW, from, to, planActorMay(roles, isStandistOfStand));
}
