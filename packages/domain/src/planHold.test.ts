import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { goalOn } from './goalHistory';
import type { Goal } from './goalSchemas';
import { HOLD_MESSAGES, holdPlan, holdSuggestion } from './planHold';
import { holdInputShape } from './planHoldSchemas';
import { applyPlan, type NumberPlan } from './plans';

const daily = (dailyGoal: number): Goal => ({
  goalType: 'number',
  goalSchedule: 'daily',
  dailyGoal,
});
const TODAY = '2026-11-26';
const plan: NumberPlan = {
  startGoal: 3,
  endGoal: 1,
  stepBy: 1,
  everyDays: 7,
  startDate: '2026-11-16',
};
const planned = applyPlan([{ effectiveFrom: '2026-11-10', goal: daily(3) }], plan, TODAY);

describe('holdPlan', () => {
  it('moves the coming steps later and keeps today and the past', () => {
    const held = holdPlan(planned, plan, 7, TODAY);
    expect(held.ok).toBe(true);
    if (!held.ok) return;
    expect(
      held.history.map((v) => [v.effectiveFrom, goalOn(held.history, v.effectiveFrom)]),
    ).toEqual([
      ['2026-11-10', daily(3)],
      ['2026-11-23', daily(2)],
      ['2026-12-07', daily(1)],
    ]);
    expect(held.plan).toEqual(plan);
  });

  it('moves the start of a plan that has not started yet', () => {
    const later = { ...plan, startDate: '2026-12-01', startGoal: 2 };
    const history = applyPlan([{ effectiveFrom: '2026-11-10', goal: daily(3) }], later, TODAY);
    const held = holdPlan(history, later, 5, TODAY);
    expect(held.ok && held.plan.startDate).toBe('2026-12-06');
    expect(held.ok && goalOn(held.history, '2026-12-05')).toEqual(daily(3));
    expect(held.ok && goalOn(held.history, '2026-12-06')).toEqual(daily(2));
  });

  it('refuses without a plan, after its end and past the last day', () => {
    expect(holdPlan(planned, null, 7, TODAY)).toEqual({ ok: false, message: HOLD_MESSAGES.noPlan });
    expect(holdPlan(planned, plan, 7, '2026-11-30')).toEqual({
      ok: false,
      message: HOLD_MESSAGES.ended,
    });
    const late = [
      { effectiveFrom: '9999-12-01', goal: daily(3) },
      { effectiveFrom: '9999-12-30', goal: daily(2) },
    ];
    expect(holdPlan(late, { ...plan, startDate: '9999-12-01' }, 7, '9999-12-02')).toEqual({
      ok: false,
      message: HOLD_MESSAGES.pastLastDay,
    });
  });

  it('takes 1 to 60 whole days', () => {
    const days = holdInputShape.days;
    expect(days.safeParse(1).success).toBe(true);
    expect(days.safeParse(60).success).toBe(true);
    for (const bad of [0, 61, 1.5, '7', null])
      expect(days.safeParse(bad).error?.issues[0]?.message).toBe(
        'Days to hold must be a whole number from 1 to 60',
      );
  });

  it('never changes the goal of today or a day before it (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 1, max: 14 }),
        fc.integer({ min: -40, max: 40 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 120 }),
        (endGoal, extra, everyDays, startOffset, days, back) => {
          const p: NumberPlan = {
            startGoal: endGoal + extra,
            endGoal,
            stepBy: 1,
            everyDays,
            startDate: addDays(TODAY, startOffset),
          };
          const history = applyPlan(
            [{ effectiveFrom: '2026-09-01', goal: daily(endGoal + extra) }],
            p,
            TODAY,
          );
          const held = holdPlan(history, p, days, TODAY);
          if (!held.ok) return;
          const day = addDays(TODAY, -back);
          expect(goalOn(held.history, day)).toEqual(goalOn(history, day));
          // Every coming step comes exactly `days` later.
          const after = addDays(TODAY, 1 + back);
          expect(goalOn(held.history, addDays(after, days))).toEqual(goalOn(history, after));
        },
      ),
    );
  });
});

describe('holdSuggestion', () => {
  const over = (date: string) => ({ date, performance: 'over' });
  it('suggests holding when 3 of the 7 days ending today were over and a step is coming', () => {
    const entries = [over('2026-11-20'), over('2026-11-24'), over('2026-11-26')];
    expect(holdSuggestion(planned, entries, TODAY)).toBe(
      'Over on 3 of the last 7 days: hold this step for a while?',
    );
  });
  it('says nothing with 2 over days, over days older than a week, or no coming step', () => {
    expect(holdSuggestion(planned, [over('2026-11-24'), over('2026-11-26')], TODAY)).toBeNull();
    const old = [over('2026-11-19'), over('2026-11-24'), over('2026-11-26')];
    expect(holdSuggestion(planned, old, TODAY)).toBeNull();
    const entries = [over('2026-11-28'), over('2026-11-29'), over('2026-11-30')];
    expect(holdSuggestion(planned, entries, '2026-11-30')).toBeNull();
  });
});
