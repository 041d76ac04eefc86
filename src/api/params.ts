/**
 * Query parameters as API Platform reads them. Keys are written as the API names
 * them (`order[name]`, `surface[gte]`, `exists[standSecurityInstruction]`); an array
 * value becomes repeated `key[]=` entries (`id[]=1&id[]=2`). Empty values
 * (undefined, null, '') are left out so that "no filter" and "filter absent" give
 * the same request and the same list key.
 */
export type ParamValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type Params = Readonly<Record<string, ParamValue>>;

function entries(params: Params | undefined): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  if (!params) return out;
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      const arrayKey = key.endsWith('[]') ? key : `${key}[]`;
      for (const item of value) out.push([arrayKey, String(item)]);
    } else {
      out.push([key, String(value)]);
    }
  }
  return out;
}

/** `a=1&b%5B%5D=2` with keys sorted: the same params always give the same string. */
export function serializeParams(params: Params | undefined): string {
  return entries(params)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
}

/** The stable key of a list in the `queries` slice: resource + sorted params. */
export function listKey(resource: string, params?: Params): string {
  const query = serializeParams(params);
  return query ? `${resource}?${query}` : resource;
}

/** The key of one item in the `queries` slice. */
export function itemKey(resource: string, id: number | string): string {
  return `${resource}/${id}`;
}
