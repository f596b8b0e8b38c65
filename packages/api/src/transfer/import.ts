/**
 * POST /api/import: a Taper JSON export or a Loop Habit Tracker CSV zip, read into the habits it
 * holds (and those it cannot), then checked by the domain and, unless a dry run, written in one
 * transaction. Every refusal is a sentence for the person who chose the file.
 */
import { listHabits, listIcons, nextPosition, writeGoalVersions, type Db } from '@taper/db';
import {
  checkImport,
  firstHistory,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ENTRIES,
  DEFAULT_UNLOGGED_DAYS,
  importEntrySchema,
  LOOP_CHECKMARK_COLUMNS,
  LOOP_HABITS_COLUMNS,
  loopHabitFolder,
  loopHabitToTaper,
  readLoopCheckmark,
  readLoopDate,
  taperImportSchema,
  type ImportEntryInput,
  type ImportHabitInput,
  type ImportedHabit,
  type ImportSkip,
} from '@taper/domain';
import { describeIssues } from '../issues';
import { readCsvTable } from './csv';
import { readZip } from './zip';

export type ImportKind = 'json' | 'zip';

export type ImportRead =
  | { ok: true; source: 'taper' | 'loop'; habits: ImportHabitInput[]; skipped: ImportSkip[] }
  | { ok: false; message: string };

const refuse = (message: string) => ({ ok: false, message }) as const;

function readTaper(bytes: Uint8Array): ImportRead {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return refuse('The file is not JSON');
  }
  const result = taperImportSchema.safeParse(parsed);
  if (!result.success) return refuse(`Not a Taper export: ${describeIssues(result.error.issues)}`);
  const habits: ImportHabitInput[] = [];
  let total = 0;
  for (const habit of result.data.habits) {
    total += habit.entries.length;
    if (total > IMPORT_MAX_ENTRIES)
      return refuse(`The file has more than ${String(IMPORT_MAX_ENTRIES)} entries`);
    const entries: ImportEntryInput[] = [];
    for (const [index, raw] of habit.entries.entries()) {
      const entry = importEntrySchema.safeParse(raw);
      if (!entry.success)
        return refuse(
          `${habit.name}, entry ${String(index + 1)}: ${describeIssues(entry.error.issues)}`,
        );
      const { performance, ...value } = entry.data;
      entries.push(performance === 'skipped' ? { ...value, skip: true } : value);
    }
    habits.push({
      name: habit.name,
      color: habit.color,
      icon: habit.icon,
      history: habit.goalHistory,
      plan: habit.plan ?? null,
      archived: habit.archived === true,
      ...(habit.unloggedDays ? { unloggedDays: habit.unloggedDays } : {}),
      entries,
    });
  }
  return { ok: true, source: 'taper', skipped: [], habits };
}

function text(bytes: Uint8Array | undefined): string | undefined {
  if (!bytes) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** The Checkmarks.csv of a Loop habit: in its `NNN Name` folder, or the folder of its position. */
function checkmarksFile(files: Map<string, Uint8Array>, position: string, name: string) {
  const exact = `${loopHabitFolder(Number(position), name)}/Checkmarks.csv`;
  if (files.has(exact)) return { path: exact, bytes: files.get(exact) };
  for (const [path, bytes] of files) {
    const parts = path.split('/');
    if (parts.length === 2 && parts[1] === 'Checkmarks.csv' && parts[0]?.startsWith(`${position} `))
      return { path, bytes };
  }
  return undefined;
}

function loopEntries(path: string, csv: string): ImportEntryInput[] | string {
  const table = readCsvTable(path, csv, LOOP_CHECKMARK_COLUMNS);
  if (!table.ok) return table.message;
  const entries: ImportEntryInput[] = [];
  for (const [index, row] of table.rows.entries()) {
    const line = index + 2;
    const date = readLoopDate(row.Date);
    if (!date)
      return `${path}, line ${String(line)}: '${row.Date.slice(0, 20)}' is not a date (YYYY-MM-DD)`;
    const value = readLoopCheckmark(row.Value);
    if (value.kind === 'invalid')
      return `${path}, line ${String(line)}: '${row.Value.slice(0, 20)}' is not a number`;
    if (value.kind === 'skip') entries.push({ date, skip: true, note: row.Notes });
    if (value.kind !== 'amount') continue;
    entries.push({ date, actualValue: value.amount, note: row.Notes });
  }
  return entries;
}

function readLoop(bytes: Uint8Array, today: string): ImportRead {
  const zip = readZip(bytes);
  if (!zip.ok) return zip;
  const habitsText = text(zip.files.get('Habits.csv'));
  if (habitsText === undefined)
    return refuse('Not a Loop Habit Tracker export: the archive has no Habits.csv');
  const table = readCsvTable('Habits.csv', habitsText, LOOP_HABITS_COLUMNS);
  if (!table.ok) return table;
  const habits: ImportHabitInput[] = [];
  const skipped: ImportSkip[] = [];
  for (const row of table.rows) {
    const habit = loopHabitToTaper(row);
    if (!habit.ok) {
      skipped.push({ name: habit.name, reason: habit.reason });
      continue;
    }
    const file = checkmarksFile(zip.files, row.Position.trim(), row.Name);
    const csv = text(file?.bytes);
    if (!file || csv === undefined)
      return refuse(`The archive has no Checkmarks.csv for ${habit.name}`);
    const entries = loopEntries(file.path, csv);
    if (typeof entries === 'string') return refuse(entries);
    // Loop keeps no history of targets: its target is the goal of every day, from the first one.
    const firstDay = entries.reduce(
      (first, entry) => (entry.date < first ? entry.date : first),
      today,
    );
    habits.push({
      name: habit.name,
      color: habit.color,
      icon: 'coffee',
      history: firstHistory(habit.goal, firstDay),
      plan: null,
      archived: habit.archived,
      // Loop counts a day with nothing logged as 0 for an "at most" habit: so does the import.
      unloggedDays: 'zero',
      entries,
    });
  }
  return { ok: true, source: 'loop', habits, skipped };
}

/** What the body holds, read by its content type. */
export function readImport(kind: ImportKind, bytes: Uint8Array, today: string): ImportRead {
  if (bytes.length > IMPORT_MAX_BYTES)
    return refuse(`The file is larger than ${String(IMPORT_MAX_BYTES / 1024 / 1024)} MB`);
  return kind === 'json' ? readTaper(bytes) : readLoop(bytes, today);
}

export type ImportPlan = { ok: true; habits: ImportedHabit[] } | { ok: false; message: string };

/** The habits as they will be created, against the user's names, icons and today. */
export async function planImport(
  db: Db,
  user: { id: number; tier: string },
  habits: readonly ImportHabitInput[],
  today: string,
): Promise<ImportPlan> {
  const [existing, icons] = await Promise.all([listHabits(db, user.id), listIcons(db)]);
  const allowed = new Set(
    icons
      .filter((icon) => icon.visibility !== 'disabled')
      .filter((icon) => icon.tier !== 'PREMIUM' || user.tier === 'PREMIUM')
      .map((icon) => icon.id),
  );
  return checkImport(
    habits,
    existing.map((habit) => habit.name),
    today,
    (icon) => allowed.has(icon),
  );
}

/** Creates the habits, their goal histories, plans and entries: all of them or none. */
export async function writeImport(
  db: Db,
  userId: number,
  habits: readonly ImportedHabit[],
  now: Date,
): Promise<number> {
  let entries = 0;
  await db.transaction().execute(async (trx) => {
    for (const habit of habits) {
      const last = habit.history[habit.history.length - 1];
      if (!last) throw new Error('A goal history has at least one version');
      const row = await trx
        .insertInto('habits')
        .values({
          userId,
          name: habit.name,
          color: habit.color,
          icon: habit.icon,
          goal: last.goal,
          plan: habit.plan,
          isArchived: habit.archived === true,
          unloggedDays: habit.unloggedDays ?? DEFAULT_UNLOGGED_DAYS,
          position: nextPosition(trx, userId),
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeGoalVersions(trx, userId, row.id, habit.history);
      const CHUNK = 500;
      for (let at = 0; at < habit.entries.length; at += CHUNK) {
        await trx
          .insertInto('habitEntries')
          .values(
            habit.entries.slice(at, at + CHUNK).map((entry) => ({
              ...entry,
              habitId: row.id,
              userId,
              createdAt: now,
              updatedAt: now,
            })),
          )
          .execute();
      }
      entries += habit.entries.length;
    }
  });
  return entries;
}
