/**
 * Recorded user flows (issue 10): the file format, the masking of secrets and personal data,
 * the validation of a loaded file and the structural difference the replayer reports.
 * Pure: read by the SPA's recorder (src/lib/recorder), the replayer (test/flows/replay.ts)
 * and the generator of the kept flows.
 *
 * Format `stand-plans-flow`, version 1 (docs/architecture.md, "Recorded flows"):
 *
 *   { format, version: 1, appVersion, locale, role, startedAt (ISO), initialState?, finalState?,
 *     steps: [ {kind:'intent', action}, {kind:'call', request:{method,path,query,body},
 *              response:{status, body, headers}}, {kind:'route', path}, {kind:'wait', ms} ] }
 *
 * A step may carry `errorToast` (the message id of an error toast shown while it was the last
 * step). Secrets are replaced before anything is kept, by name and by shape, state snapshots
 * included (src/domain/secretMasking.ts): a JWT becomes `«masked JWT» {its exp, roles, user}` (so
 * the replayed sagas still read its expiry), every other secret `«masked»`. A loaded file that
 * still holds a secret or a token-shaped value is refused.
 */

import { findSecrets, MASKED } from './secretMasking';

export { findSecrets, isSecretKey, MASKED, maskSecrets } from './secretMasking';

export const FLOW_FORMAT = 'stand-plans-flow';
export const FLOW_VERSION = 1;

export interface FlowAction {
  type: string;
  payload?: unknown;
  meta?: unknown;
  error?: unknown;
}

export interface FlowRequest {
  method: string;
  path: string;
  query: Record<string, unknown> | null;
  body: unknown;
  /** 'blob' for downloads. */
  responseType?: 'json' | 'blob';
  /** false for the anonymous calls (login, refresh). */
  auth?: boolean;
}

export interface FlowResponse {
  status: number;
  /** The JSON answer; for a download `{blobText, type}`; for an error the error body (violations, description). */
  body: unknown;
  headers: Record<string, string>;
}

interface StepBase {
  /** Message id of an error toast that appeared while this was the last step. */
  errorToast?: string;
}

export type FlowStep = StepBase &
  (
    | { kind: 'intent'; action: FlowAction }
    | { kind: 'call'; request: FlowRequest; response: FlowResponse }
    | { kind: 'route'; path: string }
    | { kind: 'wait'; ms: number }
  );

export type FlowCallStep = Extract<FlowStep, { kind: 'call' }>;

export interface FlowRecording {
  format: typeof FLOW_FORMAT;
  version: typeof FLOW_VERSION;
  appVersion: string;
  locale: string;
  /** The role reference of the recording user (e.g. ROLE_ADMIN), or null when logged out at the start. */
  role: string | null;
  startedAt: string;
  /** Free text: what the flow shows. */
  title?: string;
  /** The store's slices at the start (all but `ui`), masked. */
  initialState?: Record<string, unknown>;
  /** The slices that matter at the end (entities, queries, session, prefs), masked. */
  finalState?: Record<string, unknown>;
  steps: FlowStep[];
}

// ---------------------------------------------------------------------------------------------
// Personal data (optional, on export)

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const PHONE_KEYS = new Set(['phone', 'mobile', 'telephone', 'phonenumber', 'mobilephone', 'fax']);
const NAME_KEYS = new Set(['firstname', 'lastname', 'givenname', 'familyname', 'contactname', 'fullname', 'displayname']);

/**
 * A copy with e-mail addresses, phone numbers and people's names replaced by stable stand-ins
 * (`person1@example.invalid`, `+00 0000 0001`, `Person 1`): the same value gets the same stand-in
 * everywhere in the recording (the claims of a masked token too: plain text), so a masked flow
 * still replays.
 */
export function maskPersonalData<T>(value: T): T {
  const emails = new Map<string, string>();
  const phones = new Map<string, string>();
  const names = new Map<string, string>();
  const standIn = (map: Map<string, string>, v: string, make: (n: number) => string) => {
    let out = map.get(v);
    if (!out) {
      out = make(map.size + 1);
      map.set(v, out);
    }
    return out;
  };
  const visit = (key: string | null, v: unknown): unknown => {
    if (typeof v !== 'string' || v === '' || v === MASKED) return v;
    const k = key?.toLowerCase() ?? '';
    if (PHONE_KEYS.has(k)) return standIn(phones, v, (n) => `+00 0000 ${String(n).padStart(4, '0')}`);
    if (NAME_KEYS.has(k)) return standIn(names, v, (n) => `Person ${n}`);
    return v.replace(EMAIL, (email) => standIn(emails, email.toLowerCase(), (n) => `person${n}@example.invalid`));
  };
  return walkWithKeys(value, visit) as T;
}

function walkWithKeys(value: unknown, visit: (key: string | null, value: unknown) => unknown, key: string | null = null): unknown {
  if (Array.isArray(value)) return value.map((item) => walkWithKeys(item, visit, key));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, walkWithKeys(v, visit, k)]));
  return visit(key, value);
}

// ---------------------------------------------------------------------------------------------
// Loading

export class FlowFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FlowFormatError';
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function checkStep(step: unknown, i: number): string | null {
  const at = `step ${i + 1}`;
  if (!isObject(step)) return `${at}: not an object`;
  switch (step.kind) {
    case 'intent':
      return isObject(step.action) && typeof step.action.type === 'string' ? null : `${at} (intent): missing action.type`;
    case 'call': {
      const request = step.request;
      const response = step.response;
      if (!isObject(request) || typeof request.method !== 'string' || typeof request.path !== 'string')
        return `${at} (call): missing request.method or request.path`;
      if (!isObject(response) || typeof response.status !== 'number') return `${at} (call): missing response.status`;
      return null;
    }
    case 'route':
      return typeof step.path === 'string' ? null : `${at} (route): missing path`;
    case 'wait':
      return typeof step.ms === 'number' && step.ms >= 0 ? null : `${at} (wait): missing or negative ms`;
    default:
      return `${at}: unknown kind ${JSON.stringify(step.kind)}`;
  }
}

/** Validates a recording (already parsed); throws FlowFormatError with every problem found. */
export function validateFlowRecording(data: unknown): FlowRecording {
  if (!isObject(data)) throw new FlowFormatError('Not a flow recording: the file is not a JSON object.');
  if (data.format !== FLOW_FORMAT) throw new FlowFormatError(`Not a flow recording: format is ${JSON.stringify(data.format)}, expected "${FLOW_FORMAT}".`);
  if (typeof data.version !== 'number') throw new FlowFormatError('Flow recording without a version.');
  if (data.version < FLOW_VERSION)
    throw new FlowFormatError(`Flow recording of format version ${data.version}, older than the version ${FLOW_VERSION} this build reads: record the flow again.`);
  if (data.version > FLOW_VERSION)
    throw new FlowFormatError(`Flow recording of format version ${data.version}, newer than the version ${FLOW_VERSION} this build reads.`);
  const problems: string[] = [];
  for (const field of ['appVersion', 'locale', 'startedAt'] as const) if (typeof data[field] !== 'string') problems.push(`missing field ${field}`);
  if (!('role' in data) || (data.role !== null && typeof data.role !== 'string')) problems.push('missing field role');
  if (!Array.isArray(data.steps)) problems.push('missing field steps');
  else data.steps.forEach((step, i) => {
    const problem = checkStep(step, i);
    if (problem) problems.push(problem);
  });
  if (problems.length) throw new FlowFormatError(`Invalid flow recording: ${problems.join('; ')}.`);
  const secrets = findSecrets(data);
  if (secrets.length)
    throw new FlowFormatError(`Refused: the recording holds secrets or token-shaped values in clear at ${secrets.slice(0, 5).join(', ')}${secrets.length > 5 ? '…' : ''}. Record it again with this build (it masks them), or mask them (tokens, passwords, Authorization, long random strings) before keeping it.`);
  return data as unknown as FlowRecording;
}

/** Parses and validates the text of a recording file. */
export function parseFlowRecording(text: string): FlowRecording {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const truncated = text.trim().length === 0 || !/[}\]]\s*$/.test(text);
    throw new FlowFormatError(
      `${truncated ? 'Truncated flow recording' : 'Flow recording is not valid JSON'}: ${error instanceof Error ? error.message : String(error)}.`,
    );
  }
  return validateFlowRecording(data);
}

// ---------------------------------------------------------------------------------------------
// Differences

/** The differences between two JSON values, one line per path (`queries.x.ids: expected [1,2], got [1]`). */
export function jsonDifferences(expected: unknown, actual: unknown, path = '', out: string[] = [], limit = 20): string[] {
  if (out.length >= limit) return out;
  const at = path || '(root)';
  if (Array.isArray(expected) && Array.isArray(actual)) {
    if (expected.length !== actual.length) {
      out.push(`${at}: expected ${expected.length} items ${short(expected)}, got ${actual.length} ${short(actual)}`);
      return out;
    }
    expected.forEach((item, i) => jsonDifferences(item, actual[i], `${path}[${i}]`, out, limit));
    return out;
  }
  if (isObject(expected) && isObject(actual)) {
    const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
    for (const key of [...keys].sort()) {
      const sub = path ? `${path}.${key}` : key;
      if (!(key in actual) && expected[key] !== undefined) out.push(`${sub}: missing (expected ${short(expected[key])})`);
      else if (!(key in expected) && actual[key] !== undefined) out.push(`${sub}: unexpected ${short(actual[key])}`);
      else jsonDifferences(expected[key], actual[key], sub, out, limit);
      if (out.length >= limit) break;
    }
    return out;
  }
  if (JSON.stringify(expected) !== JSON.stringify(actual)) out.push(`${at}: expected ${short(expected)}, got ${short(actual)}`);
  return out;
}

function short(value: unknown): string {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

/** The shape of a JSON value (types only, arrays by their first item): what the live replay compares. */
export function jsonShape(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? [jsonShape(value[0])] : [];
  if (isObject(value)) return Object.fromEntries(Object.keys(value).sort().map((k) => [k, jsonShape(value[k])]));
  return value === null ? 'null' : typeof value;
}
