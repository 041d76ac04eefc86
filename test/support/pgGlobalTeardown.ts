import fs from 'node:fs';
import pg from 'pg';
import type { PgTestState } from './pgUrl';

export default async function teardown(): Promise<void> {
  const state = (globalThis as { __API_PG__?: PgTestState }).__API_PG__;
  if (!state) return;
  if (state.stop) {
    await state.stop();
  } else {
    const admin = new pg.Client({ connectionString: state.serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${state.template} WITH (FORCE)`);
    await admin.end();
  }
  if (state.tempDir) fs.rmSync(state.tempDir, { recursive: true, force: true });
}
