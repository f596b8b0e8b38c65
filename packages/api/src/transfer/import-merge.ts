/**
 * A habit that is already here, by Loop's identity: a second import of the same backup (or a
 * backup Taper wrote, taken back through Loop) adds to the habit it came from — only the days it
 * does not have yet, judged by that habit's own goals — instead of copying it.
 */
import { createHash } from 'node:crypto';
import { listEntriesForHabit, listGoalVersionsForUser, type Db, type HabitRow } from '@taper/db';
import type { GoalHistory, ImportedEntry, ImportHabitInput, Texts, WeekStart } from '@taper/domain';
import {
  alreadyHereLine,
  checkImportSteps,
  goalOn,
  habitGoalHistory,
  type UserDays,
} from '@taper/domain/rules';
import { ImportRefused } from './refusal';
import { inSlices } from './slices';

/**
 * The uuid a habit made in Taper has in the Loop backups Taper writes: the same in every export,
 * so Loop updates the habit an older backup made, and an import of it finds the habit again.
 */
export function exportedLoopUuid(userId: number, habitId: number): string {
  return createHash('sha256')
    .update(`taper-habit:${String(userId)}:${String(habitId)}`)
    .digest('hex')
    .slice(0, 32);
}

/** The uuid a habit goes by in Loop: the one it came with, else the one Taper gives it. */
export function loopUuidOf(habit: Pick<HabitRow, 'id' | 'userId' | 'loopUuid'>): string {
  return habit.loopUuid ?? exportedLoopUuid(habit.userId, habit.id);
}

/** The new days of a habit that is already here, judged by its own goals. */
export interface ImportMerge {
  habitId: number;
  /** The file's name of the habit. */
  sourceName: string;
  /** The habit's name here. */
  name: string;
  history: GoalHistory;
  entries: ImportedEntry[];
}

/**
 * The file's habits split into those to create and those already here (matched by Loop's uuid to
 * a number habit of the user), with the days each of those lacks; only a Loop backup (`merge`)
 * adds to a habit already here.
 */
export async function plannedMerges(
  db: Db,
  user: UserDays & { id: number },
  existing: readonly HabitRow[],
  habits: readonly ImportHabitInput[],
  today: string,
  weekStart: WeekStart | undefined,
  merge: boolean,
): Promise<{ fresh: ImportHabitInput[]; merges: ImportMerge[] }> {
  const matchable = habits.some((habit) => typeof habit.loopUuid === 'string');
  if (!matchable) return { fresh: [...habits], merges: [] };
  const byUuid = new Map(existing.map((habit) => [loopUuidOf(habit), habit]));
  // Another file (a Taper export) creates its habits anew: a uuid the user's habits already go by
  // is not given twice.
  if (!merge)
    return {
      fresh: habits.map((habit) =>
        typeof habit.loopUuid === 'string' && byUuid.has(habit.loopUuid)
          ? { ...habit, loopUuid: null }
          : habit,
      ),
      merges: [],
    };
  const userId = user.id;
  const versions = await listGoalVersionsForUser(db, userId);
  const fresh: ImportHabitInput[] = [];
  const merges: ImportMerge[] = [];
  for (const habit of habits) {
    const here = typeof habit.loopUuid === 'string' ? byUuid.get(habit.loopUuid) : undefined;
    const history = here && habitGoalHistory(here, versions.get(here.id), user);
    // Only a number habit reads Loop's amounts: any other is not the same habit any more.
    if (!here || !history || goalOn(history, today).goalType !== 'number') {
      fresh.push(habit);
      continue;
    }
    byUuid.delete(habit.loopUuid ?? '');
    const logged = new Set((await listEntriesForHabit(db, userId, here.id)).map((e) => e.date));
    const checked = await inSlices(
      checkImportSteps(
        [
          {
            ...habit,
            name: here.name,
            history,
            plan: null,
            entries: habit.entries.filter((entry) => !logged.has(entry.date)),
          },
        ],
        [],
        today,
        () => true,
        weekStart,
      ),
    );
    if (!checked.ok) throw new ImportRefused(checked.message);
    merges.push({
      habitId: here.id,
      sourceName: habit.name,
      name: here.name,
      history,
      entries: checked.habits[0]?.entries ?? [],
    });
  }
  return { fresh, merges };
}

/** The preview's line of a habit already here: 'Beer: already here, 3 new days'. */
export function mergeLine(merge: ImportMerge, texts?: Texts): string {
  return alreadyHereLine(merge.name, merge.entries.length, texts);
}
