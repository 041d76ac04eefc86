import { API_BASE } from '@/config';
import { serializeParams, type Params } from './params';

/** The address of an API path with its query (the client's, the early requests' and the event stream's). */
export function apiUrl(path: string, params?: Params): string {
  const query = serializeParams(params);
  return `${API_BASE}${path}${query ? `?${query}` : ''}`;
}
