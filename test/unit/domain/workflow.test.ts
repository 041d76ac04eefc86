import { contractViolations, findTransition, PLAIN_MESSAGE, targetStatuses, transitionsFrom, type Workflow } from '@/domain/workflow';

/** The demands' table of part 2 §4, as the next workflow will write it: one more table, no more code. */
type DemandStatus = 'in_progress' | 'validated' | 'refused';
const DEMANDS: Workflow<DemandStatus, 'validate' | 'refuse', 'statusChanger'> = {
  statuses: ['in_progress', 'validated', 'refused'],
  transitions: [
    { action: 'validate', from: 'in_progress', to: 'validated', by: 'statusChanger', carries: { content: 'required', form: 'demandConfirmedDates' } },
    { action: 'refuse', from: 'in_progress', to: 'refused', by: 'statusChanger', carries: { content: 'reason' } },
  ],
};

describe('a workflow table (src/domain/workflow.ts)', () => {
  const anyone = () => true;
  const nobody = () => false;

  it('offers the steps from a status to whoever may take them, and nothing else', () => {
    expect(transitionsFrom(DEMANDS, 'in_progress', anyone).map((t) => t.to)).toEqual(['validated', 'refused']);
    expect(transitionsFrom(DEMANDS, 'in_progress', nobody)).toEqual([]);
    expect(transitionsFrom(DEMANDS, 'validated', anyone)).toEqual([]);
    expect(findTransition(DEMANDS, 'in_progress', 'refused', anyone)?.action).toBe('refuse');
    expect(findTransition(DEMANDS, 'refused', 'validated', anyone)).toBeNull();
    expect(findTransition(DEMANDS, 'in_progress', 'validated', nobody)).toBeNull();
  });

  it('lists the statuses a step leads to, once each', () => {
    expect(targetStatuses(DEMANDS)).toEqual(['validated', 'refused']);
  });

  describe('what the message must carry', () => {
    const none = { hasContent: false, attachments: 0 };
    it('a plain message: its text', () => {
      expect(contractViolations(PLAIN_MESSAGE, none)).toEqual([{ field: 'content', rule: 'contentMissing' }]);
      expect(contractViolations(PLAIN_MESSAGE, { hasContent: true, attachments: 0 })).toEqual([]);
    });
    it('a reason is its own rule (its own message)', () => {
      expect(contractViolations({ content: 'reason' }, none)).toEqual([{ field: 'content', rule: 'reasonMissing' }]);
    });
    it('a standard text replaces a missing one', () => {
      expect(contractViolations({ content: { standardTextId: 'x' } }, none)).toEqual([]);
    });
    it('required attachments: at least one', () => {
      const carries = { content: 'required', attachments: 'required' } as const;
      expect(contractViolations(carries, { hasContent: true, attachments: 0 })).toEqual([{ field: 'attachments', rule: 'attachmentsMissing' }]);
      expect(contractViolations(carries, { hasContent: true, attachments: 1 })).toEqual([]);
      expect(contractViolations(carries, none)).toEqual([
        { field: 'content', rule: 'contentMissing' },
        { field: 'attachments', rule: 'attachmentsMissing' },
      ]);
    });
  });
});
