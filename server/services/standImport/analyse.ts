/**
 * The analysis of a stand import file against the stands of a show (issue 11, item 3): what
 * applying it would do (new, changed, unchanged stands) and every problem of the file, as row +
 * column + message id. Pure: the show's stands come in, nothing is read or written here, so the
 * analysis (POST /backend/stand_imports) and the apply (PATCH, which analyses again inside its
 * transaction) cannot differ. Both run it in a worker thread (./analysisWorker.ts, issue 18,
 * point 3), which is why it takes plain data and tells its progress through a callback.
 *
 * A row matches a stand of the show by hall + aisle + number, folded (src/domain/standImport.ts);
 * a matched stand with the same name, surface (as a number) and type is unchanged, so importing
 * the same file twice changes nothing. Stands of the show that the file does not name are left
 * as they are (an import adds and updates, it never deletes).
 */
import {
  checkStandImportRow,
  columnOfHeader,
  sameSurface,
  STAND_IMPORT_COLUMNS,
  STAND_IMPORT_HEADERS,
  standImportKey,
  type StandImportColumn,
  type StandImportProblem,
  type StandImportRow,
} from '@/domain/standImport';
import { hasControlChars } from '../../hydra/input';
import type { Locale } from '../../i18n';
import { CsvReadError, readCsv, type CsvDelimiter, type CsvEncoding } from './readCsv';

export { CsvRowLimitError } from './readCsv';

/** At most this many problems are listed (a wrong file of 10 000 rows would list 60 000). */
export const MAX_LISTED_PROBLEMS = 200;

export interface ExistingStand {
  id: number;
  hall: string;
  aisle: string;
  number: string;
  name: string;
  surface: string;
  standType: string;
}

export interface PlannedStand {
  kind: 'new' | 'changed' | 'unchanged';
  /** The matched stand (null for a new one). */
  id: number | null;
  values: StandImportRow;
}

export interface StandImportStats {
  total: number;
  new: number;
  changed: number;
  unchanged: number;
  /** Every problem found (the list holds at most MAX_LISTED_PROBLEMS). */
  problems: number;
}

export interface StandImportAnalysis {
  encoding: CsvEncoding | null;
  delimiter: CsvDelimiter | null;
  stats: StandImportStats;
  problems: StandImportProblem[];
  planned: PlannedStand[];
}

/** Excel's name of the n-th column (0 → A, 26 → AA): for cells under no header. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

const emptyStats = (): StandImportStats => ({ total: 0, new: 0, changed: 0, unchanged: 0, problems: 0 });

function result(partial: Partial<StandImportAnalysis>, problems: StandImportProblem[]): StandImportAnalysis {
  const stats = { ...emptyStats(), ...partial.stats, problems: problems.length };
  return {
    encoding: partial.encoding ?? null,
    delimiter: partial.delimiter ?? null,
    stats,
    problems: problems.slice(0, MAX_LISTED_PROBLEMS),
    planned: problems.length ? [] : (partial.planned ?? []),
  };
}

/** Index of the show's stands by key (the first by id when two share one). */
export function indexStands(stands: readonly ExistingStand[]): Map<string, ExistingStand> {
  const byKey = new Map<string, ExistingStand>();
  for (const stand of [...stands].sort((a, b) => a.id - b.id)) {
    const key = standImportKey(stand.hall, stand.aisle, stand.number);
    if (!byKey.has(key)) byKey.set(key, stand);
  }
  return byKey;
}

export interface AnalyseOptions {
  /** More rows than this: CsvRowLimitError (the caller's 422), read no further. */
  maxRows?: number;
  /** The share of the work done (0 to 1), told every ~1000 rows. */
  onProgress?: (share: number) => void;
}

/** Reading the text is about this share of the work, checking its rows the rest (measured on 200 000 rows). */
const READ_SHARE = 0.6;
const PROGRESS_EVERY = 1000;

export function analyseStandFile(
  bytes: Buffer,
  existing: Map<string, ExistingStand>,
  locale: Locale,
  options: AnalyseOptions = {},
): StandImportAnalysis {
  const { onProgress } = options;
  let content;
  try {
    content = readCsv(bytes, { maxRows: options.maxRows, onProgress: onProgress && ((share) => onProgress(share * READ_SHARE)) });
  } catch (err) {
    if (!(err instanceof CsvReadError)) throw err;
    return result({}, [{ row: err.line, column: null, code: 'standImport.unreadable', key: 'api.standImport.unreadable' }]);
  }
  const { encoding, delimiter, header, records } = content;
  const problems: StandImportProblem[] = [];

  // The header: each known column once, every column present.
  const indexOf = new Map<StandImportColumn, number>();
  const headerAt = new Map<StandImportColumn, string>();
  header.forEach((name, index) => {
    if (name === '') return;
    const column = columnOfHeader(name);
    if (column === null) problems.push({ row: 1, column: name, code: 'standImport.unknownColumn', key: 'api.standImport.unknownColumn' });
    else if (indexOf.has(column)) problems.push({ row: 1, column: name, code: 'standImport.duplicateColumn', key: 'api.standImport.duplicateColumn' });
    else {
      indexOf.set(column, index);
      headerAt.set(column, name);
    }
  });
  for (const column of STAND_IMPORT_COLUMNS) {
    if (!indexOf.has(column)) {
      problems.push({ row: null, column: STAND_IMPORT_HEADERS[locale][column], code: 'standImport.missingColumn', key: 'api.standImport.missingColumn' });
    }
  }
  if (header.length === 0 || records.length === 0) {
    problems.push({ row: null, column: null, code: 'standImport.noRows', key: 'api.standImport.noRows' });
  }
  // Rows are checked only under a right header: else every row of the file would be wrong too.
  if (problems.length) return result({ encoding, delimiter, stats: { ...emptyStats(), total: records.length } }, problems);

  const headerOf = (column: StandImportColumn) => headerAt.get(column)!;
  const used = new Set(indexOf.values());
  const seen = new Map<string, number>();
  const planned: PlannedStand[] = [];
  const stats = emptyStats();
  for (const { line, cells } of records) {
    stats.total++;
    if (onProgress && stats.total % PROGRESS_EVERY === 0) onProgress(READ_SHARE + (1 - READ_SHARE) * (stats.total / records.length));
    const values = Object.fromEntries(STAND_IMPORT_COLUMNS.map((c) => [c, cells[indexOf.get(c)!] ?? ''])) as StandImportRow;
    const rowProblems = checkStandImportRow(values, line, headerOf);
    // The boundary rule of every other write (server/hydra/input.ts): a stand's fields are one
    // line of text, so a line break, tab or other control character in a cell is its problem.
    for (const column of STAND_IMPORT_COLUMNS) {
      if (hasControlChars(values[column]) && !rowProblems.some((p) => p.column === headerOf(column))) {
        rowProblems.push({ row: line, column: headerOf(column), code: 'standImport.controlChar', key: 'api.violation.controlChar' });
      }
    }
    cells.forEach((cell, index) => {
      if (cell !== '' && !used.has(index)) {
        rowProblems.push({ row: line, column: header[index] || columnLetter(index), code: 'standImport.extraCell', key: 'api.standImport.extraCell' });
      }
    });
    const key = standImportKey(values.hall, values.aisle, values.number);
    const firstLine = seen.get(key);
    if (firstLine !== undefined) {
      rowProblems.push({ row: line, column: headerOf('number'), code: 'standImport.duplicate', key: 'api.standImport.duplicate', params: { line: firstLine } });
    } else seen.set(key, line);
    if (rowProblems.length) {
      problems.push(...rowProblems);
      continue;
    }
    const match = existing.get(key);
    const kind = !match
      ? 'new'
      : match.name === values.name && match.standType === values.standType && sameSurface(match.surface, values.surface)
        ? 'unchanged'
        : 'changed';
    stats[kind]++;
    planned.push({ kind, id: match?.id ?? null, values });
  }
  return result({ encoding, delimiter, stats, planned }, problems);
}
