import { allowedStandDocumentTransitions, findStandDocumentTransition, STAND_DOCUMENT_WORKFLOW } from '@/domain/standDocumentWorkflow';

const REVIEWERS = [['ROLE_ADMIN'], ['ROLE_SUPPORT_ASTECH'], ['ROLE_ORGANIZER'], ['ROLE_SECURITY_OFFICER']];

describe('stand document workflow', () => {
  it('offers every status but the current one', () => {
    expect(allowedStandDocumentTransitions(['ROLE_ADMIN'], 'TO_CHECK').map((t) => t.to)).toEqual(['PENDING_INFORMATIONS', 'CHECKED', 'CHECKED_WITH_OPTION', 'REFUSED']);
    expect(allowedStandDocumentTransitions(['ROLE_ADMIN'], 'REFUSED').map((t) => t.to)).toEqual(['TO_CHECK', 'PENDING_INFORMATIONS', 'CHECKED', 'CHECKED_WITH_OPTION']);
    expect(STAND_DOCUMENT_WORKFLOW.transitions).toHaveLength(20);
  });

  it('lets the reviewers set a status, not standists nor the SPS coordinator', () => {
    for (const roles of REVIEWERS) expect(findStandDocumentTransition(roles, 'TO_CHECK', 'CHECKED')?.to).toBe('CHECKED');
    expect(findStandDocumentTransition(['ROLE_STANDIST'], 'TO_CHECK', 'CHECKED')).toBeNull();
    expect(findStandDocumentTransition(['ROLE_COORDINATOR_SPS'], 'TO_CHECK', 'CHECKED')).toBeNull();
  });

  it('refuses the current status as a step', () => {
    expect(findStandDocumentTransition(['ROLE_ADMIN'], 'CHECKED', 'CHECKED')).toBeNull();
  });
});
