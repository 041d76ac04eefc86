/** The daily plan reminders (issue 25, item 6) with a fake clock: who, once, in their language. */
import { PLAN_REMINDERS_JOB } from '@server/services/planReminders';
import { createTestContext, type TestContext } from '../../support/apiApp';
import { addStandRole, insertShow, insertStand, insertUser, linkUserShow, ROLES, STANDIST_ROLES, type TestUser } from '../../support/apiBuilders';

let ctx: TestContext;
const u: Record<string, TestUser> = {};
let show: number;
let quiet: number;
const s: Record<string, number> = {};

// Deadline Monday 2027-03-15 17:00 Paris; J-7 is Monday 2027-03-08 (a working day).
const DEADLINE = '2027-03-15T16:00:00Z';
const J7 = '2027-03-08T06:00:00Z';

const run = async (now: string) => {
  await ctx.app.jobs.send(PLAN_REMINDERS_JOB, { now });
  await ctx.app.jobs.idle();
};
const outbox = async () =>
  (await ctx.pool.query<{ kind: string; recipient: string; locale: string; subject: string; text_body: string }>(
    'SELECT kind, recipient, locale, subject, text_body FROM mail_deliveries ORDER BY id',
  )).rows;
const reminderEvents = async (standId: number) =>
  (await ctx.pool.query('SELECT details FROM stand_events WHERE stand_id = $1 AND kind = $2 ORDER BY id', [standId, 'reminder'])).rows.map((r) => r.details);

beforeAll(async () => {
  ctx = await createTestContext();
  const p = ctx.pool;
  u.exhibitorFr = await insertUser(p, { role: ROLES.STANDIST, firstName: 'Emma', lastName: 'Bernard' });
  u.decoratorEn = await insertUser(p, { role: ROLES.STANDIST, firstName: 'John', lastName: 'Smith' });
  u.validatedPeople = await insertUser(p, { role: ROLES.STANDIST });
  u.quietPeople = await insertUser(p, { role: ROLES.STANDIST });
  u.support = await insertUser(p, { role: ROLES.SUPPORT, firstName: 'Sophie', lastName: 'Durand' });
  u.supportElsewhere = await insertUser(p, { role: ROLES.SUPPORT });
  u.organizer = await insertUser(p, { role: ROLES.ORGANIZER });
  await p.query("UPDATE users SET language_preference = 'en' WHERE id = $1", [u.decoratorEn.id]);
  show = await insertShow(p, { name: 'Salon Relances', organizerId: u.organizer.id });
  quiet = await insertShow(p, { name: 'Salon sans relances' });
  const otherShow = await insertShow(p, { name: 'Autre' });
  await p.query('UPDATE shows SET organizer_deadline = $1 WHERE id IN ($2, $3)', [DEADLINE, show, quiet]);
  await p.query('UPDATE shows SET reminders_enabled = false WHERE id = $1', [quiet]);
  await linkUserShow(p, u.support.id, show);
  await linkUserShow(p, u.supportElsewhere.id, otherShow);
  s.waiting = await insertStand(p, show, { name: 'Lumière', status: 'waitingForPlans' });
  s.validated = await insertStand(p, show, { name: 'Validé', status: 'validatedPlans' });
  s.teamLate = await insertStand(p, show, { name: 'Vérif ancienne', status: 'pendingPlansVerification' });
  s.teamFresh = await insertStand(p, show, { name: 'Vérif récente', status: 'pendingPlansVerification' });
  s.quiet = await insertStand(p, quiet, { name: 'Silence', status: 'waitingForPlans' });
  s.quietLate = await insertStand(p, quiet, { name: 'Silence vérif', status: 'pendingPlansVerification' });
  await addStandRole(p, u.exhibitorFr.id, s.waiting, STANDIST_ROLES.EXHIBITOR);
  await addStandRole(p, u.decoratorEn.id, s.waiting, STANDIST_ROLES.DECORATOR);
  await addStandRole(p, u.validatedPeople.id, s.validated, STANDIST_ROLES.EXHIBITOR);
  await addStandRole(p, u.quietPeople.id, s.quiet, STANDIST_ROLES.EXHIBITOR);
  // Submitted Friday 2027-02-26 (6 working days before J-7: late with 5); the fresh one Thursday 2027-03-04 (2 days).
  await p.query('UPDATE stands SET status_changed_at = $2 WHERE id = ANY($1)', [[s.teamLate, s.quietLate], '2027-02-26T10:00:00Z']);
  await p.query('UPDATE stands SET status_changed_at = $2 WHERE id = $1', [s.teamFresh, '2027-03-04T10:00:00Z']);
});
afterAll(async () => ctx.close());

it('on J-7 reminds the stand’s people in their language, and digests the late stands to the show’s support', async () => {
  await run(J7);
  const mails = await outbox();
  const exhibitor = mails.filter((m) => m.kind === 'planDeadlineApproaching');
  expect(exhibitor.map((m) => [m.recipient, m.locale]).sort()).toEqual([
    [u.decoratorEn.email, 'en'],
    [u.exhibitorFr.email, 'fr'],
  ].sort());
  const fr = exhibitor.find((m) => m.locale === 'fr')!;
  expect(fr.subject).toBe('Plans du stand « Lumière » : date limite le 15/03/2027 17:00 (J-7) – Salon Relances');
  expect(fr.text_body).toContain(`/stands/${s.waiting}`);
  expect(exhibitor.find((m) => m.locale === 'en')!.subject).toContain('Plans for stand “Lumière”: deadline');
  const digest = mails.filter((m) => m.kind === 'planTeamLate');
  expect(digest.map((m) => m.recipient)).toEqual([u.support.email]);
  expect(digest[0].subject).toBe('Stands en retard côté équipe (1) – Salon Relances');
  expect(digest[0].text_body).toContain('Vérif ancienne');
  expect(digest[0].text_body).not.toContain('Vérif récente');
  // Nobody else: not the validated stand's people, not the show with reminders off, not the other show's support.
  expect(mails).toHaveLength(3);
  expect(mails.map((m) => m.recipient)).not.toEqual(expect.arrayContaining([u.validatedPeople.email]));
  expect(mails.map((m) => m.recipient)).not.toEqual(expect.arrayContaining([u.quietPeople.email, u.supportElsewhere.email]));
  // In the timelines.
  expect(await reminderEvents(s.waiting)).toEqual([{ reminder: 'deadlineApproaching', days: 7, recipients: ['Emma Bernard', 'John Smith'] }]);
  expect(await reminderEvents(s.teamLate)).toEqual([{ reminder: 'teamLate', days: 5, recipients: ['Sophie Durand'] }]);
  expect(await reminderEvents(s.validated)).toEqual([]);
  expect(await reminderEvents(s.quiet)).toEqual([]);
});

it('sends nothing twice the same day, even when run again', async () => {
  await run('2027-03-08T15:00:00Z');
  expect(await outbox()).toHaveLength(3);
  expect(await reminderEvents(s.waiting)).toHaveLength(1);
});

it('sends nothing on a day without a reminder for the exhibitors; the digest again the next working day', async () => {
  await run('2027-03-09T06:00:00Z');
  const mails = await outbox();
  expect(mails.slice(3).map((m) => [m.kind, m.recipient])).toEqual([['planTeamLate', u.support.email]]);
});

it('after the deadline reminds once the day after, in the outbox', async () => {
  await run('2027-03-16T06:00:00Z');
  const passed = (await outbox()).filter((m) => m.kind === 'planDeadlinePassed');
  expect(passed.map((m) => m.recipient).sort()).toEqual([u.decoratorEn.email, u.exhibitorFr.email].sort());
  expect(passed.find((m) => m.locale === 'en')!.subject).toBe('Plans for stand “Lumière”: deadline passed – Salon Relances');
});

it('falls back to every support account when none is linked to the show', async () => {
  await ctx.pool.query('DELETE FROM user_shows WHERE user_id = $1', [u.support.id]);
  await run('2027-03-17T06:00:00Z');
  const digests = (await outbox()).filter((m) => m.kind === 'planTeamLate').slice(3);
  expect(digests.map((m) => m.recipient).sort()).toEqual([u.support.email, u.supportElsewhere.email].sort());
});
