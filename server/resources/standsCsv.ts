import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance } from 'fastify';
import { STANDIST_ROLES } from '../../src/domain/roles';
import { STAND_STATUSES, type StandStatus } from '../../src/domain/standStatus';
import type { Pool } from '../db/pool';
import { badFilter } from '../hydra/errors';
import { assertAccess, buildListQuery, requireUser } from '../hydra/handlers';
import { queryPairs } from '../hydra/query';
import { t, type Locale } from '../i18n';
import { stands } from './stands';

type Kind = 'text' | 'boolean' | 'status';

/** Exportable columns, in their default order: property → SQL producing text. */
const personText = (role: string) => `(
  SELECT btrim(concat_ws(' ', coalesce(usr.first_name, u.first_name), coalesce(usr.last_name, u.last_name)))
         || coalesce(' (' || coalesce(usr.company, u.company) || ')', '')
  FROM user_stand_roles usr JOIN users u ON u.id = usr.user_id
  WHERE usr.stand_id = t.id AND usr.standist_role = '${role}' ORDER BY usr.id LIMIT 1)`;
const dateText = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'DD/MM/YYYY HH24:MI')`;

export const CSV_COLUMNS: Record<string, { sql: string; kind: Kind }> = {
  id: { sql: 't.id::text', kind: 'text' },
  show: { sql: 'sh.name', kind: 'text' },
  name: { sql: 't.name', kind: 'text' },
  hall: { sql: 't.hall', kind: 'text' },
  aisle: { sql: 't.aisle', kind: 'text' },
  number: { sql: 't.number', kind: 'text' },
  surface: { sql: 't.surface', kind: 'text' },
  standType: { sql: 't.stand_type', kind: 'text' },
  layouts: { sql: 't.layouts_sort', kind: 'text' },
  status: { sql: 't.status', kind: 'status' },
  nbInProgressReports: { sql: 't.nb_in_progress_reports::text', kind: 'text' },
  nbClosedReports: { sql: 't.nb_closed_reports::text', kind: 'text' },
  unSeen: { sql: 't.un_seen', kind: 'boolean' },
  treated: { sql: 't.treated', kind: 'boolean' },
  standSecurityInstruction: { sql: 't.stand_security_instruction_id IS NOT NULL', kind: 'boolean' },
  exhibitor: { sql: personText(STANDIST_ROLES.EXHIBITOR), kind: 'text' },
  decorator: { sql: personText(STANDIST_ROLES.DECORATOR), kind: 'text' },
  agency: { sql: personText(STANDIST_ROLES.AGENCY), kind: 'text' },
  updatedAt: { sql: dateText('t.updated_at'), kind: 'text' },
  documentsUpdatedAt: { sql: dateText('t.documents_updated_at'), kind: 'text' },
};

const BATCH = 5000;

/** Spreadsheet formula injection: a cell starting with = + - @ tab or CR is prefixed with a quote. */
export function neutralise(cell: string): string {
  const c = cell.charCodeAt(0);
  // = + - @ \t \r
  return c === 61 || c === 43 || c === 45 || c === 64 || c === 9 || c === 13 ? `'${cell}` : cell;
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
    const kinds = properties.map((p) => CSV_COLUMNS[p].kind);
    const yes = t(locale, 'api.csv.yes');
    const no = t(locale, 'api.csv.no');
    const statusLabels = new Map(STAND_STATUSES.map((status) => [status, t(locale, `api.csv.status.${status}`)]));
    const cell = (value: unknown, kind: Kind): string => {
      if (value === null || value === undefined) return '';
      if (kind === 'boolean') return value ? yes : no;
      if (kind === 'status') return statusLabels.get(value as StandStatus) ?? String(value);
      return neutralise(typeof value === 'string' ? value : String(value));
    };

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
    async function* csv(): AsyncGenerator<string> {
      started = true;
      let ok = false;
      try {
        const header = properties.map((p) => neutralise(t(locale, `api.csv.stand.${p}`)));
        yield `\uFEFF${stringify([header])}`;
        while (!released) {
          const { rows } = await client.query({ text: `FETCH ${BATCH} FROM stands_csv`, rowMode: 'array' });
          if (rows.length) yield stringify(rows.map((row: unknown[]) => row.map((v, i) => cell(v, kinds[i]))));
          if (rows.length < BATCH) break;
        }
        ok = true;
      } finally {
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
