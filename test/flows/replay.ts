/**
 * Replays a recorded flow (src/domain/flowRecording.ts) against the real sagas and reducers:
 * the root saga and every feature's lazy sagas run in a store made of the real root reducer,
 * started from the recording's initial state; the recorded intents are dispatched in order,
 * the recorded waits advance a virtual clock (the sagas' `delay`s and `nowInSeconds` read it),
 * and every `apiFetch` the sagas make (through `callApi` or the refresh) is answered from the
 * recording. It fails, naming the step, when the sagas make a call that was not recorded, skip
 * one, send another body, or end in another state of entities, queries (request ids and times
 * aside), session or prefs.
 *
 * Used by test/unit/flows.test.ts (every test/flows/*.json) and `npm run replay`.
 */
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import delayP from '@redux-saga/delay-p';
import createSagaMiddleware, { type EffectMiddleware, type Saga, type SagaIterator } from 'redux-saga';
import { call, fork, all } from 'redux-saga/effects';
import { apiFetch, type ApiRequest } from '@/api/client';
import { saveBlob } from '@/api/download';
import { ApiError } from '@/api/errors';
import rootSaga from '@/app/rootSaga';
import { FEATURES } from '@/app/features';
import { rootReducer } from '@/app/store';
import { nowInSeconds } from '@/domain/session';
import {
  jsonDifferences,
  type FlowCallStep,
  type FlowRecording,
  type FlowRequest,
  type FlowStep,
} from '@/domain/flowRecording';
import { maskSecrets, reviveMaskedTokens } from '@/domain/secretMasking';
import { registerNavigator } from '@/lib/navigation';
import { COMPARED_SLICES } from '@/lib/recorder/recorder';

export interface ReplayOptions {
  /** Changes what the sagas send before it is compared (the tests' deliberately broken saga). */
  transformRequest?: (request: FlowRequest) => FlowRequest;
  /** Sagas run beside the app's (a test's broken saga). */
  extraSagas?: Saga[];
}

export interface ReplayResult {
  ok: boolean;
  failures: string[];
  /** One line per step and per thing the sagas did. */
  report: string[];
}

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  ) ?? 'null';

export function describeStep(step: FlowStep, index: number): string {
  const at = `step ${index + 1}`;
  switch (step.kind) {
    case 'intent':
      return `${at} intent ${step.action.type}`;
    case 'call': {
      const query = step.request.query ? ` ${canonical(step.request.query)}` : '';
      return `${at} call ${step.request.method} ${step.request.path}${query} → ${step.response.status}`;
    }
    case 'route':
      return `${at} route ${step.path}`;
    case 'wait':
      return `${at} wait ${step.ms} ms`;
  }
}

function toFlowRequest(request: ApiRequest): FlowRequest {
  const isForm = typeof FormData !== 'undefined' && request.body instanceof FormData;
  return maskSecrets({
    method: request.method ?? 'GET',
    path: request.path,
    query: request.params ? (JSON.parse(JSON.stringify(request.params)) as Record<string, unknown>) : null,
    body: isForm ? { multipart: [...(request.body as FormData).keys()] } : request.body === undefined ? null : JSON.parse(JSON.stringify(request.body)),
  });
}

function answerOf(step: FlowCallStep): unknown {
  const { status, body, headers } = step.response;
  if (status === 0 || status >= 400) {
    const error = (body ?? {}) as { violations?: []; description?: string | null };
    const retryAfter = headers['retry-after'] ? Number(headers['retry-after']) : null;
    throw new ApiError(status, error.violations ?? [], error.description ?? null, retryAfter);
  }
  if (step.request.responseType === 'blob') {
    const blob = (body ?? {}) as { blobText?: string; type?: string };
    const filename = /filename="([^"]*)"/.exec(headers['content-disposition'] ?? '')?.[1] ?? null;
    return { status, data: { blob: new Blob([blob.blobText ?? ''], { type: blob.type ?? '' }), filename } };
  }
  return { status, data: body };
}

/** The slices compared at the end, without what changes on every run (request ids, times). */
export function comparableState(state: unknown): Record<string, unknown> {
  const source = JSON.parse(JSON.stringify(state ?? {})) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const name of COMPARED_SLICES) if (name in source) out[name] = source[name];
  const queries = (out.queries ?? {}) as Record<string, Record<string, unknown>>;
  for (const query of Object.values(queries)) {
    delete query.requestId;
    delete query.fetchedAt;
  }
  // An empty entity table says nothing: an entity type registered after the recording holds none.
  const entities = (out.entities ?? {}) as Record<string, { ids?: unknown[] }>;
  for (const [type, table] of Object.entries(entities)) if (!table.ids?.length) delete entities[type];
  return maskSecrets(out);
}

/** `{'@file': {name, type, size}}` (a recorded upload) → a File alike. */
function reviveFiles(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reviveFiles);
  if (value && typeof value === 'object') {
    const file = (value as { '@file'?: { name: string; type: string; size: number } })['@file'];
    if (file) return new File([new Uint8Array(file.size)], file.name, { type: file.type });
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, reviveFiles(v)]));
  }
  return value;
}

const settle = async () => {
  for (let i = 0; i < 8; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

export async function replayFlow(recorded: FlowRecording, options: ReplayOptions = {}): Promise<ReplayResult> {
  // The sagas read a token's expiry and user: each masked JWT becomes an unsigned one with its claims.
  const recording = reviveMaskedTokens(recorded);
  const failures: string[] = [];
  const report: string[] = [];
  const steps = recording.steps;
  const consumed = new Set<number>();
  let position = 0; // index of the step being replayed
  let now = Date.parse(recording.startedAt);
  const timers: { due: number; resolve: () => void }[] = [];
  let location = '/';

  const nextIntentAfter = (index: number) => {
    const found = steps.findIndex((step, i) => i > index && step.kind === 'intent');
    return found < 0 ? steps.length : found;
  };

  const answerCall = (request: ApiRequest): unknown => {
    let sent = toFlowRequest(request);
    if (options.transformRequest) sent = options.transformRequest(sent);
    const bound = nextIntentAfter(position);
    const candidates: number[] = [];
    for (let i = 0; i < bound; i += 1) {
      const step = steps[i];
      if (step.kind === 'call' && !consumed.has(i) && step.request.method === sent.method && step.request.path === sent.path) candidates.push(i);
    }
    const sameQuery = candidates.filter((i) => canonical((steps[i] as FlowCallStep).request.query) === canonical(sent.query));
    const exact = sameQuery.find((i) => canonical((steps[i] as FlowCallStep).request.body) === canonical(sent.body));
    const label = `${sent.method} ${sent.path}${sent.query ? ` ${canonical(sent.query)}` : ''}`;
    if (exact !== undefined) {
      consumed.add(exact);
      report.push(`  ← answered ${label} from step ${exact + 1} (${(steps[exact] as FlowCallStep).response.status})`);
      return answerOf(steps[exact] as FlowCallStep);
    }
    if (sameQuery.length) {
      const i = sameQuery[0];
      const differences = jsonDifferences((steps[i] as FlowCallStep).request.body, sent.body, 'body');
      failures.push(`step ${i + 1}: the sagas sent ${label} with another body than recorded:\n    ${differences.join('\n    ')}`);
      consumed.add(i);
      return answerOf(steps[i] as FlowCallStep);
    }
    const recorded = candidates.map((i) => `step ${i + 1}: ${canonical((steps[i] as FlowCallStep).request.query)}`);
    failures.push(
      `${describeStep(steps[Math.min(position, steps.length - 1)], Math.min(position, steps.length - 1))}: the sagas made a call that was not recorded: ${label}` +
        (recorded.length ? `\n    recorded with other parameters: ${recorded.join('; ')}` : ''),
    );
    throw new ApiError(0, [], 'Not in the recording');
  };

  const intercept: EffectMiddleware = (next) => (effect: unknown) => {
    const typed = effect as { type?: string; payload?: { fn?: unknown; args?: unknown[] } } | null;
    if (typed?.type === 'CALL' && typed.payload) {
      const { fn, args = [] } = typed.payload;
      if (fn === apiFetch) {
        try {
          const answer = answerCall(args[0] as ApiRequest);
          return next(call(() => Promise.resolve(answer)));
        } catch (error) {
          return next(call(() => Promise.reject(error)));
        }
      }
      if (fn === nowInSeconds) return next(call(() => Math.floor(now / 1000)));
      if (fn === delayP) {
        const ms = Number(args[0] ?? 0);
        // delay(ms, value = true) resolves with its value (debounce tells a timeout by it).
        const value = args.length > 1 ? args[1] : true;
        return next(call(() => new Promise<unknown>((resolve) => timers.push({ due: now + ms, resolve: () => resolve(value) }))));
      }
      if (fn === saveBlob) {
        report.push(`  ↓ download ${String(args[1])}`);
        return next(call(() => undefined));
      }
    }
    return next(effect);
  };

  registerNavigator(
    (to) => {
      location = to;
      report.push(`  → navigate ${to}`);
    },
    () => location,
  );

  const sagaMiddleware = createSagaMiddleware({ effectMiddlewares: [intercept] });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: (recording.initialState ?? {}) as never,
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false, immutableCheck: false }).concat(sagaMiddleware),
  });
  // The features' lazy sagas and those the private layout starts (app/privateSagas.ts), as in the app.
  const lazy = await Promise.all([
    ...FEATURES.flatMap((feature) => [feature.lazySagas, feature.privateSagas].flatMap((load) => (load ? [load()] : []))),
    import('@/lists/sagas'),
  ]);
  const task = sagaMiddleware.run(function* replayRoot(): SagaIterator {
    yield all([fork(rootSaga), ...lazy.map((module) => fork(module.default)), ...(options.extraSagas ?? []).map((saga) => fork(saga))]);
  });
  await settle();

  const fireTimers = async (until: number) => {
    for (;;) {
      timers.sort((a, b) => a.due - b.due);
      const timer = timers[0];
      if (!timer || timer.due > until) break;
      timers.shift();
      now = Math.max(now, timer.due);
      timer.resolve();
      await settle();
    }
    now = until;
  };

  const skipped = (before: number) => {
    for (let i = 0; i < before; i += 1) {
      const step = steps[i];
      if (step.kind === 'call' && !consumed.has(i)) {
        failures.push(`${describeStep(step, i)}: recorded but the sagas did not make it`);
        consumed.add(i);
      }
    }
  };

  for (position = 0; position < steps.length; position += 1) {
    const step = steps[position];
    report.push(describeStep(step, position) + (step.errorToast ? `  [error toast: ${step.errorToast}]` : ''));
    if (step.kind === 'intent') {
      skipped(position);
      store.dispatch(reviveFiles(step.action) as UnknownAction);
      await settle();
    } else if (step.kind === 'wait') {
      await fireTimers(now + step.ms);
    } else if (step.kind === 'route') {
      location = step.path;
      await settle();
    }
  }
  position = steps.length - 1;
  await settle();
  skipped(steps.length);
  task.cancel();

  if (recording.finalState) {
    const differences = jsonDifferences(comparableState(recording.finalState), comparableState(store.getState()));
    if (differences.length) failures.push(`end of the flow: the state differs from the recording:\n    ${differences.join('\n    ')}`);
  }
  return { ok: failures.length === 0, failures, report };
}
