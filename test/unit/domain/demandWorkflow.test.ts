import { allowedDemandTransitions, DEMAND_WORKFLOW, demandDecisionViolations, findDemandTransition } from '@/domain/demandWorkflow';

const ADMIN = ['ROLE_ADMIN'];
const SUPPORT = ['ROLE_SUPPORT_ASTECH'];
const ORGANIZER = ['ROLE_ORGANIZER'];
const STANDIST = ['ROLE_STANDIST'];

describe('request workflow', () => {
  it('validates or refuses only an in-progress request', () => {
    expect(allowedDemandTransitions(ADMIN, 'in_progress').map((t) => t.to)).toEqual(['validated', 'refused']);
    expect(allowedDemandTransitions(ADMIN, 'validated')).toEqual([]);
    expect(allowedDemandTransitions(ADMIN, 'refused')).toEqual([]);
  });
  it('lets admin, support and organizer decide, nobody else', () => {
    for (const roles of [ADMIN, SUPPORT, ORGANIZER]) expect(findDemandTransition(roles, 'in_progress', 'refused')?.action).toBe('refuse');
    expect(findDemandTransition(STANDIST, 'in_progress', 'validated')).toBeNull();
    expect(findDemandTransition(['ROLE_SECURITY_OFFICER'], 'in_progress', 'validated')).toBeNull();
  });
  it('asks a refusal for its text and a validation for its form', () => {
    const [validate, refuse] = DEMAND_WORKFLOW.transitions;
    expect(refuse.carries.content).toBe('required');
    expect(validate.carries.form).toBe('demandDecision');
  });
});

describe('validation form', () => {
  it('wants the confirmed date-time, and the pickup for logistics', () => {
    expect(demandDecisionViolations('exemption_delivery', {})).toEqual([{ field: 'newDemandAskedDatetime', rule: 'required' }]);
    expect(demandDecisionViolations('logistic_vehicle', { newDemandAskedDatetime: '2027-03-08 07:30' })).toEqual([
      { field: 'newDemandPickupDatetime', rule: 'required' },
    ]);
    expect(demandDecisionViolations('logistic_vehicle', { newDemandAskedDatetime: '2027-03-08 07:30', newDemandPickupDatetime: '2027-03-08T09:00' })).toEqual([
      { field: 'newDemandPickupDatetime', rule: 'dateTime' },
    ]);
    expect(demandDecisionViolations('exemption_mounting', { newDemandAskedDatetime: '2027-03-08 07:30' })).toEqual([]);
  });
});
