/**
 * The external sign-in link (part 1 §2, issue 24 point 5): `/login?source={token}&provider={reference}`,
 * the organizer's portal sending an exhibitor in with their stand's token. Pure: the login page
 * reads the link, the error reports and the flow recorder mask its token.
 */
/** The link's query parameters: `source` carries the stand's token (a credential), `provider` the source's reference. */
export const EXTERNAL_LOGIN_PARAMS = { token: 'source', provider: 'provider' } as const;

export interface ExternalLoginLink {
  provider: string;
  token: string;
}

/** The link's provider and token from a location's query string, or null when one is missing or blank. */
export function readExternalLoginLink(search: string): ExternalLoginLink | null {
  const params = new URLSearchParams(search);
  const token = params.get(EXTERNAL_LOGIN_PARAMS.token)?.trim() ?? '';
  const provider = params.get(EXTERNAL_LOGIN_PARAMS.provider)?.trim() ?? '';
  return token && provider ? { provider, token } : null;
}

/** The query string without the link's parameters (the others kept), '' when none is left. */
export function withoutExternalLoginParams(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(EXTERNAL_LOGIN_PARAMS.token);
  params.delete(EXTERNAL_LOGIN_PARAMS.provider);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
