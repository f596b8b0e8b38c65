/**
 * Taper's habits as Loop Habit Tracker holds them, for the exports Loop users take back: the .db
 * backup (`GET /api/export?format=loop`, which Loop's "Import data" reads through its
 * `LoopDBImporter`) and the README.txt of the CSV zip, which says what Loop's layout cannot keep.
 *
 * Loop's model (uhabits-core `HabitRecord`, `EntryRecord`, `Entry`): a numerical habit has one
 * target (`target_value`, a real, not scaled), `target_type` 1 for "at most", a frequency
 * `freq_num / freq_den` (Loop's numerical habit dialog offers every day 1/1, every week 1/7 and
 * every month 1/30, the target being that period's), a `unit`, a `description`, a palette colour
 * index and `position`; each entry is an integer (an amount × 1000, or 3 SKIP, −1 UNKNOWN) on the
 * day's UTC midnight in milliseconds, with its `notes`.
 */
import { addDays, type IsoDate, toDayNumber, weekdayIndex } from './dates';
import { weekdayName } from './dateTexts';
import { goalOn, type GoalHistory } from './goalHistory';
import type { Goal } from './goalSchemas';
import { hasPerWeekdayGoals, isBudgetGoal, levelLabel, tagName, tagCountOf } from './goals';
import { LEVELS } from './goalValues';
import { entryOnScale, goalOnScale, scaleLabel, type EntryValueFields } from './judge';
import { loopAmountInteger } from './loop';
import { LOOP_BACKUP_MAX_VERSION, LOOP_PALETTE } from './loopBackup';

/** The schema version of the backup Taper writes: the newest Loop's importer accepts. */
export const LOOP_EXPORT_VERSION = LOOP_BACKUP_MAX_VERSION;

/** Loop's stored integers for a skipped day and a day with no known value (`Entry`). */
export const LOOP_SKIP_VALUE = 3;
export const LOOP_UNKNOWN_VALUE = -1;
/** Loop's numerical habit type and its "at most" target type. */
export const LOOP_NUMERICAL = 1;
export const LOOP_AT_MOST = 1;

/** The index of Loop's palette colour nearest to `#RRGGBB` (the same colour when it is one). */
export function loopPaletteIndex(color: string): number {
  const rgb = (hex: string) => {
    const value = /^#([0-9a-f]{6})$/i.exec(hex.trim())?.[1];
    if (value === undefined) return undefined;
    const n = parseInt(value, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255] as const;
  };
  const wanted = rgb(color);
  if (!wanted) return 0;
  let best = 0;
  let bestDistance = Infinity;
  LOOP_PALETTE.forEach((candidate, index) => {
    const [r, g, b] = rgb(candidate) ?? [0, 0, 0];
    const distance = (r - wanted[0]) ** 2 + (g - wanted[1]) ** 2 + (b - wanted[2]) ** 2;
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/** A day as Loop stores it: the milliseconds of its UTC midnight. */
export function loopBackupTimestamp(date: IsoDate): number {
  return toDayNumber(date) * 86_400_000;
}

/** Loop's frequency of a goal: a weekly budget 1 per 7 days, a monthly one 1 per 30, else daily. */
export function loopFrequency(goal: Goal): { freqNum: number; freqDen: number } {
  if (!isBudgetGoal(goal)) return { freqNum: 1, freqDen: 1 };
  return { freqNum: 1, freqDen: goal.goalSchedule === 'weekly_budget' ? 7 : 30 };
}

/** Each weekday's goal of a per-weekday goal, from `today`: 'Monday 3, Tuesday 2, …'. */
function weekdayGoals(goal: Goal, today: IsoDate): string {
  const days = Array.from({ length: 7 }, (_, i) => addDays(today, i)).sort(
    (a, b) => weekdayIndex(a) - weekdayIndex(b),
  );
  return days
    .map((day) => `${weekdayName(day)} ${scaleLabel(goal, goalOnScale(goal, day))}`)
    .join(', ');
}

/**
 * The description Loop shows under the habit: what its numbers mean when they are not amounts (a
 * level's rank, a tag's position) and the goals Loop's one target cannot hold.
 */
export function loopHabitDescription(goal: Goal, today: IsoDate): string {
  const lines: string[] = [];
  if (goal.goalType === 'level')
    lines.push(
      `Levels as ranks: ${LEVELS.map((level, rank) => `${String(rank)} ${levelLabel(level)}`).join(', ')}.`,
    );
  if (goal.goalType === 'custom_tags')
    lines.push(
      `Tags as positions: ${Array.from({ length: tagCountOf(goal) }, (_, i) => `${String(i + 1)} ${tagName(goal, i + 1)}`).join(', ')}.`,
    );
  if (hasPerWeekdayGoals(goal))
    lines.push(
      `Goals by weekday in Taper: ${weekdayGoals(goal, today)}; the target is ${weekdayName(today)}'s.`,
    );
  return lines.join('\n');
}

/** A row of Loop's Habits table (schema 25), every column Loop's importer reads not null. */
export interface LoopHabitRecord {
  id: number;
  name: string;
  description: string;
  question: string;
  freq_num: number;
  freq_den: number;
  color: number;
  position: number;
  reminder_hour: null;
  reminder_min: null;
  reminder_days: number;
  highlight: number;
  archived: number;
  type: number;
  target_type: number;
  target_value: number;
  unit: string;
  uuid: string;
}

/**
 * A habit as Loop's numerical "at most" habit: its target is today's goal on its scale (an amount,
 * a level's rank, a tag's position), per day, week or month as the goal's schedule says.
 */
export function loopHabitRecord(
  habit: {
    id: number;
    name: string;
    color: string;
    archived: boolean;
    unit: string | null;
    /** 0-based, as Loop numbers its list. */
    position: number;
    uuid: string;
    /** The habit's own description: its first paragraph is Loop's question, the rest its description. */
    description?: string | null;
  },
  history: GoalHistory,
  today: IsoDate,
): LoopHabitRecord {
  const goal = goalOn(history, today);
  const { freqNum, freqDen } = loopFrequency(goal);
  const own = habit.description ?? '';
  const split = own.indexOf('\n\n');
  const question = split < 0 ? own : own.slice(0, split);
  const details = split < 0 ? '' : own.slice(split + 2);
  return {
    id: habit.id,
    name: habit.name,
    description: [details, loopHabitDescription(goal, today)]
      .filter((part) => part !== '')
      .join('\n\n'),
    question,
    freq_num: freqNum,
    freq_den: freqDen,
    color: loopPaletteIndex(habit.color),
    position: habit.position,
    reminder_hour: null,
    reminder_min: null,
    reminder_days: 0,
    highlight: 0,
    archived: habit.archived ? 1 : 0,
    type: LOOP_NUMERICAL,
    target_type: LOOP_AT_MOST,
    target_value: goalOnScale(goal, today),
    unit: habit.unit ?? '',
    uuid: habit.uuid,
  };
}

/** The most Loop stores: a Java int, so an amount of at most 2,147,483.647. */
export const LOOP_MAX_STORED = 2_147_483_647;
/** Loop's first day: it keeps days as milliseconds since 1970 and reads none before. */
export const LOOP_FIRST_DAY = '1970-01-01';

/** Why an entry is left out of a Loop backup. */
export type LoopLeftOutReason = 'beforeEpoch' | 'overRange';

/** What an entry becomes in a Loop backup. */
export type LoopEntryOutcome =
  | { kind: 'value'; value: number }
  | { kind: 'leftOut'; reason: LoopLeftOutReason }
  | { kind: 'none' };

/**
 * An entry in a Loop backup: 3 for a skipped day, else its value on its day's goal scale in
 * thousandths (an amount, a level's rank, a tag's position; `loopAmountInteger`); left out when
 * Loop cannot hold it (a day before 1970, an amount past 2,147,483.647); none without a value.
 */
export function loopEntryOutcome(
  history: GoalHistory,
  entry: EntryValueFields & { date: IsoDate; skipped: boolean },
): LoopEntryOutcome {
  if (entry.date < LOOP_FIRST_DAY) return { kind: 'leftOut', reason: 'beforeEpoch' };
  if (entry.skipped) return { kind: 'value', value: LOOP_SKIP_VALUE };
  const value = entryOnScale(goalOn(history, entry.date), entry);
  if (value === undefined || !Number.isFinite(value) || value < 0) return { kind: 'none' };
  const stored = loopAmountInteger(value);
  if (stored > LOOP_MAX_STORED) return { kind: 'leftOut', reason: 'overRange' };
  return { kind: 'value', value: stored };
}

/** An entry's stored integer in Loop, or undefined when the backup leaves it out. */
export function loopEntryValue(
  history: GoalHistory,
  entry: EntryValueFields & { date: IsoDate; skipped: boolean },
): number | undefined {
  const outcome = loopEntryOutcome(history, entry);
  return outcome.kind === 'value' ? outcome.value : undefined;
}

/** The days a Loop backup leaves out, by reason. */
export interface LoopLeftOut {
  beforeEpoch: number;
  overRange: number;
}

/** What the Loop backup leaves out, in a sentence; null when it leaves out nothing. */
export function loopLeftOutText(leftOut: LoopLeftOut): string | null {
  const total = leftOut.beforeEpoch + leftOut.overRange;
  if (total === 0) return null;
  const days = (n: number) => `${String(n)} ${n === 1 ? 'day' : 'days'}`;
  const parts = [
    leftOut.beforeEpoch > 0 ? `${days(leftOut.beforeEpoch)} before 1 January 1970` : undefined,
    leftOut.overRange > 0
      ? `${days(leftOut.overRange)} with an amount over 2,147,483.647`
      : undefined,
  ].filter((part) => part !== undefined);
  return `The Loop backup leaves out ${days(total)} Loop cannot hold: ${parts.join(' and ')}.`;
}

/** What a Loop export says of the user's habit groups (issue 51): Loop has none. */
export const LOOP_NO_GROUPS = 'Loop has no groups: your habits are exported without them.';

/** What Taper's habits lose in a Loop-shaped export, each kind said once. */
export interface LoopExportHabit {
  name: string;
  history: GoalHistory;
  hasPlan: boolean;
  unit: string | null;
  /** The name of the habit's group, which Loop cannot keep; null or absent for none. */
  group?: string | null;
}

/** README's line of the groups left out: 'Loop has no groups: … (Alcohol: Beer, Wine).'. */
function groupsLine(habits: readonly LoopExportHabit[]): string | undefined {
  const members = new Map<string, string[]>();
  for (const habit of habits)
    if (typeof habit.group === 'string')
      members.set(habit.group, [...(members.get(habit.group) ?? []), habit.name]);
  if (members.size === 0) return undefined;
  const listed = [...members].map(([group, names]) => `${group}: ${names.join(', ')}`);
  return `- ${LOOP_NO_GROUPS.slice(0, -1)} (${listed.join('; ')}).`;
}

/**
 * The README.txt of the CSV zip: the lines of what Loop's layout could not keep that apply to
 * these habits (none when every habit is a plain number habit with one goal).
 */
export function loopExportReadme(habits: readonly LoopExportHabit[], today: IsoDate): string {
  const named = (test: (habit: LoopExportHabit, goal: Goal) => boolean) =>
    habits
      .filter((habit) => test(habit, goalOn(habit.history, today)))
      .map((habit) => habit.name)
      .join(', ');
  const lines: string[] = [];
  const levels = named((_, goal) => goal.goalType === 'level');
  if (levels)
    lines.push(
      `- Levels are written as ranks (0 None, 1 Low, 2 Moderate, 3 High), times 1000 in Checkmarks.csv: ${levels}.`,
    );
  const tags = named((_, goal) => goal.goalType === 'custom_tags');
  if (tags)
    lines.push(
      `- Tags are written as their positions (1 for the first tag), times 1000 in Checkmarks.csv: ${tags}.`,
    );
  const weekdays = named((_, goal) => hasPerWeekdayGoals(goal));
  if (weekdays)
    lines.push(
      `- Goals that differ by weekday keep one target, today's (${weekdayName(today)}): ${weekdays}.`,
    );
  const changed = named((habit) => habit.history.length > 1);
  if (changed)
    lines.push(`- Only today's goal is kept, not the goals of earlier days: ${changed}.`);
  const plans = named((habit) => habit.hasPlan);
  if (plans) lines.push(`- Taper plans are not kept: ${plans}.`);
  const groups = groupsLine(habits);
  if (groups) lines.push(groups);
  const head =
    'Taper export in the layout of Loop Habit Tracker\'s "Export as CSV".\nTo bring everything back, import the Taper JSON export instead.\n';
  return lines.length === 0
    ? `${head}\nEvery habit is a number habit with one goal: nothing was left out.\n`
    : `${head}\nWhat this layout could not keep:\n${lines.join('\n')}\n`;
}
