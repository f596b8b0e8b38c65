import { describe, expect, it } from 'vitest';
import {
  checkImport,
  checkImportSteps,
  importPreview,
  uniqueImportName,
  type ImportHabitInput,
} from './transfer';

const coffee: ImportHabitInput = {
  name: 'Coffee',
  color: '#3B82F6',
  icon: 'coffee',
  history: [
    {
      effectiveFrom: '2025-01-01',
      goal: { goalType: 'number', goalSchedule: 'daily', dailyGoal: 3 },
    },
    {
      effectiveFrom: '2025-02-01',
      goal: { goalType: 'number', goalSchedule: 'daily', dailyGoal: 1 },
    },
  ],
  plan: null,
  entries: [
    { date: '2025-02-03', actualValue: 2, note: '  ' },
    { date: '2025-01-10', actualValue: 2, note: 'after lunch' },
  ],
};

describe('uniqueImportName', () => {
  it('keeps a free name and adds (imported) to a taken one, whatever its case', () => {
    expect(uniqueImportName('Tea', new Set(['coffee']))).toBe('Tea');
    expect(uniqueImportName('Coffee', new Set(['coffee']))).toBe('Coffee (imported)');
    expect(uniqueImportName('Coffee', new Set(['coffee', 'coffee (imported)']))).toBe(
      'Coffee (imported 2)',
    );
    expect(uniqueImportName('x'.repeat(100), new Set(['x'.repeat(100)]))).toHaveLength(100);
  });
});

describe('checkImport', () => {
  it('judges each entry by the goal of its day and sorts them', () => {
    const checked = checkImport([coffee], ['Coffee'], '2025-03-01');
    expect(checked).toMatchObject({ ok: true });
    if (!checked.ok) return;
    const [habit] = checked.habits;
    expect(habit?.name).toBe('Coffee (imported)');
    expect(habit?.entries).toEqual([
      {
        date: '2025-01-10',
        actualValue: 2,
        levelValue: null,
        note: 'after lunch',
        performance: 'success',
      },
      { date: '2025-02-03', actualValue: 2, levelValue: null, note: null, performance: 'over' },
    ]);
    expect(importPreview('taper', checked.habits, [{ name: 'Run', reason: 'r' }])).toEqual({
      dryRun: true,
      source: 'taper',
      sourceName: 'Taper export',
      habits: [
        {
          name: 'Coffee',
          importedAs: 'Coffee (imported)',
          // The latest of its two goals.
          goal: 'Goal: 1 daily',
          entries: 2,
          from: '2025-01-10',
          to: '2025-02-03',
        },
      ],
      entries: 2,
      skipped: [{ name: 'Run', reason: 'r' }],
      warnings: [],
    });
    expect(
      importPreview('loop_backup', [], [], ['a line'], 'Loop backup (schema 24)'),
    ).toMatchObject({ sourceName: 'Loop backup (schema 24)', warnings: ['a line'] });
  });

  it('refuses a future day, a value its goal cannot read, a day twice, and a premium icon falls back', () => {
    const refuse = (entries: ImportHabitInput['entries']) =>
      checkImport([{ ...coffee, entries }], [], '2025-03-01');
    expect(refuse([{ date: '2025-03-02', actualValue: 1 }])).toEqual({
      ok: false,
      message: 'Coffee has an entry for 2025-03-02, after today',
    });
    expect(refuse([{ date: '2025-03-01', levelValue: 'low' }])).toMatchObject({ ok: false });
    expect(
      refuse([
        { date: '2025-03-01', actualValue: 1 },
        { date: '2025-03-01', actualValue: 2 },
      ]),
    ).toEqual({
      ok: false,
      message: 'Coffee has two entries for 2025-03-01',
    });
    const icon = checkImport(
      [{ ...coffee, icon: 'wine' }],
      [],
      '2025-03-01',
      (id) => id !== 'wine',
    );
    expect(icon.ok && icon.habits[0]?.icon).toBe('coffee');
  });

  it('sorts a shuffled goal history and refuses a plan its goal cannot take', () => {
    const [first, second] = coffee.history;
    if (!first || !second) throw new Error('two versions');
    const shuffled = checkImport(
      [{ ...coffee, history: [second, first, first] }],
      [],
      '2025-03-01',
    );
    expect(shuffled.ok && shuffled.habits[0]?.history).toEqual([first, second]);
    const levelPlan = {
      startLevel: 'high',
      endLevel: 'low',
      stepBy: 1,
      everyDays: 7,
      startDate: '2025-03-01',
    } as const;
    expect(checkImport([{ ...coffee, plan: levelPlan }], [], '2025-03-01')).toEqual({
      ok: false,
      message: 'Coffee: a number goal plans with startGoal and endGoal',
    });
  });

  it('applies the rules a logged day and a created habit meet, to every kind of file', () => {
    const refused = (habit: Partial<ImportHabitInput>) => {
      const checked = checkImport([{ ...coffee, ...habit }], [], '2025-03-01');
      return checked.ok ? 'imported' : checked.message;
    };
    expect(refused({ name: '   ' })).toBe('Habit 1: Please enter a habit name');
    expect(refused({ name: 'x'.repeat(101) })).toMatch(/at most 100 characters/);
    expect(
      refused({ entries: [{ date: '2025-01-01', actualValue: 1, note: 'n'.repeat(1001) }] }),
    ).toMatch(/^Coffee, entry 1 \(2025-01-01\): .*1000/);
    expect(refused({ entries: [{ date: '2025-01-01', actualValue: 1e22 }] })).toMatch(
      /^Coffee, entry 1 \(2025-01-01\): .*1000000000000/,
    );
    expect(refused({ entries: [{ date: '2025-01-01', actualValue: -1 }] })).toMatch(
      'Please enter a valid number',
    );
    for (const date of ['0000-01-01', '1899-12-31'])
      expect(refused({ entries: [{ date, actualValue: 1 }] })).toBe(
        `Coffee, entry 1 (${date}): Not a real calendar date`,
      );
    expect(refused({ entries: [{ date: '1900-01-01', actualValue: 1 }] })).toBe('imported');
    const goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 2.5 } as const;
    expect(refused({ history: [{ effectiveFrom: '2025-01-01', goal }] })).toMatch(/^Coffee: /);
    const zero = checkImport(
      [{ ...coffee, entries: [{ date: '2025-01-01', actualValue: -0 }] }],
      [],
      '2025-03-01',
    );
    expect(zero.ok && Object.is(zero.habits[0]?.entries[0]?.actualValue, 0)).toBe(true);
  });

  it('stops between steps, and the steps end in the same answer as checkImport', () => {
    const entries = Array.from({ length: 4500 }, (_, i) => ({
      date: new Date(Date.UTC(2000, 0, 1 + i)).toISOString().slice(0, 10),
      actualValue: 1,
    }));
    const steps = checkImportSteps([{ ...coffee, entries }], [], '2025-03-01');
    let stops = 0;
    let step = steps.next();
    for (; step.done !== true; step = steps.next()) stops += 1;
    // One stop every 250 entries, and one after the habit.
    expect(stops).toBe(19);
    expect(step.value).toEqual(checkImport([{ ...coffee, entries }], [], '2025-03-01'));
  });
});
