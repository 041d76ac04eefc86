import type { Dataset } from './dataset';

export interface ListRequest {
  name: string;
  /** Query string of GET /backend/stands. */
  query: string;
  as: 'admin' | 'standist';
  /** Whether the request names a show (its plan must stay within that show). */
  show: number | null;
}

/** The representative stand list requests: the largest show as admin, and a standist's own list. */
export function listRequests(data: Dataset): ListRequest[] {
  const show = data.largestShow.id;
  const s = `show=${show}`;
  const admin = (name: string, query: string): ListRequest => ({ name, query: `${s}${query ? `&${query}` : ''}`, as: 'admin', show });
  return [
    admin('default sort (name)', ''),
    admin('status filter', 'status=pendingPlansVerification'),
    admin('free-text search', 'search=atelier'),
    admin('surface range', 'surface[gte]=20&surface[lte]=40'),
    admin('updatedAt range', 'updatedAt[after]=2026-10-01&updatedAt[before]=2026-10-15 23:59:59'),
    admin('order[number]=desc', 'order[number]=desc'),
    admin('page 40', 'page=40'),
    { name: "standist's own list", query: '', as: 'standist', show: null },
  ];
}

export const listPath = (query: string): string => `/backend/stands${query ? `?${encodeURI(query)}` : ''}`;
