/**
 * Export and import (issue 22), the rules: imported habits are planned here, purely: names made
 * unique, every entry's value read for the goal of its day and judged by it, as a logged day is.
 * The shapes are in transferSchemas.ts.
 */
import { importPreviewMessages as previewTexts } from './i18n/importPreviewMessages';
import { z } from 'zod';
import { DEFAULT_ICON, LIMITS } from './constants';
import type { IsoDate } from './dates';
import {
  goalOn,
  judgeOnDay,
  normalizedHistory,
  type GoalHistory,
  type GoalVersion,
} from './goalHistory';
import { readEntryValue } from './judge';
import { hasBudget, judgeEntries } from './budgets';
import { DEFAULT_WEEK_START, type WeekStart } from './weeks';
import { isNumberPlan, type Plan } from './plans';
import { issueSentence } from './issueMessages';
import { goalDescription } from './goalTexts';
import type { Texts } from './texts';
import { planCourseText } from './goalOutlook';
import {
  IMPORT_MAX_ENTRIES,
  IMPORT_MAX_HABITS,
  importEntryInputSchema,
  TOO_MANY_ENTRIES_MESSAGE,
  importHabitInputSchema,
  type ImportedEntry,
  type ImportedHabit,
  type ImportEntryInput,
  type ImportHabitInput,
} from './transferSchemas';
import type { ImportGoalChoice, ImportPreview, ImportSkip } from './transferAnswers';

export * from './transferSchemas';
export * from './transferAnswers';

const IMPORTED_SUFFIX = ' (imported)';

/** `name`, or `name (imported)` (then `(imported 2)`, …) when a habit of that name exists. */
export function uniqueImportName(name: string, taken: ReadonlySet<string>): string {
  const key = (candidate: string) => candidate.trim().toLowerCase();
  if (!taken.has(key(name))) return name;
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? IMPORTED_SUFFIX : ` (imported ${String(n)})`;
    const candidate = `${name.slice(0, LIMITS.nameMax - suffix.length)}${suffix}`;
    if (!taken.has(key(candidate))) return candidate;
  }
}

/** Why a plan cannot step the habit's last goal, if it cannot (as PUT .../plan refuses it). */
function planMismatch(plan: Plan, history: readonly GoalVersion[]): string | undefined {
  const goal = history[history.length - 1]?.goal;
  if (goal?.goalType === 'number' && !isNumberPlan(plan))
    return 'a number goal plans with startGoal and endGoal';
  if (goal?.goalType === 'level' && isNumberPlan(plan))
    return 'a level goal plans with startLevel and endLevel';
  if (goal?.goalType === 'custom_tags') return 'custom-tag goals have no plan';
  return undefined;
}

export type ImportCheck = { ok: true; habits: ImportedHabit[] } | { ok: false; message: string };

/** The first issue of a refused value, as a sentence. */
function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? issueSentence(issue) : 'Invalid input';
}

function importedEntry(
  habit: ImportHabitInput,
  given: ImportEntryInput,
  index: number,
  today: IsoDate,
): ImportedEntry | string {
  const parsed = importEntryInputSchema.safeParse(given);
  if (!parsed.success) {
    const day = typeof given.date === 'string' ? given.date.slice(0, 20) : '';
    return `${habit.name}, entry ${String(index + 1)}${day ? ` (${day})` : ''}: ${firstProblem(parsed.error)}`;
  }
  // -0 is 0: a value is stored as the number a person means.
  const entry = parsed.data.actualValue === 0 ? { ...parsed.data, actualValue: 0 } : parsed.data;
  if (entry.date > today) return `${habit.name} has an entry for ${entry.date}, after today`;
  // A note is kept as written (the spaces in it are the person's); one of only spaces is none.
  const note = entry.note ?? '';
  if (entry.skip === true) {
    const skipped = 'skipped' as const;
    return {
      date: entry.date,
      actualValue: null,
      levelValue: null,
      note: note.trim() === '' ? null : note,
      performance: skipped,
    };
  }
  const goal = goalOn(habit.history, entry.date);
  const read = readEntryValue(goal, entry);
  if (!read.ok) return `${habit.name}, ${entry.date}: ${read.problem.description}`;
  return {
    date: entry.date,
    actualValue: 'actualValue' in read.value ? read.value.actualValue : null,
    levelValue: 'levelValue' in read.value ? read.value.levelValue : null,
    note: note.trim() === '' ? null : note,
    performance: judgeOnDay(habit.history, entry.date, entry),
  };
}

/** The entries with each day under a budget judged with its period's other days (issue 31). */
function withBudgetJudgements(
  history: GoalHistory,
  entries: ImportedEntry[],
  weekStart: WeekStart,
): ImportedEntry[] {
  if (!hasBudget(history)) return entries;
  const judged = judgeEntries(history, entries, weekStart);
  return entries.map((entry, index) => {
    const performance = judged[index];
    return entry.performance === 'skipped' || performance === undefined
      ? entry
      : { ...entry, performance };
  });
}

/** How many entries are checked between two steps of `checkImportSteps`. */
const STEP_ENTRIES = 250;

/** The label of a habit in a message: its name, or its place in the file when it has none. */
function habitLabel(habit: ImportHabitInput, index: number): string {
  const name = typeof habit.name === 'string' ? habit.name.trim().slice(0, LIMITS.nameMax) : '';
  return name === '' ? `Habit ${String(index + 1)}` : name;
}

/**
 * The habits as they will be created: every habit and entry checked with the rules the API
 * applies (the same schemas), unique names (against `existing` and each other), one entry per
 * day, each judged by its day's goal. The first problem refuses the whole file. A generator that
 * stops (yields) every few thousand entries, so a caller can let other work in between
 * (`checkImport` runs it to the end at once).
 */
export function* checkImportSteps(
  habits: readonly ImportHabitInput[],
  existing: readonly string[],
  today: IsoDate,
  allowedIcon: (icon: string) => boolean = () => true,
  weekStart: WeekStart = DEFAULT_WEEK_START,
): Generator<undefined, ImportCheck> {
  const taken = new Set(existing.map((name) => name.trim().toLowerCase()));
  const checked: ImportedHabit[] = [];
  let total = 0;
  let sinceStep = 0;
  if (habits.length > IMPORT_MAX_HABITS)
    return {
      ok: false,
      message: `The file has more than ${String(IMPORT_MAX_HABITS)} habits`,
    };
  for (const [index, given] of habits.entries()) {
    const label = habitLabel(given, index);
    const fields = importHabitInputSchema.safeParse(given);
    if (!fields.success) return { ok: false, message: `${label}: ${firstProblem(fields.error)}` };
    const habit = {
      ...given,
      name: fields.data.name,
      history: normalizedHistory(fields.data.history),
    };
    const planProblem = habit.plan && planMismatch(habit.plan, habit.history);
    if (planProblem) return { ok: false, message: `${habit.name}: ${planProblem}` };
    const name = uniqueImportName(habit.name, taken);
    taken.add(name.toLowerCase());
    total += habit.entries.length;
    if (total > IMPORT_MAX_ENTRIES) return { ok: false, message: TOO_MANY_ENTRIES_MESSAGE };
    const entries = new Map<IsoDate, ImportedEntry>();
    for (const [at, entry] of habit.entries.entries()) {
      const imported = importedEntry(habit, entry, at, today);
      if (typeof imported === 'string') return { ok: false, message: imported };
      if (entries.has(imported.date))
        return { ok: false, message: `${habit.name} has two entries for ${imported.date}` };
      entries.set(imported.date, imported);
      sinceStep += 1;
      if (sinceStep >= STEP_ENTRIES) {
        sinceStep = 0;
        yield;
      }
    }
    checked.push({
      ...habit,
      sourceName: habit.name,
      name,
      icon: allowedIcon(habit.icon) ? habit.icon : DEFAULT_ICON,
      entries: withBudgetJudgements(
        habit.history,
        [...entries.values()].sort((a, b) => (a.date < b.date ? -1 : 1)),
        weekStart,
      ),
    });
    yield;
  }
  return { ok: true, habits: checked };
}

/** `checkImportSteps` run to its end. */
export function checkImport(
  habits: readonly ImportHabitInput[],
  existing: readonly string[],
  today: IsoDate,
  allowedIcon: (icon: string) => boolean = () => true,
  weekStart: WeekStart = DEFAULT_WEEK_START,
): ImportCheck {
  const steps = checkImportSteps(habits, existing, today, allowedIcon, weekStart);
  for (;;) {
    const step = steps.next();
    if (step.done === true) return step.value;
  }
}

/**
 * The goal an import creates a habit with, in words: the goal in force `today`, with a taper plan's
 * course beside it ('Goal: 5 daily · plan: 5 → 2 by 12 Jan'); without `today`, the latest goal.
 */
function importedGoalDescription(
  history: readonly GoalVersion[],
  today?: IsoDate,
  texts?: Texts,
): string {
  if (today === undefined) {
    const latest = history[history.length - 1];
    return latest ? goalDescription(latest.goal, texts) : '';
  }
  if (history.length === 0) return '';
  const goal = goalDescription(goalOn(history, today), texts);
  const plan = planCourseText(history, today, texts);
  return plan === null ? goal : `${goal} · ${plan}`;
}

/** The preview of a checked import. */
export function importPreview(
  source: ImportPreview['source'],
  habits: readonly ImportedHabit[],
  skipped: readonly ImportSkip[],
  warnings: readonly string[] = [],
  sourceName: string = IMPORT_SOURCE_NAMES[source],
  goalChoices: readonly ImportGoalChoice[] = [],
  today?: IsoDate,
  /** The caller's language for the goals in words (English without). */
  texts?: Texts,
): ImportPreview {
  return {
    dryRun: true,
    source,
    sourceName,
    habits: habits.map((habit) => ({
      name: habit.sourceName,
      importedAs: habit.name,
      goal: importedGoalDescription(habit.history, today, texts),
      entries: habit.entries.length,
      from: habit.entries[0]?.date ?? null,
      to: habit.entries[habit.entries.length - 1]?.date ?? null,
    })),
    entries: habits.reduce((sum, habit) => sum + habit.entries.length, 0),
    skipped: [...skipped],
    warnings: [...warnings],
    ...(goalChoices.length > 0 ? { goalChoices: [...goalChoices] } : {}),
  };
}

/** How a preview names each kind of file (a Loop backup adds its schema version). */
export const IMPORT_SOURCE_NAMES: Record<ImportPreview['source'], string> = {
  taper: previewTexts.sourceTaper.message,
  loop: previewTexts.sourceLoop.message,
  loop_backup: previewTexts.sourceLoopBackup.message,
  habitbull: previewTexts.sourceHabitBull.message,
};
