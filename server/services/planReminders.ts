/**
 * The daily plan reminders (issue 25, item 6; docs/decisions.md "Whose turn"). Once a day on the
 * job queue (pg-boss: one run per tick whatever the number of nodes), for each enabled show with
 * reminders on:
 * - the stand's people (exhibitor, decorator, agency), while their side has the turn, on each
 *   configured day before the exhibitors' deadline (J-14, J-7, J-2) and the day after it, then
 *   weekly (src/domain/planTurn.ts, exhibitorReminderDue);
 * - on working days, the show's support team (the support accounts linked to the show, else every
 *   support account) a digest of the stands late on the team's side.
 * Each e-mail goes through the one mailer (the outbox), in the recipient's language. A row of
 * plan_reminder_sends (unique per Paris day, recipient, show and stand) is written before the
 * e-mail is queued and in the same transaction as the stand's timeline event ('reminder'), so a
 * second run the same day, on this node or another, sends nothing twice and adds no event.
 */
import { exhibitorReminderDue, parisDay, workingDaysSince, type ReminderKind } from '@/domain/planTurn';
import { ROLES } from '@/domain/roles';
import { formatDateTime } from '@/domain/time';
import { withTransaction, type Pool } from '../db/pool';
import { t, type Locale } from '../i18n';
import type { JobQueue } from './jobs/queue';
import { recipientLocale } from './mail/render';
import type { Mailer } from './mail/mailer';

export const PLAN_REMINDERS_JOB = 'plans.reminders';
/** Every day at 06:00 UTC (07:00 or 08:00 in Paris). */
const REMINDERS_CRON = '0 6 * * *';
/** Stands named in a digest; the rest are counted. */
const DIGEST_LIST_MAX = 30;

export interface ReminderDeps {
  pool: Pool;
  mailer: Mailer;
  origin: () => string;
}

interface ShowRow {
  id: number;
  name: string;
  organizer_deadline: Date | null;
  team_answer_working_days: number;
  reminder_days: number[];
}

interface Recipient {
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  language_preference: string | null;
}

const fullName = (r: Recipient) => `${r.first_name} ${r.last_name}`.trim() || r.email;

export interface ReminderRun {
  /** E-mails queued by this run. */
  mails: number;
}

/** One run of the reminders as of `now` (the job's clock: tests give a fake one). */
export async function runPlanReminders(deps: ReminderDeps, now: Date = new Date()): Promise<ReminderRun> {
  const day = parisDay(now);
  const { rows: shows } = await deps.pool.query<ShowRow>(
    `SELECT id, name, organizer_deadline, team_answer_working_days, reminder_days FROM shows
      WHERE enabled AND reminders_enabled ORDER BY id`,
  );
  let mails = 0;
  for (const show of shows) {
    const due = exhibitorReminderDue(show.organizer_deadline?.toISOString() ?? null, show.reminder_days, now);
    if (due) mails += await remindExhibitors(deps, show, due, day);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) mails += await sendTeamDigest(deps, show, day, now);
  }
  return { mails };
}

async function remindExhibitors(deps: ReminderDeps, show: ShowRow, due: { kind: ReminderKind; days: number }, day: string): Promise<number> {
  const { rows: stands } = await deps.pool.query<{ id: number; name: string }>(
    `SELECT id, name FROM stands WHERE show_id = $1 AND status_rank IN (1, 3) AND enabled ORDER BY id`,
    [show.id],
  );
  let mails = 0;
  for (const stand of stands) {
    // The sends and the timeline event in one transaction: the event only when somebody is reminded now.
    const recipients = await withTransaction(deps.pool, async (db) => {
      const { rows } = await db.query<Recipient>(
        `WITH people AS (
           SELECT DISTINCT u.id AS user_id, u.email, u.first_name, u.last_name, u.language_preference
             FROM user_stand_roles usr JOIN users u ON u.id = usr.user_id
            WHERE usr.stand_id = $1 AND u.enabled AND u.email <> ''),
         sent AS (
           INSERT INTO plan_reminder_sends (day, user_id, show_id, stand_id, kind)
           SELECT $2::date, p.user_id, $3, $1, $4 FROM people p
           ON CONFLICT DO NOTHING RETURNING user_id)
         SELECT p.* FROM people p JOIN sent s ON s.user_id = p.user_id ORDER BY p.user_id`,
        [stand.id, day, show.id, due.kind],
      );
      if (rows.length) {
        await db.query(`SELECT stand_event_add($1, 'reminder', NULL, $2::jsonb)`, [
          stand.id,
          JSON.stringify({ reminder: due.kind, days: due.days, recipients: rows.map(fullName) }),
        ]);
      }
      return rows;
    });
    for (const r of recipients) {
      const locale = recipientLocale(r.language_preference);
      const id = await deps.mailer.queue({
        to: r.email,
        locale,
        kind: due.kind === 'deadlineApproaching' ? 'planDeadlineApproaching' : 'planDeadlinePassed',
        params: {
          name: fullName(r),
          stand: stand.name,
          show: show.name,
          days: due.days,
          deadline: formatDateTime(show.organizer_deadline!.toISOString(), locale),
          link: `${deps.origin()}/stands/${stand.id}`,
        },
      });
      await deps.pool.query('UPDATE plan_reminder_sends SET mail_delivery_id = $1 WHERE day = $2 AND user_id = $3 AND show_id = $4 AND stand_id = $5', [id, day, r.user_id, show.id, stand.id]);
      mails++;
    }
  }
  return mails;
}

async function sendTeamDigest(deps: ReminderDeps, show: ShowRow, day: string, now: Date): Promise<number> {
  const { rows: late } = await deps.pool.query<{ id: number; name: string; status_changed_at: Date }>(
    `SELECT id, name, status_changed_at FROM stands
      WHERE show_id = $1 AND status_rank = 2 AND enabled
        AND status_changed_at < plan_team_late_before($2::date, $3)
      ORDER BY status_changed_at, id`,
    [show.id, day, show.team_answer_working_days],
  );
  if (!late.length) return 0;
  const recipients = await withTransaction(deps.pool, async (db) => {
    const { rows } = await db.query<Recipient>(
      `WITH linked AS (
         SELECT u.* FROM users u JOIN roles r ON r.id = u.role_id JOIN user_shows us ON us.user_id = u.id
          WHERE r.reference = $3 AND us.show_id = $2 AND u.enabled),
       team AS (
         SELECT u.id AS user_id, u.email, u.first_name, u.last_name, u.language_preference FROM linked u
         UNION
         SELECT u.id, u.email, u.first_name, u.last_name, u.language_preference
           FROM users u JOIN roles r ON r.id = u.role_id
          WHERE r.reference = $3 AND u.enabled AND NOT EXISTS (SELECT 1 FROM linked)),
       sent AS (
         INSERT INTO plan_reminder_sends (day, user_id, show_id, stand_id, kind)
         SELECT $1::date, t.user_id, $2, 0, 'teamLate' FROM team t WHERE t.email <> ''
         ON CONFLICT DO NOTHING RETURNING user_id)
       SELECT t.* FROM team t JOIN sent s ON s.user_id = t.user_id ORDER BY t.user_id`,
      [day, show.id, ROLES.SUPPORT],
    );
    if (rows.length) {
      // One timeline event per late stand: the team was reminded of it today.
      await db.query(
        `SELECT stand_event_add(s.id, 'reminder', NULL,
            jsonb_build_object('reminder', 'teamLate', 'days', $3::int, 'recipients', $2::jsonb))
           FROM unnest($1::int[]) AS s(id)`,
        [late.map((s) => s.id), JSON.stringify(rows.map(fullName)), show.team_answer_working_days],
      );
    }
    return rows;
  });
  let mails = 0;
  for (const r of recipients) {
    const locale: Locale = recipientLocale(r.language_preference);
    const lines = late
      .slice(0, DIGEST_LIST_MAX)
      .map((s) => `- ${s.name} (${t(locale, 'api.mail.planTeamLate.since', { days: workingDaysSince(s.status_changed_at, now) })}) ${deps.origin()}/stands/${s.id}`);
    if (late.length > DIGEST_LIST_MAX) lines.push(t(locale, 'api.mail.standImport.more', { count: late.length - DIGEST_LIST_MAX }));
    const id = await deps.mailer.queue({
      to: r.email,
      locale,
      kind: 'planTeamLate',
      params: { name: fullName(r), show: show.name, count: late.length, days: show.team_answer_working_days, stands: lines.join('\n') },
    });
    await deps.pool.query('UPDATE plan_reminder_sends SET mail_delivery_id = $1 WHERE day = $2 AND user_id = $3 AND show_id = $4 AND stand_id = 0', [id, day, r.user_id, show.id]);
    mails++;
  }
  return mails;
}

/** Registers the reminders and schedules them daily (pg-boss runs each tick on one node). `data.now`: a test's clock. */
export async function registerPlanRemindersJob(jobs: JobQueue, deps: ReminderDeps, options: { scheduled?: boolean } = {}): Promise<void> {
  await jobs.register<{ now?: string }>(PLAN_REMINDERS_JOB, { retryLimit: 2, retryDelaySeconds: 300 }, async (data) => {
    await runPlanReminders(deps, data.now ? new Date(data.now) : new Date());
  });
  if (options.scheduled !== false) await jobs.schedule(PLAN_REMINDERS_JOB, REMINDERS_CRON);
}
