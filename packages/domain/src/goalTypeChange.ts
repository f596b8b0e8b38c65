/**
 * A change of goal type (number, level, custom tags), or of a tags habit's tags, is a new start for
 * the habit's goal: every day, past days included, takes values of the new type and is judged by
 * the new goal (`changeGoal(…, 'always', …)`), so any day can be logged with the type the habit now
 * has. A result logged under the old type that the new goal cannot read is set aside: it is kept
 * with its value and note, counted as a skipped day (left out of every streak, rate and figure),
 * and judged again if the habit goes back to a type that reads it.
 */
import { z } from 'zod';
import { SKIPPED } from './entries';
import type { Goal } from './goalSchemas';
import type { EntryValueFields } from './judge';
import { readEntryValue } from './judge';
import { countIn, say, type Texts } from './texts';

const TYPE_CHANGE_TEXTS = {
  setAside: /*i18n*/ {
    id: 'goal.typeChange.setAside',
    message:
      '{count, plural, one {{n} result logged under the old goal type cannot be read by the new one. It is kept as a skipped day (left out of streaks and figures) and comes back if you change the type back.} other {{n} results logged under the old goal type cannot be read by the new one. They are kept as skipped days (left out of streaks and figures) and come back if you change the type back.}}',
  },
};

/** True when `next` starts the goal anew: another type, or other tags for a tags habit. */
export function startsGoalAnew(previous: Goal, next: Goal): boolean {
  if (previous.goalType !== next.goalType) return true;
  if (previous.goalType !== 'custom_tags' || next.goalType !== 'custom_tags') return false;
  const before = previous.customTags;
  const after = next.customTags;
  return before.length !== after.length || before.some((tag, index) => tag !== after[index]);
}

export interface LoggedResult extends EntryValueFields {
  performance: string;
}

/**
 * The results `goal` cannot read: logged (not skipped) entries whose value is of another type, or
 * a tag the goal no longer has. These are set aside when the goal starts anew.
 */
export function resultsSetAside<T extends LoggedResult>(goal: Goal, entries: readonly T[]): T[] {
  return entries.filter(
    (entry) => entry.performance !== SKIPPED && !readEntryValue(goal, entry).ok,
  );
}

/**
 * What saving will do, said before saving (Habit Settings) and after it (the `PUT` answer): null
 * when nothing is set aside.
 */
export function setAsideNote(count: number, texts?: Texts): string | null {
  if (count === 0) return null;
  if (texts) return say(texts, TYPE_CHANGE_TEXTS.setAside, { count, n: countIn(texts, count) });
  const one = count === 1;
  return (
    `${one ? '1 result' : `${String(count)} results`} logged under the old goal type cannot be ` +
    `read by the new one. ${one ? 'It is kept as a skipped day' : 'They are kept as skipped days'} ` +
    `(left out of streaks and figures) and ${one ? 'comes' : 'come'} back if you change the type back.`
  );
}

/** Every day takes the new type: said beside the goal in Habit Settings when the type changes. */
export const GOAL_STARTS_ANEW_NOTE =
  'A new goal type applies to every day, past days too: any day can be logged with it.';

export const goalTypeChangeSchema = z
  .object({
    startsAnew: z.boolean().meta({
      description: 'True when the goal type (or the tags) change: every day takes the new type.',
    }),
    setAsideEntries: z.number().int().min(0).meta({
      description:
        'How many logged results the new goal cannot read: kept, counted as skipped days.',
    }),
    note: z.string().nullable().meta({ description: 'What happens to them, in a sentence.' }),
  })
  .meta({ id: 'GoalTypeChange' });

export type GoalTypeChange = z.infer<typeof goalTypeChangeSchema>;

/** What a settings change does to the logged results: one answer for the preview and the save. */
export function goalTypeChange(
  previous: Goal,
  next: Goal,
  entries: readonly LoggedResult[],
  texts?: Texts,
): GoalTypeChange {
  if (!startsGoalAnew(previous, next)) return { startsAnew: false, setAsideEntries: 0, note: null };
  const count = resultsSetAside(next, entries).length;
  return { startsAnew: true, setAsideEntries: count, note: setAsideNote(count, texts) };
}
