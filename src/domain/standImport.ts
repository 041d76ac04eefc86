/**
 * The stand import's rules (part 1 §2, §4, §5; issue 11, item 3), read by the API that analyses
 * a file and by the wizard that shows the template's columns:
 * - the columns of a file and the headers they are known by, in French and English, case,
 *   accents, spacing and a unit in brackets ignored ("SURFACE (m2)", "allee", "N°");
 * - what each cell must hold (the stand form's rules: every column required, a surface is a
 *   number with a comma or a dot);
 * - the key a row is matched to an existing stand of the show by: hall + aisle + number,
 *   compared folded (docs/decisions.md, "Stand import").
 */

export const STAND_IMPORT_COLUMNS = ['hall', 'aisle', 'number', 'name', 'surface', 'standType'] as const;
export type StandImportColumn = (typeof STAND_IMPORT_COLUMNS)[number];

/** The import's status: analysed (1), then applied (2, the spec's "save with status 2"). */
export const STAND_IMPORT_STATUS = { analysed: 1, applied: 2 } as const;

/** The template's headers, per language: also the names problems give a column by. */
export const STAND_IMPORT_HEADERS: Record<'fr' | 'en', Record<StandImportColumn, string>> = {
  fr: { hall: 'Hall', aisle: 'Allée', number: 'Numéro', name: 'Enseigne', surface: 'Surface (m²)', standType: 'Type de stand' },
  en: { hall: 'Hall', aisle: 'Aisle', number: 'Number', name: 'Shop name', surface: 'Area (m²)', standType: 'Stand type' },
};

/** Other headers exhibitors' spreadsheets use, folded (see foldHeader). */
const ALIASES: Record<StandImportColumn, readonly string[]> = {
  hall: ['hall', 'halle', 'pavillon'],
  aisle: ['allee', 'aisle', 'alley', 'rangee'],
  number: ['numero', 'number', 'no', 'n', 'num', 'stand number', 'numero de stand', 'numero stand'],
  name: ['enseigne', 'shop name', 'name', 'nom', 'nom du stand', 'stand name', 'raison sociale', 'brand'],
  surface: ['surface', 'surface m2', 'superficie', 'area', 'size', 'm2'],
  standType: ['type de stand', 'stand type', 'type', 'type stand'],
};

/** Max length of each cell (the stand's fields). */
export const STAND_IMPORT_MAX_LENGTH: Record<StandImportColumn, number> = {
  hall: 255,
  aisle: 255,
  number: 255,
  name: 255,
  surface: 20,
  standType: 255,
};

/** A header as compared: lower case, no accents, no unit in brackets, "n°" → "n", single spaces. */
export function foldHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/²/g, '2')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const BY_HEADER = new Map<string, StandImportColumn>();
for (const column of STAND_IMPORT_COLUMNS) {
  for (const alias of [...ALIASES[column], foldHeader(STAND_IMPORT_HEADERS.fr[column]), foldHeader(STAND_IMPORT_HEADERS.en[column])]) {
    BY_HEADER.set(alias, column);
  }
}

/** The column a header names, or null (an unknown column). */
export function columnOfHeader(header: string): StandImportColumn | null {
  return BY_HEADER.get(foldHeader(header)) ?? null;
}

/** A surface as written in a file ("12", "12,5", "12.50"), as a number; null when it is none or not positive. */
export function parseSurface(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '');
  if (!/^\d{1,9}([.,]\d{1,4})?$/.test(trimmed)) return null;
  const value = Number(trimmed.replace(',', '.'));
  return value > 0 ? value : null;
}

/** Whether two surfaces are the same number ("12,5" and "12.50"), so re-importing changes nothing. */
export function sameSurface(a: string, b: string): boolean {
  const x = parseSurface(a);
  const y = parseSurface(b);
  return x !== null && y !== null ? x === y : a.trim() === b.trim();
}

/** Lower case, no accents, single spaces: how the parts of a stand's key are compared. */
export function foldKeyPart(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The key that matches a row of the file to a stand of the show: hall + aisle + number. */
export function standImportKey(hall: string, aisle: string, number: string): string {
  return [hall, aisle, number].map(foldKeyPart).join('\u0001');
}

/** A problem of one cell (row, column) or of the whole file (row or column null). */
export interface StandImportProblem {
  /** The line of the file (the header is line 1), or null for the whole file. */
  row: number | null;
  /** The column's header in the file (or the template's, for a missing column), or null. */
  column: string | null;
  /** A stable code (`standImport.surface`…). */
  code: string;
  /** The message id in i18n/*.json (`api.standImport.surface`), and its parameters. */
  key: string;
  params?: Record<string, string | number>;
}

export type StandImportRow = Record<StandImportColumn, string>;

/** The problems of one data row (cells trimmed): empty cells, too long, a surface that is not one. */
export function checkStandImportRow(
  row: StandImportRow,
  line: number,
  headerOf: (column: StandImportColumn) => string,
): StandImportProblem[] {
  const problems: StandImportProblem[] = [];
  for (const column of STAND_IMPORT_COLUMNS) {
    const value = row[column];
    const at = { row: line, column: headerOf(column) };
    if (value === '') problems.push({ ...at, code: 'standImport.empty', key: 'api.standImport.empty' });
    else if (value.length > STAND_IMPORT_MAX_LENGTH[column]) {
      problems.push({ ...at, code: 'standImport.tooLong', key: 'api.standImport.tooLong', params: { limit: STAND_IMPORT_MAX_LENGTH[column] } });
    } else if (column === 'surface' && parseSurface(value) === null) {
      problems.push({ ...at, code: 'standImport.surface', key: 'api.standImport.surface', params: { value } });
    }
  }
  return problems;
}

/** The wizard's steps (part 1 §4): upload, analysis, confirmation. */
export type StandImportStep = 0 | 1 | 2;

/**
 * Whether Next may be pressed (part 1 §4): on step 0 once the file is uploaded, on step 1 once
 * the analysis is back with no problem. Step 2 has Save instead.
 */
export function importNextEnabled(step: StandImportStep, state: { uploaded: boolean; problems: number | null }): boolean {
  if (step === 0) return state.uploaded;
  if (step === 1) return state.problems === 0;
  return false;
}
