/** A Loop habit's Checkmarks.csv read into its entries, in today's layout or an older one. */
import type { ImportEntryInput, Texts } from '@taper/domain';
import {
  importedNote,
  LOOP_CHECKMARK_COLUMNS,
  readLoopCheckmark,
  readLoopDate,
  readLoopLegacyCheckmark,
} from '@taper/domain/rules';
import { csvTable } from './csv';
import { ImportRefused, refused } from './refusal';
import { EARLIEST_DAY } from './loop-archive';

/** Notes on Unknown days, counted per habit: they are no entries, so their notes are dropped. */
export interface Dropped {
  notes: number;
}

export function loopEntries(
  habit: string,
  path: string,
  records: readonly string[][],
  warnings: string[],
  dropped: Dropped,
  texts?: Texts,
): ImportEntryInput[] {
  const table = csvTable(path, records, LOOP_CHECKMARK_COLUMNS);
  if (!table.ok) throw new ImportRefused(table.message);
  const entries: ImportEntryInput[] = [];
  for (const [index, row] of table.rows.entries()) {
    const line = index + 2;
    const date = readLoopDate(row.Date);
    if (!date)
      throw refused('csvLine', {
        file: path,
        line: String(line),
        problem: { key: 'notDate', values: { value: row.Date.slice(0, 20) } },
      });
    const value = readLoopCheckmark(row.Value);
    if (value.kind === 'invalid')
      throw refused('csvLine', {
        file: path,
        line: String(line),
        problem: { key: 'notNumber', values: { value: row.Value.slice(0, 20) } },
      });
    if (value.kind === 'none' && row.Notes.trim() !== '') dropped.notes += 1;
    if (value.kind !== 'amount' && value.kind !== 'skip') continue;
    const kept = importedNote(habit, date, row.Notes, texts);
    if (kept.warning !== undefined) warnings.push(kept.warning);
    entries.push(
      value.kind === 'skip'
        ? { date, skip: true, note: kept.note }
        : { date, actualValue: value.amount, note: kept.note },
    );
  }
  return entries;
}

/** A header-less Checkmarks.csv of an older archive: `date,int` lines. */
export function legacyEntries(
  path: string,
  records: readonly string[][],
  layout: 'v1' | 'v2.0',
): ImportEntryInput[] {
  const entries: ImportEntryInput[] = [];
  for (const [index, cells] of records.entries()) {
    if (cells.every((cell) => cell.trim() === '')) continue;
    const line = index + 1;
    const [dateCell = '', valueCell = ''] = cells;
    const date = readLoopDate(dateCell);
    if (!date)
      throw refused('csvLine', {
        file: path,
        line: String(line),
        problem: { key: 'notDate', values: { value: dateCell.slice(0, 20) } },
      });
    const value = readLoopLegacyCheckmark(valueCell, layout);
    if (value.kind === 'invalid')
      throw refused('csvLine', {
        file: path,
        line: String(line),
        problem: { key: 'notLoopValue', values: { value: valueCell.slice(0, 20) } },
      });
    if (value.kind === 'skip') entries.push({ date, skip: true });
    else if (value.kind === 'amount') entries.push({ date, actualValue: value.amount });
  }
  return entries;
}

/** The first day of a habit's goal: its first entry's (from 1900 on), else today. */
export function firstDayOf(entries: readonly ImportEntryInput[], today: string): string {
  // Loop keeps no history of targets: its target is the goal of every day, from the first one.
  // (A day before 1900 is refused with its entry, by the rules every import applies.)
  return entries.reduce(
    (first, entry) => (entry.date < first && entry.date >= EARLIEST_DAY ? entry.date : first),
    today,
  );
}
