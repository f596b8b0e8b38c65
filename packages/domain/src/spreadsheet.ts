/**
 * Cells of the CSV files Taper writes, made safe for spreadsheets (OWASP's rule against formula
 * injection): a cell starting with =, +, -, @, a tab or a carriage return is read by a
 * spreadsheet as a formula, so it is written with one more leading `'`, which a spreadsheet shows
 * as text. A cell that already starts with quotes before such a character gets one more too, so
 * Taper's import can undo the escape exactly: `spreadsheetCell(spreadsheetSafe(x)) === x`.
 */

const FORMULA_START = /^'*[=+\-@\t\r]/;
const ESCAPED_FORMULA = /^'+[=+\-@\t\r]/;

/** The cell as written: text to a spreadsheet. */
export function spreadsheetSafe(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** The cell as it was before `spreadsheetSafe`. */
export function spreadsheetCell(cell: string): string {
  return ESCAPED_FORMULA.test(cell) ? cell.slice(1) : cell;
}
