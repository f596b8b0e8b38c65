/**
 * The progress calls read only part of a habit's entries (history: the buckets' days and the first
 * entries; every call: rows read as arrays). Each answer here is held to the same answer computed
 * the whole-history way — every entry read, every figure worked out from all of them — on habits
 * with varied goals, goal histories, skipped runs, gaps and settings, on both engines.
 */
import {
  createHabit,
  findHabit,
  insertEntries,
  listGoalVersions,
  historyOf,
  writeGoalVersions,
  type Db,
  type EntryView,
} from '@taper/db';
import { addDays, HISTORY_BUCKETS, type HistoryBucket, type WeekStart } from '@taper/domain';
import {
  chartRange,
  habitFirstDay,
  habitHistory,
  habitStrength,
  reduction,
} from '@taper/domain/rules';
import { randomHabit, seededRandom } from '@taper/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reductionOptions } from '../../habit-stats';
import { availableTestEngines, createTestApi, type TestApi } from '../../testing';
import { countedEntries, createdOn } from '../../computed-reads/counted-days';

const TODAY = '2025-03-15';
const HABITS = 24;

interface Owner {
  id: number;
  token: string;
  weekStart: WeekStart;
}

/** Every entry of the habit, as the calls read them before they read only part. */
async function allEntries(db: Db, userId: number, habitId: number): Promise<EntryView[]> {
  return db
    .selectFrom('habitEntries')
    .select(['id', 'habitId', 'date', 'performance', 'actualValue', 'levelValue', 'note'])
    .where('habitId', '=', habitId)
    .where('userId', '=', userId)
    .orderBy('date')
    .execute();
}

async function wholeHistory(db: Db, owner: Owner, habitId: number) {
  const habit = await findHabit(db, owner.id, habitId);
  if (!habit) throw new Error('no habit');
  const entries = await allEntries(db, owner.id, habitId);
  const versions = await listGoalVersions(db, owner.id, habitId);
  const user = { timezone: 'UTC', dayEndsAtHour: 0, weekStart: owner.weekStart };
  const ctx = { today: TODAY, user };
  const goals = historyOf(habit, versions);
  const firstDay = habitFirstDay(createdOn(habit, user), entries);
  const counted = countedEntries(habit, entries, versions, ctx);
  return {
    strength: (range: { from: string; to: string }) =>
      habitStrength(counted, range, { firstDay, today: TODAY, goals }),
    history: (input: { from: string; to: string; bucket: HistoryBucket }) => {
      const range = chartRange(goals, input, firstDay, TODAY);
      if (range.from > range.to) return [];
      const { baseline } = reduction(goals, entries, {
        today: TODAY,
        weekStart: owner.weekStart,
        unloggedDays: habit.unloggedDays,
        ...reductionOptions(habit),
      });
      return habitHistory(
        goals,
        counted,
        { ...range, bucket: input.bucket },
        TODAY,
        owner.weekStart,
        baseline,
      );
    },
  };
}

describe.each(availableTestEngines())('progress reads on %s', (engine) => {
  let t: TestApi;
  const owners: Owner[] = [];
  const habits: { owner: Owner; id: number; days: number }[] = [];

  beforeAll(async () => {
    t = await createTestApi(engine);
    const db = t.testDb.db;
    for (const weekStart of ['monday', 'sunday'] as const) {
      const { token, id } = await t.signup(`${weekStart}@example.com`);
      await db
        .updateTable('users')
        .set({ weekStart, timezone: 'UTC' })
        .where('id', '=', id)
        .execute();
      owners.push({ id, token, weekStart });
    }
    for (let seed = 1; seed <= HABITS; seed++) {
      const random = seededRandom(seed * 7919);
      // A few long histories, so a span is a small part of what there is.
      const habit = randomHabit(random, seed % 6 === 0 ? { days: 2500 } : {});
      const owner = owners[seed % owners.length];
      if (!owner) throw new Error('no owner');
      const goal = habit.history[0]?.goal;
      if (!goal) throw new Error('no goal');
      const row = await createHabit(
        db,
        owner.id,
        {
          name: `Habit ${String(seed)}`,
          goal,
          unloggedDays: habit.unloggedDays,
          baseline: goal.goalType === 'number' ? habit.baseline : null,
        },
        new Date(`${habit.createdOn}T12:00:00Z`),
      );
      await writeGoalVersions(db, owner.id, row.id, habit.history);
      await insertEntries(db, owner.id, row.id, habit.entries, new Date(`${TODAY}T12:00:00Z`));
      habits.push({ owner, id: row.id, days: habit.entries.length });
    }
    // First entries that cannot tell the baseline (all skipped): it is measured from all of them.
    const owner = owners[0];
    if (!owner) throw new Error('no owner');
    const skippedFirst = await createHabit(
      db,
      owner.id,
      { name: 'Skipped first', goal: { goalType: 'number', goalSchedule: 'daily', dailyGoal: 3 } },
      new Date('2024-06-01T12:00:00Z'),
    );
    const entries = Array.from({ length: 100 }, (_, day) => ({
      date: addDays('2024-06-01', day),
      performance: day < 70 ? 'skipped' : 'success',
      actualValue: day < 70 ? null : 1 + (day % 3),
    }));
    await insertEntries(db, owner.id, skippedFirst.id, entries, new Date(`${TODAY}T12:00:00Z`));
    habits.push({ owner, id: skippedFirst.id, days: entries.length });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('answers history as the whole history does, for every bucket and range', async () => {
    const random = seededRandom(42);
    let buckets = 0;
    for (const { owner, id } of habits) {
      const whole = await wholeHistory(t.testDb.db, owner, id);
      for (const bucket of HISTORY_BUCKETS) {
        for (let ask = 0; ask < 4; ask++) {
          const from = addDays(TODAY, -Math.floor(random() * (bucket === 'day' ? 120 : 3000)));
          const to = ask === 0 ? TODAY : addDays(from, Math.floor(random() * 400));
          const input = { from, to, bucket };
          const res = await t.rest(
            'GET',
            `/api/habits/${String(id)}/history?${new URLSearchParams(input).toString()}`,
            { token: owner.token },
          );
          expect(res.statusCode, res.body).toBe(200);
          const expected = whole.history(input);
          expect(res.json()).toStrictEqual(JSON.parse(JSON.stringify(expected)));
          buckets += expected.length;
        }
      }
    }
    expect(buckets).toBeGreaterThan(1000);
    const last = habits.at(-1);
    if (!last) throw new Error('no habit');
    const measured = await t.rest(
      'GET',
      `/api/habits/${String(last.id)}/history?from=${TODAY}&to=${TODAY}&bucket=day`,
      {
        token: last.owner.token,
      },
    );
    expect(measured.json<{ baseline: number | null }[]>()[0]?.baseline).toBe(2.07);
  }, 120_000);

  it('answers strength as the whole history does', async () => {
    const random = seededRandom(7);
    let points = 0;
    for (const { owner, id } of habits) {
      const whole = await wholeHistory(t.testDb.db, owner, id);
      for (let ask = 0; ask < 3; ask++) {
        const from = addDays(TODAY, -Math.floor(random() * 3000));
        const to = ask === 0 ? TODAY : addDays(from, Math.floor(random() * 600));
        const res = await t.trpc('query', 'habits.strength', { id, from, to }, owner.token);
        expect(res.statusCode, res.body).toBe(200);
        const expected = whole.strength({ from, to });
        expect(res.json<{ result: { data: unknown } }>().result.data).toStrictEqual(
          JSON.parse(JSON.stringify(expected)),
        );
        points += expected.length;
      }
    }
    expect(points).toBeGreaterThan(5000);
  }, 120_000);
});
