/**
 * The shapes of export and import: the versioned Taper document, what an import reads of it, and
 * the import's preview and result, with their limits. The document's JSON Schema
 * (docs/taper-export.schema.json) is made from `taperExportSchema`.
 */
import { z } from 'zod';
import { storable } from './storableText';
import { userSchema } from './accountSchemas';
import { LIMITS, PERFORMANCES } from './constants';
import type { IsoDate } from './dates';
import { goalVersionSchema, type GoalVersion } from './goalHistory';
import { planSchema } from './planInput';
import type { Plan } from './plans';
import { habitRemindersSchema, type Reminder } from './reminders';
import { unloggedDaysSchema, type UnloggedDays } from './unloggedDays';
import { baselineSchema, costPerUnitSchema, unitSchema } from './reductionSchemas';
import {
  dateOutputSchema,
  dateTimeSchema,
  habitDescriptionSchema,
  habitNameSchema,
  hexColorSchema,
  iconIdSchema,
  isoDateSchema,
} from './schemas';
import { habitSchema } from './answerSchemas';
import { countsAsSchema } from './groupFields';
import { groupSchema } from './groupSchemas';

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
    /**
     * The user's habit groups, in their order; a habit's `groupId` names one of them by its `id`.
     * Absent in files from before groups.
     */
    groups: z
      .array(groupSchema)
      .optional()
      .meta({ description: "The user's habit groups; a habit's groupId names one by its id" }),
    habits: z.array(exportHabitSchema),
  })
  .meta({
    title: 'Taper export',
    description: 'A Taper account as GET /api/export?format=json gives it; version 1.',
  });
export type TaperExport = z.infer<typeof taperExportSchema>;

export const TOO_MANY_ENTRIES_MESSAGE = `The file has more than ${String(IMPORT_MAX_ENTRIES)} entries`;

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
        // Its reminders, or an older export's one `reminder`, are read with the habit's name
        // (`importedReminders`, transferReminders.ts): a list that could not be saved is refused naming the habit.
        reminders: z.unknown().optional(),
        reminder: z.unknown().optional(),
        // The group (one of the file's `groups`, by id) and countsAs are read with the groups
        // (`readImportGroups`): one message naming the habit.
        groupId: z.unknown().optional(),
        countsAs: z.unknown().optional(),
        // Each entry is read on its own (`readImportEntries`): one message for the first bad one.
        entries: z.array(z.unknown()).max(IMPORT_MAX_ENTRIES, TOO_MANY_ENTRIES_MESSAGE),
      }),
    )
    .max(IMPORT_MAX_HABITS, `The file has more than ${String(IMPORT_MAX_HABITS)} habits`),
  /** The file's groups, each read on its own (`readImportGroups`); absent before groups. */
  groups: z.array(z.unknown()).optional(),
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
  countsAs: countsAsSchema.optional(),
  reminders: habitRemindersSchema.optional(),
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
  /** Its group in a Taper export: the file's id of one of the file's groups, or null. */
  groupKey?: number | null;
  /** How much one logged unit counts in its group (1 when the file does not say). */
  countsAs?: number;
  /** Its reminders in a Taper export (none when the file has none). */
  reminders?: readonly Reminder[];
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
