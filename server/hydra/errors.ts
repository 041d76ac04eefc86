import { t, type Locale, type MessageParams } from '../i18n';

/** An error answered as a translated hydra:Error. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly key: string,
    public readonly params: MessageParams = {},
    public readonly headers: Record<string, string> = {},
  ) {
    super(key);
  }
}

export const notFound = (): ApiError => new ApiError(404, 'api.error.notFound');
export const forbidden = (): ApiError => new ApiError(403, 'api.error.forbidden');
export const badFilter = (key: string, params: MessageParams): ApiError => new ApiError(400, key, params);

/**
 * A write's database refusal as the API answers it, nothing written: a row still referenced or a
 * reference to a missing row (409 'in use'), a unique constraint (a link made twice: 422); any other
 * error as it is. The one mapping of every write (generic writes, processors, custom statements).
 */
export function mapDbError(err: unknown): never {
  const code = (err as { code?: string }).code;
  if (code === '23503' || code === '23001') throw new ApiError(409, 'api.error.inUse');
  if (code === '23505') throw new ApiError(422, 'api.error.duplicate');
  throw err;
}

export interface ViolationSpec {
  propertyPath: string;
  key: string;
  code: string;
  params?: MessageParams;
}

/**
 * 422: the write is refused and nothing was written. `status` another 4xx carrying violations
 * (413: an upload too large); `descriptionKey` a message put before the violations in
 * hydra:description ('Le chargement du fichier a échoué.').
 */
export class ValidationError extends Error {
  constructor(
    public readonly violations: ViolationSpec[],
    public readonly options: { status?: number; descriptionKey?: string } = {},
  ) {
    super('validation failed');
  }
}

export function hydraErrorBody(locale: Locale, description: string) {
  return {
    '@context': '/backend/contexts/Error',
    '@type': 'hydra:Error',
    'hydra:title': t(locale, 'api.error.title'),
    'hydra:description': description,
  };
}

export function violationListBody(locale: Locale, violations: ViolationSpec[], descriptionKey?: string) {
  const translated = violations.map((v) => ({
    propertyPath: v.propertyPath,
    message: t(locale, v.key, v.params),
    code: v.code,
  }));
  return {
    '@context': '/backend/contexts/ConstraintViolationList',
    '@type': 'ConstraintViolationList',
    'hydra:title': t(locale, 'api.error.title'),
    'hydra:description': [
      ...(descriptionKey ? [t(locale, descriptionKey)] : []),
      ...translated.map((v) => `${v.propertyPath}: ${v.message}`),
    ].join('\n'),
    violations: translated,
  };
}
