import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isIsoDate } from './dates';
import { goalOn, type GoalVersion } from './goalHistory';
import type { Goal } from './goalSchemas';
import { goalForDate, levelRank } from './goals';
import {
  latestPlanStart,
  PLAN_MESSAGES,
  planFor,
  planInputSchema,
  planStartProblem,
} from './planInput';
import {
  applyPlan,
  clearPlan,
  expandPlan,
  LAST_PLAN_DAY,
  MAX_PLAN_STEPS,
  type NumberPlan,
} from './plans';

const daily = (dailyGoal: number): Goal => ({
  goalType: 'number',
  goalSchedule: 'daily',
  dailyGoal,
});
const CREATED = '2026-11-01';
const TODAY = '2026-11-20';
const amountOn = (history: readonly GoalVersion[], date: string) =>
  Number(goalForDate(goalOn(history, date), date));

const planArb = fc
  .record({
    startGoal: fc.integer({ min: 0, max: 30 }),
    drop: fc.integer({ min: 0, max: 30 }),
    stepBy: fc.integer({ min: 1, max: 7 }),
    everyDays: fc.integer({ min: 1, max: 14 }),
    startOffset: fc.integer({ min: -40, max: 40 }),
  })
  .map(({ startGoal, drop, stepBy, everyDays, startOffset }): NumberPlan => ({
    startGoal: startGoal + drop,
    endGoal: startGoal,
    stepBy,
    everyDays,
    startDate: addDays(TODAY, startOffset),
  }));

describe('expandPlan', () => {
  it("steps 'start at 5, end at 2, down 1 every 7 days'", () => {
    const plan = { startGoal: 5, endGoal: 2, stepBy: 1, everyDays: 7, startDate: '2026-12-01' };
    expect(expandPlan(daily(9), plan)).toEqual([
      { effectiveFrom: '2026-12-01', goal: daily(5) },
      { effectiveFrom: '2026-12-08', goal: daily(4) },
      { effectiveFrom: '2026-12-15', goal: daily(3) },
      { effectiveFrom: '2026-12-22', goal: daily(2) },
    ]);
  });

  it('is sorted by date, never below the end, steps down and ends at the end', () => {
    fc.assert(
      fc.property(planArb, (plan) => {
        const versions = expandPlan(daily(0), plan);
        const amounts = versions.map((version) => amountOn(versions, version.effectiveFrom));
        expect(versions[0]?.effectiveFrom).toBe(plan.startDate);
        expect(amounts[0]).toBe(plan.startGoal);
        expect(amounts[amounts.length - 1]).toBe(plan.endGoal);
        versions.forEach((version, index) => {
          const before = versions[index - 1];
          if (before) expect(before.effectiveFrom < version.effectiveFrom).toBe(true);
          expect(amounts[index]).toBeGreaterThanOrEqual(plan.endGoal);
          if (index > 0) expect(amounts[index]).toBeLessThan(amounts[index - 1] ?? 0);
        });
      }),
    );
  });

  it('steps every weekday alike for per-weekday goals', () => {
    const perDay: Goal = {
      goalType: 'number',
      goalSchedule: 'custom_daily',
      weeklyGoals: {
        monday: 1,
        tuesday: 2,
        wednesday: 3,
        thursday: 4,
        friday: 5,
        saturday: 6,
        sunday: 7,
      },
    };
    const plan = { startGoal: 3, endGoal: 2, stepBy: 1, everyDays: 7, startDate: TODAY };
    const [, second] = expandPlan(perDay, plan);
    expect(second?.goal).toEqual({
      ...perDay,
      weeklyGoals: {
        monday: 2,
        tuesday: 2,
        wednesday: 2,
        thursday: 2,
        friday: 2,
        saturday: 2,
        sunday: 2,
      },
    });
  });

  it('steps a level goal a level at a time', () => {
    const level: Goal = { goalType: 'level', goalSchedule: 'daily', levelGoal: 'high' };
    const plan = {
      startLevel: 'high',
      endLevel: 'low',
      stepBy: 1,
      everyDays: 3,
      startDate: TODAY,
    } as const;
    expect(expandPlan(level, plan).map((version) => version.goal)).toEqual([
      { ...level, levelGoal: 'high' },
      { ...level, levelGoal: 'moderate' },
      { ...level, levelGoal: 'low' },
    ]);
    expect(levelRank('low')).toBe(1);
  });
});

describe('applyPlan', () => {
  const history: GoalVersion[] = [{ effectiveFrom: CREATED, goal: daily(8) }];

  it('applies from its start date: the days before keep their goals, the days since follow its steps (or the goal until it starts)', () => {
    fc.assert(
      fc.property(planArb, planArb, fc.integer({ min: -60, max: 80 }), (first, second, offset) => {
        const once = applyPlan(history, first, TODAY);
        const later = addDays(TODAY, 10);
        const twice = applyPlan(once, second, later);
        const day = addDays(TODAY, offset);
        const steps = expandPlan(daily(0), second);
        const from = second.startDate < later ? second.startDate : later;
        if (day < from) expect(amountOn(twice, day)).toBe(amountOn(once, day));
        if (day >= second.startDate) expect(amountOn(twice, day)).toBe(amountOn(steps, day));
        if (day >= later && day < second.startDate)
          expect(amountOn(twice, day)).toBe(amountOn(once, later));
        expect((twice[0]?.effectiveFrom ?? '') <= CREATED).toBe(true);
      }),
    );
  });

  it("judges the days of a plan that started 10 days ago by that day's step", () => {
    const plan = {
      startGoal: 3,
      endGoal: 1,
      stepBy: 1,
      everyDays: 7,
      startDate: addDays(TODAY, -10),
    };
    const next = applyPlan(history, plan, TODAY);
    expect(amountOn(next, addDays(TODAY, -11))).toBe(8);
    expect(amountOn(next, addDays(TODAY, -10))).toBe(3);
    expect(amountOn(next, addDays(TODAY, -4))).toBe(3);
    expect(amountOn(next, addDays(TODAY, -3))).toBe(2);
    expect(amountOn(next, TODAY)).toBe(2);
    expect(amountOn(next, addDays(TODAY, 4))).toBe(1);
  });

  it('keeps backfill before a habit created today judged by its first goal', () => {
    const created: GoalVersion[] = [{ effectiveFrom: TODAY, goal: daily(8) }];
    const plan = { startGoal: 3, endGoal: 1, stepBy: 1, everyDays: 7, startDate: TODAY };
    const next = applyPlan(created, plan, TODAY);
    expect(amountOn(next, addDays(TODAY, -7))).toBe(8);
    expect(amountOn(next, TODAY)).toBe(3);
  });

  it('clearing keeps the goal in force today and drops later steps', () => {
    const plan = { startGoal: 5, endGoal: 2, stepBy: 1, everyDays: 7, startDate: TODAY };
    const cleared = clearPlan(applyPlan(history, plan, TODAY), addDays(TODAY, 8));
    expect(amountOn(cleared, addDays(TODAY, 30))).toBe(4);
    expect(amountOn(cleared, addDays(TODAY, -1))).toBe(8);
  });
});

describe('plan input', () => {
  const parse = (input: object) => planInputSchema.safeParse(input);
  const valid = { startGoal: 5, endGoal: 2, stepBy: 1, everyDays: 7, startDate: '2026-12-01' };

  it('refuses an end above the start, a step of 0 or less and fewer than 1 day', () => {
    expect(parse(valid).success).toBe(true);
    expect(parse({ ...valid, endGoal: 6 }).error?.issues[0]?.message).toBe(
      PLAN_MESSAGES.endAboveStart,
    );
    expect(parse({ ...valid, stepBy: 0.5 }).error?.issues[0]?.message).toBe(
      'Step down by must be a whole number, 1 or more',
    );
    expect(parse({ ...valid, stepBy: -1 }).success).toBe(false);
    expect(parse({ ...valid, everyDays: 0 }).error?.issues[0]?.message).toBe(
      'Days per step must be a whole number, 1 or more',
    );
    expect(parse({ ...valid, startDate: '2026-02-30' }).error?.issues[0]?.message).toBe(
      'Start date must be a date (YYYY-MM-DD)',
    );
    expect(parse({ ...valid, startGoal: -1 }).error?.issues[0]?.message).toBe(
      'Start at must be a whole number, 0 or more',
    );
    expect(
      parse({ startLevel: 'low', endLevel: 'high', everyDays: 1, startDate: TODAY }).error
        ?.issues[0]?.message,
    ).toBe(PLAN_MESSAGES.levelEndAboveStart);
  });

  it('takes the fields of the goal type, stepping by 1 when not told', () => {
    const level: Goal = { goalType: 'level', goalSchedule: 'daily', levelGoal: 'high' };
    const tags: Goal = {
      goalType: 'custom_tags',
      goalSchedule: 'daily',
      customTags: ['a', 'b'],
      levelGoal: '1',
    };
    const { stepBy: _stepBy, ...noStep } = valid;
    expect(planFor(daily(1), noStep)).toEqual({ ok: true, plan: valid });
    expect(planFor(level, valid)).toEqual({ ok: false, message: PLAN_MESSAGES.levelFields });
    expect(
      planFor(daily(1), { everyDays: 1, startDate: TODAY, startLevel: 'high', endLevel: 'low' }),
    ).toEqual({ ok: false, message: PLAN_MESSAGES.numberFields });
    expect(planFor(tags, valid)).toEqual({ ok: false, message: PLAN_MESSAGES.tags });
  });
});

describe('plan dates', () => {
  it("starts at most 5 years after the user's today, with a sentence naming the last day", () => {
    expect(latestPlanStart('2026-11-26')).toBe('2031-11-26');
    expect(latestPlanStart('2028-02-29')).toBe('2033-02-28');
    expect(latestPlanStart('9997-06-01')).toBe(LAST_PLAN_DAY);
    expect(planStartProblem('2031-11-26', '2026-11-26')).toBeUndefined();
    expect(planStartProblem('2026-01-01', '2026-11-26')).toBeUndefined();
    expect(planStartProblem('2031-11-27', '2026-11-26')).toBe(
      'Start date must be 2031-11-26 or earlier: a plan starts at most 5 years ahead',
    );
    expect(planStartProblem('9999-12-31', '2026-11-26')).toMatch(/at most 5 years ahead/);
  });

  it('refuses, without a today, a plan whose steps would pass 9999-12-31', () => {
    const parse = (input: object) => planInputSchema.safeParse(input);
    const late = { startGoal: 5, endGoal: 2, everyDays: 7, startDate: '9999-12-31' };
    expect(parse(late).error?.issues[0]).toMatchObject({
      message: PLAN_MESSAGES.stepsPastLastDay,
      path: ['startDate'],
    });
    // A plan with no step down fits on the very last day; three steps of a week need 21 days.
    expect(parse({ ...late, endGoal: 5 }).success).toBe(true);
    expect(parse({ ...late, startDate: '9999-12-10' }).success).toBe(true);
    expect(parse({ ...late, startDate: '9999-12-11' }).success).toBe(false);
    expect(
      parse({ startLevel: 'high', endLevel: 'none', everyDays: 366, startDate: '9998-01-01' })
        .success,
    ).toBe(false);
  });

  it('never expands a step past 9999-12-31, whatever the plan', () => {
    fc.assert(
      fc.property(
        fc.record({
          startGoal: fc.integer({ min: 0, max: 3000 }),
          drop: fc.integer({ min: 0, max: 3000 }),
          stepBy: fc.integer({ min: 1, max: 5 }),
          everyDays: fc.integer({ min: 1, max: 366 }),
          daysBeforeEnd: fc.integer({ min: 0, max: 4000 }),
        }),
        ({ startGoal, drop, stepBy, everyDays, daysBeforeEnd }) => {
          const plan: NumberPlan = {
            startGoal: startGoal + drop,
            endGoal: startGoal,
            stepBy,
            everyDays,
            startDate: addDays(LAST_PLAN_DAY, -daysBeforeEnd),
          };
          const versions = expandPlan(daily(0), plan);
          expect(versions[0]?.effectiveFrom).toBe(plan.startDate);
          expect(versions.length).toBeLessThanOrEqual(MAX_PLAN_STEPS + 1);
          for (const version of versions) {
            expect(isIsoDate(version.effectiveFrom)).toBe(true);
            expect(version.effectiveFrom <= LAST_PLAN_DAY).toBe(true);
          }
        },
      ),
    );
  });
});
