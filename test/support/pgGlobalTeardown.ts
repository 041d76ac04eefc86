import fs from 'node:fs';
import pg from 'pg';
import { seededTemplateNames, type PgTestState } from './pgUrl';

export default async function teardown(): Promise<void> {
  const state = (globalThis as { __API_PG__?: PgTestState }).__API_PG__;
  if (!state) return;
  // The seeded demo's template (test/support/seededDemo.ts), if a file made it: its files here.
  const seeded = seededTemplateNames(state.template);
  fs.rmSync(seeded.filesDir, { recursive: true, force: true });
  if (state.stop) {
    await state.stop();
  } else {
    const admin = new pg.Client({ connectionString: state.serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${state.template} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${seeded.template} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${seeded.template}_building WITH (FORCE)`);
    await admin.end();
  }
  if (state.tempDir) fs.rmSync(state.tempDir, { recursive: true, force: true });
}
