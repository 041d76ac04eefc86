/** Collects query parameters and hands out their $n placeholders. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Escapes LIKE wildcards so user input only matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const FOLD_FROM = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿæœ';
const FOLD_TO = 'aaaaaaceeeeiiiinooooouuuuyyao';
/** Same as the SQL function app_fold: lower case without common accents. */
export function fold(value: string): string {
  let out = '';
  for (const ch of value.toLowerCase()) {
    const i = FOLD_FROM.indexOf(ch);
    out += i >= 0 ? FOLD_TO[i] : ch;
  }
  return out;
}

export const MAX_INT = 2_147_483_647;

/** A positive 32-bit id from a path segment, or null. */
export function parseId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_INT ? id : null;
}

/**
 * An IRI of `collection` (`/backend/shows/3`) or a bare id (`3`, `"3"`) → the id, or null; past
 * PostgreSQL's integer it is null too (no such row, as a bad IRI, never a database error).
 */
export function idFromIri(value: unknown, collection: string): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? parseId(String(value)) : null;
  if (typeof value !== 'string') return null;
  return parseId(value.startsWith(`${collection}/`) ? value.slice(collection.length + 1) : value);
}
