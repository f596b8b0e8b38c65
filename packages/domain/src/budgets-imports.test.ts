import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { loopHabitRow, loopHabitToTaper } from './loop';
import { checkImport, type ImportHabitInput } from './transfer';
import { weekly, monthly, MONDAY } from './testing/budgetFixtures';

describe('budgets in imports and Loop files', () => {
  const drinks: ImportHabitInput = {
    name: 'Drinks',
    color: '#3B82F6',
    icon: 'wine',
    history: [{ effectiveFrom: '2026-11-01', goal: weekly(14) }],
    plan: null,
    entries: [
      { date: addDays(MONDAY, 2), actualValue: 7 },
      { date: MONDAY, actualValue: 4 },
      { date: addDays(MONDAY, 1), actualValue: 5 },
      { date: addDays(MONDAY, 3), skip: true },
    ],
  };

  it('judges an imported budget by its weeks, by the week start given', () => {
    const checked = checkImport([drinks], [], '2026-11-29');
    if (!checked.ok) throw new Error(checked.message);
    expect(checked.habits[0]?.entries.map((entry) => entry.performance)).toEqual([
      'success',
      'success',
      'over',
      'skipped',
    ]);
    // From Sunday, that Sunday's 10 opens the same week: 10, 14, 19, 26.
    const sunday = checkImport(
      [{ ...drinks, entries: [{ date: '2026-11-22', actualValue: 10 }, ...drinks.entries] }],
      [],
      '2026-11-29',
      () => true,
      'sunday',
    );
    if (!sunday.ok) throw new Error(sunday.message);
    expect(sunday.habits[0]?.entries.map((entry) => entry.performance)).toEqual([
      'success',
      'success',
      'over',
      'over',
      'skipped',
    ]);
  });

  it("reads Loop's 'at most 10 per week' (1/7) as a weekly budget and writes it back", () => {
    const row = {
      Position: '001',
      Name: 'Drinks',
      Type: 'NUMERICAL',
      Question: '',
      Description: '',
      FrequencyNumerator: '1',
      FrequencyDenominator: '7',
      Color: '#ef4444',
      Unit: '',
      'Target Type': 'AT_MOST',
      'Target Value': '10.0',
      'Archived?': 'false',
    };
    expect(loopHabitToTaper(row)).toMatchObject({ ok: true, goal: weekly(10) });
    expect(loopHabitToTaper({ ...row, FrequencyDenominator: '30' })).toMatchObject({
      goal: monthly(10),
    });
    expect(
      loopHabitRow({ name: 'Drinks', color: '#ef4444', dailyGoal: 10, budget: 'weekly_budget' }, 1)
        .FrequencyDenominator,
    ).toBe('7');
  });
});
