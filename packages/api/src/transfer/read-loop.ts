/**
 * A Loop Habit Tracker CSV zip read into the habits it holds (`ImportRead`): the archive is
 * inflated as a stream (`readZip`) and only Habits.csv and each habit's Checkmarks.csv are read,
 * as CSV streams with limits on lines, line length and cell length, and on entries per habit and
 * in all; the first breach stops the reading. Loop's rows are mapped by the domain (`loop.ts`).
 */
import {
  IMPORT_MAX_HABITS,
  type ImportGoalChoice,
  type ImportGoalChoices,
  type ImportHabitInput,
  type ImportSkip,
  type Texts,
} from '@taper/domain';
import {
  choiceFor,
  chosenGoal,
  droppedNotesWarning,
  firstHistory,
  GOAL_CHOICE_REASONS,
  entriesUpTo,
  importedName,
  pastHabitLimitReason,
  LOOP_HABITS_COLUMNS,
  LOOP_MISSING_FOLDER_REASON,
  loopCsvLayout,
  loopCsvSource,
  loopHabitToTaper,
  loopLayoutColumns,
  loopLegacyFrequencyWarning,
  loopLegacyHabit,
  looksYesNo,
  YES_NO_HINT,
} from '@taper/domain/rules';
import { csvTable } from './csv';
import type { ImportRead } from './import-read';
import { ImportRefused, refused } from './refusal';
import { Slicer } from './slices';
import { HABITS_FILE, readCsvFiles, checkmarksFile } from './loop-archive';
import { loopEntries, legacyEntries, firstDayOf } from './loop-checkmarks';

/** Today's layout (v2.3.1): each habit's type and target are in Habits.csv. */
async function readCurrent(
  files: Map<string, string[][]>,
  habitRecords: readonly string[][],
  today: string,
  texts?: Texts,
): Promise<ImportRead> {
  const table = csvTable(HABITS_FILE, habitRecords, LOOP_HABITS_COLUMNS);
  if (!table.ok) throw new ImportRefused(table.message);
  const habits: ImportHabitInput[] = [];
  const skipped: ImportSkip[] = [];
  const warnings: string[] = [];
  const slicer = new Slicer();
  for (const row of table.rows) {
    const habit = loopHabitToTaper(row, texts);
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
      skipped.push({ name: habit.name, reason: pastHabitLimitReason(IMPORT_MAX_HABITS, texts) });
      continue;
    }
    warnings.push(...habit.warnings);
    const dropped = { notes: 0 };
    const read = loopEntries(habit.name, file.path, file.records, warnings, dropped, texts);
    if (dropped.notes > 0) warnings.push(droppedNotesWarning(habit.name, dropped.notes, texts));
    const { entries, warning } = entriesUpTo(habit.name, read, today, texts);
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
  texts?: Texts,
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
    const named = importedName(row.Name, `Habit ${key}`, texts);
    const label = named.name;
    const habit = loopLegacyHabit(row);
    const file = checkmarksFile(files, key, row.Name);
    if (!file) {
      skipped.push({ name: label, reason: LOOP_MISSING_FOLDER_REASON });
      continue;
    }
    const read = legacyEntries(file.path, file.records, layout);
    const upToToday = entriesUpTo(label, read, today, texts);
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
    const goal = chosenGoal(label, atMost, habit.schedule, GOAL_CHOICE_REASONS.loopChoose, texts);
    if (!goal.ok) {
      skipped.push({ name: label, reason: goal.reason });
      continue;
    }
    if (habits.length >= IMPORT_MAX_HABITS) {
      skipped.push({ name: label, reason: pastHabitLimitReason(IMPORT_MAX_HABITS, texts) });
      continue;
    }
    warnings.push(
      ...[
        named.warning,
        loopLegacyFrequencyWarning(row, label, texts),
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
  texts?: Texts,
): Promise<ImportRead> {
  const files = await readCsvFiles(bytes);
  const habitRecords = files.get(HABITS_FILE);
  if (!habitRecords) throw refused('noHabitsCsv');
  const layout = loopCsvLayout(habitRecords[0] ?? []);
  return layout === 'v2.3.1'
    ? readCurrent(files, habitRecords, today, texts)
    : readLegacy(files, habitRecords, layout, today, choices, texts);
}
