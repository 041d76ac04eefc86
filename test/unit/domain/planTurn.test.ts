import {
  daysUntil,
  exhibitorReminderDue,
  isLate,
  parisDay,
  reminderDaysProblem,
  turnOfStatus,
  workingDaysBetween,
  workingDaysSince,
} from '@/domain/planTurn';

describe('planTurn', () => {
  it('gives the turn of each status', () => {
    expect(turnOfStatus('waitingForPlans')).toBe('exhibitor');
    expect(turnOfStatus('pendingPlansConfirmation')).toBe('exhibitor');
    expect(turnOfStatus('pendingPlansVerification')).toBe('team');
    expect(turnOfStatus('validatedPlans')).toBeNull();
  });

  it('counts working days Mon–Fri after the start day', () => {
    // 2026-11-20 is a Friday.
    expect(workingDaysBetween('2026-11-20', '2026-11-20')).toBe(0);
    expect(workingDaysBetween('2026-11-20', '2026-11-22')).toBe(0); // Sunday
    expect(workingDaysBetween('2026-11-20', '2026-11-23')).toBe(1); // Monday
    expect(workingDaysBetween('2026-11-16', '2026-11-23')).toBe(5); // Monday to Monday
    expect(workingDaysBetween('2026-11-02', '2026-11-27')).toBe(19);
    expect(workingDaysBetween('2026-11-27', '2026-11-02')).toBe(0);
  });

  it('reads days in Paris time', () => {
    // 23:30 UTC on Thursday is already Friday in Paris.
    expect(parisDay('2026-11-19T23:30:00Z')).toBe('2026-11-20');
    expect(workingDaysSince('2026-11-19T23:30:00Z', new Date('2026-11-23T08:00:00Z'))).toBe(1);
    expect(daysUntil('2026-12-07T10:00:00Z', new Date('2026-11-23T22:59:00Z'))).toBe(14);
    expect(daysUntil('2026-12-07T10:00:00Z', new Date('2026-11-23T23:01:00Z'))).toBe(13);
  });

  it('marks the team late after more than the show’s working days', () => {
    const settings = { teamAnswerWorkingDays: 5, deadline: null };
    const since = '2026-11-16T09:00:00Z'; // Monday
    expect(isLate('team', since, settings, new Date('2026-11-23T15:00:00Z'))).toBe(false); // 5 days
    expect(isLate('team', since, settings, new Date('2026-11-24T09:00:00Z'))).toBe(true); // 6 days
    expect(isLate(null, since, settings, new Date('2026-12-24T09:00:00Z'))).toBe(false);
  });

  it('marks the exhibitor late once the deadline has passed', () => {
    const settings = { teamAnswerWorkingDays: 5, deadline: '2026-11-20T17:00:00Z' };
    expect(isLate('exhibitor', '2026-01-01T00:00:00Z', settings, new Date('2026-11-20T16:59:00Z'))).toBe(false);
    expect(isLate('exhibitor', '2026-01-01T00:00:00Z', settings, new Date('2026-11-20T17:01:00Z'))).toBe(true);
    expect(isLate('exhibitor', null, { ...settings, deadline: null }, new Date('2030-01-01'))).toBe(false);
  });

  it('says which exhibitor reminder is due today', () => {
    const deadline = '2026-12-07T17:00:00Z';
    const at = (day: string) => new Date(`${day}T07:00:00Z`);
    expect(exhibitorReminderDue(deadline, [14, 7, 2], at('2026-11-23'))).toEqual({ kind: 'deadlineApproaching', days: 14 });
    expect(exhibitorReminderDue(deadline, [14, 7, 2], at('2026-11-24'))).toBeNull();
    expect(exhibitorReminderDue(deadline, [14, 7, 2], at('2026-12-05'))).toEqual({ kind: 'deadlineApproaching', days: 2 });
    expect(exhibitorReminderDue(deadline, [14, 7, 2], at('2026-12-07'))).toBeNull();
    expect(exhibitorReminderDue(deadline, [14, 7, 2], at('2026-12-08'))).toEqual({ kind: 'deadlinePassed', days: 1 });
    expect(exhibitorReminderDue(deadline, [14, 7, 2], at('2026-12-09'))).toBeNull();
    expect(exhibitorReminderDue(deadline, [14, 7, 2], at('2026-12-15'))).toEqual({ kind: 'deadlinePassed', days: 8 });
    expect(exhibitorReminderDue(null, [14], at('2026-12-15'))).toBeNull();
  });

  it('validates the reminder days', () => {
    expect(reminderDaysProblem([14, 7, 2])).toBeNull();
    expect(reminderDaysProblem([1])).toBeNull();
    for (const bad of [[], [1, 2, 3, 4], [0], [61], [2.5], ['7'], [7, 7], 'x', null]) expect(reminderDaysProblem(bad)).toBe('api.violation.reminderDays');
  });
});
