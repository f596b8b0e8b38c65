/**
 * Goals chosen in an import's preview, for files that hold amounts but no target: Loop's CSV
 * archives before v2.3.1 and HabitBull's CSV. The preview lists each such habit (its entries, its
 * largest amount, a hint when its values look like yes/no checkmarks); the person chooses 'at most
 * N' or leaves it out, and the import request carries those choices, keyed as the preview keys
 * them. A chosen target meets the same rule as a target read from a file (`loopTarget`).
 */
import { importPreviewMessages as previewTexts } from './i18n/importPreviewMessages';
import { z } from 'zod';
import { storable } from './storableText';
import { type Goal, goalSchema } from './goalSchemas';
import type { BudgetSchedule } from './goalValues';
import { loopTarget } from './loop';
import { IMPORT_MAX_HABITS } from './transferSchemas';
import { importNoteMessages as notes } from './i18n/importNoteMessages';
import { countIn, say, type Texts } from './texts';

/** A choice's key: Loop's Position ('001') or HabitBull's habit name. */
const KEY_MAX = 200;

/**
 * The choices an import request carries: each habit's key → its 'at most' target, or null to
 * leave it out. A habit without a choice is left out too, and the preview says so.
 */
export const importGoalChoicesSchema = z
  .record(
    storable(z.string().max(KEY_MAX, `A habit's key is at most ${String(KEY_MAX)} characters`)),
    z
      .number({
        error: "A habit's goal is a number (its 'at most' target) or null to leave it out",
      })
      .min(0, "A habit's goal is at least 0")
      .nullable(),
  )
  .refine((choices) => Object.keys(choices).length <= IMPORT_MAX_HABITS, {
    message: `At most ${String(IMPORT_MAX_HABITS)} goals can be chosen`,
  });
export type ImportGoalChoices = z.infer<typeof importGoalChoicesSchema>;

export const GOAL_CHOICE_REASONS = {
  loopChoose: previewTexts.loopChoose.message,
  habitBullChoose: previewTexts.habitBullChoose.message,
  leftOut: previewTexts.leftOut.message,
} as const;

export const YES_NO_HINT = previewTexts.yesNoHint.message;

export type ChosenGoal =
  { ok: true; goal: Goal; warnings: string[] } | { ok: false; reason: string };

/**
 * The goal a choice makes: 'at most N' a day, or a week's or month's budget of N (the habit's
 * frequency); no choice → left out with `unchosen`, null → left out as chosen.
 */
export function chosenGoal(
  habit: string,
  atMost: number | null | undefined,
  schedule: 'daily' | BudgetSchedule,
  unchosen: string,
  texts?: Texts,
): ChosenGoal {
  if (atMost === undefined) return { ok: false, reason: unchosen };
  if (atMost === null) return { ok: false, reason: GOAL_CHOICE_REASONS.leftOut };
  const target = loopTarget(habit, atMost, texts);
  if (!target.ok) return target;
  const goal = goalSchema.parse(
    schedule === 'daily'
      ? { goalType: 'number', goalSchedule: 'daily', dailyGoal: target.target }
      : { goalType: 'number', goalSchedule: schedule, budget: target.target },
  );
  return { ok: true, goal, warnings: target.warning === undefined ? [] : [target.warning] };
}

/** A key's choice, read without inheriting anything from Object's prototype. */
export function choiceFor(
  choices: ImportGoalChoices | undefined,
  key: string,
): number | null | undefined {
  if (!choices || !Object.prototype.hasOwnProperty.call(choices, key)) return undefined;
  return choices[key];
}

/** The preview's warning for notes a file kept on days that are no entry (Loop's Unknown). */
export function droppedNotesWarning(habit: string, count: number, texts?: Texts): string {
  if (texts) return say(texts, notes.droppedNotes, { habit, count, shown: countIn(texts, count) });
  return `${habit}: ${String(count)} note${count === 1 ? '' : 's'} on days marked Unknown ${count === 1 ? 'is' : 'are'} not imported (an Unknown day is no entry)`;
}
