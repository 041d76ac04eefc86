/**
 * Whose turn it is on a stand's plans, since when, and when it is late (issue 25, item 5;
 * docs/decisions.md "Whose turn"). The exhibitor's side has the turn while the stand waits for
 * plans or for their confirmation, the team's while it waits for verification, nobody once the
 * plans are validated. Days are counted in the product's one clock (Europe/Paris):
 * - the team's side is late after more than the show's `teamAnswerWorkingDays` working days
 *   (Mon–Fri) elapsed since the status changed (a working day elapses at each Paris midnight
 *   that starts one: submitted on Friday, 1 day on Monday);
 * - the exhibitor's side is late once the show's exhibitors' deadline (`organizerDeadline`,
 *   'Date limite documents') has passed.
 * The same rules run in SQL (migration 040: plan_team_late_before) for the list's `late`.
 */
import type { StandStatus } from './standStatus';
import { BUSINESS_TIME_ZONE } from './time';

export const PLAN_TURNS = ['exhibitor', 'team'] as const;
export type PlanTurn = (typeof PLAN_TURNS)[number];
export const isPlanTurn = (value: unknown): value is PlanTurn => (PLAN_TURNS as readonly unknown[]).includes(value);

export const TEAM_ANSWER_DAYS = { min: 1, max: 60, default: 5 } as const;
export const REMINDER_DAYS = { min: 1, max: 60, maxCount: 3, default: [14, 7, 2] as readonly number[] } as const;

/** The side that has to act on a stand of this status; null: nobody (validated). */
export function turnOfStatus(status: StandStatus | string): PlanTurn | null {
  switch (status) {
    case 'waitingForPlans':
    case 'pendingPlansConfirmation':
      return 'exhibitor';
    case 'pendingPlansVerification':
      return 'team';
    default:
      return null;
  }
}

let parisDays: Intl.DateTimeFormat | undefined;
/** 'YYYY-MM-DD' in Paris time, through one Intl format made once (50 list cells, no luxon). */
const dayFormat = () => (parisDays ??= new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }));

/** The Paris calendar day of an instant, 'YYYY-MM-DD' ('' when unreadable). */
export function parisDay(at: string | Date): string {
  const time = typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (Number.isNaN(time)) return '';
  const parts: Record<string, string> = {};
  for (const part of dayFormat().formatToParts(time)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const dayNumber = (day: string): number => Math.round(Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / 86_400_000);
/** 1 = Monday … 7 = Sunday of a day number (day 0, 1970-01-01, was a Thursday). */
const isoWeekday = (n: number): number => ((((n + 3) % 7) + 7) % 7) + 1;

/** Working days (Mon–Fri) d with from < d ≤ to, for two 'YYYY-MM-DD' days (0 when to ≤ from). */
export function workingDaysBetween(from: string, to: string): number {
  const a = dayNumber(from);
  const b = dayNumber(to);
  if (b <= a) return 0;
  const span = b - a;
  let count = Math.floor(span / 7) * 5;
  for (let n = a + Math.floor(span / 7) * 7 + 1; n <= b; n++) if (isoWeekday(n) <= 5) count++;
  return count;
}

/** Working days elapsed since an instant, in Paris days. */
export const workingDaysSince = (since: string | Date, now: Date = new Date()): number => workingDaysBetween(parisDay(since), parisDay(now));

/** Calendar days from today (Paris) to the deadline's day: 14 two weeks before, 0 on the day, negative after. */
export const daysUntil = (deadline: string | Date, now: Date = new Date()): number => dayNumber(parisDay(deadline)) - dayNumber(parisDay(now));

export interface TurnSettings {
  teamAnswerWorkingDays: number;
  /** The exhibitors' deadline (the show's organizerDeadline), ISO; null: none. */
  deadline: string | null;
}

/** Whether the side that has the turn is late (see the module's comment). */
export function isLate(turn: PlanTurn | null, since: string | null, settings: TurnSettings, now: Date = new Date()): boolean {
  if (turn === 'team') return since !== null && workingDaysSince(since, now) > settings.teamAnswerWorkingDays;
  if (turn === 'exhibitor') return settings.deadline !== null && new Date(settings.deadline).getTime() < now.getTime();
  return false;
}

export type ReminderKind = 'deadlineApproaching' | 'deadlinePassed';

/**
 * The exhibitor reminder due today, if any: on each configured day before the deadline (J-14, J-7,
 * J-2), then the day after it and every 7 days after that while their side has the turn.
 */
export function exhibitorReminderDue(deadline: string | null, reminderDays: readonly number[], now: Date = new Date()): { kind: ReminderKind; days: number } | null {
  if (!deadline) return null;
  const days = daysUntil(deadline, now);
  if (days > 0) return reminderDays.includes(days) ? { kind: 'deadlineApproaching', days } : null;
  if (days < 0 && (-days - 1) % 7 === 0) return { kind: 'deadlinePassed', days: -days };
  return null;
}

/** The violation key of a reminder-days list, or null when valid (1–3 distinct integers 1–60). */
export function reminderDaysProblem(value: unknown): string | null {
  if (!Array.isArray(value) || value.length < 1 || value.length > REMINDER_DAYS.maxCount) return 'api.violation.reminderDays';
  if (!value.every((d) => Number.isInteger(d) && d >= REMINDER_DAYS.min && d <= REMINDER_DAYS.max)) return 'api.violation.reminderDays';
  if (new Set(value).size !== value.length) return 'api.violation.reminderDays';
  return null;
}

/** The i18n id of a side: 'planTurn.team' → 'Équipe' / 'Team'. */
export const planTurnLabelId = (turn: PlanTurn): string => `planTurn.${turn}`;
