/**
 * The generic streamed CSV export of a resource: `GET /<path>.csv`, switched on
 * by the resource's `export` declaration. The collection's scope, filters and
 * order (no paging), every matching row streamed from a server-side cursor in
 * batches so memory stays flat whatever the number of rows; `properties[]`
 * chooses and orders the columns; cells that a spreadsheet would read as a
 * formula are neutralised. The file follows the caller's language (X-LOCALE, then
 * Accept-Language): headers and statuses in the grid's wording (`standList.column.*`,
 * `standStatus.*`, then the export's own `api.csv.*` ids), the separator, decimal mark and date
 * format of that language's spreadsheets (CSV_FORMATS). Rows come in the `order[…]` asked for
 * (the grid's sort), ties broken by id.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { BUSINESS_TIME_ZONE } from '@/domain/time';
import type { Pool } from '../db/pool';
import { hasMessage, t, type Locale } from '../i18n';
import { badFilter } from './errors';
import { own } from './filters/kind';
import { assertAccess, requireUser } from './access';
import { fetchCsvLines, type CsvLines } from './csvBatch';
import { buildListQuery } from './statements';
import { queryPairs } from './query';
import type { CsvColumn, ExportDecl, Resource } from './resource';

/**
 * What a CSV looks like in each language, as that language's spreadsheets read it: French Excel
 * splits on `;` and reads `18,75`; English on `,` with `18.75`. Dates: French `DD/MM/YYYY HH:mm`
 * (as the grid shows them), English `YYYY-MM-DD HH:mm` (no day/month order to guess; Excel reads
 * it as a date whatever its locale). Both in Paris time, the shows' (and the file name's) zone.
 */
export const CSV_FORMATS: Record<Locale, { separator: string; decimal: string; date: (iso: string) => string }> = {
  fr: { separator: ';', decimal: ',', date: (iso) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 16)}` },
  en: { separator: ',', decimal: '.', date: (iso) => iso.slice(0, 16) },
};

/**
 * How the export's transaction has PostgreSQL write a timestamptz: the Paris wall-clock time in
 * the ISO date style (`2026-10-31 21:31:05.123+01`), which CSV_FORMATS reorders. The column goes
 * out as it is: `to_char` per cell cost ~15 ms per date column of 20,000 stands, and
 * `(x AT TIME ZONE 'Europe/Paris')::text` ~5 ms more than the session's own zone.
 */
const DATE_SETTINGS = `SET LOCAL datestyle = 'ISO, YMD'; SET LOCAL timezone = '${BUSINESS_TIME_ZONE}'`;

/** The start of a timestamptz's text in DATE_SETTINGS (`YYYY-MM-DD HH:MM`). */
const ISO_MINUTE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/;

/** A decimal number held as text: digits, at most one `.` or `,` between digits, maybe negative. */
const DECIMAL = /^-?\d+(?:[.,]\d+)?$/;

const BATCH = 5000;

/** = + - @ tab CR: a field starting with one is read as a formula (or a DDE call) by spreadsheets. */
const FORMULA_START = new Set([61, 43, 45, 64, 9, 13]);
/**
 * Where a spreadsheet may start a field inside our cell when it splits the file on another
 * separator than ours (a French file opened as English, or as tab-separated text), or loses the
 * quoting and splits a line: `,` `;` tab, CR and LF.
 */
const FIELD_BREAK = new Set([44, 59, 9, 13, 10]);
/** Skipped before a field's first character: the quotes a misaligned parse strips, the spaces an import trims. */
const FIELD_LEAD = new Set([34, 32]);
/** A negative number alone: a number to every spreadsheet, never a formula. */
const NEGATIVE_NUMBER = /^-\d+(?:[.,]\d+)?$/;
/** Cells that need no scan: no break inside and nothing to skip or neutralise first (the common case). */
const MAY_HOLD_FORMULA = /^[ "=+\-@\t\r]|[,;\t\r\n]/;

/**
 * Spreadsheet formula injection, whatever separator the reader splits on: every field a
 * spreadsheet could see in the cell — the cell itself, and each piece after a `,`, `;`, tab or
 * line break, its leading quotes and spaces skipped — that starts with = + - @ tab or CR gets an
 * apostrophe before that character (`a,=1+1` → `a,'=1+1`). A negative number alone (`-12`,
 * `-12,5`) stays as it is: it is a number, not a formula. See docs/decisions.md.
 */
export function neutralise(cell: string): string {
  if (!MAY_HOLD_FORMULA.test(cell) || NEGATIVE_NUMBER.test(cell)) return cell;
  let out = '';
  let copied = 0;
  let atFieldStart = true;
  for (let i = 0; i < cell.length; i++) {
    const c = cell.charCodeAt(i);
    if (atFieldStart && FIELD_LEAD.has(c)) continue;
    if (atFieldStart && FORMULA_START.has(c)) {
      out += `${cell.slice(copied, i)}'`;
      copied = i;
    }
    // A tab or CR is both: neutralised above, then the start of the next field.
    atFieldStart = FIELD_BREAK.has(c);
  }
  return out ? out + cell.slice(copied) : cell;
}

/**
 * Every text cell is quoted, its double quotes doubled (RFC 4180): whatever the separator a
 * spreadsheet guesses (French Excel splits on `;`), a cell stays one cell.
 */
export function csvCell(cell: string): string {
  return cell.indexOf('"') < 0 ? `"${cell}"` : `"${cell.replace(/"/g, '""')}"`;
}

/** One CSV record of quoted cells, LF-terminated. */
export function csvRecord(cells: readonly string[], separator = ','): string {
  let line = csvCell(cells[0] ?? '');
  for (let i = 1; i < cells.length; i++) line += `${separator}${csvCell(cells[i])}`;
  return `${line}\n`;
}

/**
 * The message id naming a column: `<prefix>.<property>` of the first prefix of the declaration
 * that has it in the catalogues, else of the last one.
 */
export function csvHeaderKey(decl: Pick<ExportDecl, 'labelPrefix'>, property: string): string {
  const prefixes = typeof decl.labelPrefix === 'string' ? [decl.labelPrefix] : decl.labelPrefix;
  const keys = prefixes.map((prefix) => `${prefix}.${property}`);
  return keys.find(hasMessage) ?? keys[keys.length - 1];
}

/**
 * The export's `order[…]` keys must name a declared order (a 400 naming the parameter): a file
 * sorted otherwise than asked would not say so, where a collection page ignores the key as API
 * Platform does.
 */
function assertOrderKeys(resource: Resource, pairs: Array<[string, string]>): void {
  const decls = resource.filters?.order ?? {};
  for (const [key] of pairs) {
    const m = /^order\[(.*)\]$/.exec(key);
    if (m && !own(decls, m[1])) {
      throw badFilter('api.filter.invalidProperty', { param: key, value: m[1], choices: Object.keys(decls).join(', ') });
    }
  }
}

/** YYYY-MM-DD_HHmmss in Paris time. */
export function stamp(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: BUSINESS_TIME_ZONE,
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

/**
 * The one value of a filter (`show=3`, `show[]=/backend/shows/3`) as a bare id, else 'all': only
 * digits or 'all' ever reach a file name (a header), never the raw parameter.
 */
export function singleValueOf(pairs: Array<[string, string]>, property: string): string {
  const values = pairs.filter(([k]) => k === property || k === `${property}[]`).map(([, v]) => v.trim().replace(/^.*\//, ''));
  return values.length === 1 && /^\d{1,10}$/.test(values[0]) ? values[0] : 'all';
}

function selectedProperties(columns: Record<string, CsvColumn>, pairs: Array<[string, string]>): string[] {
  const asked = pairs.filter(([k]) => k === 'properties[]' || k === 'properties').map(([, v]) => v);
  if (!asked.length) return Object.keys(columns);
  const out: string[] = [];
  for (const name of asked) {
    if (!Object.prototype.hasOwnProperty.call(columns, name)) {
      throw badFilter('api.filter.invalidProperty', { param: 'properties[]', value: name, choices: Object.keys(columns).join(', ') });
    }
    if (!out.includes(name)) out.push(name);
  }
  return out;
}

/**
 * One formatter per column, chosen once per request: a field as PostgreSQL's text protocol sends
 * it (booleans `t`/`f`; null for SQL NULL) → CSV cell, quoted where needed.
 */
function formatter(column: CsvColumn, locale: Locale): (value: string | null) => string {
  switch (column.kind) {
    case 'boolean': {
      const yes = csvCell(neutralise(t(locale, 'api.csv.yes')));
      const no = csvCell(neutralise(t(locale, 'api.csv.no')));
      return (value) => (value === null ? '' : value === 't' ? yes : no);
    }
    case 'choice': {
      const labels = new Map((column.choices ?? []).map((choice) => [choice, csvCell(neutralise(t(locale, `${column.labels}.${choice}`)))]));
      return (value) => (value === null ? '' : labels.get(value) ?? csvCell(neutralise(value)));
    }
    case 'plain':
      // Digits, written as they are.
      return (value) => value ?? '';
    case 'datetime': {
      const date = CSV_FORMATS[locale].date;
      // A date PostgreSQL writes otherwise (a year past 9999) is kept whole, quoted.
      return (value) => (value === null ? '' : ISO_MINUTE.test(value) ? date(value) : csvCell(neutralise(value)));
    }
    case 'decimal': {
      const mark = CSV_FORMATS[locale].decimal;
      return (value) => (value === null ? '' : DECIMAL.test(value) ? value.replace(/[.,]/, mark) : csvCell(neutralise(value)));
    }
    default:
      return (value) => (value === null ? '' : csvCell(neutralise(value)));
  }
}

/** GET /<path>.csv for a resource that declares `export`. */
export function registerCsvExport(app: FastifyInstance, resource: Resource, pool: Pool): void {
  if (!resource.export) return;
  const decl: ExportDecl = resource.export;
  const cursor = `${resource.path}_csv`;
  app.get(`/${resource.path}.csv`, async (request, reply) => {
    const user = requireUser(request);
    assertAccess(user, decl.permission);
    const locale: Locale = request.locale;
    const { separator } = CSV_FORMATS[locale];
    const pairs = queryPairs(request.url);
    const properties = selectedProperties(decl.columns, pairs);
    assertOrderKeys(resource, pairs);
    const { conditions, orderBy, params } = buildListQuery(resource, user, request.url);
    if (decl.where) conditions.push(decl.where);
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const sql = `SELECT ${properties.map((p, i) => `${decl.columns[p].sql} AS c${i}`).join(', ')}
      FROM ${resource.table} t ${decl.join ?? ''} ${where} ORDER BY ${orderBy.join(', ')}`;
    const formatters = properties.map((p) => formatter(decl.columns[p], locale));

    const client = await pool.connect();
    let released = false;
    const release = async (ok: boolean) => {
      if (released) return;
      released = true;
      await client.query(ok ? 'COMMIT' : 'ROLLBACK').catch(() => undefined);
      client.release();
    };
    try {
      // Dates as DATE_SETTINGS writes them, whatever the pooled session had.
      await client.query(`BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY; ${DATE_SETTINGS}`);
      await client.query(`DECLARE ${cursor} NO SCROLL CURSOR FOR ${sql}`, params.values);
    } catch (err) {
      await release(false);
      throw err;
    }

    let started = false;
    // A client gone before the first read never runs the generator's finally.
    reply.raw.on('close', () => {
      if (!started) void release(false);
    });
    // A row's cells into one array, joined once: one flat string per row instead of a chain of
    // concatenations per cell, which the garbage collector paid for.
    const cells = new Array<string>(formatters.length);
    const formatRow = (fields: ReadonlyArray<string | null>): string => {
      for (let i = 0; i < formatters.length; i++) cells[i] = formatters[i](fields[i]);
      return cells.join(separator);
    };
    const fetchBatch = (): Promise<CsvLines> => {
      const batch = fetchCsvLines(client, `FETCH ${BATCH} FROM ${cursor}`, formatRow);
      // Handled when awaited; until then a failure must not count as an unhandled rejection.
      batch.catch(() => undefined);
      return batch;
    };
    async function* csv(): AsyncGenerator<string | Buffer> {
      started = true;
      let ok = false;
      // The next batch is asked for as soon as this one is in: PostgreSQL reads and writes it
      // while this one goes out. A batch left in flight (client gone) is awaited before the release.
      let next: Promise<CsvLines> | null = null;
      try {
        const header = properties.map((p) => neutralise(t(locale, csvHeaderKey(decl, p))));
        // The BOM: Excel reads the file as UTF-8 (accents) only with it.
        yield `\uFEFF${csvRecord(header, separator)}`;
        next = fetchBatch();
        while (next) {
          const batch: CsvLines = await next;
          next = batch.rows === BATCH && !released ? fetchBatch() : null;
          yield* batch.chunks;
        }
        ok = true;
      } finally {
        await next?.catch(() => undefined);
        await release(ok);
      }
    }

    // Whatever a declaration builds, the header gets a safe name (letters, digits, _ . -).
    const filename = `${decl.fileName(pairs, stamp(new Date())).replace(/[^\w.-]/g, '_')}.csv`;
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${filename}"`)
      .header('Cache-Control', 'no-store')
      .send(Readable.from(csv(), { objectMode: false, highWaterMark: 64 * 1024 }));
  });
}
