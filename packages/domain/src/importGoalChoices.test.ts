import { describe, expect, it } from 'vitest';
import {
  choiceFor,
  chosenGoal,
  droppedNotesWarning,
  GOAL_CHOICE_REASONS,
  importGoalChoicesSchema,
} from './importGoalChoices';
import { LOOP_SKIP_REASONS } from './loop';

describe('importGoalChoicesSchema', () => {
  it("takes each habit's target or null, and refuses anything else with a sentence", () => {
    expect(importGoalChoicesSchema.parse({ '001': 3, '002': null })).toEqual({
      '001': 3,
      '002': null,
    });
    const message = (value: unknown) =>
      importGoalChoicesSchema.safeParse(value).error?.issues[0]?.message;
    expect(message({ '001': -1 })).toBe("A habit's goal is at least 0");
    expect(message({ '001': 'three' })).toBe(
      "A habit's goal is a number (its 'at most' target) or null to leave it out",
    );
    expect(message(Object.fromEntries(Array.from({ length: 501 }, (_, i) => [i, 1])))).toBe(
      'At most 500 goals can be chosen',
    );
  });
});

describe('chosenGoal', () => {
  it('makes a daily goal or a budget, by the rule of a target read from a file', () => {
    expect(chosenGoal('Beer', 3, 'daily', 'unchosen')).toEqual({
      ok: true,
      goal: { goalType: 'number', goalSchedule: 'daily', dailyGoal: 3 },
      warnings: [],
    });
    expect(chosenGoal('Beer', 9.6, 'weekly_budget', 'unchosen')).toEqual({
      ok: true,
      goal: { goalType: 'number', goalSchedule: 'weekly_budget', budget: 10 },
      warnings: ["Beer: the target 9.6 is rounded to 10 (Taper's goals are whole numbers)"],
    });
    expect(chosenGoal('Beer', 2e9, 'daily', 'unchosen')).toEqual({
      ok: false,
      reason: LOOP_SKIP_REASONS.hugeTarget,
    });
    expect(chosenGoal('Beer', undefined, 'daily', 'unchosen')).toEqual({
      ok: false,
      reason: 'unchosen',
    });
    expect(chosenGoal('Beer', null, 'daily', 'unchosen')).toEqual({
      ok: false,
      reason: GOAL_CHOICE_REASONS.leftOut,
    });
  });

  it("reads a key's choice, never Object's own properties", () => {
    expect(choiceFor({ '001': 2 }, '001')).toBe(2);
    expect(choiceFor({}, 'constructor')).toBeUndefined();
    expect(choiceFor(undefined, '001')).toBeUndefined();
    expect(droppedNotesWarning('Coffee', 1)).toBe(
      'Coffee: 1 note on days marked Unknown is not imported (an Unknown day is no entry)',
    );
  });
});
