import { describe, expect, it } from 'vitest';
import type { Goal } from './goalSchemas';
import { judgeEntry } from './judge';
import { calendarWithPendingDays, pendingCalendarDay, type PendingChange } from './pendingDays';
import { habitStats, type StatsEntry } from './stats';

const TODAY = '2025-03-12';
const coffee: Goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 2 };
const tags: Goal = {
  goalType: 'custom_tags',
  goalSchedule: 'daily',
  customTags: ['Calm', 'Busy', 'Wild'],
  levelGoal: '1',
};

function logged(id: number, date: string, actualValue: number): StatsEntry {
  const performance = judgeEntry(coffee, date, { actualValue });
  return { id, date, performance, actualValue, levelValue: null, note: null };
}

// 10, 11 and 12 March on target: one run of three joined days.
const calendar = habitStats(
  coffee,
  [logged(1, '2025-03-10', 1), logged(2, '2025-03-11', 1), logged(3, '2025-03-12', 2)],
  { today: TODAY },
).calendar;
const dayOf = (days: readonly { date: string }[], date: string) => {
  const day = days.find((cell) => cell.date === date);
  if (!day) throw new Error(`no ${date} in the grid`);
  return day;
};

describe('a day whose change waits to be sent', () => {
  it('leaves the calendar as it is without pending days', () => {
    expect(calendarWithPendingDays(calendar, coffee, new Map())).toBe(calendar);
  });

  it('a change the server failed reads not saved, still with no verdict', () => {
    const shown = calendarWithPendingDays(
      calendar,
      coffee,
      new Map([['2025-03-11', { kind: 'log', actualValue: 5, failed: true } as const]]),
    );
    expect(dayOf(shown, '2025-03-11')).toMatchObject({
      pending: true,
      failed: true,
      status: 'none',
      description: '5, not saved',
    });
    const cleared = calendarWithPendingDays(
      calendar,
      coffee,
      new Map([['2025-03-11', { kind: 'clear', failed: true } as const]]),
    );
    expect(dayOf(cleared, '2025-03-11')).toMatchObject({
      failed: true,
      description: 'not logged, not saved',
    });
    const waiting = calendarWithPendingDays(
      calendar,
      coffee,
      new Map([['2025-03-11', { kind: 'log', actualValue: 5 } as const]]),
    );
    expect(dayOf(waiting, '2025-03-11')).not.toHaveProperty('failed');
  });

  it('shows the typed value, pending, with no verdict, keeping the server entry id', () => {
    const change: PendingChange = { kind: 'log', actualValue: 5, note: 'party' };
    const shown = calendarWithPendingDays(calendar, coffee, new Map([['2025-03-11', change]]));
    expect(dayOf(shown, '2025-03-11')).toMatchObject({
      pending: true,
      status: 'none',
      connectsToPrevious: false,
      connectsToNext: false,
      entry: {
        id: 2,
        actualValue: 5,
        levelValue: null,
        note: 'party',
        label: '5',
        shortLabel: '5',
      },
      description: '5, has a note, waiting to sync',
    });
    // A value under the goal gets no verdict either: only the server judges.
    const under = calendarWithPendingDays(
      calendar,
      coffee,
      new Map([['2025-03-11', { kind: 'log', actualValue: 0 } as const]]),
    );
    expect(dayOf(under, '2025-03-11')).toMatchObject({
      status: 'none',
      description: '0, waiting to sync',
    });
  });

  it("takes the neighbours' bars towards the pending day away, and leaves the others", () => {
    const shown = calendarWithPendingDays(
      calendar,
      coffee,
      new Map([['2025-03-11', { kind: 'clear' } as const]]),
    );
    expect(dayOf(shown, '2025-03-10')).toMatchObject({ status: 'success', connectsToNext: false });
    expect(dayOf(shown, '2025-03-12')).toMatchObject({
      status: 'success',
      connectsToPrevious: false,
    });
    expect(dayOf(shown, '2025-03-11')).toMatchObject({
      pending: true,
      status: 'none',
      entry: null,
      description: 'not logged, waiting to sync',
    });
    expect(dayOf(shown, '2025-03-09')).toBe(dayOf(calendar, '2025-03-09'));
  });

  it('never touches a future day', () => {
    const shown = calendarWithPendingDays(
      calendar,
      coffee,
      new Map([['2025-03-13', { kind: 'log', actualValue: 1 } as const]]),
    );
    expect(dayOf(shown, '2025-03-13')).toBe(dayOf(calendar, '2025-03-13'));
  });

  it("reads a tag by the habit's names and a skip as skipped", () => {
    const cell = dayOf(calendar, '2025-03-09') as (typeof calendar)[number];
    expect(pendingCalendarDay(cell, tags, { kind: 'log', levelValue: '2' })).toMatchObject({
      entry: { id: 0, levelValue: '2', label: 'Busy', shortLabel: 'Busy' },
      description: 'Busy, waiting to sync',
    });
    expect(pendingCalendarDay(cell, coffee, { kind: 'log', skip: true })).toMatchObject({
      status: 'none',
      entry: { actualValue: null, levelValue: null, label: 'skipped', shortLabel: 'skip' },
      description: 'skipped, waiting to sync',
    });
  });
});
