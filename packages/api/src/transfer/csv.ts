/**
 * CSV as Loop's writer (opencsv) makes it: commas, double quotes only where a cell needs them.
 * Cells a spreadsheet would read as a formula are written as text (OWASP's rule, the domain's
 * `spreadsheetSafe`), and read back unchanged. Reading is a stream with limits checked as each
 * character arrives, so a hostile file is refused at its first breach, not after it is all read.
 */
import { spreadsheetCell, spreadsheetSafe } from '@taper/domain/rules';
import { ImportRefused, refused, type RefusalWords } from './refusal';

/** One line of CSV, ending with a newline. */
export function csvLine(cells: readonly string[]): string {
  return `${cells
    .map(spreadsheetSafe)
    .map((cell) => (/[",\n\r]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell))
    .join(',')}\n`;
}

export interface CsvLimits {
  /** Records, the header and blank lines included. */
  maxRows: number;
  /** Characters of one record (a quoted cell's newlines included). */
  maxLineChars: number;
  /** Characters of one cell. */
  maxFieldChars: number;
}

export const DEFAULT_CSV_LIMITS: CsvLimits = {
  maxRows: 1_000_000,
  maxLineChars: 20_000,
  maxFieldChars: 10_000,
};

/**
 * RFC 4180 read as a stream: `push` text as it arrives, `end` once; every record is handed to
 * `onRow` as it closes (cells as written, a spreadsheet's escape undone). A byte order mark and a
 * last empty line are ignored. The first breach of `limits` (or an unclosed quote at the end)
 * throws `ImportRefused` naming the file, the line and the limit.
 */
export class CsvReader {
  private row: string[] = [];
  private cell = '';
  private quoted = false;
  /** The last character was the closing quote of a quoted cell, or a quote inside one. */
  private quoteSeen = false;
  private pendingCr = false;
  private rows = 0;
  private lineChars = 0;
  private started = false;

  constructor(
    private readonly file: string,
    private readonly limits: CsvLimits,
    private readonly onRow: (cells: string[], line: number) => void,
  ) {}

  private refuse(problem: RefusalWords): never {
    throw refused('csvLine', { file: this.file, line: String(this.rows + 1), problem });
  }

  private closeCell(): void {
    this.row.push(spreadsheetCell(this.cell));
    this.cell = '';
    this.quoteSeen = false;
  }

  private closeRow(): void {
    this.closeCell();
    this.rows += 1;
    if (this.rows > this.limits.maxRows)
      throw refused('csvLines', { file: this.file, max: String(this.limits.maxRows) });
    const cells = this.row;
    this.row = [];
    this.lineChars = 0;
    this.onRow(cells, this.rows);
  }

  private add(char: string): void {
    this.cell += char;
    if (this.cell.length > this.limits.maxFieldChars)
      this.refuse({ key: 'csvLongCell', values: { max: String(this.limits.maxFieldChars) } });
  }

  push(text: string): void {
    let i = 0;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.startsWith('\uFEFF')) i = 1;
    }
    for (; i < text.length; i++) {
      const char = text.charAt(i);
      if (this.pendingCr) {
        this.pendingCr = false;
        if (char === '\n') continue;
      }
      this.lineChars += 1;
      if (this.lineChars > this.limits.maxLineChars)
        this.refuse({ key: 'csvLongLine', values: { max: String(this.limits.maxLineChars) } });
      if (this.quoted) {
        if (char !== '"') {
          if (this.quoteSeen) {
            // The quote just before closed the cell.
            this.quoted = false;
            this.quoteSeen = false;
            i -= 1;
            this.lineChars -= 1;
            continue;
          }
          this.add(char);
        } else if (this.quoteSeen) {
          this.add('"');
          this.quoteSeen = false;
        } else this.quoteSeen = true;
        continue;
      }
      if (char === '"') {
        this.quoted = true;
        this.quoteSeen = false;
      } else if (char === ',') this.closeCell();
      else if (char === '\n' || char === '\r') {
        this.pendingCr = char === '\r';
        this.closeRow();
      } else this.add(char);
    }
  }

  end(): void {
    if (this.quoted && !this.quoteSeen) throw refused('csvQuote', { file: this.file });
    this.quoted = false;
    if (this.cell !== '' || this.row.length > 0 || this.quoteSeen) this.closeRow();
  }
}

/** The rows of a CSV text, read with `limits` (throws `ImportRefused` on a breach). */
export function parseCsv(text: string, file = 'The file', limits = DEFAULT_CSV_LIMITS): string[][] {
  const rows: string[][] = [];
  const reader = new CsvReader(file, limits, (cells) => rows.push(cells));
  reader.push(text);
  reader.end();
  return rows;
}

export type CsvTable<K extends string> =
  { ok: true; rows: Record<K, string>[] } | { ok: false; message: string };

/** The rows of a CSV file (its parsed records) with a header naming at least `columns`. */
export function csvTable<K extends string>(
  file: string,
  records: readonly string[][],
  columns: readonly K[],
): CsvTable<K> {
  const [header, ...body] = records;
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

/** `csvTable` of a whole text. */
export function readCsvTable<K extends string>(
  file: string,
  text: string,
  columns: readonly K[],
): CsvTable<K> {
  try {
    return csvTable(file, parseCsv(text, file), columns);
  } catch (error) {
    if (error instanceof ImportRefused) return { ok: false, message: error.message };
    throw error;
  }
}
