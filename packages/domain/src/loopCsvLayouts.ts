/**
 * The layouts of Loop Habit Tracker's CSV archive, version by version (uhabits: `HabitList
 * .writeCSV`, `HabitsCSVExporter`, `CheckmarkList.writeCSV`), told apart by Habits.csv's header:
 *
 * - v1.x: `Position,Name,Description,NumRepetitions,Interval,Color`; a habit's Checkmarks.csv has
 *   no header, a `date,int` line for every day from today back to its first repetition: a
 *   numerical habit's amount × 1000 (0 on a day with nothing), a yes/no habit's 0, 1 or 2.
 * - v2.0 to v2.3.0: `Position,Name,Question,Description,NumRepetitions,Interval,Color`;
 *   Checkmarks.csv still `date,int` without a header, but only the days with an entry: an amount
 *   × 1000, 3 for a skipped day, −1 for Unknown (a yes/no habit: 0, 1 or 2).
 * - v2.3.1: the columns `LOOP_HABITS_COLUMNS` (Type, Target Type, Target Value, …) and a
 *   `Date,Value,Notes` header, values by name (`loop.ts`).
 *
 * Before v2.3.1 nothing says a habit's type or target: the preview lists each habit and the
 * person chooses its goal (`importGoalChoices.ts`).
 */
import { importPreviewMessages as previewTexts } from './i18n/importPreviewMessages';
import { DEFAULT_COLOR, LIMITS } from './constants';
import type { BudgetSchedule } from './goalValues';
import { cutText } from './importLeniency';
import { importNoteMessages as notes } from './i18n/importNoteMessages';
import { countIn, say, type Texts } from './texts';
import type { LoopCheckmark } from './loop';
import { loopFrequencyPart, loopPeriodSchedule } from './loopFrequency';

export const LOOP_V1_HABITS_COLUMNS = [
  'Position',
  'Name',
  'Description',
  'NumRepetitions',
  'Interval',
  'Color',
] as const;
export const LOOP_V2_HABITS_COLUMNS = [
  'Position',
  'Name',
  'Question',
  'Description',
  'NumRepetitions',
  'Interval',
  'Color',
] as const;
export type LoopLegacyHabitRow = Record<(typeof LOOP_V1_HABITS_COLUMNS)[number], string>;

export type LoopCsvLayout = 'v1' | 'v2.0' | 'v2.3.1';

/** The layout a Habits.csv header names (today's when it is none of the older ones). */
export function loopCsvLayout(header: readonly string[]): LoopCsvLayout {
  const names = header.map((name) => name.trim());
  const has = (column: string) => names.includes(column);
  if (has('Type') || has('Target Type') || !has('NumRepetitions') || !has('Interval'))
    return 'v2.3.1';
  return has('Question') ? 'v2.0' : 'v1';
}

/** The columns of a layout's Habits.csv. */
export function loopLayoutColumns(layout: Exclude<LoopCsvLayout, 'v2.3.1'>) {
  return layout === 'v1' ? LOOP_V1_HABITS_COLUMNS : LOOP_V2_HABITS_COLUMNS;
}

/** The preview's name of an archive: 'Loop CSV (v2.0 to v2.3.0)'. */
export function loopCsvSource(layout: LoopCsvLayout): string {
  if (layout === 'v1') return previewTexts.sourceLoopV1.message;
  if (layout === 'v2.0') return previewTexts.sourceLoopV20.message;
  return previewTexts.sourceLoopV231.message;
}

export interface LoopLegacyHabit {
  name: string;
  color: string;
  schedule: 'daily' | BudgetSchedule;
}

/** A habit of an older Habits.csv: its name, colour and frequency (1/7 a week's budget, …). */
export function loopLegacyHabit(row: LoopLegacyHabitRow): LoopLegacyHabit {
  const color = row.Color.trim();
  return {
    name: row.Name.trim(),
    color: /^#[0-9A-Fa-f]{6}$/.test(color) ? color.toUpperCase() : DEFAULT_COLOR,
    schedule: loopPeriodSchedule(loopFrequencyPart(row.Interval)) ?? 'daily',
  };
}

/**
 * A warning for an older archive's habit whose period Taper has no schedule for (every 2 days):
 * its goal is chosen as a day's, and the preview says so.
 */
export function loopLegacyFrequencyWarning(
  row: LoopLegacyHabitRow,
  label: string,
  texts?: Texts,
): string | undefined {
  const days = loopFrequencyPart(row.Interval);
  if (loopPeriodSchedule(days) !== undefined) return undefined;
  if (texts) {
    const every =
      days === undefined
        ? `'${row.Interval.trim().slice(0, 20)}'`
        : say(texts, notes.everyDays, { days: countIn(texts, days) });
    return say(texts, notes.legacyFrequency, { label, every });
  }
  const every =
    days === undefined ? `'${row.Interval.trim().slice(0, 20)}'` : `every ${String(days)} days`;
  return `${label}: Loop's frequency (${every}) has no Taper schedule, so the goal chosen is a day's`;
}

/** A habit's name as a message shows it. */
export function loopLegacyLabel(row: LoopLegacyHabitRow): string {
  return cutText(row.Name.trim(), LIMITS.nameMax).trimEnd();
}

/**
 * A header-less Checkmarks.csv value (`%d` of the stored integer): thousandths of an amount;
 * from v2.0, 3 is a skipped day and −1 Unknown (no entry). v1.x wrote neither.
 */
export function readLoopLegacyCheckmark(cell: string, layout: 'v1' | 'v2.0'): LoopCheckmark {
  const text = cell.trim();
  if (!/^-?\d{1,30}$/.test(text)) return { kind: 'invalid' };
  const integer = Number(text);
  if (layout === 'v2.0' && integer === -1) return { kind: 'none' };
  if (layout === 'v2.0' && integer === 3) return { kind: 'skip' };
  if (integer < 0 || text.startsWith('-')) return { kind: 'invalid' };
  return { kind: 'amount', amount: integer / 1000 };
}

/** True when every stored value is 0, 1 or 2 (thousandths): yes/no checkmarks, not amounts. */
export function looksYesNo(amounts: readonly number[]): boolean {
  return amounts.length > 0 && amounts.every((amount) => [0, 0.001, 0.002].includes(amount));
}

/** Why a habit listed in Habits.csv is not imported when the archive has no folder for it. */
export const LOOP_MISSING_FOLDER_REASON = previewTexts.missingFolder.message;
