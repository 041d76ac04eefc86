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

/** Where the statuses' labels are: `standStatus.<status>` in i18n/fr.json and i18n/en.json. */
export const STAND_STATUS_LABEL_PREFIX = 'standStatus';

/**
 * The one label of a status (issue 20, item 12): every screen, the CSV and the timeline read a
 * stand's status through this id, so one stand never reads two ways.
 */
export const standStatusLabelId = (status: StandStatus): string => `${STAND_STATUS_LABEL_PREFIX}.${status}`;

/** Chip colours of the stand list and dashboard. */
export const STAND_STATUS_COLORS: Record<StandStatus, 'default' | 'info' | 'warning' | 'success'> = {
  waitingForPlans: 'default',
  pendingPlansVerification: 'info',
  pendingPlansConfirmation: 'warning',
  validatedPlans: 'success',
};
