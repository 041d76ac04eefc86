/**
 * Starts ONE PostgreSQL for the api test run (embedded, in a temp dir, on a
 * free port; or the server of DATABASE_URL) and builds a migrated template
 * database that every test file copies (CREATE DATABASE … TEMPLATE).
 */
import './nodeAliases';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '@server/db/embedded';
import { migrate } from '@server/db/migrate';
import { createPool } from '@server/db/pool';
import { ensureReferenceData } from '@server/db/referenceData';
import { databaseUrl, type PgTestState } from './pgUrl';

export default async function setup(): Promise<void> {
  const state: PgTestState = { serverUrl: process.env.DATABASE_URL ?? '', template: `api_template_${process.pid}` };
  if (!state.serverUrl) {
    state.tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stands-api-pg-'));
    const db = await startEmbeddedPostgres({ dir: path.join(state.tempDir, 'postgres'), durable: false });
    state.serverUrl = db.url;
    state.stop = db.stop;
  }
  const admin = new pg.Client({ connectionString: state.serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${state.template}`);
  await admin.query(`CREATE DATABASE ${state.template}`);
  await admin.end();
  const pool = createPool(databaseUrl(state.serverUrl, state.template), { max: 2 });
  await migrate(pool);
  await ensureReferenceData(pool);
  await pool.end();

  (globalThis as { __API_PG__?: PgTestState }).__API_PG__ = state;
  process.env.API_TEST_PG_URL = state.serverUrl;
  process.env.API_TEST_PG_TEMPLATE = state.template;
}
