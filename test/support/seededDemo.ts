/**
 * The demo seed tests' one setup: a fresh database with the demo data set seeded into it (the same
 * `seedDemo` as `npm start`), the app on it, and signing in as a demo account. Called at a test
 * file's top level, it registers the file's beforeAll and afterAll; `ctx` is readable in the
 * tests (and their hooks) once the seed is done.
 */
import { DEMO_PASSWORD, seedDemo } from '@server/seed/demo';
import { client, createTestContext, type TestContext } from './apiApp';

export interface SeededDemo {
  /** The app and the database, seeded. */
  readonly ctx: TestContext;
  /** A client signed in as a demo account (password DEMO_PASSWORD). */
  loginAs(email: string): Promise<ReturnType<typeof client>>;
}

export function seededDemo(): SeededDemo {
  let context: TestContext | null = null;
  // The demo seed takes its time on a loaded machine.
  beforeAll(async () => {
    context = await createTestContext();
    await seedDemo(context.pool, { filesDir: context.filesDir });
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
