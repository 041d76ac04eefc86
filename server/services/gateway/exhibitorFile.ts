/**
 * The organizer's exhibitor file read into records (issue 24; the format is docs/gateway.md):
 * CSV (the stand import's reader: UTF-8 or Windows-1252, `;` or `,`) or JSON (an array of
 * objects, or `{"exhibitors": [...]}`), told apart by the name's extension. Each row is checked on
 * its own: a bad one becomes a problem (an i18n id `gateway.problem.*`, with its token when it has
 * the shape of one) and is left out, the others go on; a file that cannot be read at all is
 * GatewayError INVALID_FILE. Pure: no I/O.
 */
import { isPlausibleExternalToken } from '@/domain/gateway';
import { hasControlChars } from '../../hydra/input';
import { CsvReadError, readCsv } from '../standImport/readCsv';
import { EMAIL_PATTERN } from '../standistAccounts';
import { GatewayError, type ExhibitorFile, type ExhibitorFileProblem, type ExhibitorRecord } from './types';

/** The file's columns (CSV header cells, JSON keys), case and blanks around ignored. */
export const EXHIBITOR_FIELDS = [
  'token',
  'tokenExpiresAt',
  'name',
  'hall',
  'aisle',
  'number',
  'surface',
  'standType',
  'email',
  'firstName',
  'lastName',
  'company',
  'phone',
  'language',
] as const;
export type ExhibitorField = (typeof EXHIBITOR_FIELDS)[number];
type Field = ExhibitorField;
type RawRow = Partial<Record<Field, string>>;

/** Longest value of a cell (a name, a company…). */
const MAX_VALUE = 500;
const LANGUAGES = ['fr', 'en'];
const byLowerName = new Map<string, Field>(EXHIBITOR_FIELDS.map((field) => [field.toLowerCase(), field]));

const invalid = (detail: string) => new GatewayError('INVALID_FILE', detail);

/** A refused row's token when it has the shape of one: the sync leaves that token's stand as it is. */
function plausibleToken(value: string | undefined): { token?: string } {
  const token = (value ?? '').trim();
  return isPlausibleExternalToken(token) ? { token } : {};
}

/** One row's values checked: the record, or the first problem found. */
function toRecord(row: number, raw: RawRow): ExhibitorRecord | ExhibitorFileProblem {
  const problem = (id: string, params?: Record<string, string | number>): ExhibitorFileProblem => ({ row, messageId: `gateway.problem.${id}`, params, ...plausibleToken(raw.token) });
  for (const field of EXHIBITOR_FIELDS) {
    const value = raw[field] ?? '';
    if (hasControlChars(value)) return problem('controlChar', { field });
    if (value.length > MAX_VALUE) return problem('tooLong', { field, limit: MAX_VALUE });
  }
  const value = (field: Field) => (raw[field] ?? '').trim();
  const token = value('token');
  if (!token) return problem('tokenMissing');
  if (!isPlausibleExternalToken(token)) return problem('tokenInvalid');
  if (!value('name')) return problem('nameMissing');
  let tokenExpiresAt: string | null = null;
  if (value('tokenExpiresAt')) {
    const date = new Date(value('tokenExpiresAt'));
    if (!/^\d{4}-\d{2}-\d{2}/.test(value('tokenExpiresAt')) || Number.isNaN(date.getTime())) return problem('expiryInvalid');
    tokenExpiresAt = date.toISOString();
  }
  const email = value('email');
  if (email && !EMAIL_PATTERN.test(email)) return problem('emailInvalid');
  const language = value('language').toLowerCase() || 'fr';
  if (!LANGUAGES.includes(language)) return problem('languageInvalid');
  return {
    row,
    token,
    tokenExpiresAt,
    name: value('name'),
    hall: value('hall'),
    aisle: value('aisle'),
    number: value('number'),
    surface: value('surface'),
    standType: value('standType'),
    contact: email
      ? { email: email.toLowerCase(), firstName: value('firstName'), lastName: value('lastName'), company: value('company'), phone: value('phone'), language }
      : null,
  };
}

function csvRows(bytes: Buffer): Array<{ row: number; raw: RawRow }> {
  let content;
  try {
    content = readCsv(bytes);
  } catch (err) {
    if (err instanceof CsvReadError) throw invalid(`unreadable CSV at line ${err.line ?? '?'}`);
    throw err;
  }
  const columns = content.header.map((cell) => byLowerName.get(cell.trim().toLowerCase()) ?? null);
  if (!columns.includes('token') || !columns.includes('name')) throw invalid('the CSV header has no token or name column');
  return content.records.map(({ line, cells }) => {
    const raw: RawRow = {};
    columns.forEach((field, i) => {
      if (field) raw[field] = cells[i] ?? '';
    });
    return { row: line, raw };
  });
}

/** A JSON value as a cell: strings and numbers kept, null/absent empty, anything else refused. */
function cell(value: unknown): string | null {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** Each JSON key's field (or null), memoized: 20,000 objects repeat the same dozen keys. */
const fieldOfKey = new Map<string, Field | null>();
function fieldOf(key: string): Field | null {
  let field = fieldOfKey.get(key);
  if (field === undefined) {
    field = byLowerName.get(key.trim().toLowerCase()) ?? null;
    if (fieldOfKey.size < 1000) fieldOfKey.set(key, field);
  }
  return field;
}

/** Copies `source`'s keys that are fields into `raw`; false when one holds what is not a cell. */
function copyCells(source: object, raw: RawRow): boolean {
  for (const key in source) {
    if (!Object.prototype.hasOwnProperty.call(source, key)) continue;
    const field = fieldOf(key);
    if (!field) continue;
    const text = cell((source as Record<string, unknown>)[key]);
    if (text === null) return false;
    raw[field] = text;
  }
  return true;
}

function jsonRows(bytes: Buffer): Array<{ row: number; raw: RawRow | null; token?: string }> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes));
  } catch {
    throw invalid('not UTF-8 JSON');
  }
  const items = Array.isArray(parsed) ? parsed : (parsed as { exhibitors?: unknown } | null)?.exhibitors;
  if (!Array.isArray(items)) throw invalid('JSON neither an array nor {exhibitors: [...]}');
  return items.map((item: unknown, index) => {
    const row = index + 1;
    if (!item || typeof item !== 'object' || Array.isArray(item)) return { row, raw: null };
    // A nested `contact` object may hold the contact's keys (read after the item's own, as before).
    const nested = (item as { contact?: unknown }).contact;
    const raw: RawRow = {};
    if (!copyCells(item, raw) || (nested && typeof nested === 'object' && !Array.isArray(nested) && !copyCells(nested, raw))) {
      return { row, raw: null, ...plausibleToken(typeof (item as { token?: unknown }).token === 'string' ? (item as { token: string }).token : undefined) };
    }
    return { row, raw };
  });
}

export function readExhibitorFile(fileName: string, bytes: Buffer): ExhibitorFile {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  let rows: Array<{ row: number; raw: RawRow | null; token?: string }>;
  if (extension === 'csv') rows = csvRows(bytes);
  else if (extension === 'json') rows = jsonRows(bytes);
  else throw invalid(`unknown file type: ${extension ?? 'no extension'}`);
  const records: ExhibitorRecord[] = [];
  const problems: ExhibitorFileProblem[] = [];
  const firstRowOfToken = new Map<string, number>();
  for (const { row, raw, token } of rows) {
    const result = raw ? toRecord(row, raw) : { row, messageId: 'gateway.problem.notAnObject', ...(token ? { token } : {}) };
    if ('messageId' in result) {
      problems.push(result);
      continue;
    }
    const first = firstRowOfToken.get(result.token);
    if (first !== undefined) {
      problems.push({ row, messageId: 'gateway.problem.tokenDuplicate', params: { row: first }, token: result.token });
      continue;
    }
    firstRowOfToken.set(result.token, row);
    records.push(result);
  }
  return { records, problems };
}
