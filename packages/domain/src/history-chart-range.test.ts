import { describe, expect, it } from 'vitest';
import type { Goal } from './goalSchemas';
import { chartRange } from './chartRange';
import { habitHistory } from './history';

describe('chartRange', () => {
  const daily = (dailyGoal: number): Goal => ({
    goalType: 'number',
    goalSchedule: 'daily',
    dailyGoal,
  });
  const planned = [
    { effectiveFrom: '2026-11-16', goal: daily(3) },
    { effectiveFrom: '2026-11-23', goal: daily(2) },
    { effectiveFrom: '2026-12-17', goal: daily(1) },
  ];
  it("starts at the habit's first day, not the empty weeks before it", () => {
    expect(
      chartRange(
        planned.slice(0, 1),
        { from: '2026-05-29', to: '2026-11-26' },
        '2026-11-16',
        '2026-11-26',
      ),
    ).toEqual({ from: '2026-11-16', to: '2026-11-26' });
  });
  it("goes on to the plan's last coming step when the range reaches today", () => {
    expect(
      chartRange(planned, { from: '2026-05-29', to: '2026-11-26' }, '2026-11-10', '2026-11-26'),
    ).toEqual({ from: '2026-11-10', to: '2026-12-17' });
    // An earlier page keeps its end.
    expect(
      chartRange(planned, { from: '2026-05-01', to: '2026-11-01' }, '2026-04-10', '2026-11-26'),
    ).toEqual({ from: '2026-05-01', to: '2026-11-01' });
  });
  it('draws the planned goal of the days after today', () => {
    const weeks = habitHistory(
      planned,
      [],
      { from: '2026-11-23', to: '2026-12-20', bucket: 'week' },
      '2026-11-26',
    );
    expect(weeks.map((w) => [w.start, w.goal, w.plannedGoal])).toEqual([
      ['2026-11-23', 2, 2],
      ['2026-11-30', null, 2],
      ['2026-12-07', null, 2],
      ['2026-12-14', null, 1.43],
    ]);
  });
});
