/** The live replay (test/flows/live.ts) with a fake server: demo login, masked secrets filled in, ids mapped, differences reported. */
import type { FlowRecording } from '@/domain/flowRecording';
import { replayLive } from '../../flows/live';

const recording: FlowRecording = {
  format: 'stand-plans-flow',
  version: 1,
  appVersion: '0.1.0',
  locale: 'fr',
  role: 'ROLE_ADMIN',
  startedAt: '2026-01-01T00:00:00.000Z',
  steps: [
    { kind: 'intent', action: { type: 'x' } },
    {
      kind: 'call',
      request: { method: 'POST', path: '/layout_types', query: null, body: { label: 'a' } },
      response: { status: 201, body: { '@id': '/backend/layout_types/8', id: 8, label: 'a' }, headers: {} },
    },
    {
      kind: 'call',
      request: { method: 'PUT', path: '/layout_types/8', query: null, body: { label: 'b' } },
      response: { status: 200, body: { '@id': '/backend/layout_types/8', id: 8, label: 'b' }, headers: {} },
    },
    {
      kind: 'call',
      request: { method: 'GET', path: '/layout_types', query: { page: '1' }, body: null },
      response: { status: 200, body: { 'hydra:member': [{ id: 8, label: 'b' }] }, headers: {} },
    },
  ],
};

describe('live replay', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('logs in with the demo account of the role, maps created ids and reports status and shape differences', async () => {
    const calls: Array<{ url: string; method?: string; body?: unknown }> = [];
    globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method, body: init?.body });
      const json = (status: number, body: unknown) => ({ status, text: async () => JSON.stringify(body), json: async () => body }) as Response;
      if (url.endsWith('/login_check')) return json(200, { token: 't', refresh_token: 'r' });
      if (init?.method === 'POST') return json(201, { '@id': '/backend/layout_types/12', id: 12, label: 'a' });
      if (init?.method === 'PUT') return json(200, { '@id': '/backend/layout_types/12', id: 12, label: 'b' });
      return json(500, { error: 'boom' });
    }) as unknown as typeof fetch;
    const result = await replayLive(recording, 'http://server:8080/');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST http://server:8080/backend/login_check',
      'POST http://server:8080/backend/layout_types',
      'PUT http://server:8080/backend/layout_types/12',
      'GET http://server:8080/backend/layout_types?page=1',
    ]);
    expect(JSON.parse(String(calls[0].body))).toEqual({ _username: 'admin@demo.test', _password: 'demo1234' });
    expect(result.ok).toBe(false);
    expect(result.report).toContain('step 3 PUT /layout_types/8: same status and shape (200)');
    expect(result.report).toContain('step 4 GET /layout_types?page=1: DIFFERS\n    status: recorded 200, now 500');
  });

  it('fails on an API that drifted from the recording: a field gained, a field lost', async () => {
    const shows: FlowRecording = {
      ...recording,
      role: null,
      steps: [
        {
          kind: 'call',
          request: { method: 'GET', path: '/shows', query: { all: '1' }, body: null, auth: false },
          response: { status: 200, body: { 'hydra:member': [{ id: 1, name: 'Salon', organizerName: 'Org' }] }, headers: {} },
        },
      ],
    };
    globalThis.fetch = jest.fn(async () => {
      // Since the recording: `source` and `sourcePath` appeared, `organizerName` went.
      const body = { 'hydra:member': [{ id: 1, name: 'Salon', source: null, sourcePath: 'SML26' }] };
      return { status: 200, text: async () => JSON.stringify(body), json: async () => body } as Response;
    }) as unknown as typeof fetch;
    const result = await replayLive(shows, 'http://server:8080');
    expect(result.ok).toBe(false);
    expect(result.report[0]).toBe(
      'step 1 GET /shows?all=1: DIFFERS\n' +
        '    body.hydra:member[0].organizerName: missing (expected "string")\n' +
        '    body.hydra:member[0].source: unexpected "null"\n' +
        '    body.hydra:member[0].sourcePath: unexpected "string"',
    );
    expect(result.report.at(-1)).toBe('1 call(s) differ from the recording');
  });
});
