/**
 * What an import and an export answer: the preview of an import file (its habits, goals to choose,
 * groups, skips and warnings), the import's result, and the Loop backup's check before a download.
 */
import { z } from 'zod';
import { BUDGET_SCHEDULES } from './goalValues';
import { importSettingsSchema } from './transferSettings';
import { dateOutputSchema } from './schemas';
import { importGroupPreviewSchema } from './transferGroups';

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
  /**
   * What the habits left out are, for the summary line ('yes/no habits'), each kind once, most
   * frequent first, in the caller's language; empty when a reason has no kind.
   */
  skipKinds: z.array(z.string()).optional(),
  /** What the import changes of the file to keep it (a note cut to 1,000 characters), a line each. */
  warnings: z.array(z.string()),
  /** A Taper export's week start, day end and theme, which `restoreSettings=true` brings back. */
  settings: importSettingsSchema.optional(),
  /** Habits whose goal the person chooses (a file without targets); absent when there are none. */
  goalChoices: z.array(importGoalChoiceSchema).optional(),
  /** The habit groups a Taper export brings, with how many of its habits each holds; absent when none. */
  groups: z.array(importGroupPreviewSchema).optional(),
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
  /** The habit groups created (a Taper export's); absent when none. */
  groupsImported: z.number().int().optional(),
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
  /**
   * 'Loop has no groups: your habits are exported without them.' when the user has habit groups
   * (the backup flattens them); null when they have none.
   */
  groups: z.string().nullable(),
});
export type LoopExportCheck = z.infer<typeof loopExportCheckSchema>;
