/** The four plan statuses of a stand, as stored and sent by the API (part 1 §4). */
export const STAND_STATUSES = [
  'waitingForPlans',
  'pendingPlansVerification',
  'pendingPlansConfirmation',
  'validatedPlans',
] as const;
export type StandStatus = (typeof STAND_STATUSES)[number];

export const isStandStatus = (value: unknown): value is StandStatus =>
  typeof value === 'string' && (STAND_STATUSES as readonly string[]).includes(value);

/**
 * The label of a stand's plans on its dashboard: the status, except that plans awaiting
 * verification which the team has opened (the stand seen by admin or support) read
 * 'beingVerified' — part 1 §4's fifth label, so the exhibitor knows someone is on it.
 */
export type PlanLabel = StandStatus | 'beingVerified';

export const planLabel = (status: StandStatus, unSeen: boolean): PlanLabel =>
  status === 'pendingPlansVerification' && !unSeen ? 'beingVerified' : status;

/** Chip colours of the stand list and dashboard. */
export const STAND_STATUS_COLORS: Record<StandStatus, 'default' | 'info' | 'warning' | 'success'> = {
  waitingForPlans: 'default',
  pendingPlansVerification: 'info',
  pendingPlansConfirmation: 'warning',
  validatedPlans: 'success',
};
