/**
 * GET /api/export: the account as one Taper document (JSON) or as a zip shaped like Loop Habit
 * Tracker's CSV export. Both are produced habit by habit, so memory stays flat however long the
 * history: one habit's entries are read, written out and dropped before the next. The work is
 * cut into slices with pauses between them (`Slicer`), so an export never holds up other
 * requests; and each Scores.csv covers at most the last `SCORES_MAX_DAYS` days.
 */
import { Zip, ZipDeflate } from 'fflate';
import type { Db, HabitRow } from '@taper/db';
import {
  findUserById,
  historyOf,
  listEntriesForHabit,
  listGoalVersionsForUser,
  listHabits,
} from '@taper/db';
import {
  addDays,
  entryOnScale,
  goalOn,
  goalOnScale,
  habitFirstDay,
  habitStrength,
  LOOP_CHECKMARK_COLUMNS,
  LOOP_HABITS_COLUMNS,
  LOOP_SCORE_COLUMNS,
  loopCheckmarkValue,
  loopHabitFolder,
  LOOP_SKIP_CELL,
  loopHabitRow,
  TRANSFER_FORMAT,
  TRANSFER_VERSION,
  type ExportHabit,
  type GoalVersion,
} from '@taper/domain';
import { presentEntry, presentHabit, presentUser } from '../presenters';
import { csvLine } from './csv';
import { Slicer } from './slices';

/** Scores.csv covers the days from the habit's first day to today, at most the last ten years. */
export const SCORES_MAX_DAYS = 3653;
/** Entries written out between two looks at the clock. */
const ENTRIES_PER_PIECE = 1000;
/** Bytes of a file compressed between two looks at the clock. */
const ZIP_PIECE = 64 * 1024;

export type ExportFormat = 'json' | 'csv';

export interface ExportScope {
  db: Db;
  userId: number;
  now: Date;
  today: string;
}

/** `taper-2025-03-15.json`, `taper-2025-03-15.zip`. */
export function exportFileName(format: ExportFormat, today: string): string {
  return `taper-${today}.${format === 'json' ? 'json' : 'zip'}`;
}

interface HabitData {
  habit: HabitRow;
  history: readonly GoalVersion[];
}

async function* habitsOf(scope: ExportScope): AsyncGenerator<HabitData> {
  const [habits, versions] = await Promise.all([
    listHabits(scope.db, scope.userId),
    listGoalVersionsForUser(scope.db, scope.userId),
  ]);
  for (const habit of habits) yield { habit, history: historyOf(habit, versions.get(habit.id)) };
}

const encoder = new TextEncoder();

/** One habit of the Taper document: its fields, then its entries a piece at a time. */
async function* habitJson(
  scope: ExportScope,
  { habit, history }: HabitData,
  slicer: Slicer,
): AsyncGenerator<Uint8Array> {
  const entries = await listEntriesForHabit(scope.db, scope.userId, habit.id);
  const fields = {
    ...presentHabit(habit, history, scope.today),
    goalHistory: [...history],
    plan: habit.plan,
  } satisfies Omit<ExportHabit, 'entries'>;
  yield encoder.encode(`${JSON.stringify(fields).slice(0, -1)},"entries":[`);
  for (let at = 0; at < entries.length; at += ENTRIES_PER_PIECE) {
    const piece = entries.slice(at, at + ENTRIES_PER_PIECE).map((row) => {
      const { id: _id, habitId: _habitId, ...entry } = presentEntry(row);
      return JSON.stringify(entry);
    });
    yield encoder.encode(`${at === 0 ? '' : ','}${piece.join(',')}`);
    await slicer.pause();
  }
  yield encoder.encode(']}');
}

/** The Taper document, as text chunks: the head, then one habit at a time. */
export async function* jsonExport(scope: ExportScope): AsyncGenerator<Uint8Array> {
  const user = await findUserById(scope.db, scope.userId);
  if (!user) throw new Error('The signed-in user has no row');
  const head = {
    format: TRANSFER_FORMAT,
    version: TRANSFER_VERSION,
    exportedAt: scope.now.toISOString(),
    user: presentUser(user),
  };
  yield encoder.encode(`${JSON.stringify(head).slice(0, -1)},"habits":[`);
  let first = true;
  const slicer = new Slicer();
  for await (const data of habitsOf(scope)) {
    if (!first) yield encoder.encode(',');
    yield* habitJson(scope, data, slicer);
    first = false;
  }
  yield encoder.encode(']}');
}

/** Loop's Checkmarks.csv and Scores.csv of one habit, newest first as Loop writes them. */
async function loopFiles(scope: ExportScope, { habit, history }: HabitData) {
  const entries = await listEntriesForHabit(scope.db, scope.userId, habit.id);
  let checkmarks = csvLine(LOOP_CHECKMARK_COLUMNS);
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i];
    if (!entry) continue;
    if (entry.performance === 'skipped') {
      checkmarks += csvLine([entry.date, LOOP_SKIP_CELL, entry.note ?? '']);
      continue;
    }
    const amount = entryOnScale(goalOn(history, entry.date), entry);
    if (amount === undefined) continue;
    checkmarks += csvLine([entry.date, loopCheckmarkValue(amount), entry.note ?? '']);
  }
  const firstDay = habitFirstDay(habit.createdAt.toISOString().slice(0, 10), entries);
  const windowStart = addDays(scope.today, 1 - SCORES_MAX_DAYS);
  const points = habitStrength(
    entries,
    { from: firstDay > windowStart ? firstDay : windowStart, to: scope.today },
    { firstDay, today: scope.today, goals: history },
  );
  let scores = csvLine(LOOP_SCORE_COLUMNS);
  for (let i = points.length - 1; i >= 0; i--) {
    const point = points[i];
    if (point) scores += csvLine([point.date, point.score.toFixed(4)]);
  }
  return { checkmarks, scores };
}

/** Adds a file to the zip, compressing it a piece at a time. */
async function addFile(zip: Zip, name: string, text: string, slicer: Slicer): Promise<void> {
  const file = new ZipDeflate(name, { level: 6 });
  zip.add(file);
  const bytes = encoder.encode(text);
  for (let at = 0; at < bytes.length || at === 0; at += ZIP_PIECE) {
    file.push(bytes.subarray(at, at + ZIP_PIECE), at + ZIP_PIECE >= bytes.length);
    await slicer.pause();
  }
}

/** The zip, as Loop's export lays it out; each habit's files are sent as soon as they are made. */
export async function* csvExport(scope: ExportScope): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  const drain = function* () {
    if (failure) throw failure;
    yield* ready.splice(0);
  };
  let habitsCsv = csvLine(LOOP_HABITS_COLUMNS);
  let position = 0;
  const slicer = new Slicer();
  for await (const data of habitsOf(scope)) {
    position += 1;
    const goal = goalOn(data.history, scope.today);
    const row = loopHabitRow(
      {
        name: data.habit.name,
        color: data.habit.color,
        dailyGoal: goalOnScale(goal, scope.today),
        archived: data.habit.isArchived,
        ...('budget' in goal ? { budget: goal.goalSchedule } : {}),
      },
      position,
    );
    habitsCsv += csvLine(LOOP_HABITS_COLUMNS.map((column) => row[column]));
    const folder = loopHabitFolder(position, data.habit.name);
    const { checkmarks, scores } = await loopFiles(scope, data);
    await slicer.pause();
    await addFile(zip, `${folder}/Checkmarks.csv`, checkmarks, slicer);
    yield* drain();
    await addFile(zip, `${folder}/Scores.csv`, scores, slicer);
    yield* drain();
  }
  await addFile(zip, 'Habits.csv', habitsCsv, slicer);
  zip.end();
  yield* drain();
}
