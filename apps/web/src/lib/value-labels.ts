/**
 * How a value on a habit's scale reads on the screens: an amount, a built-in level in the user's
 * language ('Mittel'), or a tag as the user typed it. The domain's labels are English; of them only
 * the level names are words of the product, to translate.
 */
import {
  entryValueLabel,
  isLevel,
  nearestLevel,
  scaleLabel,
  type EntryValueFields,
  type Goal,
  type Level,
} from '@taper/domain';
import { LEVEL_NAMES } from '../messages';

/** A built-in level's name in the user's language: 'None', 'Keine', 'لا شيء'. */
export function levelName(level: Level): string {
  return LEVEL_NAMES[level];
}

/** An entry's value as it reads: '2.5', a level's name, a tag's name. */
export function valueLabel(goal: Goal, fields: EntryValueFields): string {
  if (goal.goalType === 'level' && isLevel(fields.levelValue)) return levelName(fields.levelValue);
  return entryValueLabel(goal, fields);
}

/** A value on the goal's scale (an average of ranks or positions too) as it reads. */
export function scaleValueLabel(goal: Goal, value: number): string {
  if (goal.goalType === 'level') return levelName(nearestLevel(value));
  return scaleLabel(goal, value);
}
