/** Reading the CSV exports back in tests. */

/** Minimal RFC 4180 parser for the assertions; French files are `;`-separated. */
export function parseCsv(text: string, separator = ';'): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (c !== '\r') cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** = + - @ tab CR: what a spreadsheet reads as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEGATIVE_NUMBER = /^-\d+(?:[.,]\d+)?$/;

/**
 * The fields of `text` that a spreadsheet would read as a formula if it split the file naively:
 * every line break ends a line (quotes or not), the line is cut on `separator` (quotes or not),
 * and each piece loses its leading spaces and double quotes as a lenient import does. A piece
 * that is a negative number alone is a number, not a formula.
 */
export function formulaFieldsAfterNaiveSplit(text: string, separator: string): string[] {
  return text
    .split(/\r\n|\n|\r/)
    .flatMap((line) => line.split(separator))
    .map((piece) => piece.replace(/^[ "]+/, ''))
    .filter((field) => FORMULA_START.test(field) && !NEGATIVE_NUMBER.test(field.replace(/"/g, '').trim()));
}
