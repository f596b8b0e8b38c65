/**
 * A user's habit rows and goal versions as read at one data revision, shared by every read of that
 * revision in this thread: the calls a page sends together (the progress screen's four, the summary
 * screen's list and cards) and the visits that follow until the next change read them once. The
 * revision moves with every change to a user's habits, goal versions, entries and groups, made by
 * whichever process (database triggers; answers.ts keeps answers by it too), so what is kept under
 * a revision stays true for it. A read that starts after a change may be read under the revision
 * before it: every later request sees the new revision, so it is only ever as fresh as a read.
 */
import { LRUCache } from 'lru-cache';
import {
  findHabitWithVersions,
  listGoalVersionsForUser,
  listHabits,
  type Db,
  type HabitRow,
  type HeldHabit,
} from '@taper/db';
import type { GoalVersion } from '@taper/domain';

/** What one user's revision has read so far: each part read on first use. */
interface ReadAtRevision {
  habits?: Promise<HabitRow[]>;
  versions?: Promise<Map<number, GoalVersion[]>>;
  /** Single habits with their versions, by id (undefined: not the user's live habit). */
  habit: Map<number, Promise<HeldHabit | undefined>>;
}

/** The habit reads of a user data reader (user-data.ts) that one revision shares. */
export interface HabitsAtRevision {
  habits(): Promise<HabitRow[]>;
  habit(habitId: number): Promise<HabitRow | undefined>;
  goalVersions(habitId: number): Promise<GoalVersion[]>;
  allGoalVersions(): Promise<Map<number, GoalVersion[]>>;
}

/** Users' revisions kept at most: a few hundred bytes each for a few habits. */
const REVISIONS_KEPT = 10_000;

const keptOf = new WeakMap<Db, LRUCache<string, ReadAtRevision>>();

function keptReads(db: Db): LRUCache<string, ReadAtRevision> {
  let kept = keptOf.get(db);
  if (!kept) {
    kept = new LRUCache({ max: REVISIONS_KEPT });
    keptOf.set(db, kept);
  }
  return kept;
}

/** `read` shared from now on; forgotten if it fails, so an error is never given twice. */
function shared<T>(read: Promise<T>, forget: () => void): Promise<T> {
  read.catch(forget);
  return read;
}

/**
 * The user's habit reads at `dataRevision`, each sent to the database once for the revision. The
 * rows given are shared between requests: callers read them and never change them.
 */
export function habitsAtRevision(db: Db, userId: number, dataRevision: number): HabitsAtRevision {
  const key = `${String(userId)}:${String(dataRevision)}`;
  const atRevision = (): ReadAtRevision => {
    const kept = keptReads(db);
    let reads = kept.get(key);
    if (!reads) {
      reads = { habit: new Map() };
      kept.set(key, reads);
    }
    return reads;
  };

  const habits = (): Promise<HabitRow[]> => {
    const reads = atRevision();
    reads.habits ??= shared(listHabits(db, userId), () => {
      reads.habits = undefined;
    });
    return reads.habits;
  };
  const allGoalVersions = (): Promise<Map<number, GoalVersion[]>> => {
    const reads = atRevision();
    reads.versions ??= shared(listGoalVersionsForUser(db, userId), () => {
      reads.versions = undefined;
    });
    return reads.versions;
  };
  /** The habit with its versions in one statement, unless every habit is read already. */
  const withVersions = (habitId: number): Promise<HeldHabit | undefined> => {
    const reads = atRevision();
    let read = reads.habit.get(habitId);
    if (!read) {
      read = shared(findHabitWithVersions(db, userId, habitId), () => reads.habit.delete(habitId));
      reads.habit.set(habitId, read);
    }
    return read;
  };

  return {
    habits,
    allGoalVersions,
    habit: async (habitId) => {
      const all = atRevision().habits;
      if (all) return (await all).find((habit) => habit.id === habitId);
      return (await withVersions(habitId))?.habit;
    },
    goalVersions: async (habitId) => {
      const all = atRevision().versions;
      if (all) return (await all).get(habitId) ?? [];
      return (await withVersions(habitId))?.versions ?? [];
    },
  };
}
