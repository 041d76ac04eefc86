/** The recording format (src/domain/flowRecording.ts) and the recorder (src/lib/recorder/recorder.ts). */
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { put, takeEvery } from 'redux-saga/effects';
import {
  FLOW_FORMAT,
  FlowFormatError,
  findSecrets,
  jsonDifferences,
  maskPersonalData,
  maskSecrets,
  parseFlowRecording,
} from '@/domain/flowRecording';
import {
  discardRecording,
  isIntent,
  recordAnswer,
  recordCall,
  recordRoute,
  recorderMiddleware,
  setRecorderClock,
  startRecording,
  stopRecording,
} from '@/lib/recorder/recorder';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjEsInJvbGVzIjpbIlJPTEVfQURNSU4iXX0.c2lnbmF0dXJlLXNlY3JldA';
/** The JWT above once masked: its claims (exp 1, ROLE_ADMIN) as plain text, no token left. */
const MASKED_CLAIMS = '«masked JWT» {"exp":1,"roles":["ROLE_ADMIN"]}';

const minimal = (extra: object = {}) => ({
  format: FLOW_FORMAT,
  version: 1,
  appVersion: '0.1.0',
  locale: 'fr',
  role: 'ROLE_ADMIN',
  startedAt: '2026-01-01T00:00:00.000Z',
  steps: [{ kind: 'intent', action: { type: 'app/started' } }],
  ...extra,
});

describe('masking', () => {
  it('masks tokens, refresh tokens, passwords and Authorization, keeping only a JWT’s readable claims', () => {
    const masked = maskSecrets({
      token: JWT,
      refresh_token: 'abc',
      refreshToken: 'def',
      nested: { password: 'demo1234', _password: 'demo1234', headers: { Authorization: `Bearer ${JWT}` } },
      note: 'plain text stays',
    });
    expect(masked.token).toBe(MASKED_CLAIMS);
    expect(masked.refresh_token).toBe('«masked»');
    expect(masked.refreshToken).toBe('«masked»');
    expect(masked.nested.password).toBe('«masked»');
    expect(masked.nested._password).toBe('«masked»');
    expect(masked.nested.headers.Authorization).toBe('Bearer «masked»');
    expect(masked.note).toBe('plain text stays');
    expect(findSecrets(masked)).toEqual([]);
    expect(maskSecrets(masked)).toEqual(masked);
  });

  it('finds a secret left in clear, anywhere', () => {
    expect(findSecrets({ steps: [{ response: { body: { token: JWT, refresh_token: 'r' } } }], x: `Bearer ${JWT}` })).toEqual([
      'steps[0].response.body.token',
      'steps[0].response.body.refresh_token',
      'x',
    ]);
  });

  it('masks personal data with stable stand-ins', () => {
    const masked = maskPersonalData({
      a: { email: 'Jane@Example.com', phone: '+33 1 23', firstName: 'Jane', lastName: 'Doe' },
      b: { text: 'write to jane@example.com', firstName: 'Jane' },
    });
    expect(masked.a).toEqual({ email: 'person1@example.invalid', phone: '+00 0000 0001', firstName: 'Person 1', lastName: 'Person 2' });
    expect(masked.b).toEqual({ text: 'write to person1@example.invalid', firstName: 'Person 1' });
  });
});

describe('loading a recording', () => {
  it('reads a valid one', () => {
    expect(parseFlowRecording(JSON.stringify(minimal())).steps).toHaveLength(1);
  });

  it('refuses an older, a newer or another format', () => {
    expect(() => parseFlowRecording(JSON.stringify(minimal({ version: 0 })))).toThrow(/version 0, older than the version 1/);
    expect(() => parseFlowRecording(JSON.stringify(minimal({ version: 2 })))).toThrow(/newer/);
    expect(() => parseFlowRecording(JSON.stringify(minimal({ format: 'har' })))).toThrow(/Not a flow recording/);
  });

  it('says a truncated file is truncated', () => {
    const text = JSON.stringify(minimal());
    expect(() => parseFlowRecording(text.slice(0, text.length / 2))).toThrow(/^Truncated flow recording/);
    expect(() => parseFlowRecording('')).toThrow(FlowFormatError);
  });

  it('names the missing fields and the bad steps', () => {
    const { locale: _locale, ...noLocale } = minimal();
    expect(() => parseFlowRecording(JSON.stringify(noLocale))).toThrow(/missing field locale/);
    expect(() => parseFlowRecording(JSON.stringify(minimal({ steps: [{ kind: 'call', request: { method: 'GET' } }, { kind: 'dance' }] })))).toThrow(
      /step 1 \(call\): missing request.method or request.path; step 2: unknown kind "dance"/,
    );
  });

  it('refuses a recording that holds a secret', () => {
    const leaky = minimal({
      steps: [{ kind: 'call', request: { method: 'POST', path: '/login_check', query: null, body: {} }, response: { status: 200, body: { token: JWT }, headers: {} } }],
    });
    expect(() => parseFlowRecording(JSON.stringify(leaky))).toThrow(/Refused: the recording holds secrets or token-shaped values in clear at steps\[0\].response.body.token/);
    // A token whose signature alone was masked is still a token (the kept flows before issue 18).
    const signatureMasked = minimal({ initialState: { session: { token: `${JWT.split('.').slice(0, 2).join('.')}.masked` } } });
    expect(() => parseFlowRecording(JSON.stringify(signatureMasked))).toThrow(/in clear at initialState.session.token/);
  });
});

describe('differences', () => {
  it('names each path that differs', () => {
    expect(jsonDifferences({ a: 1, b: [1, 2], c: { d: 'x' }, e: 1 }, { a: 2, b: [1], c: { d: 'x' }, f: 1 })).toEqual([
      'a: expected 1, got 2',
      'b: expected 2 items [1,2], got 1 [1]',
      'e: missing (expected 1)',
      'f: unexpected 1',
    ]);
  });
});

describe('the recorder', () => {
  let now = 1_000_000;
  beforeEach(() => {
    now = 1_000_000;
    setRecorderClock(() => now);
  });
  afterEach(() => discardRecording());

  function makeTestStore() {
    const sagas = createSagaMiddleware();
    const store = configureStore({
      reducer: (state: { session: { roles: string[]; token: string }; intl: { locale: string } } = { session: { roles: ['ROLE_ADMIN'], token: JWT }, intl: { locale: 'en' } }) => state,
      middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false }).prepend(recorderMiddleware).concat(sagas),
    });
    sagas.run(function* echo() {
      yield takeEvery('view/clicked', function* internal() {
        yield put({ type: 'internal/done' });
        yield put({ type: 'ui/toastShown', payload: { severity: 'error', messageId: 'error.generic' } });
      });
    });
    return store;
  }

  it('keeps intents, calls, routes and waits, not the sagas’ actions, masked; marks the error toast', async () => {
    const store = makeTestStore();
    store.dispatch({ type: 'before/recording' });
    startRecording({ appVersion: '9.9.9' });
    store.dispatch({ type: 'session/loginRequested', payload: { username: 'a@b.c', password: 'demo1234' } });
    now += 500;
    const step = recordCall({ method: 'POST', path: '/login_check', body: { _username: 'a@b.c', _password: 'demo1234' }, auth: false });
    await recordAnswer(step, { status: 200, data: { token: JWT, refresh_token: 'r1' } });
    recordRoute('/');
    recordRoute('/');
    recordRoute('/reset-password/Xq3vZ8kLmN0pQrStUvWxYz12AbCdEfGhIjKlMnOpQrS');
    now += 10;
    store.dispatch({ type: 'view/clicked' });
    const failed = recordCall({ path: '/stands', params: { page: 1 } });
    await recordAnswer(failed, { error: { status: 503, violations: [], description: 'down', retryAfter: 5 } });
    store.dispatch({ type: 'persist/REHYDRATE' });
    const recording = stopRecording();
    expect(recording).toMatchObject({ format: FLOW_FORMAT, version: 1, appVersion: '9.9.9', locale: 'en', role: 'ROLE_ADMIN' });
    expect(recording?.steps).toEqual([
      { kind: 'intent', action: { type: 'session/loginRequested', payload: { username: 'a@b.c', password: '«masked»' } } },
      { kind: 'wait', ms: 500 },
      {
        kind: 'call',
        request: { method: 'POST', path: '/login_check', query: null, body: { _username: 'a@b.c', _password: '«masked»' }, auth: false },
        response: { status: 200, body: { token: MASKED_CLAIMS, refresh_token: '«masked»' }, headers: {} },
      },
      { kind: 'route', path: '/' },
      { kind: 'route', path: '/reset-password/«masked»' },
      { kind: 'intent', action: { type: 'view/clicked' }, errorToast: 'error.generic' },
      {
        kind: 'call',
        request: { method: 'GET', path: '/stands', query: { page: 1 }, body: null },
        response: { status: 503, body: { violations: [], description: 'down' }, headers: { 'retry-after': '5' } },
      },
    ]);
    expect(findSecrets(recording)).toEqual([]);
    // The state snapshots too (issue 18: the access token was kept in session.token).
    expect((recording?.initialState?.session as { token: string }).token).toBe(MASKED_CLAIMS);
    expect((recording?.finalState?.session as { token: string }).token).toBe(MASKED_CLAIMS);
  });

  it('keeps nothing while off, and tells intents from saga actions', () => {
    expect(recordCall({ path: '/x' })).toBeNull();
    expect(isIntent({ type: 'a' })).toBe(true);
    expect(isIntent(Object.defineProperty({ type: 'a' }, '@@redux-saga/SAGA_ACTION', { value: true }))).toBe(false);
    expect(isIntent({ type: 'persist/PERSIST' })).toBe(false);
    // A form's draft follows the typing: not replayed, and it holds what was typed.
    expect(isIntent({ type: 'drafts/draftSaved', payload: { key: 'k', values: { name: 'x' } } })).toBe(false);
  });

  it('keeps a file of an intent as its name, type and size', () => {
    const store = makeTestStore();
    startRecording();
    store.dispatch({ type: 'upload', payload: { files: [new File(['abc'], 'plan.pdf', { type: 'application/pdf' })] } });
    expect(stopRecording()?.steps[0]).toEqual({
      kind: 'intent',
      action: { type: 'upload', payload: { files: [{ '@file': { name: 'plan.pdf', type: 'application/pdf', size: 3 } }] } },
    });
  });
});
