/**
 * GET /api/export: the account as one Taper document (JSON) or as a zip shaped like Loop Habit
 * Tracker's CSV export (with a README.txt of what that layout could not keep); the Loop backup
 * (.db) is export-loop.ts. Both are produced habit by habit, so memory stays flat however long the
 * history: one habit's entries are read, written out and dropped before the next. The work is
 * cut into slices with pauses between them (`Slicer`), so an export never holds up other
 * requests; and each Scores.csv covers at most the last `SCORES_MAX_DAYS` days.
 */
import type { Db, HabitRow } from '@taper/db';
import {
  findUserById,
  listEntriesForHabitPage,
  listGoalVersionsForUser,
  listGroups,
  listHabits,
  type EntryView,
} from '@taper/db';
import {
  TRANSFER_FORMAT,
  TRANSFER_VERSION,
  type ExportHabit,
  type GoalVersion,
} from '@taper/domain';
import { habitGoalHistory } from '@taper/domain/rules';
import type { RecordUser } from '../computed-reads/habit-record';
import { presentEntry, presentGroup, presentHabit, presentUser } from '../presenters';
import { Slicer } from './slices';

/** Scores.csv covers the days from the habit's first day to today, at most the last ten years. */
export const SCORES_MAX_DAYS = 3653;
/**
 * The pieces of work done between two looks at the clock, each a few milliseconds at most even on a
 * busy machine: entries read by one query, entries or scores written out, days of strength walked,
 * bytes of a file compressed.
 */
const ENTRIES_PER_PAGE = 500;
export const ENTRIES_PER_PIECE = 250;

export type ExportFormat = 'json' | 'csv' | 'loop';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['json', 'csv', 'loop'];

export interface ExportScope {
  db: Db;
  userId: number;
  now: Date;
  today: string;
  /** Where the user's days fall: a habit's first day is theirs. */
  user: RecordUser;
}

/** `taper-2025-03-15.json`, `taper-2025-03-15.zip`, `taper-loop-2025-03-15.db`. */
export function exportFileName(format: ExportFormat, today: string): string {
  if (format === 'loop') return `taper-loop-${today}.db`;
  return `taper-${today}.${format === 'json' ? 'json' : 'zip'}`;
}

export interface HabitData {
  habit: HabitRow;
  history: readonly GoalVersion[];
}

export async function* habitsOf(scope: ExportScope): AsyncGenerator<HabitData> {
  const [habits, versions] = await Promise.all([
    listHabits(scope.db, scope.userId),
    listGoalVersionsForUser(scope.db, scope.userId),
  ]);
  for (const habit of habits)
    yield { habit, history: habitGoalHistory(habit, versions.get(habit.id), scope.user) };
}

const encoder = new TextEncoder();

/** A habit's entries, oldest first, a page (one short query) at a time. */
export async function* entryPages(
  scope: ExportScope,
  habitId: number,
  slicer: Slicer,
): AsyncGenerator<EntryView[]> {
  let after: string | undefined;
  for (;;) {
    const page = await listEntriesForHabitPage(scope.db, scope.userId, habitId, {
      ...(after === undefined ? {} : { after }),
      limit: ENTRIES_PER_PAGE,
    });
    if (page.length > 0) yield page;
    if (page.length < ENTRIES_PER_PAGE) return;
    after = page.at(-1)?.date;
    await slicer.pause();
  }
}

/** One habit of the Taper document: its fields, then its entries a piece at a time. */
async function* habitJson(
  scope: ExportScope,
  { habit, history }: HabitData,
  slicer: Slicer,
): AsyncGenerator<Uint8Array> {
  const fields = {
    ...presentHabit(habit, history, scope.today),
    goalHistory: [...history],
    plan: habit.plan,
  } satisfies Omit<ExportHabit, 'entries'>;
  yield encoder.encode(`${JSON.stringify(fields).slice(0, -1)},"entries":[`);
  let first = true;
  for await (const page of entryPages(scope, habit.id, slicer)) {
    for (let at = 0; at < page.length; at += ENTRIES_PER_PIECE) {
      const piece = page.slice(at, at + ENTRIES_PER_PIECE).map((row) => {
        const { id: _id, habitId: _habitId, ...entry } = presentEntry(row);
        return JSON.stringify(entry);
      });
      yield encoder.encode(`${first ? '' : ','}${piece.join(',')}`);
      first = false;
      await slicer.pause();
    }
  }
  yield encoder.encode(']}');
}

/** The Taper document, as text chunks: the head, then one habit at a time. */
export async function* jsonExport(scope: ExportScope): AsyncGenerator<Uint8Array> {
  const [user, groups] = await Promise.all([
    findUserById(scope.db, scope.userId),
    listGroups(scope.db, scope.userId),
  ]);
  if (!user) throw new Error('The signed-in user has no row');
  const head = {
    format: TRANSFER_FORMAT,
    version: TRANSFER_VERSION,
    exportedAt: scope.now.toISOString(),
    user: presentUser(user),
    // A habit's groupId names one of these by its id.
    groups: groups.map(presentGroup),
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
