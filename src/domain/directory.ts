/**
 * The providers' and advertisers' directories (issue 23, part 2 §5, §9): the rules the API and
 * the SPA's forms share.
 */
const MB = 1024 * 1024;

/** A provider's logo: PNG, JPEG or SVG, at most 5 MB, exactly 75 × 75 px. */
export const PROVIDER_LOGO = { width: 75, height: 75, maxBytes: 5 * MB } as const;
/** An advertiser's logo: at most 5 MB, exactly 170 × 170 px. */
export const ADVERTISER_LOGO = { width: 170, height: 170, maxBytes: 5 * MB } as const;

/** An absolute http(s) URL with a host and no space: a provider's or advertiser's link (opened in a new tab). */
export const HTTP_URL_PATTERN = /^https?:\/\/[^\s/?#@:]+(?::\d{1,5})?(?:[/?#]\S*)?$/i;

export function isHttpUrl(value: string): boolean {
  return HTTP_URL_PATTERN.test(value.trim());
}
