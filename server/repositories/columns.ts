/**
 * The column lists the repositories build from a record of `column → value`. Column names come
 * from code only (a field → column map of the caller), never from a request: they are put into
 * the SQL as they are, every value is bound.
 */
export interface Columns {
  names: string[];
  values: unknown[];
}

/** `{a: 1, b: 2}` → names and values in one order (every key is written: leave out what is not). */
export function columns(record: Record<string, unknown>): Columns {
  const entries = Object.entries(record);
  return { names: entries.map(([name]) => name), values: entries.map(([, value]) => value) };
}

/** `a = $1, b = $2` for an UPDATE, numbered from `first`. */
export const assignments = (names: string[], first = 1): string => names.map((name, i) => `${name} = $${first + i}`).join(', ');
