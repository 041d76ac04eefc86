import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import type { PoolClient } from '../db/pool';

/** One value in PostgreSQL's COPY text format: \N for null, backslash escapes. */
export function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  // Fast path: most cells need no escaping.
  if (!/[\\\t\n\r]/.test(text)) return text;
  return text.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

/** A row in COPY text format, with its newline. */
export function copyLine(values: readonly unknown[]): string {
  let line = copyValue(values[0]);
  for (let i = 1; i < values.length; i++) line += `\t${copyValue(values[i])}`;
  return `${line}\n`;
}

export interface CopyTable {
  table: string;
  columns: readonly string[];
  count: number;
  /** Rows already encoded with copyLine. */
  lines(): Iterable<string>;
}

const CHUNK = 256 * 1024;

/**
 * Streams a table's rows through COPY … FROM STDIN (FREEZE when the table was
 * truncated in the current transaction), calling `progress` every ~2 s.
 */
export async function copyTable(
  client: PoolClient,
  spec: CopyTable,
  options: { freeze?: boolean; progress?: (done: number) => void } = {},
): Promise<void> {
  const stream = client.query(
    copyFrom(`COPY ${spec.table} (${spec.columns.join(', ')}) FROM STDIN${options.freeze ? ' WITH (FREEZE)' : ''}`),
  );
  const progress = options.progress;
  function* chunks(): Generator<string> {
    let buffer = '';
    let done = 0;
    let last = Date.now();
    for (const line of spec.lines()) {
      buffer += line;
      done += 1;
      if (buffer.length >= CHUNK) {
        yield buffer;
        buffer = '';
        if (progress && Date.now() - last >= 2000) {
          last = Date.now();
          progress(done);
        }
      }
    }
    if (buffer) yield buffer;
  }
  await pipeline(Readable.from(chunks(), { objectMode: false }), stream);
}
