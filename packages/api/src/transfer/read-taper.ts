/**
 * A Taper JSON export read into the habits it holds (`ImportRead`): parsed in pieces within
 * limits (`parseJsonInSlices`), its shape checked by the domain's schemas; the rules every import
 * applies (names, notes, values, dates, goals) are checked afterwards, for every kind of file.
 */
import {
  IMPORT_MAX_ENTRIES,
  IMPORT_MAX_HABITS,
  importEntrySchema,
  taperImportSchema,
  type ImportEntryInput,
  type ImportHabitInput,
} from '@taper/domain';
import { importedReminders, readImportGroups, taperExportSettings } from '@taper/domain/rules';
import type { ImportRead } from './import-read';
import { parseJsonInSlices, type JsonLimits } from './json';
import { ImportRefused, refused } from './refusal';
import { Slicer } from './slices';

/** A Taper export of the most an import may bring fits well within these. */
export const TAPER_JSON_LIMITS: JsonLimits = {
  maxDepth: 16,
  maxContainers: IMPORT_MAX_ENTRIES + IMPORT_MAX_HABITS * 1000,
  maxMembers: IMPORT_MAX_ENTRIES + IMPORT_MAX_HABITS * 1000,
  maxPartChars: 1024 * 1024,
};

export async function readTaper(bytes: Uint8Array): Promise<ImportRead> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refused('notUtf8Json');
  }
  const slicer = new Slicer();
  const parsed = await parseJsonInSlices(text, TAPER_JSON_LIMITS, slicer);
  const result = taperImportSchema.safeParse(parsed);
  if (!result.success) throw refused('notTaper', { problem: { issues: result.error.issues } });
  // The groups and each habit's place in them, checked before any entry is read.
  const grouped = readImportGroups(result.data.groups, result.data.habits);
  if (!grouped.ok) throw new ImportRefused(grouped.message);
  const habits: ImportHabitInput[] = [];
  let total = 0;
  for (const [at, habit] of result.data.habits.entries()) {
    total += habit.entries.length;
    if (total > IMPORT_MAX_ENTRIES)
      throw refused('fileEntries', { max: String(IMPORT_MAX_ENTRIES) });
    const entries: ImportEntryInput[] = [];
    for (const [index, raw] of habit.entries.entries()) {
      const entry = importEntrySchema.safeParse(raw);
      if (!entry.success)
        throw refused('taperEntry', {
          habit: habit.name,
          position: String(index + 1),
          problem: { issues: entry.error.issues },
        });
      const { performance, ...value } = entry.data;
      entries.push(performance === 'skipped' ? { ...value, skip: true } : value);
      if (index % 100 === 99) await slicer.pause();
    }
    const reminders = importedReminders(habit);
    if (!reminders.ok)
      throw refused('habitProblem', { habit: habit.name, problem: reminders.message });
    habits.push({
      name: habit.name,
      color: habit.color,
      icon: habit.icon,
      history: habit.goalHistory,
      plan: habit.plan ?? null,
      archived: habit.archived === true,
      ...(habit.unloggedDays ? { unloggedDays: habit.unloggedDays } : {}),
      description: habit.description ?? null,
      loopUuid: habit.loopUuid ?? null,
      reminders: reminders.reminders,
      ...grouped.memberships[at],
      // A number habit's reduction fields; a level or tag habit has none.
      ...(habit.goalHistory[habit.goalHistory.length - 1]?.goal.goalType === 'number'
        ? {
            baseline: habit.baseline ?? null,
            unit: habit.unit ?? null,
            costPerUnit: habit.costPerUnit ?? null,
          }
        : {}),
      entries,
    });
  }
  const settings = taperExportSettings(result.data.user);
  return {
    source: 'taper',
    skipped: [],
    habits,
    ...(grouped.groups.length > 0 ? { groups: grouped.groups } : {}),
    ...(settings ? { settings } : {}),
  };
}
