/**
 * A multipart body that cannot be read is the client's mistake (issue 18, point 5): every upload
 * route answers 400 with a hydra:Error naming the problem in the caller's language, never a 500,
 * and stores nothing (no media row, no file).
 */
import fs from 'node:fs';
import { createTestContext, type TestContext } from '../../support/apiApp';
import { insertUser, ROLES, tokenFor } from '../../support/apiBuilders';
import { multipartBody, pdfBytes, pngBytes } from '../../support/files';

let ctx: TestContext;
let token: string;

/** The five upload routes, each with a file it would accept. */
const ROUTES = [
  { url: '/backend/message_media', bytes: pdfBytes(), name: 'plans.pdf' },
  { url: '/backend/report_media', bytes: pngBytes(), name: 'photo.png' },
  { url: '/backend/show_media?type=logo', bytes: pngBytes(), name: 'logo.png' },
  { url: '/backend/show_media?type=document', bytes: pdfBytes(), name: 'reglement.pdf' },
  { url: '/backend/stand_import_files', bytes: Buffer.from('Nom;Hall\r\nStand 1;A\r\n'), name: 'stands.csv' },
];

const BOUNDARY_MISSING = {
  en: 'The multipart body cannot be read: its Content-Type header names no boundary.',
  fr: 'Le corps multipart est illisible : son en-tête Content-Type ne donne pas de délimiteur (boundary).',
};
const UNFINISHED = {
  en: 'The multipart body cannot be read: it ends before its closing boundary (cut short, or delimited by another boundary than its Content-Type header names).',
  fr: 'Le corps multipart est illisible : il s’arrête avant son délimiteur de fin (tronqué, ou délimité autrement que ne l’annonce son en-tête Content-Type).',
};

const BOUNDARY_TOO_LONG = {
  en: 'The multipart body cannot be read: its boundary is longer than 70 characters.',
  fr: 'Le corps multipart est illisible : son délimiteur (boundary) dépasse 70 caractères.',
};
const MALFORMED = {
  en: 'The multipart body cannot be read: one of its parts is malformed.',
  fr: 'Le corps multipart est illisible : l’une de ses parties est mal formée.',
};

/** Each way a body breaks, from a well-formed one: the headers and bytes sent, and what the answer says. */
function probes(route: (typeof ROUTES)[number]) {
  const good = multipartBody({ bytes: route.bytes, name: route.name });
  const boundary = /boundary=(.+)$/.exec(good.headers['content-type'])![1];
  const closing = Buffer.from(`--${boundary}--\r\n`);
  const withoutClosing = good.payload.subarray(0, good.payload.length - closing.length);
  return [
    { what: 'no boundary', type: 'multipart/form-data', payload: good.payload, says: BOUNDARY_MISSING },
    { what: 'an empty boundary', type: 'multipart/form-data; boundary=', payload: good.payload, says: BOUNDARY_MISSING },
    { what: 'another boundary than the body\'s', type: 'multipart/form-data; boundary=not-the-one-used', payload: good.payload, says: UNFINISHED },
    { what: 'a body cut in the middle of the file', type: good.headers['content-type'], payload: good.payload.subarray(0, good.payload.length - route.bytes.length / 2 - closing.length), says: UNFINISHED },
    { what: 'a body cut before its closing boundary', type: good.headers['content-type'], payload: withoutClosing, says: UNFINISHED },
    { what: 'a boundary over the 70 characters of RFC 2046', type: `multipart/form-data; boundary=${'b'.repeat(300)}`, payload: good.payload, says: BOUNDARY_TOO_LONG },
    { what: 'a part named __proto__', type: good.headers['content-type'], payload: Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n`), good.payload]), says: MALFORMED },
    { what: 'a body whose closing boundary lacks its final dashes', type: good.headers['content-type'], payload: Buffer.concat([withoutClosing, Buffer.from(`--${boundary}`)]), says: UNFINISHED },
  ];
}

const storedFiles = () => fs.readdirSync(ctx.filesDir).filter((name) => name !== 'outbox').sort();
const mediaRows = async () => Number((await ctx.pool.query('SELECT count(*) FROM media')).rows[0].count);

beforeAll(async () => {
  ctx = await createTestContext();
  token = await tokenFor(await insertUser(ctx.pool, { role: ROLES.ADMIN }));
});
afterAll(async () => ctx.close());

describe.each(ROUTES)('POST $url', (route) => {
  it.each(['en', 'fr'] as const)('answers each malformed multipart body 400 naming the problem (%s), storing nothing', async (locale) => {
    const before = { rows: await mediaRows(), files: storedFiles() };
    for (const probe of probes(route)) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: route.url,
        headers: { authorization: `Bearer ${token}`, 'x-locale': locale, 'content-type': probe.type },
        payload: probe.payload,
      });
      expect({ what: probe.what, status: res.statusCode, body: res.json() }).toEqual({
        what: probe.what,
        status: 400,
        body: expect.objectContaining({ '@type': 'hydra:Error', 'hydra:description': probe.says[locale] }),
      });
    }
    expect({ rows: await mediaRows(), files: storedFiles() }).toEqual(before);
  });

  it('still takes the same file well formed', async () => {
    const good = multipartBody({ bytes: route.bytes, name: route.name });
    const res = await ctx.app.inject({ method: 'POST', url: route.url, headers: { authorization: `Bearer ${token}`, ...good.headers }, payload: good.payload });
    // The report photo needs its finding (422 on `report`): the body itself was read.
    expect(res.statusCode).toBe(route.url.includes('report_media') ? 422 : 201);
  });
});
