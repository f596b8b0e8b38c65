/** CSV as Loop's writer (opencsv) makes it: commas, double quotes only where a cell needs them. */

/** One line of CSV, ending with a newline. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map((cell) => (/[",\n\r]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',')}\n`;
}

/**
 * The rows of a CSV text (RFC 4180: quoted cells may hold commas, quotes and newlines); a byte
 * order mark and a last empty line are ignored. Undefined when a quote is never closed.
 */
export function parseCsv(text: string): string[][] | undefined {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = text.startsWith('\uFEFF') ? 1 : 0;
  for (; i < text.length; i++) {
    const char = text.charAt(i);
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (quoted) return undefined;
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

export type CsvTable<K extends string> =
  { ok: true; rows: Record<K, string>[] } | { ok: false; message: string };

/** The rows of a CSV file with a header naming at least `columns`, each as a record by column. */
export function readCsvTable<K extends string>(
  file: string,
  text: string,
  columns: readonly K[],
): CsvTable<K> {
  const parsed = parseCsv(text);
  if (!parsed) return { ok: false, message: `${file} is not valid CSV (a quote is not closed)` };
  const [header, ...body] = parsed;
  const names = (header ?? []).map((name) => name.trim());
  const missing = columns.filter((column) => !names.includes(column));
  if (missing.length > 0)
    return {
      ok: false,
      message: `${file} is missing the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`,
    };
  const at = columns.map((column) => names.indexOf(column));
  const rows = body
    .filter((cells) => cells.some((cell) => cell.trim() !== ''))
    .map(
      (cells) =>
        Object.fromEntries(
          columns.map((column, k) => [column, cells[at[k] ?? -1] ?? '']),
        ) as Record<K, string>,
    );
  return { ok: true, rows };
}
