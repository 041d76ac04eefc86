/**
 * The demo seed tests' one setup: a fresh database with the demo data set seeded into it (the same
 * `seedDemo` as `npm start`), the app on it, and signing in as a demo account. Called at a test
 * file's top level, it registers the file's beforeAll and afterAll; `ctx` is readable in the
 * tests (and their hooks) once the seed is done.
 *
 * The seed (its scrypt hashes, its PDFs) runs once per `npm test`, not once per file: the first
 * file to ask seeds a second template database (`<template>_demo`) and a directory of its files,
 * under a PostgreSQL advisory lock (the other worker waits for it, then finds it made); every file
 * then gets its own copy of both, as createTestContext copies the migrated template. The seed
 * itself (a fresh database, twice over) stays tested by test/api/seed/seed.test.ts.
 */
import fs from 'node:fs';
import pg from 'pg';
import { createPool } from '@server/db/pool';
import { DEMO_PASSWORD, seedDemo } from '@server/seed/demo';
import { client, createTestContext, type TestContext, type TestContextSource } from './apiApp';
import { databaseUrl, seededTemplateNames } from './pgUrl';

/** The server address the seeded demo's sent e-mails link to (npm start gives its own). */
export const SEEDED_DEMO_URL = 'http://demo.stands.test';

export interface SeededDemo {
  /** The app and the database, seeded. */
  readonly ctx: TestContext;
  /** A client signed in as a demo account (password DEMO_PASSWORD). */
  loginAs(email: string): Promise<ReturnType<typeof client>>;
}

/** Any number: the advisory lock's key for making the seeded template. */
const SEEDED_TEMPLATE_LOCK = 2_027_004_242;

/** The run's seeded template, made by the first caller (the lock makes the others wait for it). */
async function seededTemplate(): Promise<TestContextSource> {
  const serverUrl = process.env.API_TEST_PG_URL;
  const template = process.env.API_TEST_PG_TEMPLATE;
  if (!serverUrl || !template) throw new Error('API_TEST_PG_URL is not set: run through the jest `api` project');
  const seeded = seededTemplateNames(template);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [SEEDED_TEMPLATE_LOCK]);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [seeded.template]);
    if (!rowCount) {
      // Built under another name, renamed once complete: a seed that failed half-way is never copied.
      const building = `${seeded.template}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building}`);
      await admin.query(`CREATE DATABASE ${building} TEMPLATE ${template}`);
      fs.rmSync(seeded.filesDir, { recursive: true, force: true });
      fs.mkdirSync(seeded.filesDir, { recursive: true });
      const pool = createPool(databaseUrl(serverUrl, building), { max: 2 });
      try {
        await seedDemo(pool, { filesDir: seeded.filesDir, publicUrl: SEEDED_DEMO_URL });
      } finally {
        await pool.end();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${seeded.template}`);
    }
  } finally {
    await admin.end(); // ends the session, and its advisory lock with it
  }
  return seeded;
}

/** A test file's own database and files directory, copies of the demo data set (see above). */
export async function createSeededDemoContext(): Promise<TestContext> {
  return createTestContext({ from: await seededTemplate() });
}

export function seededDemo(): SeededDemo {
  let context: TestContext | null = null;
  // The demo seed takes its time on a loaded machine.
  beforeAll(async () => {
    context = await createSeededDemoContext();
  }, 180_000);
  afterAll(async () => context?.close());

  const demo: SeededDemo = {
    get ctx() {
      if (!context) throw new Error('seededDemo: the demo is seeded in beforeAll, read ctx in the tests');
      return context;
    },
    async loginAs(email) {
      const res = await client(demo.ctx.app).post('/backend/login_check', { _username: email, _password: DEMO_PASSWORD });
      expect(res.status).toBe(200);
      return client(demo.ctx.app, res.body.token);
    },
  };
  return demo;
}
