/**
 * Export and import (issue 22): the versioned Taper document, what an import reads of it, and the
 * import's preview and result. The document's JSON Schema (docs/taper-export.schema.json) is made
 * from `taperExportSchema`. Imported habits are planned here, purely: names made unique, every
 * entry's value read for the goal of its day and judged by it, as a logged day is.
 */
import { z } from 'zod';
import { storable } from './storableText';
import { userSchema } from './accountSchemas';
import { DEFAULT_ICON, LIMITS, PERFORMANCES } from './constants';
import type { IsoDate } from './dates';
import {
  goalOn,
  goalVersionSchema,
  judgeOnDay,
  normalizedHistory,
  type GoalHistory,
  type GoalVersion,
} from './goalHistory';
import { readEntryValue } from './judge';
import { BUDGET_SCHEDULES } from './goalValues';
import { hasBudget, judgeEntries } from './budgets';
import { DEFAULT_WEEK_START, type WeekStart } from './weeks';
import { isNumberPlan, planSchema, type Plan } from './plans';
import { issueSentence } from './issueMessages';
import { goalDescription } from './goalTexts';
import { planCourseText } from './goalOutlook';
import { importSettingsSchema } from './transferSettings';
import { unloggedDaysSchema, type UnloggedDays } from './unloggedDays';
import { baselineSchema, costPerUnitSchema, unitSchema } from './reductionSchemas';
import {
  dateOutputSchema,
  dateTimeSchema,
  habitDescriptionSchema,
  habitNameSchema,
  habitSchema,
  hexColorSchema,
  iconIdSchema,
  isoDateSchema,
} from './schemas';

export const TRANSFER_FORMAT = 'taper';
export const TRANSFER_VERSION = 1;

/** The most an import file may be, zipped or not. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** The most entries one import may bring (20 habits × 10 years is 73,000). */
export const IMPORT_MAX_ENTRIES = 200_000;
/** The most habits one import may bring. */
export const IMPORT_MAX_HABITS = 500;
/**
 * The most habits another app's file may list: past it the file is refused unread. Of those it
 * lists, only the habits that would be imported count toward `IMPORT_MAX_HABITS`.
 */
export const IMPORT_MAX_LISTED_HABITS = 5_000;
/** The most entries one habit of an import may bring (1900 to today is fewer than 46,000 days). */
export const IMPORT_MAX_ENTRIES_PER_HABIT = 50_000;

export const exportEntrySchema = z.object({
  date: dateOutputSchema,
  actualValue: z.number().nullable(),
  levelValue: z.string().nullable(),
  note: z.string().nullable(),
  performance: z.enum(PERFORMANCES),
});
export type ExportEntry = z.infer<typeof exportEntrySchema>;

/** A habit as the API presents it, with its goal history, plan and every entry. */
export const exportHabitSchema = habitSchema.and(
  z.object({
    goalHistory: z.array(goalVersionSchema).min(1),
    plan: planSchema.nullable(),
    entries: z.array(exportEntrySchema),
  }),
);
export type ExportHabit = z.infer<typeof exportHabitSchema>;

export const taperExportSchema = z
  .object({
    format: z.literal(TRANSFER_FORMAT),
    version: z.literal(TRANSFER_VERSION),
    exportedAt: dateTimeSchema,
    user: userSchema,
    habits: z.array(exportHabitSchema),
  })
  .meta({
    title: 'Taper export',
    description: 'A Taper account as GET /api/export?format=json gives it; version 1.',
  });
export type TaperExport = z.infer<typeof taperExportSchema>;

const tooManyEntries = `The file has more than ${String(IMPORT_MAX_ENTRIES)} entries`;

/** What an import reads of a Taper document: ids, timestamps and judged results are its own. */
export const taperImportSchema = z.object({
  format: z.literal(TRANSFER_FORMAT, 'Not a Taper export: "format" must be "taper"'),
  version: z.literal(TRANSFER_VERSION, 'Only version 1 of the Taper export can be imported'),
  habits: z
    .array(
      z.object({
        name: storable(z.string().trim().min(1).max(LIMITS.nameMax)),
        color: hexColorSchema,
        icon: iconIdSchema,
        goalHistory: z
          .array(goalVersionSchema.extend({ effectiveFrom: isoDateSchema }))
          .min(1)
          .max(1000),
        plan: planSchema.nullish(),
        archived: z.boolean().optional(),
        unloggedDays: unloggedDaysSchema.optional(),
        baseline: baselineSchema.optional(),
        unit: unitSchema.optional(),
        costPerUnit: costPerUnitSchema.optional(),
        description: habitDescriptionSchema.optional(),
        loopUuid: z.string().max(64).nullish(),
        // Each entry is read on its own (`readImportEntries`): one message for the first bad one.
        entries: z.array(z.unknown()).max(IMPORT_MAX_ENTRIES, tooManyEntries),
      }),
    )
    .max(IMPORT_MAX_HABITS, `The file has more than ${String(IMPORT_MAX_HABITS)} habits`),
  /** The exporting user: only the settings an import may bring back are read (`taperExportSettings`). */
  user: z.unknown().optional(),
});
export type TaperImport = z.infer<typeof taperImportSchema>;

/** The fields every import reads of an entry, checked as the API checks a logged day. */
const importEntryShape = {
  date: isoDateSchema,
  actualValue: z.number().min(0, 'Please enter a valid number').max(1e12).nullish(),
  levelValue: storable(z.string().min(1).max(16)).nullish(),
  note: storable(z.string().max(LIMITS.noteMax)).nullish(),
};

/** An entry of a Taper document. */
export const importEntrySchema = z.object({
  ...importEntryShape,
  /** Only 'skipped' is read: every other result is judged again by the day's goal. */
  performance: storable(z.string().max(16)).nullish(),
});

/** An entry of any import file (Taper, Loop, …) once read: the rules every import applies. */
export const importEntryInputSchema = z.object({
  ...importEntryShape,
  skip: z.boolean().optional(),
});

/** A habit of any import file once read, before its entries: the rules every import applies. */
export const importHabitInputSchema = z.object({
  name: habitNameSchema,
  color: hexColorSchema,
  icon: iconIdSchema,
  history: z
    .array(goalVersionSchema.extend({ effectiveFrom: isoDateSchema }))
    .min(1)
    .max(1000),
  plan: planSchema.nullable(),
  archived: z.boolean().optional(),
  entries: z
    .array(z.unknown())
    .max(
      IMPORT_MAX_ENTRIES_PER_HABIT,
      `A habit has more than ${String(IMPORT_MAX_ENTRIES_PER_HABIT)} entries`,
    ),
});

/** An entry to import, as a value for its goal, or a skipped day (no value). */
export interface ImportEntryInput {
  date: IsoDate;
  actualValue?: number | null;
  levelValue?: string | null;
  note?: string | null;
  skip?: boolean;
}

/** A habit an import file holds, before it is checked. */
export interface ImportHabitInput {
  name: string;
  color: string;
  icon: string;
  history: readonly GoalVersion[];
  plan: Plan | null;
  /** Archived in the file: created archived, with all its entries. */
  archived?: boolean;
  /** What a past day without an entry counts as ('not_logged' when the file does not say). */
  unloggedDays?: UnloggedDays;
  /** A number habit's baseline, unit and cost per unit (issue 33), when the file has them. */
  baseline?: number | null;
  unit?: string | null;
  costPerUnit?: number | null;
  /** What the habit is about (Loop's question and description), at most 500 characters. */
  description?: string | null;
  /** Loop's uuid of the habit: a second import of the same backup adds to it. */
  loopUuid?: string | null;
  entries: readonly ImportEntryInput[];
}

export interface ImportedEntry {
  date: IsoDate;
  actualValue: number | null;
  levelValue: string | null;
  note: string | null;
  performance: (typeof PERFORMANCES)[number];
}

export interface ImportedHabit extends Omit<ImportHabitInput, 'entries'> {
  /** The file's name, and the one it is created with (' (imported)' when taken). */
  sourceName: string;
  entries: ImportedEntry[];
}

export const importSkipSchema = z.object({ name: z.string(), reason: z.string() });
export type ImportSkip = z.infer<typeof importSkipSchema>;

/** A habit of the file that waits for a chosen goal, as the preview lists it. */
export const importGoalChoiceSchema = z.object({
  /** What the request's `goals` names it by. */
  key: z.string(),
  name: z.string(),
  entries: z.number().int(),
  /** The largest amount it holds (to choose a target by), null without amounts. */
  largest: z.number().nullable(),
  /** Its frequency: a day's goal, or a week's or month's budget. */
  schedule: z.enum(['daily', ...BUDGET_SCHEDULES]),
  /** The target chosen in this request, or null (left out). */
  atMost: z.number().nullable(),
  /** A word of advice: 'Its values are all 0, 1 or 2: it looks like a yes/no habit'. */
  hint: z.string().nullable(),
});
export type ImportGoalChoice = z.infer<typeof importGoalChoiceSchema>;

export const importPreviewSchema = z.object({
  dryRun: z.literal(true),
  source: z.enum(['taper', 'loop', 'loop_backup', 'habitbull']),
  /** The file's kind as a person names it: 'Loop backup (schema 24)'. */
  sourceName: z.string(),
  habits: z.array(
    z.object({
      name: z.string(),
      importedAs: z.string(),
      /**
       * The goal it is created with: today's, as the habit's screen says it ('Goal: 3 daily'), with
       * a taper plan's course beside it ('Goal: 5 daily · plan: 5 → 2 by 12 Jan').
       */
      goal: z.string(),
      entries: z.number().int(),
      from: dateOutputSchema.nullable(),
      to: dateOutputSchema.nullable(),
      /**
       * true when the habit is already here (the same Loop habit, by its uuid): only the days it
       * lacks are added, and `entries` counts them; absent for a habit the import creates.
       */
      alreadyHere: z.literal(true).optional(),
    }),
  ),
  /** A line for each habit already here: 'Beer: already here, 3 new days'; absent when none. */
  alreadyHere: z.array(z.string()).optional(),
  entries: z.number().int(),
  skipped: z.array(importSkipSchema),
  /** What the import changes of the file to keep it (a note cut to 1,000 characters), a line each. */
  warnings: z.array(z.string()),
  /** A Taper export's week start, day end and theme, which `restoreSettings=true` brings back. */
  settings: importSettingsSchema.optional(),
  /** Habits whose goal the person chooses (a file without targets); absent when there are none. */
  goalChoices: z.array(importGoalChoiceSchema).optional(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = z.object({
  habitsImported: z.number().int(),
  entriesImported: z.number().int(),
  /** Habits already here (the same Loop habit) that got new days; absent when none. */
  habitsAddedTo: z.number().int().optional(),
  skipped: z.array(importSkipSchema),
  warnings: z.array(z.string()),
  /** The settings brought back (with `restoreSettings=true` from a Taper export that has them). */
  settingsRestored: importSettingsSchema.optional(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/**
 * GET /api/export?format=loop&dryRun=true: what the Loop backup would hold and the days it leaves
 * out because Loop cannot hold them (before 1970, an amount past 2,147,483.647), said before the
 * download.
 */
export const loopExportCheckSchema = z.object({
  dryRun: z.literal(true),
  format: z.literal('loop'),
  habits: z.number().int(),
  /** The entries the backup holds. */
  entries: z.number().int(),
  leftOut: z.object({
    /** Days before 1970-01-01. */
    beforeEpoch: z.number().int(),
    /** Days of an amount over 2,147,483.647 (Loop keeps thousandths in a 32-bit integer). */
    overRange: z.number().int(),
  }),
  /** What is left out in a sentence, or null when nothing is. */
  message: z.string().nullable(),
});
export type LoopExportCheck = z.infer<typeof loopExportCheckSchema>;

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
const STEP_ENTRIES = 2_000;

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
    if (total > IMPORT_MAX_ENTRIES) return { ok: false, message: tooManyEntries };
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
function importedGoalDescription(history: readonly GoalVersion[], today?: IsoDate): string {
  if (today === undefined) {
    const latest = history[history.length - 1];
    return latest ? goalDescription(latest.goal) : '';
  }
  if (history.length === 0) return '';
  const goal = goalDescription(goalOn(history, today));
  const plan = planCourseText(history, today);
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
): ImportPreview {
  return {
    dryRun: true,
    source,
    sourceName,
    habits: habits.map((habit) => ({
      name: habit.sourceName,
      importedAs: habit.name,
      goal: importedGoalDescription(habit.history, today),
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
  taper: 'Taper export',
  loop: 'Loop CSV export',
  loop_backup: 'Loop backup',
  habitbull: 'HabitBull CSV',
};
