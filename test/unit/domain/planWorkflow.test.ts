import { allowedTransitions, findTransition, isPlanStaff, PLAN_CONFIRMATION_FORM, PLAN_TRANSITIONS, PLANS_VALIDATED_TEXT_ID } from '@/domain/planWorkflow';
import { BULK_STATUS_TARGETS, bulkNeedsReason, bulkTransitions } from '@/domain/standBulk';
import { ROLES } from '@/domain/roles';
import { STAND_STATUSES, type StandStatus } from '@/domain/standStatus';

const STAFF = [ROLES.SUPER_ADMIN, ROLES.ADMIN, ROLES.SUPPORT, ROLES.ORGANIZER];
const OTHERS = [ROLES.SECURITY_OFFICER, ROLES.SPS_COORDINATOR, ROLES.EXHIBITION_CENTER_SERVICE];

/** The expected table: role kind × from → the statuses it may go to. */
const EXPECTED: Record<'standistOfStand' | 'staff' | 'other', Partial<Record<StandStatus, StandStatus[]>>> = {
  standistOfStand: { waitingForPlans: ['pendingPlansVerification'], pendingPlansConfirmation: ['validatedPlans'] },
  staff: { pendingPlansVerification: ['pendingPlansConfirmation', 'waitingForPlans'] },
  other: {},
};

describe('plan workflow (part 1 §4)', () => {
  it.each(STAND_STATUSES)('from %s: a standist of the stand, staff and others get exactly the table', (from) => {
    expect(allowedTransitions([ROLES.STANDIST], true, from).map((t) => t.to)).toEqual(EXPECTED.standistOfStand[from] ?? []);
    for (const role of STAFF) expect(allowedTransitions([role], false, from).map((t) => t.to)).toEqual(EXPECTED.staff[from] ?? []);
    for (const role of OTHERS) expect(allowedTransitions([role], false, from)).toEqual([]);
    // A standist of another stand may do nothing on this one.
    expect(allowedTransitions([ROLES.STANDIST], false, from)).toEqual([]);
  });

  it('names each action', () => {
    expect(findTransition([ROLES.STANDIST], true, 'waitingForPlans', 'pendingPlansVerification')?.action).toBe('submit');
    expect(findTransition([ROLES.STANDIST], true, 'pendingPlansConfirmation', 'validatedPlans')?.action).toBe('confirm');
    expect(findTransition([ROLES.ORGANIZER], false, 'pendingPlansVerification', 'pendingPlansConfirmation')?.action).toBe('validate');
    expect(findTransition([ROLES.SUPPORT], false, 'pendingPlansVerification', 'waitingForPlans')?.action).toBe('refuse');
    expect(findTransition([ROLES.ADMIN], false, 'waitingForPlans', 'validatedPlans')).toBeNull();
    expect(findTransition([ROLES.STANDIST], true, 'validatedPlans', 'waitingForPlans')).toBeNull();
  });

  it('nothing leaves validatedPlans and every transition changes the status', () => {
    expect(PLAN_TRANSITIONS.filter((t) => t.from === 'validatedPlans')).toEqual([]);
    for (const t of PLAN_TRANSITIONS) expect(t.from).not.toBe(t.to);
  });

  it('staff: admin, support, organizer', () => {
    expect(STAFF.every((r) => isPlanStaff([r]))).toBe(true);
    expect([...OTHERS, ROLES.STANDIST].some((r) => isPlanStaff([r]))).toBe(false);
  });

  it('what the message of each step must carry', () => {
    const carries = Object.fromEntries(PLAN_TRANSITIONS.map((t) => [t.action, t.carries]));
    expect(carries).toEqual({
      // The plans: a text and at least one file.
      submit: { content: 'required', attachments: 'required' },
      // The confirmation form, and a text.
      confirm: { content: 'required', form: PLAN_CONFIRMATION_FORM },
      // Without text, the standard bilingual message.
      validate: { content: { standardTextId: PLANS_VALIDATED_TEXT_ID } },
      // The reason.
      refuse: { content: 'reason' },
    });
  });

  it('in bulk: the staff steps only, each from the statuses it starts from; a refusal needs its reason', () => {
    expect(BULK_STATUS_TARGETS).toEqual(['waitingForPlans', 'pendingPlansConfirmation']);
    expect(bulkTransitions([ROLES.ORGANIZER], 'pendingPlansConfirmation').map((t) => [t.action, t.from])).toEqual([['validate', 'pendingPlansVerification']]);
    expect(bulkTransitions([ROLES.ADMIN], 'waitingForPlans').map((t) => [t.action, t.from])).toEqual([['refuse', 'pendingPlansVerification']]);
    expect(bulkTransitions([ROLES.STANDIST], 'pendingPlansConfirmation')).toEqual([]);
    expect(bulkTransitions([ROLES.ADMIN], 'validatedPlans')).toEqual([]);
    expect(bulkNeedsReason('waitingForPlans')).toBe(true);
    expect(bulkNeedsReason('pendingPlansConfirmation')).toBe(false);
  });
});
