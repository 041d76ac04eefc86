/** Free text `search=words`: each word (folded, at most 10) must occur in one folded SQL expression. */
import { fold } from '../sql';
import type { FilterKind } from './kind';
import { LIKE_PATTERNS } from './search';

export interface TextFilterDecl {
  /** An already folded (app_fold) SQL expression. */
  sql: string;
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
        for (const term of terms) conditions.push(`${decl.sql} LIKE ${params.add(LIKE_PATTERNS.partial(term))}`);
        return true;
      },
    };
  },
};
