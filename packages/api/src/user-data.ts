/**
 * What a user-data query may read: the signed-in user's habits, entries and groups, and nothing else.
 * The answers of these queries are kept per data revision (answers.ts), which moves exactly when
 * habits or entries change, so this reader is what makes keeping them correct.
 */
import type { Db, EntrySpan, EntryValues, EntryView, HabitGroupRow, HabitRow } from '@taper/db';
import {
  findGroup,
  findHabit,
  listEntriesForHabit,
  listEntriesForUser,
  listEntryValuesForHabit,
  listGoalVersions,
  listGoalVersionsForUser,
  listGroups,
  listHabits,
} from '@taper/db';
import type { GoalVersion } from '@taper/domain';
import { habitsAtRevision } from './reads/habits-at-revision';

export interface UserData {
  habits(): Promise<HabitRow[]>;
  habit(habitId: number): Promise<HabitRow | undefined>;
  /** One habit's entries by date; with `span`, only those of its dates (the first `limit`). */
  entries(habitId: number, span?: EntrySpan): Promise<readonly EntryView[]>;
  /** One habit's results by date, without ids or notes (faster to read). */
  entryValues(habitId: number): Promise<readonly EntryValues[]>;
  /** Every entry of the user, by date then habit. */
  allEntries(): Promise<EntryView[]>;
  /** One habit's goal versions, oldest first. */
  goalVersions(habitId: number): Promise<GoalVersion[]>;
  /** Every habit's goal versions, by habit. */
  allGoalVersions(): Promise<Map<number, GoalVersion[]>>;
  /** The user's habit groups, by position (their changes move the data revision too). */
  groups(): Promise<HabitGroupRow[]>;
  group(groupId: number): Promise<HabitGroupRow | undefined>;
}

/**
 * The user's data as read now; given the data revision their request read (with its session), the
 * habits and goal versions are read once for that revision and shared (habits-at-revision.ts).
 */
export function userData(db: Db, userId: number, dataRevision?: number): UserData {
  return {
    habits: () => listHabits(db, userId),
    habit: (habitId) => findHabit(db, userId, habitId),
    entries: (habitId, span) => listEntriesForHabit(db, userId, habitId, span),
    entryValues: (habitId) => listEntryValuesForHabit(db, userId, habitId),
    allEntries: () => listEntriesForUser(db, userId),
    goalVersions: (habitId) => listGoalVersions(db, userId, habitId),
    allGoalVersions: () => listGoalVersionsForUser(db, userId),
    groups: () => listGroups(db, userId),
    group: (groupId) => findGroup(db, userId, groupId),
    ...(dataRevision === undefined ? {} : habitsAtRevision(db, userId, dataRevision)),
  };
}
