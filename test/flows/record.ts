/**
 * Records the kept flows of test/flows/ (issue 10, item 4): `npx tsx test/flows/record.ts [name…]`.
 *
 * The real server (startServer: embedded PostgreSQL, demo seed) in a throwaway directory, the
 * app's real store (`makeStore`, with the recorder middleware and the `callApi` hook) in this
 * process, its `fetch` pointed at the server. Each scenario dispatches what the views dispatch
 * (the same intents, in the same order) while the recorder runs, so every call and answer in a
 * kept flow is one the app's own sagas made to the real API. A scenario's preparation (logging
 * in, an expired session, a session ended elsewhere) happens before the recorder starts and
 * lands in the recording's initial state.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { UnknownAction } from '@reduxjs/toolkit';
import { makeStore } from '@/app/store';
import { parseFlowRecording } from '@/domain/flowRecording';
import { tokenShapesIn } from '@/domain/secretMasking';
import { FEATURES } from '@/app/features';
import { loadPrivateSagas } from '@/app/privateSagas';
import { loadSagas } from '@/app/sagaInjection';
import { registerNavigator } from '@/lib/navigation';
import { discardRecording, startRecording, stopRecording } from '@/lib/recorder/recorder';
import { startE2eServer } from '../e2e/support/server';

type Store = ReturnType<typeof makeStore>['store'];

interface Scenario {
  name: string;
  title: string;
  /** Before the recorder starts. */
  prepare?: (app: App) => Promise<void>;
  run: (app: App) => Promise<void>;
}

interface App {
  store: Store;
  dispatch: (action: UnknownAction) => Promise<void>;
  login: (email: string) => Promise<void>;
  base: string;
}

let inFlight = 0;
let location = '/';

async function idle(): Promise<void> {
  // Until no request is in flight for a while (sagas chain calls).
  let quiet = 0;
  while (quiet < 5) {
    await new Promise((resolve) => setTimeout(resolve, 30));
    quiet = inFlight === 0 ? quiet + 1 : 0;
  }
}

const ADMIN = 'admin@demo.test';
const EXHIBITOR = 'decorator@demo.test';
let planStandId = 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Until `done()` holds (what a user would wait to see), checked every 30 ms, at most 60 s. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 30) {
    if (waited > 60_000) throw new Error('the flow did not reach the state it waits for');
    await sleep(30);
  }
}
const SHOW = 1;
const STANDS = { list: 'stands', path: `/salons/${SHOW}/stands`, scope: { show: String(SHOW) } };
const LAYOUT_TYPES = { list: 'layoutTypes', path: '/layout-types', scope: {} };

const SCENARIOS: Scenario[] = [
  {
    name: 'login-and-land',
    title: 'The admin logs in from the login screen and lands on the home page (shows).',
    run: async (app) => {
      await app.dispatch({ type: 'app/started' });
      await app.dispatch({ type: 'session/loginRequested', payload: { username: ADMIN, password: 'demo1234' } });
      // The login also loads the logged-in catalogue (no request): the flow goes on once it has landed.
      await until(() => app.store.getState().session.loginStatus !== 'pending');
      await app.dispatch({ type: 'home/opened' });
    },
  },
  {
    name: 'stand-list-filter-sort-export',
    title: 'The admin opens the stand list, filters it by status, searches, sorts by surface, exports the CSV; the filters stay in prefs.',
    prepare: (app) => app.login(ADMIN),
    run: async (app) => {
      await app.dispatch({ type: 'stands/listOpened', payload: STANDS });
      await app.dispatch({ type: 'lists/changed', payload: { ...STANDS, change: { kind: 'filters', patch: { statuses: ['pendingPlansVerification', 'waitingForPlans'] } } } });
      await app.dispatch({ type: 'lists/searchTyped', payload: { ...STANDS, search: 'a' } });
      await sleep(400); // past the search's 300 ms pause
      await app.dispatch({ type: 'lists/changed', payload: { ...STANDS, change: { kind: 'sort', sort: { field: 'surface', direction: 'desc' } } } });
      await app.dispatch({ type: 'lists/exportRequested', payload: { ...STANDS, ids: [], columns: ['name', 'surface', 'status'] } });
      await app.dispatch({ type: 'lists/closed', payload: STANDS });
      // Back on the list: the filters, search and sort were kept (prefs).
      await app.dispatch({ type: 'stands/listOpened', payload: STANDS });
    },
  },
  {
    name: 'plan-submission-and-validation',
    title:
      'The exhibitor sends the plans without a plan file (refused: violation), then with one; logs out; the admin logs in and validates the plans (status to pendingPlansConfirmation).',
    prepare: async (app) => {
      await app.login(EXHIBITOR);
      const answer = await fetch(`${app.base}/backend/stands?show=1&all=1`, {
        headers: { Accept: 'application/ld+json', Authorization: `Bearer ${app.store.getState().session.token}` },
      });
      const all = ((await answer.json()) as { 'hydra:member': { id: number; status: string }[] })['hydra:member'];
      const stands = all.filter((stand) => stand.status === 'waitingForPlans');
      if (!stands.length) throw new Error('the exhibitor has no stand waiting for plans');
      planStandId = stands[0].id;
    },
    run: async (app) => {
      const standId = planStandId;
      await app.dispatch({ type: 'stands/pageOpened', payload: { id: standId } });
      const send = (files: File[], newStandStatus: string, message: string) => ({
        type: 'standMessages/sendRequested',
        payload: { standId, key: `planStep-${standId}`, message, files, newStandStatus, closeModal: 'planStep' },
      });
      await app.dispatch(send([], 'pendingPlansVerification', 'Nos plans'));
      const plan = new File(['%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'], 'plan.pdf', { type: 'application/pdf' });
      await app.dispatch(send([plan], 'pendingPlansVerification', 'Nos plans'));
      await app.dispatch({ type: 'session/logoutRequested' });
      await app.dispatch({ type: 'session/loginRequested', payload: { username: ADMIN, password: 'demo1234' } });
      await app.dispatch({ type: 'stands/pageOpened', payload: { id: standId } });
      await app.dispatch(send([], 'pendingPlansConfirmation', 'Plans vérifiés'));
    },
  },
  {
    name: 'layout-types-crud-violation',
    title: 'The admin adds a layout type with an empty label (422 violation on the form), then a valid one, renames it and deletes it after confirmation.',
    prepare: (app) => app.login(ADMIN),
    run: async (app) => {
      await app.dispatch({ type: 'lists/opened', payload: LAYOUT_TYPES });
      const save = (data: object, id?: number) => ({
        type: 'mutations/saveRequested',
        payload: { resource: 'layoutTypes', ...(id ? { id } : {}), data, key: 'layoutType', fields: ['label', 'color'], closeModal: 'layoutType' },
      });
      await app.dispatch({ type: 'ui/modalOpened', payload: { name: 'layoutType' } });
      await app.dispatch(save({ label: ' ', color: '#123456' }));
      await app.dispatch(save({ label: 'Flow recorded type', color: '#123456' }));
      const created = Object.values(app.store.getState().entities.layoutTypes.entities).find((t) => t?.label === 'Flow recorded type');
      if (!created) throw new Error('layout type not created');
      await app.dispatch({ type: 'ui/modalOpened', payload: { name: 'layoutType', id: created.id } });
      await app.dispatch(save({ label: 'Flow recorded type (renamed)', color: '#654321' }, created.id));
      await app.dispatch({ type: 'lists/rowDeleteRequested', payload: { ...LAYOUT_TYPES, id: created.id } });
      const confirm = app.store.getState().ui.confirm;
      if (confirm.action) await app.dispatch({ type: 'ui/confirmAccepted' });
    },
  },
  {
    name: 'token-refresh-during-list-load',
    title: 'The access token has expired when the admin opens the layout types: one refresh, then the list loads.',
    prepare: async (app) => {
      await app.login(ADMIN);
      const session = app.store.getState().session;
      // As if 15 minutes had passed: the token's expiry is behind us.
      await app.dispatch({
        type: 'session/tokenReceived',
        payload: { token: session.token, refreshToken: session.refreshToken, payload: { ...decode(session.token ?? ''), exp: Math.floor(Date.now() / 1000) - 60 } },
      });
    },
    run: async (app) => {
      await app.dispatch({ type: 'lists/opened', payload: LAYOUT_TYPES });
    },
  },
  {
    name: 'unauthorized-logout',
    title: 'The session was ended elsewhere (its refresh chain revoked): the next list load gets a 401, the app logs out and goes to /login.',
    prepare: async (app) => {
      await app.login(ADMIN);
      const { refreshToken } = app.store.getState().session;
      await fetch(`${app.base}/backend/logout`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ refresh_token: refreshToken }) });
    },
    run: async (app) => {
      await app.dispatch({ type: 'lists/opened', payload: LAYOUT_TYPES });
    },
  },
];

function decode(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

async function main() {
  const only = process.argv.slice(2);
  const server = await startE2eServer();
  const base = `http://127.0.0.1:${server.port}`;
  // saveBlob (the CSV export) outside a browser: the download is the recorded answer.
  const g = globalThis as unknown as Record<string, unknown>;
  g.document ??= { createElement: () => ({ click() {}, remove() {} }), body: { appendChild() {} } };
  URL.createObjectURL = () => 'blob:flow';
  URL.revokeObjectURL = () => undefined;
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    // The pushed-changes stream never connects while recording: a push is not an intent the
    // replay could dispatch, so the calls it would trigger could not be replayed. The app then
    // behaves as where flows are replayed (jsdom, no stream: the screens poll).
    if (String(input).includes('/backend/events')) {
      return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    }
    inFlight += 1;
    try {
      const url = typeof input === 'string' && input.startsWith('/') ? `${base}${input}` : input;
      return await realFetch(url, init);
    } finally {
      inFlight -= 1;
    }
  }) as typeof fetch;
  try {
    for (const scenario of SCENARIOS.filter((s) => !only.length || only.includes(s.name))) {
      discardRecording();
      location = '/';
      registerNavigator(
        (to) => {
          location = to;
        },
        () => location,
      );
      const { store } = makeStore({ persist: false });
      for (const feature of FEATURES) if (feature.lazySagas) await loadSagas(feature.name, feature.lazySagas());
      await loadPrivateSagas(); // as the private layout does (issue 20: not in the first load)
      const app: App = {
        store,
        base,
        dispatch: async (action) => {
          store.dispatch(action);
          await idle();
        },
        login: async (email) => {
          await app.dispatch({ type: 'session/loginRequested', payload: { username: email, password: 'demo1234' } });
          await until(() => store.getState().session.loginStatus !== 'pending');
          if (!store.getState().session.token) throw new Error(`login of ${email} failed`);
        },
      };
      await scenario.prepare?.(app);
      startRecording({ appVersion: process.env.npm_package_version ?? '0.1.0', title: scenario.title });
      await scenario.run(app);
      await idle();
      const recording = stopRecording();
      const file = path.join(__dirname, `${scenario.name}.json`);
      const text = `${JSON.stringify(recording, null, 2)}\n`;
      // What npm test will check (format, no secret, no token shape): refused here rather than kept.
      parseFlowRecording(text);
      if (tokenShapesIn(text).length) throw new Error(`${scenario.name}: token-shaped values left: ${tokenShapesIn(text).join(', ')}`);
      fs.writeFileSync(file, text);
      console.log(`${file}: ${recording?.steps.length} steps`);
    }
  } finally {
    globalThis.fetch = realFetch;
    await server.cleanup();
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
