import { describe, expect, it } from 'vitest';
import { GOAL_CHOICE_REASONS } from './importGoalChoices';
import { HABITBULL_YES_NO_REASON } from './habitBull';
import { importSkipKinds } from './importSkipKinds';
import { LOOP_SKIP_REASONS } from './loop';
import { LOOP_MISSING_FOLDER_REASON } from './loopCsvLayouts';

describe('importSkipKinds', () => {
  it('names each kind once, the most frequent first', () => {
    expect(
      importSkipKinds([
        { reason: LOOP_SKIP_REASONS.atLeast },
        { reason: LOOP_SKIP_REASONS.yesNo },
        { reason: HABITBULL_YES_NO_REASON },
      ]),
    ).toEqual(['yes/no habits', 'at-least habits']);
    expect(
      importSkipKinds([
        { reason: LOOP_MISSING_FOLDER_REASON },
        { reason: GOAL_CHOICE_REASONS.leftOut },
        { reason: GOAL_CHOICE_REASONS.leftOut },
      ]),
    ).toEqual(['left out as chosen', 'not in this export']);
  });

  it('names nothing when one reason has no kind, or nothing was left out', () => {
    expect(
      importSkipKinds([{ reason: LOOP_SKIP_REASONS.yesNo }, { reason: 'Something else' }]),
    ).toEqual([]);
    expect(importSkipKinds([])).toEqual([]);
  });
});
