/**
 * A habit's goal history: the goals it has had, each in force from a date. The first version is
 * stored from the habit's creation day and is in force for every day before any later version,
 * including days before the habit was created (backfill is judged by it). A day is judged by
 * exactly the version in force that day, so changing the goal 'from today' keeps every past result
 * (on the creation day too), and 'always' re-judges every day by the new goal.
 */
import { z } from 'zod';
import { addDays, type IsoDate } from './dates';
import { goalSchema, type Goal } from './goalSchemas';
import type { EntryValueFields, Judgement } from './judge';
import { judgeEntry, readEntryValue } from './judge';

export interface GoalVersion {
  /** The first day the goal is in force. */
  effectiveFrom: IsoDate;
  goal: Goal;
}

/** Versions sorted by `effectiveFrom`, one per date, never empty. */
export type GoalHistory = readonly GoalVersion[];

export const GOAL_EFFECTIVE_FROM = ['today', 'always'] as const;
export type GoalEffectiveFrom = (typeof GOAL_EFFECTIVE_FROM)[number];
export const goalEffectiveFromSchema = z.enum(
  GOAL_EFFECTIVE_FROM,
  "goalEffectiveFrom is 'today' or 'always'",
);

export const goalVersionSchema = z.object({
  effectiveFrom: z.string(),
  goal: goalSchema,
});

/** A history as given, or one goal that has always been in force. */
export function asHistory(goal: Goal | GoalHistory): GoalHistory {
  return isHistory(goal) ? goal : [{ effectiveFrom: '0000-01-01', goal }];
}

function isHistory(goal: Goal | GoalHistory): goal is GoalHistory {
  return Array.isArray(goal);
}

/** A habit's first history: its goal, in force from the day it was created. */
export function firstHistory(goal: Goal, createdOn: IsoDate): GoalVersion[] {
  return [{ effectiveFrom: createdOn, goal }];
}

/** The version in force on `date`: the last one from `date` or before, else the first. */
export function versionOn(history: GoalHistory, date: IsoDate): GoalVersion {
  const first = history[0];
  if (first === undefined) throw new Error('A goal history has at least one version');
  let found = first;
  for (const version of history) {
    if (version.effectiveFrom > date) break;
    found = version;
  }
  return found;
}

/** The goal in force on `date`. */
export function goalOn(history: GoalHistory, date: IsoDate): Goal {
  return versionOn(history, date).goal;
}

/** The entry judged by the goal in force on its day. */
export function judgeOnDay(
  history: GoalHistory,
  date: IsoDate,
  fields: EntryValueFields,
): Judgement {
  return judgeEntry(goalOn(history, date), date, fields);
}

export function sameGoal(a: Goal, b: Goal): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Sorted, one version per date (the later in the list wins), and no version repeating the last. */
export function normalizedHistory(versions: readonly GoalVersion[]): GoalVersion[] {
  const byDate = new Map<IsoDate, GoalVersion>();
  for (const version of versions) byDate.set(version.effectiveFrom, version);
  const sorted = [...byDate.values()].sort((a, b) =>
    a.effectiveFrom < b.effectiveFrom ? -1 : a.effectiveFrom > b.effectiveFrom ? 1 : 0,
  );
  const result: GoalVersion[] = [];
  for (const version of sorted) {
    const last = result[result.length - 1];
    if (last === undefined || !sameGoal(last.goal, version.goal)) result.push(version);
  }
  return result;
}

/**
 * The versions that judge the days before `day`, unchanged: those in force from an earlier day.
 * When the first version starts on `day` or later (a habit created today), it is kept from the day
 * before, so the days before `day` (backfill) stay judged by it.
 */
export function versionsBefore(history: GoalHistory, day: IsoDate): GoalVersion[] {
  const past = history.filter((version) => version.effectiveFrom < day);
  if (past.length > 0) return past;
  const first = versionOn(history, '0000-01-01');
  return [{ effectiveFrom: addDays(day, -1), goal: first.goal }];
}

/**
 * The history after the goal changes to `goal`: 'today' keeps every day before today as judged
 * and puts the new goal in force from today on (later versions, such as a plan's steps, are
 * dropped); 'always' makes it the only version, from the first version's day.
 */
export function changeGoal(
  history: GoalHistory,
  goal: Goal,
  effectiveFrom: GoalEffectiveFrom,
  today: IsoDate,
): GoalVersion[] {
  const first = versionOn(history, '0000-01-01');
  if (effectiveFrom === 'always') return [{ effectiveFrom: first.effectiveFrom, goal }];
  return normalizedHistory([...versionsBefore(history, today), { effectiveFrom: today, goal }]);
}

/**
 * The history as GET /goals shows it: the first version from the earliest of the habit's creation
 * day and its first logged day (it judges every day before the next version), unless that is not
 * before the next version (a change on the creation day), when it shows from its stored day.
 */
export function shownHistory(
  history: GoalHistory,
  createdOn: IsoDate,
  firstEntry: IsoDate | undefined,
): GoalVersion[] {
  const [first, ...rest] = history;
  if (!first) return [];
  const earliest = firstEntry !== undefined && firstEntry < createdOn ? firstEntry : createdOn;
  const next = rest[0]?.effectiveFrom;
  const from = next !== undefined && earliest >= next ? first.effectiveFrom : earliest;
  return [{ ...first, effectiveFrom: from }, ...rest];
}

/** An entry as re-judging reads it. */
export interface JudgedEntry extends EntryValueFields {
  id: number;
  date: IsoDate;
  performance: string;
}

/**
 * The entries whose result changes when the history becomes `next`: those of a day whose goal
 * changed, re-judged by the new goal. An entry the new goal cannot read (its goal type changed)
 * keeps its result.
 */
export function rejudgedEntries<T extends JudgedEntry>(
  previous: GoalHistory,
  next: GoalHistory,
  entries: readonly T[],
): { entry: T; performance: Judgement }[] {
  const changed: { entry: T; performance: Judgement }[] = [];
  for (const entry of entries) {
    const goal = goalOn(next, entry.date);
    if (sameGoal(goal, goalOn(previous, entry.date))) continue;
    if (!readEntryValue(goal, entry).ok) continue;
    const performance = judgeEntry(goal, entry.date, entry);
    if (performance !== entry.performance) changed.push({ entry, performance });
  }
  return changed;
}
