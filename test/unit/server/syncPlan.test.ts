/** The sync's plan (server/services/gateway/syncPlan.ts): what a sync would do, pure. */
import { MAX_REPORTED_CHANGES } from '@/domain/gateway';
import { planSync, type IdentifiedStand, type KnownAccount } from '@server/services/gateway/syncPlan';
import type { ExhibitorRecord } from '@server/services/gateway/types';

let row = 0;
function record(token: string, over: Partial<ExhibitorRecord> = {}): ExhibitorRecord {
  return {
    row: ++row,
    token,
    tokenExpiresAt: null,
    name: `Société ${token}`,
    hall: 'Hall 1',
    aisle: 'A',
    number: token.slice(-3),
    surface: '12',
    standType: 'Stand nu',
    contact: { email: `${token}@exposant.test`, firstName: 'Anne', lastName: 'Durand', company: 'Durand SA', phone: '', language: 'fr' },
    ...over,
  };
}

/** A stand as the last sync left it (synced = current), with `over` applied to its current values. */
function stand(standId: number, rec: ExhibitorRecord, over: Partial<IdentifiedStand['values']> = {}, extra: Partial<IdentifiedStand> = {}): IdentifiedStand {
  const values = { name: rec.name, hall: rec.hall, aisle: rec.aisle, number: rec.number, surface: rec.surface, standType: rec.standType };
  return {
    standId,
    tokenIdentifier: rec.token,
    enabled: true,
    values: { ...values, ...over },
    contactEmail: rec.contact?.email ?? null,
    contactUserId: 1,
    expiresAt: null,
    synced: { ...values, contactEmail: rec.contact?.email ?? null },
    ...extra,
  };
}

const none = new Map<string, KnownAccount>();
const TOKEN = (n: number) => `tok-${String(n).padStart(20, '0')}`;

describe('planSync', () => {
  it('creates the stands the file adds and leaves the same ones unchanged', () => {
    const a = record(TOKEN(1));
    const b = record(TOKEN(2));
    const plan = planSync({ records: [a, b], problems: [] }, [stand(10, a)], none);
    expect(plan.counts).toMatchObject({ total: 2, created: 1, unchanged: 1, updated: 0, disabled: 0 });
    expect(plan.creates.map((c) => c.record.token)).toEqual([TOKEN(2)]);
    expect(plan.updates).toEqual([]);
    expect(plan.changes).toEqual([{ kind: 'created', tokenIdentifier: TOKEN(2), stand: null, standName: b.name }]);
  });

  it('updates a field the organizer changed (old → new) and keeps the rest', () => {
    const before = record(TOKEN(1));
    const after = { ...before, name: 'Nouveau nom', surface: '18' };
    const plan = planSync({ records: [after], problems: [] }, [stand(10, before)], none);
    expect(plan.counts.updated).toBe(1);
    expect(plan.changes[0]).toMatchObject({ kind: 'updated', stand: '/backend/stands/10', fields: { name: [before.name, 'Nouveau nom'], surface: ['12', '18'] } });
    expect(plan.updates[0].values).toMatchObject({ name: 'Nouveau nom', surface: '18', hall: 'Hall 1' });
  });

  it('keeps a hand edit the organizer did not contradict, silently', () => {
    const rec = record(TOKEN(1));
    const plan = planSync({ records: [rec], problems: [] }, [stand(10, rec, { name: 'Renommé à la main' })], none);
    expect(plan.counts).toMatchObject({ unchanged: 1, updated: 0, conflicts: 0 });
    expect(plan.updates).toEqual([]);
  });

  it('keeps a hand edit the organizer also changed, and lists it as a conflict (current → file)', () => {
    const before = record(TOKEN(1));
    const after = { ...before, name: 'Nom chez l’organisateur', standType: 'Stand équipé' };
    const plan = planSync({ records: [after], problems: [] }, [stand(10, before, { name: 'Renommé à la main' })], none);
    expect(plan.counts).toMatchObject({ conflicts: 1, updated: 1 });
    expect(plan.changes.find((c) => c.kind === 'conflict')!.fields).toEqual({ name: ['Renommé à la main', 'Nom chez l’organisateur'] });
    expect(plan.updates[0].values).toMatchObject({ name: 'Renommé à la main', standType: 'Stand équipé' });
    // What the organizer sent is the new baseline: the same file again is no conflict.
    expect(plan.updates[0].synced.name).toBe('Nom chez l’organisateur');
  });

  it('disables an identified stand absent from the file once, and enables a disabled one named again', () => {
    const a = record(TOKEN(1));
    const b = record(TOKEN(2));
    const c = record(TOKEN(3));
    const plan = planSync({ records: [b], problems: [] }, [stand(10, a), stand(11, b, {}, { enabled: false }), stand(12, c, {}, { enabled: false })], none);
    expect(plan.disables).toEqual([10]);
    expect(plan.counts).toMatchObject({ disabled: 1, enabled: 1, unchanged: 1 });
    expect(plan.updates[0]).toMatchObject({ enable: true, values: null });
  });

  it('leaves as it is the stand of a refused row (its token kept by the reader), and counts the show’s enabled identified stands', () => {
    const a = record(TOKEN(1));
    const b = record(TOKEN(2));
    const c = record(TOKEN(3));
    const problems = [{ row: 2, messageId: 'gateway.problem.nameMissing', token: b.token }, { row: 3, messageId: 'gateway.problem.tokenInvalid' }];
    const plan = planSync({ records: [a], problems }, [stand(10, a), stand(11, b), stand(12, c), stand(13, record(TOKEN(4)), {}, { enabled: false })], none);
    expect(plan.disables).toEqual([12]);
    expect(plan.updates).toEqual([]);
    expect(plan.counts).toMatchObject({ disabled: 1, problems: 2 });
    expect(plan.changes.filter((x) => x.kind === 'disabled').map((x) => x.stand)).toEqual(['/backend/stands/12']);
    expect(plan.enabledIdentified).toBe(3);
  });

  it('moves the contact when its e-mail changed at the organizer’s, and refuses an e-mail of a staff account', () => {
    const before = record(TOKEN(1));
    const after = { ...before, contact: { ...before.contact!, email: 'new@exposant.test' } };
    const staff = record(TOKEN(2), { contact: { ...before.contact!, email: 'Admin@Platform.test' } });
    const accounts = new Map<string, KnownAccount>([['admin@platform.test', { id: 5, standist: false }]]);
    const plan = planSync({ records: [after, staff], problems: [] }, [stand(10, before)], accounts);
    expect(plan.counts).toMatchObject({ contactEmailChanged: 1, created: 1, problems: 1 });
    expect(plan.updates[0].contact!.email).toBe('new@exposant.test');
    expect(plan.creates[0].contact).toBeNull();
    expect(plan.changes[0]).toMatchObject({ kind: 'problem', messageId: 'api.sync.contactNotStandist', row: staff.row });
  });

  it('lists the file’s problems and a repeated token, counts complete, changes capped', () => {
    const records = Array.from({ length: MAX_REPORTED_CHANGES + 10 }, (_, i) => record(TOKEN(i + 1)));
    const plan = planSync({ records: [...records, records[0]], problems: [{ row: 7, messageId: 'gateway.problem.nameMissing' }] }, [], none);
    expect(plan.counts).toMatchObject({ total: records.length + 1, created: records.length, problems: 2 });
    expect(plan.changes).toHaveLength(MAX_REPORTED_CHANGES);
    expect(plan.changes.slice(0, 2).map((c) => c.messageId)).toEqual(['gateway.problem.nameMissing', 'api.sync.tokenRepeated']);
  });

  it('gives the same digest for the same file and stands, another when either differs', () => {
    const a = record(TOKEN(1));
    const b = record(TOKEN(2));
    const stands = [stand(10, a)];
    const first = planSync({ records: [a, b], problems: [] }, stands, none).digest;
    expect(planSync({ records: [a, b], problems: [] }, stands, none).digest).toBe(first);
    expect(planSync({ records: [a, { ...b, name: 'Autre' }], problems: [] }, stands, none).digest).not.toBe(first);
    expect(planSync({ records: [a, b], problems: [] }, [], none).digest).not.toBe(first);
  });

  it('plans 20,000 records against 20,000 stands without quadratic work', () => {
    const records = Array.from({ length: 20_000 }, (_, i) => record(TOKEN(i + 1)));
    const stands = records.map((r, i) => stand(i + 1, r, i % 2 ? { name: 'changé' } : {}));
    const shuffled = [...records.slice(10_000), ...records.slice(0, 10_000)].map((r, i) => (i % 3 ? r : { ...r, surface: '99' }));
    const started = process.hrtime.bigint();
    const plan = planSync({ records: shuffled, problems: [] }, stands, none);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    expect(plan.counts.total).toBe(20_000);
    expect(plan.counts.created).toBe(0);
    // Generous on a shared machine: a quadratic plan takes minutes here.
    expect(ms).toBeLessThan(5_000);
  });
});

describe('planSync across shows', () => {
  it('refuses a token another show’s stand holds (a problem row, nothing created)', () => {
    const a = record(TOKEN(900));
    const plan = planSync({ records: [a], problems: [] }, [], none, new Set([a.token]));
    expect(plan.creates).toEqual([]);
    expect(plan.changes).toEqual([{ kind: 'problem', row: a.row, tokenIdentifier: a.token, messageId: 'api.sync.tokenOfAnotherShow' }]);
  });
});
