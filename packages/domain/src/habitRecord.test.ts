import { describe, expect, it } from 'vitest';
import type { Goal } from './goalSchemas';
import {
  habitCreatedOn,
  habitRecord,
  recordCard,
  recordCountedDays,
  recordHistory,
  recordHistorySpan,
  recordOfSpan,
  recordStats,
  recordStrength,
  recordStrengthPieces,
  recordWeekdays,
  storedGoalHistory,
  habitGoalHistory,
  type HabitRecordRow,
  type HabitRecordSettings,
} from './habitRecord';
import type { StatsEntry } from './stats';

const coffee: Goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 2 };
const lessCoffee: Goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 1 };

const AUCKLAND = { timezone: 'Pacific/Auckland', dayEndsAtHour: 0 };
const LOS_ANGELES = { timezone: 'America/Los_Angeles', dayEndsAtHour: 0 };

/** 08:30 on 11 March 2025 in Auckland (UTC+13): still 10 March in UTC. */
const AUCKLAND_MORNING = new Date('2025-03-10T19:30:00Z');

function row(createdAt: Date, fields: Partial<HabitRecordRow> = {}): HabitRecordRow {
  return {
    createdAt,
    goal: coffee,
    unloggedDays: 'not_logged',
    baseline: null,
    costPerUnit: null,
    milestonesSeen: '',
    ...fields,
  };
}

function settings(fields: Partial<HabitRecordSettings> = {}): HabitRecordSettings {
  return { ...AUCKLAND, weekStart: 'monday', today: '2025-03-20', ...fields };
}

let nextId = 1;
function entry(date: string, actualValue: number): StatsEntry {
  return {
    id: nextId++,
    date,
    performance: actualValue <= 2 ? 'success' : 'over',
    actualValue,
    levelValue: null,
    note: null,
  };
}

describe('habitCreatedOn: the habit’s creation day in the user’s zone', () => {
  it.each([
    ['a morning in Auckland, the day before in UTC', AUCKLAND_MORNING, AUCKLAND, '2025-03-11'],
    [
      '23:30 in Los Angeles, the day after in UTC',
      new Date('2025-03-11T06:30:00Z'),
      LOS_ANGELES,
      '2025-03-10',
    ],
    [
      '02:30 in Auckland with days ending at 3',
      new Date('2025-03-10T13:30:00Z'),
      { timezone: 'Pacific/Auckland', dayEndsAtHour: 3 },
      '2025-03-10',
    ],
  ])('%s', (_case, createdAt, user, day) => {
    expect(habitCreatedOn(createdAt, user)).toBe(day);
  });
});

describe('storedGoalHistory', () => {
  it('keeps the stored versions', () => {
    const versions = [
      { effectiveFrom: '2025-03-01', goal: coffee },
      { effectiveFrom: '2025-03-15', goal: lessCoffee },
    ];
    expect(storedGoalHistory(lessCoffee, versions, '2025-03-11')).toBe(versions);
  });

  it('has a habit without versions keep its goal from its creation day', () => {
    expect(storedGoalHistory(lessCoffee, [], '2025-03-11')).toEqual([
      { effectiveFrom: '2025-03-11', goal: lessCoffee },
    ]);
    expect(storedGoalHistory(coffee, undefined, '2025-03-12')).toEqual([
      { effectiveFrom: '2025-03-12', goal: coffee },
    ]);
  });
});

describe('habitGoalHistory', () => {
  it('starts a habit without versions on its creation day in the user’s zone', () => {
    const habit = { createdAt: AUCKLAND_MORNING, goal: coffee };
    expect(habitGoalHistory(habit, [], AUCKLAND)).toEqual([
      { effectiveFrom: '2025-03-11', goal: coffee },
    ]);
    expect(habitGoalHistory(habit, [], LOS_ANGELES)).toEqual([
      { effectiveFrom: '2025-03-10', goal: coffee },
    ]);
  });
});

describe('habitRecord', () => {
  it('starts a habit created in the Auckland morning on its Auckland day, not its UTC day', () => {
    const record = habitRecord({
      habit: row(AUCKLAND_MORNING),
      versions: undefined,
      entries: [entry('2025-03-12', 1)],
      settings: settings(),
    });
    expect(record.createdOn).toBe('2025-03-11');
    expect(record.firstDay).toBe('2025-03-11');
    expect(record.goals).toEqual([{ effectiveFrom: '2025-03-11', goal: coffee }]);
  });

  it('starts a back-filled habit on its first entry', () => {
    const record = habitRecord({
      habit: row(AUCKLAND_MORNING),
      versions: [{ effectiveFrom: '2025-03-11', goal: coffee }],
      entries: [entry('2025-02-27', 3), entry('2025-03-12', 1)],
      settings: settings(),
    });
    expect(record.createdOn).toBe('2025-03-11');
    expect(record.firstDay).toBe('2025-02-27');
  });

  it('carries the habit’s fields and the user’s days', () => {
    const record = habitRecord({
      habit: row(AUCKLAND_MORNING, {
        unloggedDays: 'zero',
        baseline: 4,
        costPerUnit: 1.5,
        milestonesSeen: 'first-week,half',
      }),
      versions: undefined,
      entries: [],
      settings: settings({ weekStart: 'sunday', today: '2025-03-18' }),
    });
    expect(record).toMatchObject({
      today: '2025-03-18',
      weekStart: 'sunday',
      unloggedDays: 'zero',
      baseline: 4,
      costPerUnit: 1.5,
      milestonesSeen: ['first-week', 'half'],
    });
  });

  it('keeps its first day when narrowed to a span', () => {
    const record = habitRecord({
      habit: row(AUCKLAND_MORNING),
      versions: undefined,
      entries: [entry('2025-02-27', 3)],
      settings: settings(),
    });
    const span = recordOfSpan(record, [entry('2025-03-15', 1)]);
    expect(span.firstDay).toBe('2025-02-27');
    expect(span.entries.map((day) => day.date)).toEqual(['2025-03-15']);
  });
});

describe('the figures of one record count from its first day', () => {
  // Created on the Auckland morning of 11 March (10 March in UTC), days without an entry count as 0.
  const record = habitRecord({
    habit: row(AUCKLAND_MORNING, { unloggedDays: 'zero' }),
    versions: undefined,
    entries: [entry('2025-03-13', 3), entry('2025-03-16', 1)],
    settings: settings(),
  });
  const wide = { from: '2025-03-01', to: '2025-03-20' };

  it('has the Auckland day as its first day', () => {
    expect(record.firstDay).toBe('2025-03-11');
  });

  it('stats and the card', () => {
    expect(recordStats(record).firstDay).toBe('2025-03-11');
    // 11, 12 assumed, 13 over, 14 and 15 assumed, 16 logged, 17–19 assumed: today is not counted yet.
    expect(recordCard(record).streaks.currentStreak).toBe(6);
  });

  it('the counted days', () => {
    expect(recordCountedDays(record)[0]?.date).toBe('2025-03-11');
    // From a later day the entries stay, and the assumed days start there (14 March is not).
    expect(
      recordCountedDays(record, '2025-03-15')
        .slice(0, 3)
        .map((day) => day.date),
    ).toEqual(['2025-03-13', '2025-03-15', '2025-03-16']);
    expect(recordCountedDays(record, '2025-03-01')[0]?.date).toBe('2025-03-11');
  });

  it('strength, read and exported', () => {
    expect(recordStrength(record, wide)[0]?.date).toBe('2025-03-11');
    expect([...recordStrengthPieces(record, wide)].flat()[0]?.date).toBe('2025-03-11');
  });

  it('history', () => {
    const input = { ...wide, bucket: 'day' as const };
    expect(recordHistorySpan(record, input)).toEqual({ from: '2025-03-11', to: '2025-03-20' });
    expect(recordHistory(record, input, null)[0]?.start).toBe('2025-03-11');
    expect(recordHistorySpan(record, { from: '2025-03-01', to: '2025-03-10', bucket: 'day' })).toBe(
      undefined,
    );
    expect(
      recordHistory(record, { from: '2025-03-01', to: '2025-03-10', bucket: 'day' }, null),
    ).toEqual([]);
  });

  it('weekdays count the assumed days from it', () => {
    const logged = recordWeekdays(record).days.reduce((sum, day) => sum + day.loggedDays, 0);
    // 11 to 19 March: nine days counted, today not yet.
    expect(logged).toBe(9);
  });
});
