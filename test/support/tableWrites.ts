/**
 * The SQL statements that write a table, found in a source file's text (for
 * test/unit/serverTableWriters.test.ts): INSERT INTO, UPDATE, DELETE FROM, TRUNCATE and
 * COPY … FROM, in string and template literals alike, comments left out. SQL keywords are read
 * in capitals, as the code writes them (a lower-case "update users" in an English sentence is
 * not a statement). A table named by an interpolation (`${resource.table}`) is `DYNAMIC`.
 */
export const DYNAMIC = '${…}';

export interface TableWrite {
  table: string;
  statement: 'INSERT' | 'UPDATE' | 'DELETE' | 'TRUNCATE' | 'COPY';
  line: number;
}

/** A table name: plain, quoted or schema-qualified (the schema dropped), or an interpolation. */
const NAME = String.raw`(?:[a-z_][a-z0-9_]*\.)?(?:"[^"]+"|[a-z_][a-z0-9_]*|\$\{[^}]*\})`;
/** Words after UPDATE that are not a table: SELECT … FOR UPDATE OF / SKIP LOCKED / NOWAIT, ON CONFLICT DO UPDATE SET. */
const NOT_A_TABLE = new Set(['set', 'of', 'skip', 'nowait']);
/** Words before UPDATE that make it a clause, not a statement (FOR UPDATE, DO UPDATE, ON UPDATE, trigger events). */
const CLAUSE_BEFORE = /\b(?:FOR|DO|ON|OR|KEY|BEFORE|AFTER)\s+$/;

const STATEMENTS: { statement: TableWrite['statement']; pattern: RegExp }[] = [
  { statement: 'INSERT', pattern: new RegExp(String.raw`\bINSERT\s+INTO\s+(${NAME})`, 'g') },
  { statement: 'UPDATE', pattern: new RegExp(String.raw`\bUPDATE\s+(?:ONLY\s+)?(${NAME})`, 'g') },
  { statement: 'DELETE', pattern: new RegExp(String.raw`\bDELETE\s+FROM\s+(?:ONLY\s+)?(${NAME})`, 'g') },
  { statement: 'TRUNCATE', pattern: new RegExp(String.raw`\bTRUNCATE\s+(?:TABLE\s+)?(?:ONLY\s+)?(${NAME}(?:\s*,\s*${NAME})*)`, 'g') },
  { statement: 'COPY', pattern: new RegExp(String.raw`\bCOPY\s+(${NAME})(?:\s*\([^)]*\))?\s+FROM\b`, 'g') },
];

/** The text with its comments blanked (same length and lines, so positions still say the line). */
export function withoutComments(text: string): string {
  const blank = (comment: string) => comment.replace(/[^\n]/g, ' ');
  return text
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/(^|[^:'"`\\/])\/\/[^\n]*/g, (all, before: string) => before + blank(all.slice(before.length)));
}

const tableName = (name: string): string => {
  if (name.startsWith('${')) return DYNAMIC;
  const bare = name.includes('.') && !name.startsWith('"') ? name.slice(name.indexOf('.') + 1) : name;
  return bare.replace(/"/g, '');
};

/** Every write statement of `text`, in order. */
export function tableWrites(text: string): TableWrite[] {
  const code = withoutComments(text);
  const lineAt = (index: number) => code.slice(0, index).split('\n').length;
  const found: TableWrite[] = [];
  for (const { statement, pattern } of STATEMENTS) {
    for (const match of code.matchAll(pattern)) {
      if (statement === 'UPDATE' && CLAUSE_BEFORE.test(code.slice(Math.max(0, match.index! - 20), match.index))) continue;
      for (const name of match[1].split(/\s*,\s*/)) {
        if (statement === 'UPDATE' && NOT_A_TABLE.has(name.toLowerCase())) continue;
        found.push({ table: tableName(name), statement, line: lineAt(match.index!) });
      }
    }
  }
  return found.sort((a, b) => a.line - b.line);
}
