/** The demo's stand documents (server/seed/demoDocuments.ts): about thirty stands, every status, consistent stand-level statuses, real files. */
import fs from 'node:fs';
import path from 'node:path';
import { standDocumentStatus } from '@/domain/standDocumentStatus';
import { DEMO_PASSWORD, DEMO_SHOW_NAME } from '@server/seed/demo';
import { client, type TestContext } from '../../support/apiApp';
import { createSeededDemoContext } from '../../support/seededDemo';
import { readZip } from '../../support/zipRead';

let ctx: TestContext;
beforeAll(async () => {
  // A copy of the run's demo data set, seeded once (test/support/seededDemo.ts).
  ctx = await createSeededDemoContext();
}, 180_000);
afterAll(async () => ctx.close());

async function tokenOf(email: string): Promise<string> {
  const res = await client(ctx.app).post('/backend/login_check', { _username: email, _password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return res.body.token;
}

const demoShow = async () => (await ctx.pool.query('SELECT id, stand_documents_function FROM shows WHERE name = $1', [DEMO_SHOW_NAME])).rows[0];

describe('demo stand documents', () => {
  it('puts documents in every status on about thirty stands of the demo show, which manages documents', async () => {
    const show = await demoShow();
    expect(show.stand_documents_function).toBe(true);
    const { rows } = await ctx.pool.query(
      `SELECT count(DISTINCT d.stand_id)::int AS stands, array_agg(DISTINCT d.status) AS statuses, bool_or(NOT d.enabled) AS withdrawn
         FROM stand_document_media d JOIN stands s ON s.id = d.stand_id WHERE s.show_id = $1`,
      [show.id],
    );
    expect(rows[0].stands).toBeGreaterThanOrEqual(25);
    expect(rows[0].stands).toBeLessThanOrEqual(30);
    expect(new Set(rows[0].statuses)).toEqual(new Set(['TO_CHECK', 'PENDING_INFORMATIONS', 'CHECKED', 'CHECKED_WITH_OPTION', 'REFUSED']));
    expect(rows[0].withdrawn).toBe(true);
  });

  it("gives every stand of the show the stand-level status of its documents, the stand list's filter finding each", async () => {
    const show = await demoShow();
    const { rows } = await ctx.pool.query(
      `SELECT st.reference AS status, coalesce(array_agg(d.status) FILTER (WHERE d.id IS NOT NULL), '{}') AS documents FROM stands s
         JOIN stand_document_statuses st ON st.id = s.stand_document_status_id
         LEFT JOIN stand_document_media d ON d.stand_id = s.id AND d.enabled AND d.stand_document_message_id IS NOT NULL
        WHERE s.show_id = $1 GROUP BY s.id, st.reference`,
      [show.id],
    );
    for (const row of rows) expect(row.status).toBe(standDocumentStatus(row.documents));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['NOT_RECEIVED', 'TO_CHECK', 'PENDING_INFORMATIONS', 'CHECKED', 'CHECKED_WITH_OPTION', 'REFUSED']));
    const api = client(ctx.app, await tokenOf('support@demo.test'));
    const refused = await api.get(`/backend/stands?show=${show.id}&order[name]=asc&standDocumentStatus.reference=REFUSED`);
    expect(refused.body['hydra:totalItems']).toBe(rows.filter((r) => r.status === 'REFUSED').length);
  });

  it("lets the demo exhibitor read their stand's documents and thread, and support download the show's documents as a zip", async () => {
    const show = await demoShow();
    const exhibitorToken = await tokenOf('exhibitor@demo.test');
    const stand = (
      await ctx.pool.query(
        "SELECT s.id FROM stands s JOIN user_stand_roles usr ON usr.stand_id = s.id JOIN users u ON u.id = usr.user_id WHERE u.email = 'exhibitor@demo.test' AND s.show_id = $1 ORDER BY s.id LIMIT 1",
        [show.id],
      )
    ).rows[0].id;
    const exhibitor = client(ctx.app, exhibitorToken);
    const documents = await exhibitor.get(`/backend/stand_document_media?stand=${stand}`);
    expect(documents.body['hydra:totalItems']).toBeGreaterThanOrEqual(1);
    const thread = await exhibitor.get(`/backend/stand_document_messages?stand=${stand}`);
    expect(thread.body['hydra:totalItems']).toBeGreaterThanOrEqual(2);
    const file = await ctx.app.inject({ method: 'GET', url: documents.body['hydra:member'][0].objectUrl, headers: { authorization: `Bearer ${exhibitorToken}` } });
    expect(file.statusCode).toBe(200);

    const withDocuments = (await ctx.pool.query('SELECT DISTINCT stand_id FROM stand_document_media WHERE enabled AND stand_document_message_id IS NOT NULL ORDER BY 1 LIMIT 3')).rows;
    const query = withDocuments.map((r) => `ids[]=${r.stand_id}`).join('&');
    const zip = await ctx.app.inject({ method: 'GET', url: `/backend/stands/documents/zip?${query}`, headers: { authorization: `Bearer ${await tokenOf('support@demo.test')}` } });
    expect(zip.statusCode).toBe(200);
    const files = await readZip(zip.rawPayload);
    const expected = await ctx.pool.query(
      `SELECT m.storage_name FROM stand_document_media d JOIN media m ON m.id = d.media_id
        WHERE d.stand_id = ANY($1::int[]) AND d.enabled AND d.stand_document_message_id IS NOT NULL`,
      [withDocuments.map((r) => r.stand_id)],
    );
    expect(files).toHaveLength(expected.rows.length);
    const onDisk = expected.rows.map((r) => fs.readFileSync(path.join(ctx.filesDir, r.storage_name)));
    for (const f of files) expect(onDisk.some((bytes) => bytes.equals(f.bytes))).toBe(true);
  });
});
