import { roleGroups, type RoleGroup } from './roles';

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

/** Who may record a stand message carrying each new status (part 1 §4). */
const STATUS_SETTERS: Record<StandStatus, readonly RoleGroup[] | 'anyone'> = {
  waitingForPlans: ['admin', 'support'],
  pendingPlansVerification: 'anyone',
  pendingPlansConfirmation: ['admin', 'support'],
  validatedPlans: ['admin', 'support', 'organizer', 'standist'],
};

export function canSetStandStatus(roles: readonly string[], status: StandStatus): boolean {
  const who = STATUS_SETTERS[status];
  if (!roles.length) return false;
  if (who === 'anyone') return true;
  const groups = roleGroups(roles);
  return who.some((g) => groups.has(g));
}

/** Chip colours of the stand list and dashboard. */
export const STAND_STATUS_COLORS: Record<StandStatus, 'default' | 'info' | 'warning' | 'success'> = {
  waitingForPlans: 'default',
  pendingPlansVerification: 'info',
  pendingPlansConfirmation: 'warning',
  validatedPlans: 'success',
};
