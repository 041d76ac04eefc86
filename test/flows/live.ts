/**
 * Live replay (issue 10, item 3): the recorded calls sent to a running server, logged in as the
 * recorded role with the demo accounts (password demo1234); reports where the status or the shape
 * of an answer (its keys and value types, arrays by their first item) now differs from the
 * recording: a contract check of the API against real usage. Writes are sent as recorded, so run
 * it against a demo or test server, never production.
 */
import { jsonDifferences, jsonShape, MASKED, type FlowCallStep, type FlowRecording } from '@/domain/flowRecording';

/** The demo account of each role (server/seed/demo.ts). */
const DEMO_ACCOUNTS: Record<string, string> = {
  ROLE_SUPER_ADMIN: 'admin@demo.test',
  ROLE_ADMIN: 'admin@demo.test',
  ROLE_SUPPORT: 'support@demo.test',
  ROLE_ORGANIZER: 'organizer@demo.test',
  ROLE_STANDIST: 'decorator@demo.test',
};
const DEMO_PASSWORD = 'demo1234';

export interface LiveResult {
  ok: boolean;
  report: string[];
}

function query(params: Record<string, unknown> | null): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) value.forEach((v) => search.append(key, String(v)));
    else if (value !== null && value !== undefined) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The smallest files the server's type sniffing accepts, by type. */
const SAMPLE_FILES: Record<string, () => Blob> = {
  'application/pdf': () => new Blob(['%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'], { type: 'application/pdf' }),
  'image/png': () =>
    new Blob([Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')], {
      type: 'image/png',
    }),
};

/** The upload of a recorded call: a sample file of the type the recorded answer names (its `mimeType`). */
function uploadOf(recording: FlowRecording, index: number): FormData | null {
  const answer = (recording.steps[index] as FlowCallStep).response.body as { mimeType?: string; fileName?: string } | null;
  const make = answer?.mimeType ? SAMPLE_FILES[answer.mimeType] : undefined;
  if (!make) return null;
  const form = new FormData();
  form.append('file', make(), answer?.fileName ?? 'file');
  return form;
}

export async function replayLive(recording: FlowRecording, base: string): Promise<LiveResult> {
  const report: string[] = [];
  let differences = 0;
  const iris = new Map<string, string>();
  const api = `${base.replace(/\/$/, '')}/backend`;
  let token: string | null = null;
  let refreshToken: string | null = null;
  const login = async (username: string) => {
    const response = await fetch(`${api}/login_check`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ _username: username, _password: DEMO_PASSWORD }),
    });
    const body = (await response.json()) as { token?: string; refresh_token?: string };
    token = body.token ?? null;
    refreshToken = body.refresh_token ?? null;
    return response.status;
  };
  if (recording.role && DEMO_ACCOUNTS[recording.role]) {
    const status = await login(DEMO_ACCOUNTS[recording.role]);
    report.push(`logged in as ${DEMO_ACCOUNTS[recording.role]} (${recording.role}): ${status}`);
  }
  for (const [index, step] of recording.steps.entries()) {
    if (step.kind !== 'call') continue;
    const { request, response: recorded } = step as FlowCallStep;
    let body = request.body;
    // The secrets the recording masked: the demo password, the live session's refresh token.
    const fill = (value: unknown): unknown =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(
            Object.entries(value).map(([k, v]) => [
              k,
              v === MASKED ? (/password/i.test(k) ? DEMO_PASSWORD : /refresh/i.test(k) ? refreshToken : v) : fill(v),
            ]),
          )
        : value;
    body = fill(body);
    // Rows the flow created have other ids on this server: the recorded IRIs and paths are mapped.
    const mapped = (text: string) => [...iris].reduce((out, [from, to]) => out.split(from).join(to), text);
    const path = mapped(`/backend${request.path}`).replace(/^\/backend/, '');
    body = body === null ? null : (JSON.parse(mapped(JSON.stringify(body))) as unknown);
    const multipart = body && typeof body === 'object' && 'multipart' in body;
    const headers: Record<string, string> = { Accept: 'application/ld+json' };
    if (request.auth !== false && token) headers.Authorization = `Bearer ${token}`;
    if (body !== null && !multipart) headers['Content-Type'] = request.method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json';
    const label = `step ${index + 1} ${request.method} ${request.path}${query(request.query)}`;
    const upload = multipart ? uploadOf(recording, index) : null;
    if (multipart && !upload) {
      report.push(`${label}: skipped (an upload of a type the live replay cannot make up)`);
      continue;
    }
    const response = await fetch(`${api}${path}${query(request.query)}`, {
      method: request.method,
      headers,
      body: upload ?? (body === null ? undefined : JSON.stringify(body)),
    });
    const text = await response.text();
    let answer: unknown = null;
    try {
      answer = text ? JSON.parse(text) : null;
    } catch {
      answer = text;
    }
    if (request.path === '/login_check' || request.path === '/token/refresh') {
      const tokens = (answer ?? {}) as { token?: string; refresh_token?: string };
      if (tokens.token) token = tokens.token;
      if (tokens.refresh_token) refreshToken = tokens.refresh_token;
    }
    const recordedId = (recorded.body as { '@id'?: unknown } | null)?.['@id'];
    const liveId = (answer as { '@id'?: unknown } | null)?.['@id'];
    if (typeof recordedId === 'string' && typeof liveId === 'string' && recordedId !== liveId) iris.set(recordedId, liveId);
    const problems: string[] = [];
    // A recorded 401 says the recorded session had ended (revoked elsewhere): the live session is valid.
    const sessionEnded = recorded.status === 401 && request.auth !== false && response.status < 300;
    if (sessionEnded) {
      report.push(`${label}: not compared (recorded 401: that session had ended; the live one is valid, ${response.status})`);
      continue;
    }
    if (response.status !== recorded.status) problems.push(`status: recorded ${recorded.status}, now ${response.status}`);
    else if (response.status < 300 && request.responseType !== 'blob') {
      problems.push(...jsonDifferences(jsonShape(recorded.body), jsonShape(answer), 'body'));
    }
    if (problems.length) differences += 1;
    report.push(problems.length ? `${label}: DIFFERS\n    ${problems.join('\n    ')}` : `${label}: same status and shape (${response.status})`);
  }
  report.push(differences ? `${differences} call(s) differ from the recording` : 'every call answers as recorded');
  return { ok: differences === 0, report };
}
