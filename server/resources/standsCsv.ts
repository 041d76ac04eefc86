import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { STAND_STATUSES, type StandStatus } from '@/domain/standStatus';
import type { Pool } from '../db/pool';
import { badFilter } from '../hydra/errors';
import { assertAccess, buildListQuery, requireUser } from '../hydra/handlers';
import { queryPairs } from '../hydra/query';
import { t, type Locale } from '../i18n';
import { stands } from './stands';

/** text: quoted and neutralised as needed; plain: digits and dates only, written as they come. */
type Kind = 'text' | 'plain' | 'boolean' | 'status';

/** Exportable columns, in their default order: property → SQL producing text. */
const dateText = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'DD/MM/YYYY HH24:MI')`;

export const CSV_COLUMNS: Record<string, { sql: string; kind: Kind }> = {
  id: { sql: 't.id::text', kind: 'plain' },
  show: { sql: 'sh.name', kind: 'text' },
  name: { sql: 't.name', kind: 'text' },
  hall: { sql: 't.hall', kind: 'text' },
  aisle: { sql: 't.aisle', kind: 'text' },
  number: { sql: 't.number', kind: 'text' },
  surface: { sql: 't.surface', kind: 'text' },
  standType: { sql: 't.stand_type', kind: 'text' },
  layouts: { sql: 't.layouts_sort', kind: 'text' },
  status: { sql: 't.status', kind: 'status' },
  nbInProgressReports: { sql: 't.nb_in_progress_reports::text', kind: 'plain' },
  nbClosedReports: { sql: 't.nb_closed_reports::text', kind: 'plain' },
  unSeen: { sql: 't.un_seen', kind: 'boolean' },
  treated: { sql: 't.treated', kind: 'boolean' },
  standSecurityInstruction: { sql: 't.stand_security_instruction_id IS NOT NULL', kind: 'boolean' },
  // "Full Name (Company)" of the first link of each kind, maintained on the stand (migration 003).
  exhibitor: { sql: 't.exhibitor_text', kind: 'text' },
  decorator: { sql: 't.decorator_text', kind: 'text' },
  agency: { sql: 't.agency_text', kind: 'text' },
  updatedAt: { sql: dateText('t.updated_at'), kind: 'plain' },
  documentsUpdatedAt: { sql: dateText('t.documents_updated_at'), kind: 'plain' },
};

const BATCH = 5000;

/** Spreadsheet formula injection: a cell starting with = + - @ tab or CR is prefixed with a quote. */
export function neutralise(cell: string): string {
  const c = cell.charCodeAt(0);
  // = + - @ \t \r
  return c === 61 || c === 43 || c === 45 || c === 64 || c === 9 || c === 13 ? `'${cell}` : cell;
}

const NEEDS_QUOTES = /[",\r\n]/;
const QUOTES = /"/g;

/** RFC 4180: a cell holding a comma, a double quote, CR or LF is quoted, its quotes doubled. */
export function csvCell(cell: string): string {
  return NEEDS_QUOTES.test(cell) ? `"${cell.replace(QUOTES, '""')}"` : cell;
}

/** One CSV record (comma-separated, LF-terminated, as csv-stringify wrote it). */
export function csvRecord(cells: readonly string[]): string {
  let line = csvCell(cells[0] ?? '');
  for (let i = 1; i < cells.length; i++) line += `,${csvCell(cells[i])}`;
  return `${line}\n`;
}

/** YYYY-MM-DD_HHmmss in Paris time. */
function stamp(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}_${parts.hour}${parts.minute}${parts.second}`;
}

function selectedProperties(pairs: Array<[string, string]>): string[] {
  const asked = pairs.filter(([k]) => k === 'properties[]' || k === 'properties').map(([, v]) => v);
  if (!asked.length) return Object.keys(CSV_COLUMNS);
  const out: string[] = [];
  for (const name of asked) {
    if (!Object.prototype.hasOwnProperty.call(CSV_COLUMNS, name)) {
      throw badFilter('api.filter.invalidProperty', { param: 'properties[]', value: name, choices: Object.keys(CSV_COLUMNS).join(', ') });
    }
    if (!out.includes(name)) out.push(name);
  }
  return out;
}

/**
 * GET /stands.csv: the stand list's scope, filters and order, every matching
 * row (no paging), streamed from a server-side cursor in batches so memory
 * stays flat whatever the number of stands.
 */
export function registerStandsCsv(app: FastifyInstance, pool: Pool): void {
  app.get('/stands.csv', async (request, reply) => {
    const user = requireUser(request);
    assertAccess(user, 'stand.export');
    const locale: Locale = request.locale;
    const pairs = queryPairs(request.url);
    const properties = selectedProperties(pairs);
    const { conditions, orderBy, params } = buildListQuery(stands, user, request.url);
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const sql = `SELECT ${properties.map((p, i) => `${CSV_COLUMNS[p].sql} AS c${i}`).join(', ')}
      FROM stands t JOIN shows sh ON sh.id = t.show_id ${where} ORDER BY ${orderBy.join(', ')}`;
    const yes = csvCell(t(locale, 'api.csv.yes'));
    const no = csvCell(t(locale, 'api.csv.no'));
    const statusLabels = new Map(STAND_STATUSES.map((status) => [status, csvCell(t(locale, `api.csv.status.${status}`))]));
    // One formatter per column, chosen once: value from pg → CSV cell, quoted where needed.
    const formatters = properties.map((p): ((value: unknown) => string) => {
      switch (CSV_COLUMNS[p].kind) {
        case 'boolean':
          return (value) => (value === null ? '' : value ? yes : no);
        case 'status':
          return (value) => (value === null ? '' : statusLabels.get(value as StandStatus) ?? csvCell(String(value)));
        case 'plain':
          return (value) => (value === null ? '' : (value as string));
        default:
          return (value) => (value === null ? '' : csvCell(neutralise(value as string)));
      }
    });
    const last = formatters.length - 1;

    const client = await pool.connect();
    let released = false;
    const release = async (ok: boolean) => {
      if (released) return;
      released = true;
      await client.query(ok ? 'COMMIT' : 'ROLLBACK').catch(() => undefined);
      client.release();
    };
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      await client.query(`DECLARE stands_csv NO SCROLL CURSOR FOR ${sql}`, params.values);
    } catch (err) {
      await release(false);
      throw err;
    }

    let started = false;
    // A client gone before the first read never runs the generator's finally.
    reply.raw.on('close', () => {
      if (!started) void release(false);
    });
    const fetchBatch = (): Promise<unknown[][]> => {
      const batch = client.query({ text: `FETCH ${BATCH} FROM stands_csv`, rowMode: 'array' }).then((r) => r.rows as unknown[][]);
      // Handled when awaited; until then a failure must not count as an unhandled rejection.
      batch.catch(() => undefined);
      return batch;
    };
    const format = (rows: unknown[][]): string => {
      const lines = new Array<string>(rows.length + 1);
      for (let r = 0; r < rows.length; r++) {
        const row = rows[r];
        let line = '';
        for (let i = 0; i < last; i++) line += `${formatters[i](row[i])},`;
        lines[r] = line + formatters[last](row[last]);
      }
      lines[rows.length] = '';
      return lines.join('\n');
    };
    async function* csv(): AsyncGenerator<string> {
      started = true;
      let ok = false;
      // The next batch is asked for before this one is formatted: PostgreSQL and Node work
      // at the same time. A batch left in flight (client gone) is awaited before the release.
      let next: Promise<unknown[][]> | null = null;
      try {
        const header = properties.map((p) => neutralise(t(locale, `api.csv.stand.${p}`)));
        yield `\uFEFF${csvRecord(header)}`;
        next = fetchBatch();
        while (next) {
          const rows: unknown[][] = await next;
          next = rows.length === BATCH && !released ? fetchBatch() : null;
          if (rows.length) yield format(rows);
        }
        ok = true;
      } finally {
        await next?.catch(() => undefined);
        await release(ok);
      }
    }

    const shows = pairs.filter(([k]) => k === 'show' || k === 'show[]').map(([, v]) => v.replace(/^.*\//, ''));
    const showPart = shows.length === 1 ? shows[0] : 'all';
    const filename = `${showPart}_stands_${stamp(new Date())}.csv`;
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${filename}"`)
      .header('Cache-Control', 'no-store')
      .send(Readable.from(csv(), { objectMode: false, highWaterMark: 64 * 1024 }));
  });
}
