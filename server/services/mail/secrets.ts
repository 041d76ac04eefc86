/**
 * Secrets in messages (issue 18, point 1): a message's parameters that grant something (a reset
 * link's token) reach the recipient only. The copy the API serves (the outbox screen's list, item
 * and .eml) is rendered with each of them masked, whatever the transport; the outbox's .eml file
 * on disk, read by whoever runs the machine, keeps the real link.
 */
import { SECRET_MASK } from '@/domain/mail';
import type { MessageParams } from '../../i18n';

/**
 * A secret value as staff may see it: a link keeps its origin, path and query names, every query
 * value masked (`https://host/reinitialisation-mot-de-passe?t=••••••`), or its last path segment
 * when it has no query; anything else is the mask alone.
 */
export function maskSecret(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return SECRET_MASK;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return SECRET_MASK;
  const names = [...new Set(url.searchParams.keys())];
  if (names.length) return `${url.origin}${url.pathname}?${names.map((name) => `${encodeURIComponent(name)}=${SECRET_MASK}`).join('&')}`;
  return `${url.origin}${url.pathname.replace(/[^/]*$/, SECRET_MASK)}`;
}

/** `params` with each of `secretParams` masked. */
export function maskedParams(params: MessageParams, secretParams: readonly string[] = []): MessageParams {
  const shown: MessageParams = { ...params };
  for (const name of secretParams) {
    if (name in shown) shown[name] = maskSecret(String(shown[name]));
  }
  return shown;
}
