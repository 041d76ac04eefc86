/**
 * Writes at load with unique markers, and what each got: acknowledged (2xx), refused
 * (another answer: must not be applied), or unknown (no answer, or 503: the database went
 * away around the commit, so it may or may not be applied, but never half).
 * Then compares the database with that record.
 */
import crypto from 'node:crypto';
import { api, sleep, type Postgres } from './cluster';

export type Outcome = 'acked' | 'refused' | 'unknown';
export type Kind = 'layoutType' | 'stand' | 'standLayout';

export interface Write {
  kind: Kind;
  marker: string;
  /** Global order: writes to one stand are sequential, so a later seq is a later write. */
  seq: number;
  standId?: number;
  outcome: Outcome;
}

export interface Targets {
  /** The stand each stand worker (and stand layout worker) writes to, one per worker. */
  standIds: number[];
  layoutTypeId: number;
}

/** A colour that follows from the marker, so a torn row shows. */
export const colorOf = (marker: string) => `#${crypto.createHash('sha1').update(marker).digest('hex').slice(0, 6)}`;
export const hallOf = (marker: string) => `H-${marker}`;

export interface Tally {
  requests: number;
  byStatus: Map<number, number>; // 0: network error or timeout
  /** 503s without a Retry-After header. */
  unavailableWithoutRetryAfter: number;
  slowestMs: number;
  lastOkAt: number;
}

export class Load {
  readonly writes: Write[] = [];
  readonly tally: Tally = { requests: 0, byStatus: new Map(), unavailableWithoutRetryAfter: 0, slowestMs: 0, lastOkAt: 0 };
  private running = false;
  private workers: Promise<void>[] = [];
  private seq = 0;

  constructor(
    private readonly base: () => string,
    private readonly token: () => string,
    private readonly targets: Targets,
    private readonly prefix: string,
  ) {}

  acked(): number {
    return this.writes.filter((w) => w.outcome === 'acked').length;
  }

  /** Starts one worker per stand for each kind, plus `readers` list readers. */
  start(readers = 1): void {
    this.running = true;
    this.targets.standIds.forEach((standId, i) => {
      this.workers.push(this.loop(() => this.write('stand', standId)));
      this.workers.push(this.loop(() => this.write('standLayout', standId)));
      if (i % 2 === 0) this.workers.push(this.loop(() => this.write('layoutType')));
    });
    for (let i = 0; i < readers; i++) this.workers.push(this.loop(() => this.read()));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
    this.workers = [];
  }

  private async loop(step: () => Promise<boolean>): Promise<void> {
    while (this.running) {
      const answered = await step();
      if (!answered) await sleep(50); // refused connection: do not spin
    }
  }

  private count(status: number, headers: Headers | null, ms: number): void {
    this.tally.requests++;
    this.tally.byStatus.set(status, (this.tally.byStatus.get(status) ?? 0) + 1);
    if (status === 503 && !headers?.get('retry-after')) this.tally.unavailableWithoutRetryAfter++;
    this.tally.slowestMs = Math.max(this.tally.slowestMs, ms);
    if (status >= 200 && status < 300) this.tally.lastOkAt = Date.now();
  }

  private async read(): Promise<boolean> {
    const started = Date.now();
    try {
      const r = await api(this.base(), 'GET', '/stands?itemsPerPage=5', { token: this.token() });
      this.count(r.status, r.headers, r.ms);
      if (r.status >= 400) await sleep(100); // 503 or refused: do not spin
      return true;
    } catch {
      this.count(0, null, Date.now() - started);
      return false;
    }
  }

  private async write(kind: Kind, standId?: number): Promise<boolean> {
    const seq = ++this.seq;
    const marker = `${this.prefix}-${kind}-${seq}`;
    const write: Write = { kind, marker, seq, standId, outcome: 'unknown' };
    this.writes.push(write);
    const request =
      kind === 'layoutType'
        ? { method: 'POST', url: '/layout_types', body: { label: marker, color: colorOf(marker) } }
        : kind === 'stand'
          ? { method: 'PATCH', url: `/stands/${standId}`, body: { name: marker, hall: hallOf(marker) } }
          : {
              method: 'POST',
              url: '/stand_layouts',
              body: {
                stand: `/backend/stands/${standId}`,
                layoutType: `/backend/layout_types/${this.targets.layoutTypeId}`,
                description: marker,
              },
            };
    const started = Date.now();
    try {
      const r = await api(this.base(), request.method, request.url, { token: this.token(), body: request.body });
      this.count(r.status, r.headers, r.ms);
      write.outcome = r.status >= 200 && r.status < 300 ? 'acked' : r.status === 503 ? 'unknown' : 'refused';
      if (r.status >= 400) await sleep(100); // 503 or refused: do not spin
      return true;
    } catch {
      this.count(0, null, Date.now() - started);
      return false;
    }
  }
}

export interface Check {
  acked: number;
  /** Acknowledged writes missing from the database. */
  lost: string[];
  /** Refused writes found in the database. */
  refusedApplied: string[];
  /** Rows whose fields come from different writes, or inserted twice. */
  torn: string[];
  /** Unacknowledged writes that were nevertheless committed (allowed: the answer was lost). */
  unknownApplied: number;
  unknownNotApplied: number;
}

/** Compares what the database holds with what was acknowledged. */
export async function checkWrites(pg: Postgres, writes: Write[], prefix: string): Promise<Check> {
  const check: Check = { acked: 0, lost: [], refusedApplied: [], torn: [], unknownApplied: 0, unknownNotApplied: 0 };
  const like = `${prefix}-%`;
  const types = await pg.query<{ label: string; color: string }>('SELECT label, color FROM layout_types WHERE label LIKE $1', [like]);
  const layouts = await pg.query<{ description: string; stand_id: number }>(
    'SELECT description, stand_id FROM stand_layouts WHERE description LIKE $1',
    [like],
  );
  const standIds = [...new Set(writes.filter((w) => w.kind === 'stand').map((w) => w.standId!))];
  const stands = await pg.query<{ id: number; name: string; hall: string }>('SELECT id, name, hall FROM stands WHERE id = ANY($1)', [standIds]);

  const inserted = new Map<string, number>();
  for (const t of types) {
    inserted.set(t.label, (inserted.get(t.label) ?? 0) + 1);
    if (t.color !== colorOf(t.label)) check.torn.push(`layout type ${t.label} has colour ${t.color}`);
  }
  const bySeq = new Map(writes.map((w) => [w.marker, w]));
  for (const l of layouts) {
    inserted.set(l.description, (inserted.get(l.description) ?? 0) + 1);
    const w = bySeq.get(l.description);
    if (w && w.standId !== l.stand_id) check.torn.push(`stand layout ${l.description} on stand ${l.stand_id}`);
  }
  for (const [marker, n] of inserted) {
    if (n > 1) check.torn.push(`${marker} inserted ${n} times`);
    if (!bySeq.has(marker)) check.torn.push(`${marker} was never sent`);
  }

  // A stand holds the last write applied to it: its fields from one write, not older than the
  // last acknowledged one, and not a refused one.
  const standNow = new Map(stands.map((s) => [s.id, s]));
  const lastAcked = new Map<number, number>();
  for (const w of writes) if (w.kind === 'stand' && w.outcome === 'acked') lastAcked.set(w.standId!, Math.max(lastAcked.get(w.standId!) ?? 0, w.seq));
  const appliedStandWrites = new Set<string>();
  for (const id of standIds) {
    const s = standNow.get(id)!;
    if (s.hall !== hallOf(s.name)) check.torn.push(`stand ${id}: name ${s.name}, hall ${s.hall}`);
    const w = bySeq.get(s.name);
    const floor = lastAcked.get(id) ?? 0;
    if (!w) {
      if (floor) check.lost.push(`stand ${id} lost every write (holds ${s.name})`);
      continue;
    }
    if (w.seq < floor) check.lost.push(`stand ${id}: acknowledged seq ${floor} overwritten by older ${w.seq}`);
    if (w.outcome === 'refused') check.refusedApplied.push(w.marker);
    appliedStandWrites.add(w.marker);
  }

  for (const w of writes) {
    if (w.outcome === 'acked') check.acked++;
    // A stand write is superseded by the next one: only its floor is checked (above).
    const applied = w.kind === 'stand' ? appliedStandWrites.has(w.marker) : inserted.has(w.marker);
    if (w.kind !== 'stand' && w.outcome === 'acked' && !applied) check.lost.push(w.marker);
    if (w.kind !== 'stand' && w.outcome === 'refused' && applied) check.refusedApplied.push(w.marker);
    if (w.outcome === 'unknown') {
      if (applied) check.unknownApplied++;
      else if (w.kind !== 'stand') check.unknownNotApplied++;
    }
  }
  return check;
}
