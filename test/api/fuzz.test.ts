/**
 * Property-based fuzz of the API (issue 7, item 2; figures in docs/security.md "Fuzzing"):
 * every declared resource's filters, orders, paging, CSV export, item methods and writable
 * fields, driven with generated hostile values (NUL and control characters, huge strings,
 * odd unicode, years 0 and 10000, negative and huge numbers, arrays where scalars are expected,
 * prototype names) by several roles. Never a 5xx; a refused request (4xx) changes nothing
 * (row count and checksum of every resource table unchanged).
 */
import fc from 'fast-check';
import { ROLES } from '@/domain/roles';
import { loadResources } from '@server/app';
import { declaredFilters } from '@server/hydra/filters';
import type { Resource } from '@server/hydra/resource';
import { searchVariables } from '@server/hydra/search';
import { createTestContext, type TestContext } from '../support/apiApp';
import { insertLayoutType, insertStandInScope, insertUser, tokenFor } from '../support/apiBuilders';

/**
 * Runs per property (one property per resource and kind of request) for a dozen resources; with
 * more, each gets its share of the same total (never under a quarter), so the file stays near a
 * minute as areas are added instead of growing with them.
 */
const RUNS = { list: 300, item: 200, write: 250 };
const RESOURCES_AT_FULL_RUNS = 12;
const runs = (kind: keyof typeof RUNS): number =>
  Math.round(RUNS[kind] * Math.max(0.25, Math.min(1, RESOURCES_AT_FULL_RUNS / resources.length)));
const ROLE_REFS = [ROLES.SUPER_ADMIN, ROLES.ADMIN, ROLES.SUPPORT, ROLES.ORGANIZER, ROLES.STANDIST, ROLES.SECURITY_OFFICER];

let ctx: TestContext;
let resources: Resource[];
const tokens: string[] = [];
const ids: Record<string, number[]> = {};
let fuzzed = 0;
const serverErrors: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  resources = await loadResources();
  const layoutType = await insertLayoutType(ctx.pool, 'Cloison', '#abcdef');
  for (const role of ROLE_REFS) {
    const user = await insertUser(ctx.pool, { role });
    tokens.push(await tokenFor(user));
    for (let i = 0; i < 2; i++) {
      const stand = await insertStandInScope(ctx.pool, user, { name: `Stand ${role} ${i}`, surface: '12,5', nbInProgressReports: i });
      await ctx.pool.query('INSERT INTO stand_layouts (stand_id, layout_type_id, description) VALUES ($1, $2, $3)', [stand, layoutType, 'x']);
    }
  }
  for (const r of resources) ids[r.type] = (await ctx.pool.query(`SELECT id FROM ${r.table} ORDER BY id`)).rows.map((row) => row.id);
});

afterAll(async () => {
  // The figure docs/security.md records.
  console.log(`fuzz: ${fuzzed} requests fuzzed, ${serverErrors.length} 5xx`);
  await ctx?.close();
});

/** Row count and checksum of every resource table. */
async function snapshot(): Promise<string> {
  const parts: string[] = [];
  for (const table of [...new Set(resources.map((r) => r.table))].sort()) {
    const { rows } = await ctx.pool.query(`SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t.id), '')) AS sum FROM ${table} t`);
    parts.push(`${table}:${rows[0].n}:${rows[0].sum}`);
  }
  return parts.join(' ');
}

const PROTO = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

/** A hostile scalar, as text. */
const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000', 'a\u0000b', '%00', '\r\n', 'a\r\nSet-Cookie: x=1', '\t', '\u0007', '\u007f', '\u0085', '\u2028', '\u202e', '\ufeff', '\ud800', '\udfff', '😀', 'é'.normalize('NFD'),
    '0000-01-01', '10000-01-01', '9999-12-31T23:00:00-05:00', '0001-01-01T00:30:00+01:00', '2026-02-31', '2026-01-01T25:00', '-0001-01-01',
    '-1', '0', '-2147483649', '2147483648', '99999999999999999999999', '1e400', '-1e400', 'NaN', 'Infinity', '1.5', '12,5', '..', '1..', '1..2..3',
    '', ' ', '%', '_', '\\', "'", '"', "'; DROP TABLE stands; --", '/backend/shows/0', '/backend/stands/-1', '/backend/stands/99999999999',
    'asc', 'DESC', 'true', 'maybe', 'x'.repeat(10_000), '\u0000'.repeat(600), 'é'.repeat(501),
    ...PROTO,
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }).map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.double().map(String),
  fc.date({ noInvalidDate: true, min: new Date(-70_000_000_000_000), max: new Date(300_000_000_000_000) }).map((d) => d.toISOString()),
);

/** A hostile JSON value for a body field. */
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2_147_483_648, 1e308, -1e308, [], {}, ['a'], [null], { '@id': '/backend/stands/1' }),
  fc.integer(),
  fc.array(hostileText, { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Query keys of a resource: its declared variables, paging, the export's, and strangers. */
function queryKeys(r: Resource): fc.Arbitrary<string> {
  const declared = searchVariables(r).map((v) => v.variable);
  const withBrackets = declaredFilters(r.filters).flatMap(({ property }) => [`${property}[]`, `${property}[gt]`, `${property}[between]`, `${property}[after]`, `exists[${property}]`, `order[${property}]`]);
  const fixed = ['page', 'itemsPerPage', 'pagination', 'all', 'search', 'properties[]', 'properties', 'id[]', ...PROTO, ...PROTO.flatMap((p) => [`order[${p}]`, `exists[${p}]`, `${p}[]`, `${p}[after]`])];
  return fc.oneof(fc.constantFrom(...declared, ...withBrackets, ...fixed), fc.string({ unit: 'binary', maxLength: 12 }));
}

const queryArb = (r: Resource) => fc.array(fc.tuple(queryKeys(r), hostileText), { minLength: 1, maxLength: 4 });

async function send(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, payload?: string) {
  fuzzed++;
  const res = await ctx.app.inject({
    method,
    url,
    headers: {
      accept: 'application/ld+json',
      authorization: `Bearer ${token}`,
      ...(payload !== undefined ? { 'content-type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json' } : {}),
    },
    payload,
  });
  if (res.statusCode >= 500) serverErrors.push(`${method} ${url} ${payload ?? ''} → ${res.statusCode} ${res.body}`);
  return res;
}

/** Sends, then checks: no 5xx, and a refused request left every table as it was. */
async function sendChecked(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, payload?: string) {
  const before = method === 'GET' ? null : await snapshot();
  const res = await send(method, url, token, payload);
  expect({ method, url, payload, status: res.statusCode < 500 ? 'not 5xx' : res.body }).toEqual({ method, url, payload, status: 'not 5xx' });
  if (before !== null && res.statusCode >= 400) expect(await snapshot()).toBe(before);
}

const tokenArb = () => fc.nat({ max: ROLE_REFS.length - 1 }).map((i) => tokens[i]);

function idSegment(r: Resource): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...(ids[r.type].length ? ids[r.type] : [1])).map(String),
    fc.constantFrom('0', '-1', '2147483648', '99999999999999999999', '1.5', '1e3', '%00', '%0d%0a1', '__proto__', 'constructor', 'x'.repeat(300), '%F0%9F%98%80'),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 10 }).map(encodeURIComponent),
  );
}

function bodyArb(r: Resource): fc.Arbitrary<string> {
  const writable = Object.entries(r.fields).filter(([, f]) => f.write).map(([name]) => name);
  const keys = fc.constantFrom(...writable, ...writable, '@id', 'id', '@type', ...PROTO);
  const object = fc.array(fc.tuple(keys, hostileJson), { maxLength: writable.length + 2 }).map((entries) => {
    // Own keys, `__proto__` included (JSON.stringify writes it; the parser must refuse or ignore it).
    const out: Record<string, unknown> = {};
    for (const [k, v] of entries) Object.defineProperty(out, k, { value: v, enumerable: true, configurable: true, writable: true });
    return JSON.stringify(out);
  });
  return fc.oneof(
    { arbitrary: object, weight: 8 },
    { arbitrary: fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v) ?? 'null'), weight: 1 },
    { arbitrary: fc.constantFrom('', '{', '{"a":', 'null', '[]', '"x"', '{"label":"a\\u0000b"}', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}'), weight: 1 },
  );
}

describe('fuzz: no input makes a 5xx, no refused request changes anything', () => {
  jest.setTimeout(240_000);

  it('collections, CSV exports, item methods and writes of every declared resource', async () => {
    for (const r of resources) {
      const base = r.collectionIri;
      if (r.operations.list) {
        await fc.assert(
          fc.asyncProperty(tokenArb(), queryArb(r), async (token, pairs) => {
            await sendChecked('GET', `${base}?${new URLSearchParams(pairs)}`, token);
            if (r.export) await sendChecked('GET', `${base}.csv?${new URLSearchParams(pairs)}`, token);
          }),
          { numRuns: runs('list') },
        );
      }
      const item = fc.constantFrom(...(['GET', 'PUT', 'PATCH', 'DELETE'] as const));
      await fc.assert(
        fc.asyncProperty(tokenArb(), item, idSegment(r), bodyArb(r), async (token, method, id, body) => {
          await sendChecked(method, `${base}/${id}`, token, method === 'PUT' || method === 'PATCH' ? body : undefined);
        }),
        { numRuns: runs('item') },
      );
      await fc.assert(
        fc.asyncProperty(tokenArb(), bodyArb(r), async (token, body) => {
          await sendChecked('POST', base, token, body);
        }),
        { numRuns: runs('write') },
      );
    }
    expect(serverErrors).toEqual([]);
    expect(fuzzed).toBeGreaterThan(500);
  });
});
