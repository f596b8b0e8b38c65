/**
 * GET /api/export: the account as one Taper document (JSON) or as a zip shaped like Loop Habit
 * Tracker's CSV export. Both are produced habit by habit, so memory stays flat however long the
 * history: one habit's entries are read, written out and dropped before the next.
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

async function exportHabit(
  scope: ExportScope,
  { habit, history }: HabitData,
): Promise<ExportHabit> {
  const entries = await listEntriesForHabit(scope.db, scope.userId, habit.id);
  return {
    ...presentHabit(habit, history, scope.today),
    goalHistory: [...history],
    plan: habit.plan,
    entries: entries.map((row) => {
      const { id: _id, habitId: _habitId, ...entry } = presentEntry(row);
      return entry;
    }),
  };
}

const encoder = new TextEncoder();

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
  for await (const data of habitsOf(scope)) {
    yield encoder.encode(`${first ? '' : ','}${JSON.stringify(await exportHabit(scope, data))}`);
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
  const points = habitStrength(
    entries,
    { from: firstDay, to: scope.today },
    { firstDay, today: scope.today, goals: history },
  );
  let scores = csvLine(LOOP_SCORE_COLUMNS);
  for (let i = points.length - 1; i >= 0; i--) {
    const point = points[i];
    if (point) scores += csvLine([point.date, point.score.toFixed(4)]);
  }
  return { checkmarks, scores };
}

function addFile(zip: Zip, name: string, text: string): void {
  const file = new ZipDeflate(name, { level: 6 });
  zip.add(file);
  file.push(encoder.encode(text), true);
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
  for await (const data of habitsOf(scope)) {
    position += 1;
    const goal = goalOn(data.history, scope.today);
    const row = loopHabitRow(
      {
        name: data.habit.name,
        color: data.habit.color,
        dailyGoal: goalOnScale(goal, scope.today),
        archived: data.habit.isArchived,
      },
      position,
    );
    habitsCsv += csvLine(LOOP_HABITS_COLUMNS.map((column) => row[column]));
    const folder = loopHabitFolder(position, data.habit.name);
    const { checkmarks, scores } = await loopFiles(scope, data);
    addFile(zip, `${folder}/Checkmarks.csv`, checkmarks);
    addFile(zip, `${folder}/Scores.csv`, scores);
    yield* drain();
  }
  addFile(zip, 'Habits.csv', habitsCsv);
  zip.end();
  yield* drain();
}
