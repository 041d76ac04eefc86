/**
 * The request workflow (part 2 §4): a request is created in_progress; only then may it be
 * validated (the message carries the confirmed date and time, and for logistics the confirmed
 * pickup date and time: the decision form, demandDecisionViolations) or refused (the message's
 * text required), by whoever holds 'demand.newStatus' (admin, support, organizer; the API's
 * scope says which shows). Nothing moves from validated or refused. The API enforces it on
 * `POST /backend/demand_messages` with `newDemandStatus` (server/services/workflow/applyTransition.ts).
 */
import { demandFamily, parseDemandDatetime, type DemandStatus } from './demands';
import { can } from './permissions';
import * as workflow from './workflow';

export type DemandAction = 'validate' | 'refuse';
/** Who: the staff who decide (the 'demand.newStatus' permission). */
export type DemandActor = 'staff';
export type DemandTransition = workflow.Transition<DemandStatus, DemandAction, DemandActor>;

/** The standard text of a validation sent without text (written in French, then English). */
export const DEMAND_VALIDATED_TEXT_ID = 'api.message.demandValidated';
/** The form a validation carries: the confirmed date-times. */
export const DEMAND_DECISION_FORM = 'demandDecision';

export const DEMAND_WORKFLOW: workflow.Workflow<DemandStatus, DemandAction, DemandActor> = {
  statuses: ['in_progress', 'validated', 'refused'],
  transitions: [
    { action: 'validate', from: 'in_progress', to: 'validated', by: 'staff', carries: { content: { standardTextId: DEMAND_VALIDATED_TEXT_ID }, form: DEMAND_DECISION_FORM } },
    { action: 'refuse', from: 'in_progress', to: 'refused', by: 'staff', carries: { content: 'required' } },
  ],
};

export const demandActorMay =
  (roles: readonly string[]) =>
  (by: DemandActor): boolean =>
    by === 'staff' && can(roles, 'demand.newStatus');

/** The decisions open to a user with `roles` on a request in status `from` (the dashboard's buttons). */
export const allowedDemandTransitions = (roles: readonly string[], from: DemandStatus): DemandTransition[] =>
  workflow.transitionsFrom(DEMAND_WORKFLOW, from, demandActorMay(roles));

/** The decision to `to` open to the user, or null. */
export const findDemandTransition = (roles: readonly string[], from: DemandStatus, to: DemandStatus): DemandTransition | null =>
  workflow.findTransition(DEMAND_WORKFLOW, from, to, demandActorMay(roles));

/** The decision form's fields on the wire (part 2 §7). */
export type DemandDecisionField = 'newDemandAskedDatetime' | 'newDemandPickupDatetime';
export interface DemandDecisionViolation {
  field: DemandDecisionField;
  rule: 'required' | 'dateTime';
}

/**
 * A validation's form (part 2 §5): the confirmed date and time required, and for a logistics
 * request the confirmed pickup too; each 'YYYY-MM-DD HH:mm' in the show's time zone. Not bound
 * by the config's window: the staff may confirm another slot (docs/decisions.md).
 */
export function demandDecisionViolations(typeReference: string, values: Partial<Record<DemandDecisionField, unknown>>): DemandDecisionViolation[] {
  const fields: DemandDecisionField[] = demandFamily(typeReference) === 'logistic' ? ['newDemandAskedDatetime', 'newDemandPickupDatetime'] : ['newDemandAskedDatetime'];
  const out: DemandDecisionViolation[] = [];
  for (const field of fields) {
    const value = values[field];
    if (value === undefined || value === null || value === '') out.push({ field, rule: 'required' });
    else if (parseDemandDatetime(value) === null) out.push({ field, rule: 'dateTime' });
  }
  return out;
}
