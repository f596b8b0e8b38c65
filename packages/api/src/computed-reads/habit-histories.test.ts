import {
  createHabit,
  deleteEntry,
  findHabit,
  listEntriesForHabit,
  updateEntry,
  upsertEntry,
  type Db,
  type EntryView,
  type HabitRow,
} from '@taper/db';
import { describeEngines, makeUser } from '@taper/db/testing';
import { addDays } from '@taper/domain';
import { describe, expect, test, vi } from 'vitest';
import * as dbModule from '@taper/db';
import { computeSummary } from './calls';
import {
  entriesInSpan,
  HabitHistories,
  HistoryLongerThanBound,
  withChanges,
} from './habit-histories';

vi.mock('@taper/db', { spy: true });

/** A small deterministic generator, so a failing sequence of writes can be run again. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

async function habitOf(db: Db, userId: number, habitId: number): Promise<HabitRow> {
  const habit = await findHabit(db, userId, habitId);
  if (!habit) throw new Error('no such habit');
  return habit;
}

/** A new habit of the user's with the first three days of 2026 logged. */
async function habitOfThreeDays(db: Db, userId: number, name: string) {
  const habit = await createHabit(db, userId, { createdOn: '2025-01-01', name });
  for (const date of ['2026-01-01', '2026-01-02', '2026-01-03'])
    await upsertEntry(db, { habitId: habit.id, userId, date, performance: 'success' });
  return habit;
}

describeEngines('kept habit histories', (ctx) => {
  test('a bounded whole read keeps a history within the bound, and throws past it keeping nothing', async () => {
    const user = await makeUser(ctx.db);
    const habit = await habitOfThreeDays(ctx.db, user.id, 'Tea');
    const row = await habitOf(ctx.db, user.id, habit.id);
    const histories = new HabitHistories(ctx.db);
    await expect(histories.entries(user.id, row, 2)).rejects.toBeInstanceOf(HistoryLongerThanBound);
    expect(histories.keptCount(user.id, habit.id)).toBeUndefined();

    const within = await histories.entries(user.id, row, 3);
    expect(within.map((entry) => entry.date)).toEqual(['2026-01-01', '2026-01-02', '2026-01-03']);
    expect(histories.keptCount(user.id, habit.id)).toBe(3);
    // Kept: the bound no longer matters, nothing is read again.
    vi.mocked(dbModule.listEntriesForHabit).mockClear();
    expect(await histories.entries(user.id, row, 1)).toBe(within);
    expect(dbModule.listEntriesForHabit).not.toHaveBeenCalled();
  });

  test('a history at the same revision is not read again; a log reads only what changed', async () => {
    const user = await makeUser(ctx.db);
    const habit = await habitOfThreeDays(ctx.db, user.id, 'Coffee');
    const histories = new HabitHistories(ctx.db);
    const first = await histories.entries(user.id, await habitOf(ctx.db, user.id, habit.id));
    expect(first.map((entry) => entry.date)).toEqual(['2026-01-01', '2026-01-02', '2026-01-03']);

    vi.mocked(dbModule.listEntriesForHabit).mockClear();
    vi.mocked(dbModule.listEntriesChangedSince).mockClear();
    const again = await histories.entries(user.id, await habitOf(ctx.db, user.id, habit.id));
    expect(again).toBe(first);
    expect(dbModule.listEntriesChangedSince).not.toHaveBeenCalled();

    await upsertEntry(ctx.db, {
      habitId: habit.id,
      userId: user.id,
      date: '2026-01-02',
      performance: 'over',
      actualValue: 5,
    });
    const logged = await histories.entries(user.id, await habitOf(ctx.db, user.id, habit.id));
    expect(dbModule.listEntriesForHabit).not.toHaveBeenCalled();
    expect(dbModule.listEntriesChangedSince).toHaveBeenCalledTimes(1);
    expect(logged).toEqual(await listEntriesForHabit(ctx.db, user.id, habit.id));
    expect(first[1]?.performance).toBe('success');
  });

  test('another user never gets a history kept for the owner', async () => {
    const owner = await makeUser(ctx.db);
    const other = await makeUser(ctx.db);
    const habit = await createHabit(ctx.db, owner.id, { createdOn: '2025-01-01', name: 'Wine' });
    await upsertEntry(ctx.db, {
      habitId: habit.id,
      userId: owner.id,
      date: '2026-03-01',
      performance: 'success',
    });
    const histories = new HabitHistories(ctx.db);
    const row = await habitOf(ctx.db, owner.id, habit.id);
    expect(await histories.entries(owner.id, row)).toHaveLength(1);
    // Asked with another user's id (the row as a forged call would carry it), nothing is found.
    expect(await histories.entries(other.id, row)).toEqual([]);
  });

  test('after any sequence of logs, edits, moves and deletes the kept history is the database’s', async () => {
    const user = await makeUser(ctx.db);
    const habits = [
      await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name: 'Sugar' }),
      await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name: 'Screens' }),
    ];
    const histories = new HabitHistories(ctx.db, 40);
    const random = seeded(38);
    const day = (n: number) => addDays('2026-01-01', n);
    for (let step = 0; step < 120; step += 1) {
      const habit = habits[Math.floor(random() * habits.length)]!;
      const entries = await listEntriesForHabit(ctx.db, user.id, habit.id);
      const pick = entries[Math.floor(random() * entries.length)];
      const action = random();
      if (action < 0.5 || !pick) {
        await upsertEntry(ctx.db, {
          habitId: habit.id,
          userId: user.id,
          date: day(Math.floor(random() * 40)),
          performance: random() < 0.5 ? 'success' : 'over',
          actualValue: Math.floor(random() * 6),
        });
      } else if (action < 0.7) {
        await updateEntry(ctx.db, user.id, pick.id, { note: `step ${String(step)}` });
      } else if (action < 0.85) {
        const date = day(Math.floor(random() * 40));
        if (!entries.some((entry) => entry.date === date)) {
          await updateEntry(ctx.db, user.id, pick.id, { date });
        }
      } else {
        await deleteEntry(ctx.db, user.id, pick.id);
      }
      for (const each of habits) {
        const kept = await histories.entries(user.id, await habitOf(ctx.db, user.id, each.id));
        expect(kept).toEqual(await listEntriesForHabit(ctx.db, user.id, each.id));
      }
    }
  });
});

describeEngines('the summary from kept histories', (ctx) => {
  test('a first summary reads every history in one query; after a log, only what changed', async () => {
    const user = await makeUser(ctx.db);
    const habits = [];
    for (const name of ['Coffee', 'Wine', 'Sugar', 'Screens']) {
      const habit = await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name });
      for (let day = 0; day < 5; day += 1) {
        await upsertEntry(ctx.db, {
          habitId: habit.id,
          userId: user.id,
          date: addDays('2026-03-10', -day),
          performance: day % 2 === 0 ? 'success' : 'over',
          actualValue: day,
        });
      }
      habits.push(habit);
    }
    const call = {
      kind: 'summary' as const,
      user: { id: user.id, timezone: 'UTC', dayEndsAtHour: 0, weekStart: 'monday' as const },
      today: '2026-03-10',
    };
    const reads = () => ({
      all: vi.mocked(dbModule.listEntriesForUser).mock.calls.length,
      whole: vi.mocked(dbModule.listEntriesForHabit).mock.calls.length,
      changed: vi.mocked(dbModule.listEntriesChangedSince).mock.calls.length,
    });
    vi.mocked(dbModule.listEntriesForUser).mockClear();
    vi.mocked(dbModule.listEntriesForHabit).mockClear();
    vi.mocked(dbModule.listEntriesChangedSince).mockClear();
    const first = await computeSummary(ctx.db, call);
    expect(first.habits.map((card) => card.habitId)).toEqual(habits.map((habit) => habit.id));
    expect(reads()).toEqual({ all: 1, whole: 0, changed: 0 });
    expect(await computeSummary(ctx.db, call)).toEqual(first);
    expect(reads()).toEqual({ all: 1, whole: 0, changed: 0 });

    await upsertEntry(ctx.db, {
      habitId: habits[1]!.id,
      userId: user.id,
      date: '2026-03-10',
      performance: 'over',
      actualValue: 9,
    });
    const logged = await computeSummary(ctx.db, call);
    expect(reads()).toEqual({ all: 1, whole: 0, changed: 1 });
    // What a server with nothing kept answers (another handle: its own kept histories).
    const fresh = ctx.openAnother();
    try {
      expect(await computeSummary(fresh.db, call)).toEqual(logged);
    } finally {
      await fresh.close();
    }
    expect(logged).not.toEqual(first);
  });
});

describe('entries of a span', () => {
  const entries: EntryView[] = ['2026-01-01', '2026-01-03', '2026-01-05', '2026-01-07'].map(
    (date, index) => ({
      id: index + 1,
      habitId: 1,
      date,
      performance: 'success',
      actualValue: null,
      levelValue: null,
      note: null,
    }),
  );
  const dates = (span: Parameters<typeof entriesInSpan>[1]) =>
    entriesInSpan(entries, span).map((entry) => entry.date);

  test('as the database reads a span: both ends included, either open, at most limit', () => {
    expect(dates({})).toEqual(entries.map((entry) => entry.date));
    expect(dates({ from: '2026-01-03', to: '2026-01-05' })).toEqual(['2026-01-03', '2026-01-05']);
    expect(dates({ from: '2026-01-02', to: '2026-01-06' })).toEqual(['2026-01-03', '2026-01-05']);
    expect(dates({ from: '2026-01-04' })).toEqual(['2026-01-05', '2026-01-07']);
    expect(dates({ to: '2026-01-01' })).toEqual(['2026-01-01']);
    expect(dates({ limit: 2 })).toEqual(['2026-01-01', '2026-01-03']);
    expect(dates({ from: '2026-01-08' })).toEqual([]);
    expect(dates({ from: '2026-01-05', to: '2026-01-03' })).toEqual([]);
  });

  test('any changes, few or many, give the history a whole read would: one entry a day, by date', () => {
    const random = seeded(56);
    const entryOn = (day: number, id: number): EntryView => ({
      ...entries[0]!,
      id,
      date: addDays('2026-01-01', day),
      actualValue: id,
    });
    for (let round = 0; round < 200; round += 1) {
      const days = [
        ...new Set(
          Array.from({ length: Math.floor(random() * 60) }, () => Math.floor(random() * 300)),
        ),
      ];
      const kept = days.sort((a, b) => a - b).map((day, index) => entryOn(day, index + 1));
      // Up to twice the changes put in place one by one, so both ways are taken.
      const changes = Array.from({ length: Math.floor(random() * 34) }, (_, index) =>
        entryOn(Math.floor(random() * 300), 1000 + index),
      );
      const byDate = new Map(kept.map((entry) => [entry.date, entry]));
      for (const change of changes) byDate.set(change.date, change);
      const whole = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
      const before = [...kept];
      expect(withChanges(kept, changes)).toEqual(whole);
      expect(kept).toEqual(before);
    }
  });

  test('changes replace their day or take their place by date, leaving the kept array as it was', () => {
    const changed = withChanges(entries, [
      { ...entries[1]!, performance: 'over' },
      { ...entries[0]!, id: 9, date: '2026-01-04' },
    ]);
    expect(changed.map((entry) => [entry.date, entry.performance])).toEqual([
      ['2026-01-01', 'success'],
      ['2026-01-03', 'over'],
      ['2026-01-04', 'success'],
      ['2026-01-05', 'success'],
      ['2026-01-07', 'success'],
    ]);
    expect(entries[1]?.performance).toBe('success');
    expect(entries).toHaveLength(4);
  });
});
