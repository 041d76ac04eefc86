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

  constructor(status: number, violations: Violation[] = [], description: string | null = null) {
    super(description ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.violations = violations;
    this.description = description;
  }

  /** A plain object for actions and state (Redux state stays serializable). */
  toJSON(): SerializedApiError {
    return { status: this.status, violations: this.violations, description: this.description };
  }
}

export interface SerializedApiError {
  status: number;
  violations: Violation[];
  description: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads any of the error bodies the API sends. */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  if (!isRecord(body)) return new ApiError(status, [], typeof body === 'string' && body ? body : null);
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
  return new ApiError(status, violations, description);
}

/** Turns anything thrown into a serializable error. */
export function serializeError(error: unknown): SerializedApiError {
  if (error instanceof ApiError) return error.toJSON();
  return { status: 0, violations: [], description: error instanceof Error ? error.message : null };
}
