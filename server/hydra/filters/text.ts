/** Free text `search=words`: each word (folded, at most 10) must occur in one folded SQL expression. */
import { fold } from '../sql';
import type { FilterKind } from './kind';
import { LIKE_PATTERNS } from './search';

export interface TextFilterDecl {
  /** An already folded (app_fold) SQL expression; of `table`'s alias when `table` is given. */
  sql: string;
  /**
   * The text kept in a narrow table of its own, one row per item (so that writing the item's
   * other columns does not re-index its text): the words are matched there, in one subquery;
   * `correlate` adds conditions tying that row to the item's (the planner carries the item's
   * own filters over, e.g. its show, and the index can use them).
   */
  table?: { from: string; key: string; id: string; correlate?: string };
  description?: string;
}

export const textFilter: FilterKind<TextFilterDecl> = {
  name: 'text',
  precedence: 45,
  variables() {
    return [{ variable: 'search', property: 'search' }];
  },
  start(decl, { conditions, params }) {
    return {
      take(key, raw) {
        if (key !== 'search') return false;
        const terms = fold(raw).split(/\s+/).filter(Boolean).slice(0, 10);
        const matches = terms.map((term) => `${decl.sql} LIKE ${params.add(LIKE_PATTERNS.partial(term))}`);
        if (!decl.table) conditions.push(...matches);
        else if (matches.length) {
          const { from, key, id, correlate } = decl.table;
          conditions.push(`${id} IN (SELECT ${key} FROM ${from} WHERE ${[...(correlate ? [correlate] : []), ...matches].join(' AND ')})`);
        }
        return true;
      },
    };
  },
};
