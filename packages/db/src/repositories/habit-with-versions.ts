/**
 * The habit's row with its goal versions in one statement: what a log judges by, read under the
 * habit's lock (goal-history.ts) or without one (unheld-log.ts), and a read's first look at the
 * habit (`findHabitWithVersions`). Not exported from the package.
 */
import type { Goal, GoalVersion } from '@taper/domain';
import { sql } from 'kysely';
import type { Db } from '../client';
import { engineOf } from '../dialect';

/** One version as the held habit's statement gives it (a JSON object; the goal as stored). */
interface VersionJson {
  effectiveFrom: string;
  goal: Goal;
}

/** The user's live habit with its goal versions as a JSON array (`heldGoalVersions`), one statement. */
export function habitWithVersionsQuery(db: Db, userId: number, habitId: number) {
  // PostgreSQL gives the array parsed; SQLite the JSON text.
  const versionsJson =
    engineOf(db) === 'postgres'
      ? sql<VersionJson[] | string>`(
        select coalesce(
          json_agg(json_build_object('effectiveFrom', v.effective_from, 'goal', v.goal)
            order by v.effective_from),
          '[]'::json)
        from habit_goal_versions v
        where v.habit_id = habits.id and v.user_id = habits.user_id)`
      : sql<VersionJson[] | string>`(
        select json_group_array(json_object('effectiveFrom', v.effective_from, 'goal', json(v.goal))
          order by v.effective_from)
        from habit_goal_versions v
        where v.habit_id = habits.id and v.user_id = habits.user_id)`;
  return db
    .selectFrom('habits')
    .selectAll('habits')
    .select(versionsJson.as('heldGoalVersions'))
    .where('id', '=', habitId)
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null);
}

/** The versions `habitWithVersionsQuery` read, oldest first. */
export function parsedVersions(json: VersionJson[] | string): GoalVersion[] {
  return typeof json === 'string' ? (JSON.parse(json) as VersionJson[]) : json;
}
