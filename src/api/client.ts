/**
 * The one HTTP client of the SPA: a plain async function, no store access.
 * Sagas call it through `callApi` (src/features/session/callApi.ts), which adds the token,
 * the locale, the refresh and the 401 handling.
 */
import type { HydraCollection } from '@/domain/api';
import { ApiError, apiErrorFromBody, retryAfterSeconds } from './errors';
import type { Params } from './params';
import { apiUrl } from './apiUrl';
import { takePrefetched } from './prefetch';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest {
  method?: HttpMethod;
  /** Relative to API_BASE: '/layout_types', '/stands/12'. */
  path: string;
  params?: Params;
  /** JSON-serialised, or sent as is when FormData (multipart uploads). */
  body?: unknown;
  /** Send the Bearer token (default true); login and refresh are anonymous. */
  auth?: boolean;
  /** 'blob' for downloads (CSV, PDF, zip). */
  responseType?: 'json' | 'blob';
  /** Told how much of a FormData body is sent (fetch cannot tell: the call then goes by XMLHttpRequest). */
  onUploadProgress?: (loaded: number, total: number) => void;
}

export interface ApiContext {
  token: string | null;
  locale: string;
}

export interface ApiResponse<T = unknown> {
  status: number;
  data: T;
}

export interface BlobResult {
  blob: Blob;
  /** From Content-Disposition, or null. */
  filename: string | null;
}

export { apiUrl };

function contentTypeFor(method: HttpMethod): string {
  return method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json';
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** `attachment; filename="a.csv"; filename*=UTF-8''a%20b.csv` → the file name. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain form */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  if (!plain) return null;
  return (plain[2] ?? plain[1]).trim();
}

/** A request by XMLHttpRequest, for its upload progress events, answered as a fetch Response. */
function sendWithProgress(
  url: string,
  method: HttpMethod,
  headers: Record<string, string>,
  body: FormData,
  onProgress: (loaded: number, total: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      const responseHeaders = new Headers();
      for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) responseHeaders.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      resolve(new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status, headers: responseHeaders }));
    };
    xhr.onerror = () => reject(new Error('Network error'));
    xhr.send(body);
  });
}

export async function apiFetch<T = unknown>(request: ApiRequest, context: ApiContext): Promise<ApiResponse<T>> {
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/ld+json', 'X-LOCALE': context.locale };
  if (request.auth !== false && context.token) headers.Authorization = `Bearer ${context.token}`;
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) {
    body = request.body;
  } else if (request.body !== undefined) {
    headers['Content-Type'] = contentTypeFor(method);
    body = JSON.stringify(request.body);
  }
  let response: Response;
  try {
    const url = apiUrl(request.path, request.params);
    // A GET the app started before its saga asked (./prefetch.ts): its answer, not a second request.
    const prefetched = method === 'GET' && body === undefined && request.auth !== false ? takePrefetched(url, context.token, context.locale) : null;
    response = prefetched
      ? await prefetched
      : request.onUploadProgress && body instanceof FormData
        ? await sendWithProgress(url, method, headers, body, request.onUploadProgress)
        : await fetch(url, { method, headers, body });
  } catch (error) {
    throw new ApiError(0, [], error instanceof Error ? error.message : null);
  }
  if (!response.ok) {
    throw apiErrorFromBody(response.status, await readBody(response), retryAfterSeconds(response.headers.get('Retry-After')));
  }
  if (request.responseType === 'blob') {
    const result: BlobResult = {
      blob: await response.blob(),
      filename: filenameFromDisposition(response.headers.get('Content-Disposition')),
    };
    return { status: response.status, data: result as T };
  }
  return { status: response.status, data: (await readBody(response)) as T };
}

export interface Page<T> {
  items: T[];
  totalItems: number;
}

/** A Hydra collection (or a bare array, or `member`/`totalItems` of newer API Platform) → items + total. */
export function parseCollection<T>(data: unknown): Page<T> {
  if (Array.isArray(data)) return { items: data as T[], totalItems: data.length };
  const collection = (data ?? {}) as Partial<HydraCollection<T>> & { member?: T[]; totalItems?: number };
  const items = collection['hydra:member'] ?? collection.member ?? [];
  const totalItems = collection['hydra:totalItems'] ?? collection.totalItems ?? items.length;
  return { items, totalItems };
}
