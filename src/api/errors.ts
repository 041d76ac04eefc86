import type { Violation } from '@/domain/api';

/**
 * Every failed call becomes an ApiError: HTTP status (0 when the network failed),
 * the violations of a ConstraintViolationList, and a description from
 * hydra:description, `{code, message}` (login) or nothing.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly violations: Violation[];
  readonly description: string | null;
  /** Seconds to wait, from a `Retry-After` header (429, 503), else null. */
  readonly retryAfter: number | null;

  constructor(status: number, violations: Violation[] = [], description: string | null = null, retryAfter: number | null = null) {
    super(description ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.violations = violations;
    this.description = description;
    this.retryAfter = retryAfter;
  }

  /** A plain object for actions and state (Redux state stays serializable). */
  toJSON(): SerializedApiError {
    const plain: SerializedApiError = { status: this.status, violations: this.violations, description: this.description };
    return this.retryAfter === null ? plain : { ...plain, retryAfter: this.retryAfter };
  }
}

export interface SerializedApiError {
  status: number;
  violations: Violation[];
  description: string | null;
  /** Seconds to wait before trying again, when the server said (`Retry-After`). */
  retryAfter?: number;
}

/** `Retry-After` in seconds (a number of seconds or an HTTP date), or null. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads any of the error bodies the API sends (and the wait its `Retry-After` header gives). */
export function apiErrorFromBody(status: number, body: unknown, retryAfter: number | null = null): ApiError {
  if (!isRecord(body)) return new ApiError(status, [], typeof body === 'string' && body ? body : null, retryAfter);
  const violations = Array.isArray(body.violations)
    ? body.violations.filter(isRecord).map((v) => ({
        propertyPath: String(v.propertyPath ?? ''),
        message: String(v.message ?? ''),
        ...(v.code !== undefined ? { code: String(v.code) } : {}),
      }))
    : [];
  const description =
    (typeof body['hydra:description'] === 'string' && body['hydra:description']) ||
    (typeof body.detail === 'string' && body.detail) ||
    (typeof body.message === 'string' && body.message) ||
    null;
  return new ApiError(status, violations, description, retryAfter);
}

/** Turns anything thrown into a serializable error. */
export function serializeError(error: unknown): SerializedApiError {
  if (error instanceof ApiError) return error.toJSON();
  return { status: 0, violations: [], description: error instanceof Error ? error.message : null };
}
