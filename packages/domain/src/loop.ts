/**
 * Loop Habit Tracker's CSV export, read and written as Loop itself does (uhabits-core:
 * `HabitList.writeCSV`, `HabitsCSVExporter`, `Entry.formattedValue`):
 *
 * - `Habits.csv`: Position ('001'), Name, Type (YES_NO or NUMERICAL), Question, Description,
 *   FrequencyNumerator, FrequencyDenominator, Color ('#RRGGBB'), Unit, Target Type (AT_LEAST or
 *   AT_MOST), Target Value (a decimal such as '3.0', not scaled), Archived? ('true' or 'false').
 * - one folder per habit, `NNN Name` (the name stripped to letters, digits, spaces, '.', '_' and
 *   '-', at most 100 characters), holding `Checkmarks.csv` (Date, Value, Notes) and `Scores.csv`.
 * - a Checkmarks value is the stored integer: a numerical amount × 1000 (3 cups → '3000'), except
 *   that the integers 0, 1, 2, 3 and −1 are written by name, NO, YES_AUTO, YES_MANUAL, SKIP and
 *   UNKNOWN, whatever the habit's type (so a day of 0 cups reads 'NO').
 *
 * CSV text itself is parsed and written outside the domain; these functions map rows to Taper's
 * habits and entries and back.
 */
import { importPreviewMessages as previewTexts } from './i18n/importPreviewMessages';
import { DEFAULT_COLOR } from './constants';
import { isIsoDate, type IsoDate } from './dates';
import { goalSchema, type Goal } from './goalSchemas';
import { characterCount, cutText, importedName, quoted } from './importLeniency';
import { loopFrequencyGoal } from './loopFrequency';
import type { BudgetSchedule } from './goalValues';
import { UNIT_MAX } from './reductionLimits';
import { importNoteMessages as notes } from './i18n/importNoteMessages';
import { countIn, numberIn, say, type Texts } from './texts';

export const LOOP_HABITS_COLUMNS = [
  'Position',
  'Name',
  'Type',
  'Question',
  'Description',
  'FrequencyNumerator',
  'FrequencyDenominator',
  'Color',
  'Unit',
  'Target Type',
  'Target Value',
  'Archived?',
] as const;
export type LoopHabitRow = Record<(typeof LOOP_HABITS_COLUMNS)[number], string>;

export const LOOP_CHECKMARK_COLUMNS = ['Date', 'Value', 'Notes'] as const;
export const LOOP_SCORE_COLUMNS = ['Date', 'Score'] as const;

/** Loop keeps a numerical amount as an integer number of thousandths. */
const LOOP_SCALE = 1000;

/** The integers Loop writes by name (uhabits-core `Entry`). */
const NAMED_VALUES: Record<string, number> = {
  NO: 0,
  YES_AUTO: 1,
  YES_MANUAL: 2,
  SKIP: 3,
  UNKNOWN: -1,
};

export type LoopHabitImport =
  | {
      ok: true;
      name: string;
      color: string;
      archived: boolean;
      goal: Goal;
      /** Loop's unit ('cups'), cut to Taper's length; null when Loop has none. */
      unit: string | null;
      /** What was changed to keep the habit: a target rounded, a unit cut (a line each). */
      warnings: string[];
    }
  | { ok: false; name: string; reason: string };

/** How Loop writes a skipped day in Checkmarks.csv (its value 3, by name). */
export const LOOP_SKIP_CELL = 'SKIP';

export const LOOP_SKIP_REASONS = {
  yesNo: previewTexts.loopYesNo.message,
  atLeast: previewTexts.loopAtLeast.message,
  badTarget: previewTexts.loopBadTarget.message,
  hugeTarget: previewTexts.loopHugeTarget.message,
} as const;

/** The most a Taper number goal holds (SPEC §5). */
const GOAL_MAX = 1_000_000_000;

export type LoopTarget =
  { ok: true; target: number; warning?: string } | { ok: false; reason: string };

/**
 * A Loop target as a Taper goal, the same rule for every file and for a goal chosen in the
 * preview: a whole number from 0 to 1,000,000,000 as it is; a fraction rounded to the nearest
 * whole number (said in a warning naming the habit); over 1,000,000,000, or no number, refused.
 */
export function loopTarget(habit: string, value: number, texts?: Texts): LoopTarget {
  if (!Number.isFinite(value) || value < 0)
    return { ok: false, reason: LOOP_SKIP_REASONS.badTarget };
  const target = Math.round(value);
  if (target > GOAL_MAX) return { ok: false, reason: LOOP_SKIP_REASONS.hugeTarget };
  if (target === value) return { ok: true, target };
  return {
    ok: true,
    target,
    warning: texts
      ? say(texts, notes.targetRounded, {
          habit,
          value: numberIn(texts, value),
          target: countIn(texts, target),
        })
      : `${habit}: the target ${String(value)} is rounded to ${String(target)} (Taper's goals are whole numbers)`,
  };
}

/** A Target Value as Java writes a double ('3.0', '2.5', '2.0E9'); NaN when it is none. */
export function readLoopNumber(text: string): number {
  const trimmed = text.trim();
  return /^\d{1,20}(\.\d{1,20})?(E-?\d{1,3})?$/i.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Loop's colour in upper case (as Taper's presets are written) when valid, else the default. */
function importedColor(color: string): string {
  return /^#[0-9A-Fa-f]{6}$/.test(color) ? color.toUpperCase() : DEFAULT_COLOR;
}

/** The warning for a unit longer than a habit keeps, cut to its first characters. */
function unitCutWarning(name: string, unit: string, texts?: Texts): string {
  const kept = characterCount(cutText(unit, UNIT_MAX));
  if (texts)
    return say(texts, notes.unitCut, { name, unit: quoted(unit), kept: countIn(texts, kept) });
  return `${name}: the unit '${quoted(unit)}' is cut to its first ${String(kept)} characters`;
}

/**
 * What a row of Loop's Habits.csv becomes: an at-most numerical habit becomes a daily number goal
 * with Loop's target; yes/no and at-least habits are not imported, with the reason.
 */
export function loopHabitToTaper(row: LoopHabitRow, texts?: Texts): LoopHabitImport {
  // A name the API would refuse (blank, over 100 characters) is changed, with a warning.
  const named = importedName(row.Name, `Habit ${row.Position.trim()}`, texts);
  const name = named.name;
  const shown = name;
  if (row.Type !== 'NUMERICAL') return { ok: false, name: shown, reason: LOOP_SKIP_REASONS.yesNo };
  if (row['Target Type'] !== 'AT_MOST')
    return { ok: false, name: shown, reason: LOOP_SKIP_REASONS.atLeast };
  // Taper's goals are whole numbers (SPEC §5): '3.0' is 3, '2.5' is rounded, '2.0E9' refused.
  const value = readLoopNumber(row['Target Value']);
  const target = loopTarget(shown, value, texts);
  if (!target.ok) return { ok: false, name: shown, reason: target.reason };
  // Loop's 'at most 10 per week' (x/7) is a weekly budget, per month (x/30 or x/31) a monthly
  // one; another period becomes the nearest Taper goal, said in a warning.
  const frequency = loopFrequencyGoal(shown, value, target.target, row.FrequencyDenominator, texts);
  if (!frequency.ok) return { ok: false, name: shown, reason: frequency.reason };
  const goal = goalSchema.safeParse(frequency.goal);
  if (!goal.success) return { ok: false, name: shown, reason: LOOP_SKIP_REASONS.badTarget };
  const unit = row.Unit.trim();
  const warnings = [
    named.warning,
    // A period taken to a day, week or month says the target it became (rounded there).
    frequency.warning ?? target.warning,
    unit.length > UNIT_MAX ? unitCutWarning(shown, unit, texts) : undefined,
  ].filter((line) => line !== undefined);
  return {
    ok: true,
    name,
    color: importedColor(row.Color.trim()),
    archived: row['Archived?'].trim() === 'true',
    goal: goal.data,
    unit: unit === '' ? null : cutText(unit, UNIT_MAX).trimEnd(),
    warnings,
  };
}

/** A Checkmarks.csv value read for a numerical habit. */
export type LoopCheckmark =
  { kind: 'amount'; amount: number } | { kind: 'skip' } | { kind: 'none' } | { kind: 'invalid' };

export function readLoopCheckmark(cell: string): LoopCheckmark {
  const text = cell.trim();
  // Loop writes its one negative value, -1, by name: '-0' or '-5' is not Loop's.
  const integer =
    text in NAMED_VALUES ? NAMED_VALUES[text] : /^\d{1,30}$/.test(text) ? Number(text) : undefined;
  if (integer === undefined) return { kind: 'invalid' };
  if (integer === NAMED_VALUES.UNKNOWN) return { kind: 'none' };
  if (text === LOOP_SKIP_CELL) return { kind: 'skip' };
  if (integer < 0) return { kind: 'invalid' };
  return { kind: 'amount', amount: integer / LOOP_SCALE };
}

/**
 * An amount as Loop stores it, in thousandths: rounded, except that an amount is never read back
 * as something else — one over 0 is never 0, and never 3, Loop's code of a skipped day (0.003 is
 * written as 0.004, 0.0027 as 0.002).
 */
export function loopAmountInteger(amount: number): number {
  const integer = Math.round(amount * LOOP_SCALE);
  if (amount > 0 && integer === 0) return 1;
  if (integer === NAMED_VALUES.SKIP) return amount * LOOP_SCALE < NAMED_VALUES.SKIP ? 2 : 4;
  return integer;
}

/** An amount as Loop writes it in Checkmarks.csv. */
export function loopCheckmarkValue(amount: number): string {
  const integer = loopAmountInteger(amount);
  const named = Object.entries(NAMED_VALUES).find(([, value]) => value === integer);
  return named ? named[0] : String(integer);
}

/** A Checkmarks.csv date: Loop writes `yyyy-MM-dd`. */
export function readLoopDate(cell: string): IsoDate | undefined {
  const text = cell.trim();
  return isIsoDate(text) ? text : undefined;
}

/** A habit's folder in Loop's archive: '001 Morning coffee'. */
export function loopHabitFolder(position: number, name: string): string {
  const sane = name.replace(/[^ a-zA-Z0-9._-]+/g, '').slice(0, 100);
  return `${String(position).padStart(3, '0')} ${sane}`.trim();
}

/** A number goal's row of Habits.csv, as Loop writes an at-most numerical habit. */
export function loopHabitRow(
  habit: {
    name: string;
    color: string;
    dailyGoal: number;
    archived?: boolean;
    /** A budget's schedule: its target is per 7 or 30 days, as Loop writes a week's or month's. */
    budget?: BudgetSchedule;
    /** The habit's unit ('cups'), or null. */
    unit?: string | null;
  },
  position: number,
): LoopHabitRow {
  return {
    Position: String(position).padStart(3, '0'),
    Name: habit.name,
    Type: 'NUMERICAL',
    Question: '',
    Description: '',
    FrequencyNumerator: '1',
    FrequencyDenominator:
      habit.budget === 'weekly_budget' ? '7' : habit.budget === 'monthly_budget' ? '30' : '1',
    Color: habit.color.toUpperCase(),
    Unit: habit.unit ?? '',
    'Target Type': 'AT_MOST',
    // Java's Double.toString: '3.0', '2.5'.
    'Target Value': Number.isInteger(habit.dailyGoal)
      ? `${String(habit.dailyGoal)}.0`
      : String(habit.dailyGoal),
    'Archived?': habit.archived === true ? 'true' : 'false',
  };
}
