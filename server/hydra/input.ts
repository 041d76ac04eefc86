/**
 * The one boundary rule for text coming in (docs/security.md): before any query,
 * every query-string key and value, and every text field of a body, is checked for
 * control characters and capped in length. A query parameter breaking it is a 400
 * naming the parameter; a body field, a 422 on the field (server/hydra/validators.ts).
 */
/* eslint-disable no-control-regex -- finding control characters is what this module is for */
import { badFilter } from './errors';

/** C0 and C1 control characters and DEL, tab, CR and LF included (single-line text). */
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
/** The same but tab, CR and LF (multi-line text fields). */
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Whether a string holds a control character it may not (tab, CR, LF allowed in multi-line text). */
export function hasControlChars(value: string, multiline = false): boolean {
  return (multiline ? CONTROL_MULTILINE : CONTROL).test(value);
}

/** Longest query-string value (a free-text search, an IRI, a date…). */
export const MAX_QUERY_VALUE = 500;
/** Longest query-string key. */
export const MAX_QUERY_KEY = 100;
/**
 * Most pairs in one query string: the CSV export of a selection sends one `id[]` per selected row,
 * so this stays above what a URL can carry (Node's 16 KB header limit: about 1 000 ids).
 */
export const MAX_QUERY_PAIRS = 2000;
/** Longest text field of a body when its validator sets no maximum. */
export const MAX_TEXT = 10_000;

/** A parameter name as a message may show it: control characters escaped, cut to a readable length. */
export function printable(name: string): string {
  const cut = name.length > MAX_QUERY_KEY ? `${name.slice(0, MAX_QUERY_KEY)}…` : name;
  return cut.replace(/[\u0000-\u001F\u007F-\u009F]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Throws the 400 of the first query pair that breaks the boundary rule. */
export function checkQueryPairs(pairs: ReadonlyArray<readonly [string, string]>): void {
  if (pairs.length > MAX_QUERY_PAIRS) throw badFilter('api.filter.tooManyParams', { limit: MAX_QUERY_PAIRS });
  for (const [key, value] of pairs) {
    const param = printable(key);
    if (hasControlChars(key) || hasControlChars(value)) throw badFilter('api.filter.controlChar', { param });
    if (key.length > MAX_QUERY_KEY || value.length > MAX_QUERY_VALUE) {
      throw badFilter('api.filter.tooLong', { param, limit: key.length > MAX_QUERY_KEY ? MAX_QUERY_KEY : MAX_QUERY_VALUE });
    }
  }
}
