/**
 * The settings service: Habit Settings' save and its preview. Both read the stored habit, merge the
 * fields sent over it and refuse the same input; the save writes in one transaction holding the
 * habit's row (the goal service), the preview writes nothing.
 */
import type { HabitRow } from '@taper/db';
import { findHabit, listEntriesToJudge, listGoalVersions, updateHabit } from '@taper/db';
import {
  setAsideNote,
  updatedHabitSettings,
  type GoalEffectiveFrom,
  type GoalHistory,
  type GoalTypeChange,
  type HabitSettings,
  type HabitUpdate,
} from '@taper/domain';
import { goalOn, goalTypeChange, habitGoalHistory } from '@taper/domain/rules';
import { describeIssues } from '../issues';
import { editGoal } from './goals';
import { checkHabitGroup } from './groups';
import { withLockedHabit, type GoalChangeScope, type Refusable } from './locked-habit';

/** Refused with a sentence, or undefined when the habit is not the user's. */
export type SettingsResult<T> = Refusable<T> | undefined;

interface MergedSettings {
  stored: HabitRow;
  history: GoalHistory;
  settings: HabitSettings;
}

/** The stored habit with `update` over it, or why the merge is refused. */
async function mergedSettings(
  scope: GoalChangeScope,
  habitId: number,
  update: HabitUpdate,
): Promise<SettingsResult<MergedSettings>> {
  const stored = await findHabit(scope.db, scope.userId, habitId);
  if (!stored) return undefined;
  const history = habitGoalHistory(
    stored,
    await listGoalVersions(scope.db, scope.userId, habitId),
    scope,
  );
  // Absent fields keep their stored values (a rename sends only the name).
  const settings = updatedHabitSettings({ ...stored, goal: goalOn(history, scope.today) }, update);
  if (!settings.success) return { ok: false, message: describeIssues(settings.error.issues) };
  return { ok: true, value: { stored, history, settings: settings.data } };
}

/** What saving `update` would do to the logged results, written nowhere. */
export async function previewHabitSettings(
  scope: GoalChangeScope,
  habitId: number,
  update: HabitUpdate,
): Promise<SettingsResult<GoalTypeChange>> {
  const merged = await mergedSettings(scope, habitId, update);
  if (!merged?.ok) return merged;
  const { history, settings } = merged.value;
  const entries = await listEntriesToJudge(scope.db, scope.userId, habitId);
  return {
    ok: true,
    value: goalTypeChange(goalOn(history, scope.today), settings.goal, entries, scope.texts),
  };
}

export interface SavedSettings {
  habit: HabitRow;
  history: GoalHistory;
  /** What the save did to results logged under an older goal type. */
  goalTypeChange: GoalTypeChange;
}

/**
 * Saves the settings: a changed goal (or 'always') becomes a new goal history, which restarts the
 * plan from the new goal today or ends it, and re-judges each day whose goal changed; a new goal
 * type starts the goal anew for every day. `checkIcon` runs before anything is written.
 */
export async function saveHabitSettings(
  scope: GoalChangeScope,
  habitId: number,
  update: HabitUpdate,
  effectiveFrom: GoalEffectiveFrom,
  checkIcon: (stored: HabitRow, settings: HabitSettings) => Promise<void>,
): Promise<SettingsResult<SavedSettings>> {
  const merged = await mergedSettings(scope, habitId, update);
  if (!merged?.ok) return merged;
  const group = await checkHabitGroup(scope.db, scope.userId, update.groupId);
  if (!group.ok) return group;
  await checkIcon(merged.value.stored, merged.value.settings);
  const { goal, ...look } = merged.value.settings;
  const written = await withLockedHabit(scope, habitId, async (trx, locked) => {
    const edit = await editGoal(trx, locked, goal, effectiveFrom, scope);
    const habit = await updateHabit(trx, scope.userId, habitId, look, scope.now);
    return habit && { habit, edit };
  });
  if (!written) return undefined;
  const { habit, edit } = written;
  return {
    ok: true,
    value: {
      habit,
      history: edit.history,
      goalTypeChange: {
        startsAnew: edit.startsAnew,
        setAsideEntries: edit.setAsideEntries,
        note: setAsideNote(edit.setAsideEntries, scope.texts),
      },
    },
  };
}
