/**
 * Reads a CSV file as exhibitors' spreadsheets write it (issue 11, item 3):
 * - the encoding: UTF-8 with or without a BOM, else Windows-1252 (Excel's "CSV" in French
 *   Windows), decided by trying UTF-8 strictly first: bytes that are not valid UTF-8 are read
 *   as Windows-1252, which decodes any byte (invalid UTF-8 → Windows-1252);
 * - the separator: `;` (French Excel) or `,`, whichever the header line holds more of outside
 *   quotes (a tie or neither: `;`, as the French template);
 * - cells trimmed, blank lines and lines of empty cells skipped, rows of any length (a missing
 *   cell is empty, extra cells are reported by the analysis);
 * - at most `maxRows` rows (CsvRowLimitError), the progress told as it reads (issue 18, point 3).
 */
import { parse, type InfoRecord, type Options } from 'csv-parse/sync';

export type CsvEncoding = 'utf-8' | 'windows-1252';
export type CsvDelimiter = ';' | ',';

export interface CsvRecord {
  /** The line of the file the record starts on (the header is line 1). */
  line: number;
  cells: string[];
}

export interface CsvContent {
  encoding: CsvEncoding;
  delimiter: CsvDelimiter;
  header: string[];
  records: CsvRecord[];
}

/** A file csv-parse cannot read (an unclosed quote): the line it stopped at. */
export class CsvReadError extends Error {
  constructor(public readonly line: number | null) {
    super('unreadable CSV');
  }
}

/**
 * Windows-1252's letters at 0x80–0x9F (€, ’, œ, Œ…); every other byte is its Latin-1 code point.
 * Written out because Node's TextDecoder('windows-1252') drops them where ICU is small.
 */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

export function decodeWindows1252(bytes: Buffer): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const chunk = bytes.subarray(i, i + 8192);
    out += String.fromCharCode(...Array.from(chunk, (b) => (b >= 0x80 && b < 0xa0 ? CP1252_HIGH.charCodeAt(b - 0x80) : b)));
  }
  return out;
}

export function decodeCsv(bytes: Buffer): { text: string; encoding: CsvEncoding } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return { text, encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  }
}

/** `;` or `,`: the one the first line holds more of outside quotes. */
export function sniffDelimiter(text: string): CsvDelimiter {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ';') semicolons++;
    else if (!quoted && ch === ',') commas++;
  }
  return commas > semicolons ? ',' : ';';
}

/** More rows than the analysis takes (issue 18, point 3): read no further. */
export class CsvRowLimitError extends Error {
  constructor(public readonly limit: number) {
    super('too many rows');
  }
}

export interface ReadCsvOptions {
  /** At most this many rows under the header (lines of empty cells count: a file of `;` lines is rows too). */
  maxRows?: number;
  /** Told every ~1000 rows: the share of the text read (0 to 1) and the rows read so far. */
  onProgress?: (share: number, rows: number) => void;
}

const PROGRESS_EVERY = 1000;

export function readCsv(bytes: Buffer, options: ReadCsvOptions = {}): CsvContent {
  const { maxRows = Infinity, onProgress } = options;
  const { text, encoding } = decodeCsv(bytes);
  const delimiter = sniffDelimiter(text);
  // csv-parse counts the bytes of the text it read (as UTF-8).
  const textBytes = Math.max(1, Buffer.byteLength(text));
  // Each record as it is read: the limit stops a huge file at once (not after reading it all),
  // rows of empty cells are dropped here rather than kept then filtered.
  const onRecord = (record: string[], info: InfoRecord): CsvRecord | null => {
    if (info.records > maxRows + 1) throw new CsvRowLimitError(maxRows);
    if (onProgress && info.records % PROGRESS_EVERY === 0) onProgress(Math.min(1, info.bytes / textBytes), info.records);
    if (!record.some((cell) => cell !== '')) return null;
    // info.lines is the line a record ends on; a record spans (newlines in it + 1) lines.
    return { line: info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0), cells: record };
  };
  let parsed: CsvRecord[];
  try {
    parsed = parse(text, {
      delimiter,
      bom: true,
      trim: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      // csv-parse's types keep on_record's result a string[] unless `columns` is set.
      on_record: onRecord as unknown as Options['on_record'],
    }) as unknown as CsvRecord[];
  } catch (err) {
    if (err instanceof CsvRowLimitError) throw err;
    const lines = (err as { lines?: number }).lines;
    throw new CsvReadError(typeof lines === 'number' ? lines : null);
  }
  const [first, ...records] = parsed;
  return { encoding, delimiter, header: first?.cells ?? [], records };
}
