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

/** Bytes decoded between two looks at the clock (a 20 MB file is not decoded in one go). */
const DECODE_STEP = 256 * 1024;

/** The file's text, decoded in steps with pauses between them; throws for bytes not UTF-8. */
async function decodeInSteps(bytes: Uint8Array, slicer: Slicer): Promise<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const parts: string[] = [];
  try {
    for (let at = 0; at < bytes.length; at += DECODE_STEP) {
      parts.push(decoder.decode(bytes.subarray(at, at + DECODE_STEP), { stream: true }));
      await slicer.pause();
    }
    parts.push(decoder.decode());
  } catch {
    throw refused('notUtf8Json');
  }
  return parts.join('');
}

/**
 * The document with each habit's entries left out (an empty list in their place), and the
 * entries by habit: the schema checks the document's shape without walking 200,000 entries in
 * one go (each entry is checked on its own afterwards, with pauses). A list over the limit is
 * left in, so the schema refuses it as it would.
 */
function withoutEntries(parsed: unknown): { shape: unknown; entries: unknown[][] } {
  const entries: unknown[][] = [];
  if (typeof parsed !== 'object' || parsed === null || !('habits' in parsed))
    return { shape: parsed, entries };
  const { habits } = parsed;
  if (!Array.isArray(habits)) return { shape: parsed, entries };
  const shallow = habits.map((habit: unknown, at) => {
    if (typeof habit !== 'object' || habit === null || !('entries' in habit)) return habit;
    const list = habit.entries;
    if (!Array.isArray(list) || list.length > IMPORT_MAX_ENTRIES) return habit;
    entries[at] = list;
    return { ...habit, entries: [] };
  });
  return { shape: { ...parsed, habits: shallow }, entries };
}

export async function readTaper(bytes: Uint8Array): Promise<ImportRead> {
  const slicer = new Slicer();
  const text = await decodeInSteps(bytes, slicer);
  const parsed = await parseJsonInSlices(text, TAPER_JSON_LIMITS, slicer);
  const { shape, entries: entriesOf } = withoutEntries(parsed);
  const result = taperImportSchema.safeParse(shape);
  if (!result.success) throw refused('notTaper', { problem: { issues: result.error.issues } });
  for (const [at, habit] of result.data.habits.entries())
    habit.entries = entriesOf[at] ?? habit.entries;
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
      // Most entries carry no performance: kept as checked, not copied (200,000 copies would
      // each outlive a young-generation collection or two).
      if (!('performance' in entry.data)) entries.push(entry.data);
      else {
        const { performance, ...value } = entry.data;
        entries.push(performance === 'skipped' ? { ...value, skip: true } : value);
      }
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
