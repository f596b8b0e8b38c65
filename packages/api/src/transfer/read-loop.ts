/**
 * A Loop Habit Tracker CSV zip read into the habits it holds (`ImportRead`): the archive is
 * inflated as a stream (`readZip`) and only Habits.csv and each habit's Checkmarks.csv are read,
 * as CSV streams with limits on lines, line length and cell length, and on entries per habit and
 * in all; the first breach stops the reading. Loop's rows are mapped by the domain (`loop.ts`).
 */
import {
  choiceFor,
  chosenGoal,
  droppedNotesWarning,
  firstHistory,
  GOAL_CHOICE_REASONS,
  importedNote,
  IMPORT_MAX_ENTRIES,
  IMPORT_MAX_ENTRIES_PER_HABIT,
  IMPORT_MAX_HABITS,
  IMPORT_MAX_LISTED_HABITS,
  entriesUpTo,
  importedName,
  pastHabitLimitReason,
  LOOP_CHECKMARK_COLUMNS,
  LOOP_HABITS_COLUMNS,
  loopHabitFolder,
  LOOP_MISSING_FOLDER_REASON,
  loopCsvLayout,
  loopCsvSource,
  loopHabitToTaper,
  loopLayoutColumns,
  loopLegacyFrequencyWarning,
  loopLegacyHabit,
  looksYesNo,
  readLoopCheckmark,
  readLoopDate,
  readLoopLegacyCheckmark,
  YES_NO_HINT,
  type ImportEntryInput,
  type ImportGoalChoice,
  type ImportGoalChoices,
  type ImportHabitInput,
  type ImportSkip,
} from '@taper/domain';
import { csvTable, CsvReader, DEFAULT_CSV_LIMITS, type CsvLimits } from './csv';
import type { ImportRead } from './import-read';
import { ImportRefused } from './refusal';
import { Slicer } from './slices';
import { readZip, type ZipSink } from './zip';

const HABITS_FILE = 'Habits.csv';
const EARLIEST_DAY = '1900-01-01';
const CHECKMARKS_FILE = /^[^/]+\/Checkmarks\.csv$/;

/** Habits.csv: a header and a line per habit. */
const HABITS_LIMITS: CsvLimits = { ...DEFAULT_CSV_LIMITS, maxRows: IMPORT_MAX_LISTED_HABITS + 1 };
/** Checkmarks.csv: a header and a line per day. */
const CHECKMARKS_LIMITS: CsvLimits = {
  ...DEFAULT_CSV_LIMITS,
  maxRows: IMPORT_MAX_ENTRIES_PER_HABIT + 1,
};

/** A file's bytes read as UTF-8 text into a CSV reader, as they inflate. */
function csvSink(file: string, reader: CsvReader): ZipSink {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decode = (chunk?: Uint8Array) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw new ImportRefused(`${file} is not UTF-8 text`);
    }
  };
  return {
    push(chunk) {
      reader.push(decode(chunk));
    },
    end() {
      reader.push(decode());
      reader.end();
    },
  };
}

/** The CSV files of the archive that are read, each as its records. */
async function readCsvFiles(bytes: Uint8Array): Promise<Map<string, string[][]>> {
  const files = new Map<string, string[][]>();
  let entries = 0;
  const read = await readZip(bytes, (name) => {
    const isHabits = name === HABITS_FILE;
    if (!isHabits && !CHECKMARKS_FILE.test(name)) return undefined;
    const records: string[][] = [];
    files.set(name, records);
    const reader = new CsvReader(
      name,
      isHabits ? HABITS_LIMITS : CHECKMARKS_LIMITS,
      (cells, line) => {
        records.push(cells);
        if (isHabits || line === 1) return;
        entries += 1;
        if (entries > IMPORT_MAX_ENTRIES)
          throw new ImportRefused(
            `The archive has more than ${String(IMPORT_MAX_ENTRIES)} entries; nothing was imported`,
          );
      },
    );
    return csvSink(name, reader);
  });
  if (!read.ok) throw new ImportRefused(read.message);
  return files;
}

/** The Checkmarks.csv of a Loop habit: in its `NNN Name` folder, or the folder of its position. */
function checkmarksFile(files: Map<string, string[][]>, position: string, name: string) {
  const exact = `${loopHabitFolder(Number(position), name)}/Checkmarks.csv`;
  const records = files.get(exact);
  if (records) return { path: exact, records };
  for (const [path, found] of files) {
    const [folder] = path.split('/');
    if (path !== HABITS_FILE && folder?.startsWith(`${position} `)) return { path, records: found };
  }
  return undefined;
}

/** Notes on Unknown days, counted per habit: they are no entries, so their notes are dropped. */
interface Dropped {
  notes: number;
}

function loopEntries(
  habit: string,
  path: string,
  records: readonly string[][],
  warnings: string[],
  dropped: Dropped,
): ImportEntryInput[] {
  const table = csvTable(path, records, LOOP_CHECKMARK_COLUMNS);
  if (!table.ok) throw new ImportRefused(table.message);
  const entries: ImportEntryInput[] = [];
  for (const [index, row] of table.rows.entries()) {
    const line = index + 2;
    const date = readLoopDate(row.Date);
    if (!date)
      throw new ImportRefused(
        `${path}, line ${String(line)}: '${row.Date.slice(0, 20)}' is not a date (YYYY-MM-DD)`,
      );
    const value = readLoopCheckmark(row.Value);
    if (value.kind === 'invalid')
      throw new ImportRefused(
        `${path}, line ${String(line)}: '${row.Value.slice(0, 20)}' is not a number`,
      );
    if (value.kind === 'none' && row.Notes.trim() !== '') dropped.notes += 1;
    if (value.kind !== 'amount' && value.kind !== 'skip') continue;
    const kept = importedNote(habit, date, row.Notes);
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
function legacyEntries(
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
      throw new ImportRefused(
        `${path}, line ${String(line)}: '${dateCell.slice(0, 20)}' is not a date (YYYY-MM-DD)`,
      );
    const value = readLoopLegacyCheckmark(valueCell, layout);
    if (value.kind === 'invalid')
      throw new ImportRefused(
        `${path}, line ${String(line)}: '${valueCell.slice(0, 20)}' is not a value Loop writes`,
      );
    if (value.kind === 'skip') entries.push({ date, skip: true });
    else if (value.kind === 'amount') entries.push({ date, actualValue: value.amount });
  }
  return entries;
}

/** The first day of a habit's goal: its first entry's (from 1900 on), else today. */
function firstDayOf(entries: readonly ImportEntryInput[], today: string): string {
  // Loop keeps no history of targets: its target is the goal of every day, from the first one.
  // (A day before 1900 is refused with its entry, by the rules every import applies.)
  return entries.reduce(
    (first, entry) => (entry.date < first && entry.date >= EARLIEST_DAY ? entry.date : first),
    today,
  );
}

/** Today's layout (v2.3.1): each habit's type and target are in Habits.csv. */
async function readCurrent(
  files: Map<string, string[][]>,
  habitRecords: readonly string[][],
  today: string,
): Promise<ImportRead> {
  const table = csvTable(HABITS_FILE, habitRecords, LOOP_HABITS_COLUMNS);
  if (!table.ok) throw new ImportRefused(table.message);
  const habits: ImportHabitInput[] = [];
  const skipped: ImportSkip[] = [];
  const warnings: string[] = [];
  const slicer = new Slicer();
  for (const row of table.rows) {
    const habit = loopHabitToTaper(row);
    if (!habit.ok) {
      skipped.push({ name: habit.name, reason: habit.reason });
      continue;
    }
    const file = checkmarksFile(files, row.Position.trim(), row.Name);
    if (!file) {
      // A one-habit export: Habits.csv lists every habit, the archive holds one folder.
      skipped.push({ name: habit.name, reason: LOOP_MISSING_FOLDER_REASON });
      continue;
    }
    // Only the habits that would be imported count toward the most one import brings.
    if (habits.length >= IMPORT_MAX_HABITS) {
      skipped.push({ name: habit.name, reason: pastHabitLimitReason(IMPORT_MAX_HABITS) });
      continue;
    }
    warnings.push(...habit.warnings);
    const dropped = { notes: 0 };
    const read = loopEntries(habit.name, file.path, file.records, warnings, dropped);
    if (dropped.notes > 0) warnings.push(droppedNotesWarning(habit.name, dropped.notes));
    const { entries, warning } = entriesUpTo(habit.name, read, today);
    if (warning !== undefined) warnings.push(warning);
    habits.push({
      name: habit.name,
      color: habit.color,
      icon: 'coffee',
      history: firstHistory(habit.goal, firstDayOf(entries, today)),
      plan: null,
      archived: habit.archived,
      // Loop counts a day with nothing logged as 0 for an "at most" habit: so does the import.
      unloggedDays: 'zero',
      unit: habit.unit,
      entries,
    });
    await slicer.pause();
  }
  return { source: 'loop', sourceName: loopCsvSource('v2.3.1'), habits, skipped, warnings };
}

/** An older layout (v1.x to v2.3.0): no type or target, so each goal is chosen in the preview. */
async function readLegacy(
  files: Map<string, string[][]>,
  habitRecords: readonly string[][],
  layout: 'v1' | 'v2.0',
  today: string,
  choices: ImportGoalChoices | undefined,
): Promise<ImportRead> {
  const table = csvTable(HABITS_FILE, habitRecords, loopLayoutColumns(layout));
  if (!table.ok) throw new ImportRefused(table.message);
  const habits: ImportHabitInput[] = [];
  const skipped: ImportSkip[] = [];
  const warnings: string[] = [];
  const goalChoices: ImportGoalChoice[] = [];
  const slicer = new Slicer();
  for (const row of table.rows) {
    const key = row.Position.trim();
    const named = importedName(row.Name, `Habit ${key}`);
    const label = named.name;
    const habit = loopLegacyHabit(row);
    const file = checkmarksFile(files, key, row.Name);
    if (!file) {
      skipped.push({ name: label, reason: LOOP_MISSING_FOLDER_REASON });
      continue;
    }
    const upToToday = entriesUpTo(label, legacyEntries(file.path, file.records, layout), today);
    const entries = upToToday.entries;
    const amounts = entries.flatMap((entry) =>
      typeof entry.actualValue === 'number' ? [entry.actualValue] : [],
    );
    const atMost = choiceFor(choices, key);
    goalChoices.push({
      key,
      name: label,
      entries: entries.length,
      largest: amounts.length > 0 ? amounts.reduce((a, b) => Math.max(a, b)) : null,
      schedule: habit.schedule,
      atMost: atMost ?? null,
      hint: looksYesNo(amounts) ? YES_NO_HINT : null,
    });
    const goal = chosenGoal(label, atMost, habit.schedule, GOAL_CHOICE_REASONS.loopChoose);
    if (!goal.ok) {
      skipped.push({ name: label, reason: goal.reason });
      continue;
    }
    if (habits.length >= IMPORT_MAX_HABITS) {
      skipped.push({ name: label, reason: pastHabitLimitReason(IMPORT_MAX_HABITS) });
      continue;
    }
    warnings.push(
      ...[
        named.warning,
        loopLegacyFrequencyWarning(row, label),
        ...goal.warnings,
        upToToday.warning,
      ].filter((line) => line !== undefined),
    );
    habits.push({
      name: label,
      color: habit.color,
      icon: 'coffee',
      history: firstHistory(goal.goal, firstDayOf(entries, today)),
      plan: null,
      unloggedDays: 'zero',
      entries,
    });
    await slicer.pause();
  }
  return {
    source: 'loop',
    sourceName: loopCsvSource(layout),
    habits,
    skipped,
    warnings,
    goalChoices,
  };
}

/**
 * A Loop CSV archive of any version, its layout told by Habits.csv's header; `choices` are the
 * goals chosen in the preview for an older archive's habits.
 */
export async function readLoop(
  bytes: Uint8Array,
  today: string,
  choices?: ImportGoalChoices,
): Promise<ImportRead> {
  const files = await readCsvFiles(bytes);
  const habitRecords = files.get(HABITS_FILE);
  if (!habitRecords)
    throw new ImportRefused('Not a Loop Habit Tracker export: the archive has no Habits.csv');
  const layout = loopCsvLayout(habitRecords[0] ?? []);
  return layout === 'v2.3.1'
    ? readCurrent(files, habitRecords, today)
    : readLegacy(files, habitRecords, layout, today, choices);
}
