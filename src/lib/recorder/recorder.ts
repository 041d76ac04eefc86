/**
 * The flow recorder (issue 10): while on, it keeps the intents of the views, every call made
 * through `callApi` with its answer, the route changes and the time between them, secrets masked
 * as they come in, by name and by shape, in every step and both state snapshots
 * (src/domain/secretMasking.ts). Small and always in the entry: the middleware
 * does nothing but one test while recording is off; the recorder's screen is a lazy page
 * (src/features/flows).
 *
 * Intents vs internals (docs/decisions.md, "Recorded flows"): an intent is an action dispatched
 * from outside the sagas (views, the router bridge). redux-saga marks every action a saga puts
 * (`@@redux-saga/SAGA_ACTION`), so those are internal and are not kept: replaying the intents
 * makes the sagas put them again. redux-persist's own actions and the forms' drafts are not kept either.
 */
import type { Middleware } from '@reduxjs/toolkit';
import {
  FLOW_FORMAT,
  FLOW_VERSION,
  type FlowAction,
  type FlowRecording,
  type FlowRequest,
  type FlowResponse,
  type FlowStep,
} from '@/domain/flowRecording';
import { maskSecrets, maskText } from '@/domain/secretMasking';

/** The app's version written in recordings (package.json's, checked by test/unit/flows/flowRecording.test.ts). */
export const APP_VERSION = '0.1.0';
const SAGA_ACTION = '@@redux-saga/SAGA_ACTION';
/** Gaps shorter than this are not kept as a wait step. */
export const MIN_WAIT_MS = 20;
/** Slices kept as the flow's start (all but the ui's toasts and dialogs). */
const INITIAL_SLICES = ['entities', 'queries', 'mutations', 'session', 'prefs', 'intl'];
/** Slices the replay compares at the end. */
export const COMPARED_SLICES = ['entities', 'queries', 'session', 'prefs'];

export interface RecorderMeta {
  appVersion: string;
  title?: string;
}

type State = Record<string, unknown>;

interface Recorder {
  on: boolean;
  steps: FlowStep[];
  lastAt: number;
  startedAt: number;
  initialState?: State;
  meta: RecorderMeta;
}

let recorder: Recorder | null = null;
/** The last recording stopped, kept while the app runs (not in the store: it is not app state). */
let last: FlowRecording | null = null;
let getStoreState: (() => unknown) | null = null;
let clock: () => number = () => Date.now();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore. */
export function subscribeRecorder(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export function recorderVersion(): number {
  return version;
}
export function isRecording(): boolean {
  return recorder?.on ?? false;
}
export function recordedSteps(): readonly FlowStep[] {
  return recorder?.steps ?? [];
}
/** The recording `stopRecording` gave last (its screen shows it, the download saga saves it). */
export function lastRecording(): FlowRecording | null {
  return last;
}

/** Tests and the flow generator drive time themselves. */
export function setRecorderClock(now: () => number): void {
  clock = now;
}

function pickSlices(state: unknown, names: string[]): State {
  const source = (state ?? {}) as State;
  return Object.fromEntries(names.filter((name) => name in source).map((name) => [name, source[name]]));
}

function push(step: FlowStep): void {
  if (!recorder?.on) return;
  const now = clock();
  const gap = now - recorder.lastAt;
  if (gap >= MIN_WAIT_MS && recorder.steps.length > 0) recorder.steps.push({ kind: 'wait', ms: gap });
  recorder.lastAt = now;
  recorder.steps.push(step);
  changed();
}

export function startRecording(meta: RecorderMeta = { appVersion: 'dev' }): void {
  const now = clock();
  recorder = {
    on: true,
    steps: [],
    lastAt: now,
    startedAt: now,
    meta,
    initialState: maskSecrets(JSON.parse(JSON.stringify(pickSlices(getStoreState?.(), INITIAL_SLICES))) as State),
  };
  changed();
}

/** Stops and gives the recording (null when none was started). */
export function stopRecording(): FlowRecording | null {
  if (!recorder) return null;
  recorder.on = false;
  const state = (getStoreState?.() ?? {}) as State;
  const session = (state.session ?? {}) as { roles?: string[] };
  const intl = (state.intl ?? {}) as { locale?: string };
  const initialSession = (recorder.initialState?.session ?? {}) as { roles?: string[] };
  const recording: FlowRecording = {
    format: FLOW_FORMAT,
    version: FLOW_VERSION,
    appVersion: recorder.meta.appVersion,
    ...(recorder.meta.title ? { title: recorder.meta.title } : {}),
    locale: intl.locale ?? 'fr',
    role: initialSession.roles?.[0] ?? session.roles?.[0] ?? null,
    startedAt: new Date(recorder.startedAt).toISOString(),
    initialState: recorder.initialState,
    finalState: maskSecrets(JSON.parse(JSON.stringify(pickSlices(state, COMPARED_SLICES))) as State),
    steps: recorder.steps,
  };
  last = recording;
  changed();
  return recording;
}

export function discardRecording(): void {
  recorder = null;
  last = null;
  changed();
}

function toFlowAction(action: { type: string } & Record<string, unknown>): FlowAction {
  const plain: FlowAction = { type: action.type };
  for (const key of ['payload', 'meta', 'error'] as const) if (action[key] !== undefined) plain[key] = action[key];
  // A file (an upload's) is kept as its name, type and size: the replay makes one alike.
  const keepFiles = (_key: string, value: unknown) =>
    typeof Blob !== 'undefined' && value instanceof Blob
      ? { '@file': { name: (value as File).name ?? 'blob', type: value.type, size: value.size } }
      : value;
  return maskSecrets(JSON.parse(JSON.stringify(plain, keepFiles)) as FlowAction);
}

export function isIntent(action: unknown): action is { type: string } & Record<string, unknown> {
  if (action === null || typeof action !== 'object') return false;
  const typed = action as { type?: unknown } & Record<string, unknown>;
  if (typeof typed.type !== 'string') return false;
  if (typed[SAGA_ACTION]) return false;
  // A form's draft follows every keystroke: the form's memory, not something a replay needs (it holds what was typed).
  return !typed.type.startsWith('persist/') && !typed.type.startsWith('drafts/');
}

/** The redux middleware (src/app/store.ts). */
export const recorderMiddleware: Middleware = (api) => {
  getStoreState = api.getState;
  return (next) => (action) => {
    if (recorder?.on) {
      if (isIntent(action)) push({ kind: 'intent', action: toFlowAction(action) });
      const typed = action as { type?: string; payload?: { severity?: string; messageId?: string } };
      if (typed.type === 'ui/toastShown' && typed.payload?.severity === 'error') {
        const last = recorder.steps[recorder.steps.length - 1];
        if (last) last.errorToast = typed.payload.messageId ?? 'error';
      }
    }
    return next(action);
  };
};

/** A call about to be sent: returns the step to complete with `recordAnswer` (null while off). */
export function recordCall(request: {
  method?: string;
  path: string;
  params?: unknown;
  body?: unknown;
  auth?: boolean;
  responseType?: 'json' | 'blob';
}): FlowStep | null {
  if (!recorder?.on) return null;
  const isForm = typeof FormData !== 'undefined' && request.body instanceof FormData;
  const flowRequest: FlowRequest = maskSecrets({
    method: request.method ?? 'GET',
    path: request.path,
    query: request.params ? (JSON.parse(JSON.stringify(request.params)) as Record<string, unknown>) : null,
    body: isForm ? { multipart: [...(request.body as FormData).keys()] } : request.body === undefined ? null : JSON.parse(JSON.stringify(request.body)),
    ...(request.responseType === 'blob' ? { responseType: 'blob' as const } : {}),
    ...(request.auth === false ? { auth: false } : {}),
  });
  const step: FlowStep = { kind: 'call', request: flowRequest, response: { status: 0, body: null, headers: {} } };
  push(step);
  return step;
}

/** The answer of a recorded call: an ApiResponse, or the ApiError thrown. */
export async function recordAnswer(step: FlowStep | null, outcome: { data?: unknown; status?: number; error?: unknown }): Promise<void> {
  if (!step || step.kind !== 'call') return;
  const response: FlowResponse = { status: 0, body: null, headers: {} };
  if (outcome.error !== undefined) {
    const error = outcome.error as { status?: number; violations?: unknown[]; description?: string | null; retryAfter?: number | null };
    response.status = error.status ?? 0;
    response.body = { violations: error.violations ?? [], description: error.description ?? null };
    if (error.retryAfter) response.headers['retry-after'] = String(error.retryAfter);
  } else {
    response.status = outcome.status ?? 200;
    const data = outcome.data as { blob?: Blob; filename?: string | null } | null;
    if (step.request.responseType === 'blob' && data?.blob) {
      const text = typeof data.blob.text === 'function' ? await data.blob.text() : '';
      response.body = { blobText: text.length > 4000 ? text.slice(0, 4000) : text, type: data.blob.type };
      if (data.filename) response.headers['content-disposition'] = `attachment; filename="${data.filename}"`;
    } else {
      response.body = data === undefined ? null : JSON.parse(JSON.stringify(data));
    }
  }
  step.response = maskSecrets(response);
  changed();
}

export function recordRoute(rawPath: string): void {
  if (!recorder?.on) return;
  // A link's token (a password reset's) is in its path or query.
  const path = maskText(rawPath);
  const last = [...recorder.steps].reverse().find((step) => step.kind === 'route');
  if (last?.kind === 'route' && last.path === path) return;
  push({ kind: 'route', path });
}
