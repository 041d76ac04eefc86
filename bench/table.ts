import type { RunStats } from './stats';

/** One line of the bench table. Empty cells print as blanks. */
export interface Row {
  measure: string;
  clients?: number | string;
  p50?: number;
  p95?: number;
  p99?: number;
  /** Requests/s, rows/s, or a size: printed as given when a string. */
  rate?: number | string;
  floorP50?: number;
  floorP95?: number;
  floorP99?: number;
  floorRate?: number;
  /** API p95 / floor p95. */
  p95Ratio?: number;
  /** API rate / floor rate. */
  rateRatio?: number;
  target: string;
  /** null: information only. */
  pass: boolean | null;
  note?: string;
}

const ms = (v?: number) => (v === undefined || Number.isNaN(v) ? '' : v < 10 ? v.toFixed(2) : v < 100 ? v.toFixed(1) : v.toFixed(0));
const num = (v?: number | string) => (typeof v === 'string' ? v : v === undefined || Number.isNaN(v) ? '' : v >= 100 ? Math.round(v).toLocaleString('en-US') : v.toFixed(1));

const COLUMNS: Array<[string, (r: Row) => string, 'l' | 'r']> = [
  ['measure', (r) => r.measure, 'l'],
  ['c', (r) => (r.clients === undefined ? '' : String(r.clients)), 'r'],
  ['p50 ms', (r) => ms(r.p50), 'r'],
  ['p95 ms', (r) => ms(r.p95), 'r'],
  ['p99 ms', (r) => ms(r.p99), 'r'],
  ['rate', (r) => num(r.rate), 'r'],
  ['floor p50', (r) => ms(r.floorP50), 'r'],
  ['floor p95', (r) => ms(r.floorP95), 'r'],
  ['floor p99', (r) => ms(r.floorP99), 'r'],
  ['floor rate', (r) => num(r.floorRate), 'r'],
  ['p95 ×floor', (r) => (r.p95Ratio === undefined ? '' : r.p95Ratio.toFixed(2)), 'r'],
  ['rate %floor', (r) => (r.rateRatio === undefined ? '' : `${Math.round(r.rateRatio * 100)} %`), 'r'],
  ['target', (r) => r.target, 'l'],
  ['', (r) => (r.pass === null ? 'info' : r.pass ? 'PASS' : 'FAIL'), 'l'],
  ['note', (r) => r.note ?? '', 'l'],
];

/** A fixed-width text table (Markdown-compatible pipes), section titles as their own lines. */
export function formatTable(sections: Array<{ title: string; rows: Row[] }>): string {
  const cells = sections.flatMap((s) => s.rows.map((r) => COLUMNS.map(([, f]) => f(r))));
  const widths = COLUMNS.map(([h], i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (values: string[]) =>
    `| ${values.map((v, i) => (COLUMNS[i][2] === 'r' ? v.padStart(widths[i]) : v.padEnd(widths[i]))).join(' | ')} |`;
  const out = [line(COLUMNS.map(([h]) => h)), `|${widths.map((w, i) => (COLUMNS[i][2] === 'r' ? `${'-'.repeat(w + 1)}:` : `:${'-'.repeat(w + 1)}`)).join('|')}|`];
  for (const section of sections) {
    out.push(line(COLUMNS.map((_, i) => (i === 0 ? `**${section.title}**` : ''))));
    for (const r of section.rows) out.push(line(COLUMNS.map(([, f]) => f(r))));
  }
  return out.join('\n');
}

/**
 * A measure against its SQL floor, at 1 or 16 clients: the row (judged at 16: p95 within 2× the
 * floor's, rate at least half of it, no error) and its ratios, for the JSON result.
 */
export function versusFloor(
  name: string,
  clients: number,
  api: RunStats & { errors: number },
  floor: RunStats,
  note: string | undefined,
): { row: Row; p95Ratio: number; rateRatio: number; pass: boolean | null } {
  const p95Ratio = api.p95 / floor.p95;
  const rateRatio = api.perSecond / floor.perSecond;
  const pass = clients === 16 ? p95Ratio <= 2 && rateRatio >= 0.5 && api.errors === 0 : null;
  const row: Row = {
    measure: clients === 1 ? name : '',
    clients,
    p50: api.p50,
    p95: api.p95,
    p99: api.p99,
    rate: api.perSecond,
    floorP50: floor.p50,
    floorP95: floor.p95,
    floorP99: floor.p99,
    floorRate: floor.perSecond,
    p95Ratio,
    rateRatio,
    target: clients === 16 ? 'p95 ≤ 2× floor, rate ≥ 50 %' : '',
    pass,
    note,
  };
  return { row, p95Ratio, rateRatio, pass };
}
