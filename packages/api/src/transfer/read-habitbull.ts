/**
 * A HabitBull CSV export (the file Loop Habit Tracker itself imports) read into the habits it
 * holds: one CSV stream with limits, a line per habit and day. A habit with a value over 1 counts
 * amounts and waits for its goal to be chosen in the preview; one of 0s and 1s is yes/no and is
 * skipped with the reason. The rules are the domain's (`habitBull.ts`, `importGoalChoices.ts`).
 */
import {
  DEFAULT_COLOR,
  IMPORT_MAX_ENTRIES,
  IMPORT_MAX_HABITS,
  IMPORT_MAX_LISTED_HABITS,
  IMPORT_SOURCE_NAMES,
  type ImportEntryInput,
  type ImportGoalChoice,
  type ImportGoalChoices,
  type ImportHabitInput,
  type ImportSkip,
  type Texts,
} from '@taper/domain';
import {
  choiceFor,
  chosenGoal,
  firstHistory,
  GOAL_CHOICE_REASONS,
  HABITBULL_COLUMNS,
  HABITBULL_YES_NO_REASON,
  habitBullIsNumerical,
  importedNote,
  entriesUpTo,
  importedName,
  pastHabitLimitReason,
  readHabitBullDate,
  readHabitBullValue,
} from '@taper/domain/rules';
import { csvTable, CsvReader, DEFAULT_CSV_LIMITS } from './csv';
import type { ImportRead } from './import-read';
import { ImportRefused, refused } from './refusal';
import { Slicer } from './slices';

const FILE = 'The HabitBull file';
const EARLIEST_DAY = '1900-01-01';
/** The name of a habit HabitBull wrote without one. */
const FALLBACK_NAME = 'HabitBull habit';

/** A line of the file, by HabitBull's column names. */
type HabitBullRow = Record<(typeof HABITBULL_COLUMNS)[number], string>;

interface Found {
  name: string;
  entries: (ImportEntryInput & { actualValue: number })[];
}

function records(bytes: Uint8Array): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refused('notUtf8', { file: FILE });
  }
  const rows: string[][] = [];
  const reader = new CsvReader(
    FILE,
    { ...DEFAULT_CSV_LIMITS, maxRows: IMPORT_MAX_ENTRIES + 1 },
    (cells) => rows.push(cells),
  );
  reader.push(text);
  reader.end();
  return rows;
}

/** The file's lines gathered by habit name, in the order the names first come. */
async function habitsByName(rows: readonly HabitBullRow[], warnings: string[], texts?: Texts) {
  const found = new Map<string, Found>();
  const slicer = new Slicer();
  for (const [index, row] of rows.entries()) {
    const line = index + 2;
    const name = row.HabitName.trim();
    const date = readHabitBullDate(row.CalendarDate);
    if (!date)
      throw refused('csvLine', {
        file: FILE,
        line: String(line),
        problem: { key: 'notDateOrUs', values: { value: row.CalendarDate.slice(0, 20) } },
      });
    const value = readHabitBullValue(row.Value);
    if (value === undefined)
      throw refused('csvLine', {
        file: FILE,
        line: String(line),
        problem: { key: 'notNumberAtLeast0', values: { value: row.Value.slice(0, 20) } },
      });
    let habit = found.get(name);
    if (!habit) {
      if (found.size >= IMPORT_MAX_LISTED_HABITS)
        throw refused('fileHabits', { max: String(IMPORT_MAX_LISTED_HABITS) });
      habit = { name, entries: [] };
      found.set(name, habit);
    }
    const label = importedName(name, FALLBACK_NAME).name;
    const kept = importedNote(label, date, row.CommentText, texts);
    if (kept.warning !== undefined) warnings.push(kept.warning);
    habit.entries.push({ date, actualValue: value, note: kept.note });
    await slicer.pause();
  }
  return found;
}

/** What the file's habits become: those imported, those left out and why, the goals to choose. */
interface HabitBullFindings {
  habits: ImportHabitInput[];
  skipped: ImportSkip[];
  warnings: string[];
  goalChoices: ImportGoalChoice[];
}

/** One habit of the file: skipped (yes/no, no goal chosen, past the limit) or imported. */
function takeHabit(
  { name, entries: read }: Found,
  findings: HabitBullFindings,
  today: string,
  choices: ImportGoalChoices | undefined,
  texts?: Texts,
): void {
  const { habits, skipped, warnings, goalChoices } = findings;
  const named = importedName(name, FALLBACK_NAME, texts);
  const label = named.name;
  const upToToday = entriesUpTo(label, read, today, texts);
  const entries = upToToday.entries;
  const values = entries.map((entry) => entry.actualValue);
  if (!habitBullIsNumerical(values)) {
    skipped.push({ name: label, reason: HABITBULL_YES_NO_REASON });
    return;
  }
  const atMost = choiceFor(choices, name);
  goalChoices.push({
    key: name,
    name: label,
    entries: entries.length,
    largest: values.reduce((a, b) => Math.max(a, b), 0),
    schedule: 'daily',
    atMost: atMost ?? null,
    hint: null,
  });
  const goal = chosenGoal(label, atMost, 'daily', GOAL_CHOICE_REASONS.habitBullChoose, texts);
  if (!goal.ok) {
    skipped.push({ name: label, reason: goal.reason });
    return;
  }
  if (habits.length >= IMPORT_MAX_HABITS) {
    skipped.push({ name: label, reason: pastHabitLimitReason(IMPORT_MAX_HABITS, texts) });
    return;
  }
  warnings.push(
    ...[named.warning, ...goal.warnings, upToToday.warning].filter((line) => line !== undefined),
  );
  const firstDay = entries.reduce(
    (first, entry) => (entry.date < first && entry.date >= EARLIEST_DAY ? entry.date : first),
    today,
  );
  habits.push({
    name: label,
    color: DEFAULT_COLOR,
    icon: 'coffee',
    history: firstHistory(goal.goal, firstDay),
    plan: null,
    // HabitBull, as Loop reads it, counts a day with nothing logged as 0.
    unloggedDays: 'zero',
    entries,
  });
}

export async function readHabitBull(
  bytes: Uint8Array,
  today: string,
  choices?: ImportGoalChoices,
  texts?: Texts,
): Promise<ImportRead> {
  const table = csvTable(FILE, records(bytes), HABITBULL_COLUMNS);
  if (!table.ok) throw new ImportRefused(table.message);
  const findings: HabitBullFindings = { habits: [], skipped: [], warnings: [], goalChoices: [] };
  const found = await habitsByName(table.rows, findings.warnings, texts);
  for (const habit of found.values()) takeHabit(habit, findings, today, choices, texts);
  return {
    source: 'habitbull',
    sourceName: IMPORT_SOURCE_NAMES.habitbull,
    ...findings,
  };
}
