/**
 * A Taper export's habit groups (issue 51), read back by an import: the file's groups, checked as
 * `POST /api/groups` checks a group, and each habit's membership (`groupId`, which names one of
 * the file's groups by its id there, and `countsAs`). The first problem refuses the whole file
 * with a sentence, so the preview refuses exactly what the import refuses.
 */
import { z } from 'zod';
import { countsAsSchema, habitGroupIdSchema } from './groupFields';
import {
  groupBudgetSchema,
  groupNameSchema,
  groupPositionSchema,
  type GroupBudget,
} from './groupSchemas';
import { issueSentence } from './issueMessages';
import { hexColorSchema } from './schemas';

/** The most groups one import may bring. */
export const IMPORT_MAX_GROUPS = 500;

/** A group of a Taper document as an import reads it: only its id and name are required. */
export const importGroupSchema = z.object({
  id: z
    .number("A group's id is a whole number")
    .int("A group's id is a whole number")
    .positive("A group's id is a whole number")
    .max(2_147_483_647, "A group's id is a whole number"),
  name: groupNameSchema,
  color: hexColorSchema.nullish(),
  position: groupPositionSchema.optional(),
  collapsed: z.boolean('Collapsed is true or false').optional(),
  budget: groupBudgetSchema.nullish(),
});

/** A group an import creates, in the order it is created (the file's positions). */
export interface ImportGroup {
  /** The group's id in the file, which its habits' `groupId` names. */
  key: number;
  name: string;
  color: string | null;
  collapsed: boolean;
  budget: GroupBudget | null;
}

/** A habit's membership as the file gives it. */
export interface ImportMembership {
  /** The file's id of the habit's group, or null for none. */
  groupKey: number | null;
  countsAs: number;
}

export type ImportGroupsCheck =
  | { ok: true; groups: ImportGroup[]; memberships: ImportMembership[] }
  | { ok: false; message: string };

/** The preview's line of a group: its name and how many of the file's habits it holds. */
export const importGroupPreviewSchema = z.object({ name: z.string(), habits: z.number().int() });
export type ImportGroupPreview = z.infer<typeof importGroupPreviewSchema>;

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? issueSentence(issue) : 'Invalid input';
}

function groupLabel(raw: unknown, index: number): string {
  const name = typeof raw === 'object' && raw !== null ? (Reflect.get(raw, 'name') as unknown) : '';
  const place = `Group ${String(index + 1)}`;
  return typeof name === 'string' && name.trim() !== ''
    ? `${place} (${name.trim().slice(0, 60)})`
    : place;
}

function readGroups(
  raw: readonly unknown[],
): { ok: true; groups: ImportGroup[] } | { ok: false; message: string } {
  if (raw.length > IMPORT_MAX_GROUPS)
    return { ok: false, message: `The file has more than ${String(IMPORT_MAX_GROUPS)} groups` };
  const read: { group: ImportGroup; position: number; index: number }[] = [];
  const seen = new Set<number>();
  for (const [index, given] of raw.entries()) {
    const parsed = importGroupSchema.safeParse(given);
    if (!parsed.success)
      return { ok: false, message: `${groupLabel(given, index)}: ${firstIssue(parsed.error)}` };
    const { id, name, color, position, collapsed, budget } = parsed.data;
    if (seen.has(id))
      return { ok: false, message: `Two groups of the file have the id ${String(id)}` };
    seen.add(id);
    read.push({
      group: {
        key: id,
        name,
        color: color ?? null,
        collapsed: collapsed === true,
        budget: budget ?? null,
      },
      position: position ?? index,
      index,
    });
  }
  // Created in the file's order of groups: by position, then as listed.
  read.sort((a, b) => a.position - b.position || a.index - b.index);
  return { ok: true, groups: read.map((r) => r.group) };
}

/**
 * The file's groups (absent in a file from before groups) and each habit's membership, checked:
 * a bad group, a habit naming a group the file does not hold, or a `countsAs` out of range refuses
 * the file. `habits` are the file's habits, in its order, with their names for the messages.
 */
export function readImportGroups(
  groups: readonly unknown[] | undefined,
  habits: readonly { name: string; groupId?: unknown; countsAs?: unknown }[],
): ImportGroupsCheck {
  const read = readGroups(groups ?? []);
  if (!read.ok) return read;
  const keys = new Set(read.groups.map((group) => group.key));
  const memberships: ImportMembership[] = [];
  for (const habit of habits) {
    const groupId = habitGroupIdSchema.optional().safeParse(habit.groupId);
    if (!groupId.success)
      return { ok: false, message: `${habit.name}: ${firstIssue(groupId.error)}` };
    const countsAs = countsAsSchema.optional().safeParse(habit.countsAs);
    if (!countsAs.success)
      return { ok: false, message: `${habit.name}: ${firstIssue(countsAs.error)}` };
    const groupKey = groupId.data ?? null;
    if (groupKey !== null && !keys.has(groupKey))
      return {
        ok: false,
        message: `${habit.name} is in group ${String(groupKey)}, which is not among the file's groups`,
      };
    memberships.push({ groupKey, countsAs: countsAs.data ?? 1 });
  }
  return { ok: true, groups: read.groups, memberships };
}

/** The preview's groups: each with how many of the habits to import it holds. */
export function importGroupsPreview(
  groups: readonly ImportGroup[],
  habits: readonly { groupKey?: number | null }[],
): ImportGroupPreview[] {
  return groups.map((group) => ({
    name: group.name,
    habits: habits.filter((habit) => habit.groupKey === group.key).length,
  }));
}
