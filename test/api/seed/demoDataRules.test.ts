/**
 * The demo data passes the rules of the forms that edit it (issue 18, point 11: the demo show had
 * the safety-instructions function without its document, so its organizer could not rename it).
 * Each show, stand, contact and user is sent back the way its form sends it, untouched, by the
 * role that edits it: the form's own checks (the SPA's schemas, the same body builders) and the
 * server's (the real routes) must accept it, and the record must come back as it was.
 */
import * as yup from 'yup';
import { STAFF_ROLES } from '@/domain/accounts';
import { can } from '@/domain/permissions';
import { contactSaveBody, isStandistRole } from '@/domain/standContacts';
import { accountBody, accountInitialValues, accountSchema } from '@/features/accounts/forms/accountForm';
import { administratorBody, administratorInitialValues, administratorSchema } from '@/features/accounts/forms/administratorForm';
import { contactInitialValues, contactSchema } from '@/features/standContacts/contactSchema';
import { SHOW_FILE_FIELDS, showBody, showInitialValues, type ShowFileField } from '@/features/shows/forms/showFormValues';
import { standEditBody, standEditInitialValues, standEditSchema } from '@/features/stands/manage/standSchema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@server/seed/demo';
import { DEMO_EXTRA_SHOWS } from '@server/seed/demoShows';
import { DEMO_STAFF } from '@server/seed/demoStaff';
import { client, type Json, type TestContext } from '../../support/apiApp';
import { createSeededDemoContext } from '../../support/seededDemo';

type Client = ReturnType<typeof client>;

let ctx: TestContext;
const sessions = new Map<string, Client>();
/** Every user id some form of the test sent back. */
const checkedUsers = new Set<number>();

beforeAll(async () => {
  // A copy of the run's demo data set, seeded once (test/support/seededDemo.ts).
  ctx = await createSeededDemoContext();
}, 120_000);
afterAll(async () => ctx.close());

async function as(email: string): Promise<Client> {
  let session = sessions.get(email);
  if (!session) {
    const res = await client(ctx.app).post('/backend/login_check', { _username: email, _password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    session = client(ctx.app, res.body.token);
    sessions.set(email, session);
  }
  return session;
}

const all = async (who: Client, path: string): Promise<Json[]> => {
  const res = await who.get(`${path}${path.includes('?') ? '&' : '?'}itemsPerPage=0`);
  expect(res.status).toBe(200);
  return res.body['hydra:member'];
};

/** The form's own checks before it sends: the messages of the fields it refuses. */
function formErrors(schema: yup.AnySchema, values: unknown): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (e) {
    return Object.fromEntries((e as yup.ValidationError).inner.map((v) => [v.path ?? '', v.message]));
  }
}

/** What a save answered, in a line a failure reads at once. */
const refusal = (res: { status: number; body: Json }): string =>
  `${res.status} ${JSON.stringify(res.body?.violations?.map((v: Json) => [v.propertyPath, v.message]) ?? res.body?.['hydra:description'] ?? '')}`;

/** An item without the fields a save moves on by design (its "modified" date). */
const withoutDates = (item: Json): Json => {
  const { updatedAt: _updatedAt, ...rest } = item;
  return rest;
};

describe('demo data against its forms’ rules', () => {
  it('saves every show unchanged through the show form, as the full admin and as its organizer', async () => {
    const admin = await as('admin@demo.test');
    const shows = await all(admin, '/backend/shows');
    expect(shows).toHaveLength(DEMO_EXTRA_SHOWS.length + 2);
    const failures: string[] = [];
    const byOrganizer: string[] = [];
    for (const { id } of shows) {
      const before = (await admin.get(`/backend/shows/${id}`)).body;
      const editors: Array<[string, Client]> = [['admin', admin]];
      if (before.organizer) {
        const organizer = await as((await admin.get(before.organizer)).body.email);
        // An organizer edits the shows they see (a disabled one is out of their scope).
        if ((await organizer.get(`/backend/shows/${id}`)).status === 200) editors.push(['organizer', organizer]);
      }
      // Each file the show names is a show medium, the only kind the form names (and the API reads back).
      for (const field of SHOW_FILE_FIELDS) {
        if (before[field] && (await admin.get(before[field]['@id'])).status !== 200) failures.push(`${before.name}: ${field} is not a show medium`);
      }
      for (const [who, session] of editors) {
        // The saga's own step: a file already the show's is named by its IRI.
        const iris = Object.fromEntries(SHOW_FILE_FIELDS.map((f) => [f, before[f]?.['@id'] ?? null])) as Record<ShowFileField, string | null>;
        const res = await session.patch(`/backend/shows/${id}`, showBody(showInitialValues(before), iris));
        if (res.status !== 200) failures.push(`${before.name} as ${who}: ${refusal(res)}`);
        else if (who === 'organizer') byOrganizer.push(before.name);
      }
      expect((await admin.get(`/backend/shows/${id}`)).body).toEqual(before);
    }
    expect(failures).toEqual([]);
    // The case: the demo show's own organizer renames it (here: saves it as it is).
    expect(byOrganizer).toEqual(expect.arrayContaining(['Salon Démo 2027', ...DEMO_EXTRA_SHOWS.filter((s) => s.enabled).map((s) => s.name)]));
  });

  it('saves every stand unchanged through the stand form, as support and as the show’s organizer', async () => {
    const support = await as('support@demo.test');
    const admin = await as('admin@demo.test');
    const organizerOf = new Map<string, Client>();
    for (const show of await all(admin, '/backend/shows')) {
      if (show.organizer) organizerOf.set(show['@id'], await as((await admin.get(show.organizer)).body.email));
    }
    const stands = await all(support, '/backend/stands');
    expect(stands.length).toBeGreaterThan(150);
    const failures: string[] = [];
    let byOrganizer = 0;
    for (const { id } of stands) {
      const before = (await support.get(`/backend/stands/${id}`)).body;
      const values = standEditInitialValues(before);
      const errors = formErrors(standEditSchema, values);
      if (Object.keys(errors).length) failures.push(`stand ${id} (${before.name}) refused by the form: ${JSON.stringify(errors)}`);
      const organizer = organizerOf.get(before.show);
      const editors: Array<[string, Client]> = [['support', support], ...(organizer ? [['organizer', organizer] as [string, Client]] : [])];
      for (const [who, session] of editors) {
        const res = await session.patch(`/backend/stands/${id}`, standEditBody(values));
        if (res.status !== 200) failures.push(`stand ${id} (${before.name}) as ${who}: ${refusal(res)}`);
        else if (who === 'organizer') byOrganizer += 1;
      }
      expect(withoutDates((await support.get(`/backend/stands/${id}`)).body)).toEqual(withoutDates(before));
    }
    expect(failures).toEqual([]);
    expect(byOrganizer).toBeGreaterThanOrEqual(150);
  }, 240_000);

  it('saves every stand contact unchanged through the contact form, as support', async () => {
    const support = await as('support@demo.test');
    const contacts = await all(support, '/backend/user_stand_roles');
    expect(contacts.length).toBeGreaterThan(150);
    const failures: string[] = [];
    for (const { id } of contacts) {
      const before = (await support.get(`/backend/user_stand_roles/${id}`)).body;
      expect(isStandistRole(before.standistRole)).toBe(true);
      const values = contactInitialValues('edit', before.standistRole, before);
      const errors = formErrors(contactSchema, values);
      if (Object.keys(errors).length) failures.push(`contact ${id} (${before.email}) refused by the form: ${JSON.stringify(errors)}`);
      const res = await support.patch(`/backend/user_stand_roles/${id}`, contactSaveBody('edit', values, before.stand));
      if (res.status !== 200) failures.push(`contact ${id} (${before.email}): ${refusal(res)}`);
      else expect(res.body.credentialsChanged).toBe(false);
      expect((await support.get(`/backend/user_stand_roles/${id}`)).body).toEqual(before);
      checkedUsers.add(Number(String(before.user).split('/').pop()));
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('saves every staff user unchanged through the administrator form, as the full admin', async () => {
    const admin = await as('admin@demo.test');
    const staff = (await all(admin, '/backend/users')).filter((u) => STAFF_ROLES.includes(u.role.reference));
    expect(staff.length).toBeGreaterThanOrEqual(DEMO_STAFF.length + 2);
    const failures: string[] = [];
    for (const { id } of staff) {
      const before = (await admin.get(`/backend/users/${id}`)).body;
      const values = administratorInitialValues(before, before.shows);
      const errors = formErrors(administratorSchema, values);
      if (Object.keys(errors).length) failures.push(`${before.email} refused by the form: ${JSON.stringify(errors)}`);
      const res = await admin.patch(`/backend/users/${id}`, administratorBody(values, before.role['@id']));
      if (res.status !== 200) failures.push(`${before.email}: ${refusal(res)}`);
      expect((await admin.get(`/backend/users/${id}`)).body).toEqual(before);
      checkedUsers.add(id);
    }
    expect(failures).toEqual([]);
  });

  it('saves every account that logs in unchanged through its own account form', async () => {
    const logins = [...DEMO_ACCOUNTS.map((a) => a.email), ...DEMO_STAFF.map((s) => s.email), ...DEMO_EXTRA_SHOWS.map((s) => s.organizer.email)];
    const idOf = new Map<string, number>((await all(await as('admin@demo.test'), '/backend/users')).map((u) => [u.email, u.id]));
    const failures: string[] = [];
    for (const email of logins) {
      const session = await as(email);
      const id = idOf.get(email)!;
      const before = (await session.get(`/backend/users/${id}/me`)).body;
      const canEditEmail = can([before.role.reference], 'account.editEmail');
      const values = accountInitialValues(before);
      const errors = formErrors(accountSchema(canEditEmail), values);
      if (before.languagePreference === null) {
        // No language chosen yet, as every account made without one (the administrator and
        // contact forms leave it empty): the form asks for it, and for nothing else.
        expect(errors).toEqual({ languagePreference: 'form.required' });
        checkedUsers.add(id);
        continue;
      }
      if (Object.keys(errors).length) failures.push(`${email} refused by the form: ${JSON.stringify(errors)}`);
      const res = await session.patch(`/backend/users/${id}`, accountBody(values, canEditEmail));
      if (res.status !== 200) failures.push(`${email}: ${refusal(res)}`);
      expect((await session.get(`/backend/users/${id}/me`)).body).toEqual(before);
      checkedUsers.add(id);
    }
    expect(failures).toEqual([]);
  });

  it('has sent every demo user through at least one of their forms', async () => {
    const admin = await as('admin@demo.test');
    const users = await all(admin, '/backend/users');
    expect(users.filter((u) => !checkedUsers.has(u.id)).map((u) => `${u.email} (${u.role.reference})`)).toEqual([]);
  });
});
