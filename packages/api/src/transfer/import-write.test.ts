import {
  createHabit,
  findUserById,
  insertEntries,
  listEntriesForHabit,
  listGoalVersions,
  listHabits,
  type Db,
} from '@taper/db';
import { describeEngines, makeUser } from '@taper/db/testing';
import type { ImportedEntry, ImportedHabit } from '@taper/domain';
import { sql } from 'kysely';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, test } from 'vitest';
import type { ImportMerge } from './import-merge';
import { importSlices } from './import-slices';
import {
  IMPORT_SLICE_ROWS,
  SliceSizer,
  writeImportInSlices,
  type ImportWrite,
} from './import-write';
import { SLICE_MS } from './slices';

const NOW = new Date('2026-06-01T12:00:00Z');
const GOAL = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 3 } as const;

/** `count` logged days in a row from 1990-01-01, values cycling 0–4. */
function days(count: number, offset = 0): ImportedEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    date: new Date(Date.UTC(1990, 0, 1 + offset + i)).toISOString().slice(0, 10),
    actualValue: i % 5,
    levelValue: null,
    note: i % 97 === 0 ? `note ${String(i)}` : null,
    performance: i % 5 <= 3 ? 'success' : 'over',
  }));
}

function habit(name: string, entries: ImportedEntry[], versions = 2): ImportedHabit {
  return {
    name,
    sourceName: name,
    color: '#3B82F6',
    icon: 'coffee',
    history: Array.from({ length: versions }, (_, i) => ({
      effectiveFrom: new Date(Date.UTC(1990, i, 1)).toISOString().slice(0, 10),
      goal: { ...GOAL, dailyGoal: 3 + i },
    })),
    plan: null,
    entries,
  };
}

function importOf(userId: number, habits: ImportedHabit[], merges: ImportMerge[] = []) {
  return {
    userId,
    userDays: { timezone: 'UTC', dayEndsAtHour: 0 },
    habits,
    merges,
    settings: { weekStart: 'sunday', dayEndsAtHour: 4 },
    weekStart: 'sunday',
    currentWeekStart: 'monday',
    now: NOW,
  } satisfies ImportWrite;
}

/** Everything of the user an import may touch, to compare before and after. */
async function footprint(db: Db, userId: number) {
  const count = async (table: 'habits' | 'habitEntries' | 'habitGoalVersions') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select(sql<number | string>`count(*)`.as('n'))
          .where('userId', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const user = await findUserById(db, userId);
  return {
    habits: await count('habits'),
    entries: await count('habitEntries'),
    versions: await count('habitGoalVersions'),
    weekStart: user?.weekStart,
    dayEndsAtHour: user?.dayEndsAtHour,
  };
}

/** A habit already here with `logged` days, and the merge adding `added` days after them. */
async function mergeInto(db: Db, userId: number, logged: number, added: number) {
  const here = await createHabit(db, userId, { createdOn: '2025-01-01', name: 'Here', goal: GOAL });
  await insertEntries(db, userId, here.id, days(logged), NOW);
  const merge: ImportMerge = {
    habitId: here.id,
    sourceName: 'Here',
    name: 'Here',
    history: [{ effectiveFrom: '1990-01-01', goal: GOAL }],
    entries: days(added, logged),
  };
  return { here, merge };
}

describe('import slices', () => {
  test('cover every row once, in order, none above the bound but a habit and its versions', () => {
    const habits = [habit('A', days(1234), 3), habit('B', []), habit('C', days(10), 600)];
    const merges = [{ entries: days(777) }];
    const slices = [...importSlices(habits, merges, 500)];
    const sizes = slices.map(
      (slice) =>
        slice.habits.reduce((sum, i) => sum + 1 + (habits[i]?.history.length ?? 0), 0) +
        [...slice.entries, ...slice.merges].reduce((sum, r) => sum + r.to - r.from, 0),
    );
    expect(Math.max(...sizes.filter((_, i) => !slices[i]?.habits.includes(2)))).toBeLessThanOrEqual(
      500,
    );
    expect(slices.flatMap((slice) => slice.habits)).toEqual([0, 1, 2]);
    const covered = (kind: 'entries' | 'merges', index: number) =>
      slices
        .flatMap((slice) => slice[kind])
        .filter((r) => r.index === index)
        .map((r) => [r.from, r.to]);
    expect(covered('entries', 0).flat()).toEqual([0, 496, 496, 996, 996, 1234]);
    expect(covered('merges', 0).at(-1)?.[1]).toBe(777);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(1235 + 3 + 1 + 2 + 11 + 600 + 777);
  });
});

describe('slices sized by time', () => {
  test('each slice takes the size asked for as it starts', () => {
    const sizes = [100, 300, 50];
    let asked = 0;
    const slices = [...importSlices([habit('A', days(1000), 0)], [], () => sizes[asked++] ?? 200)];
    const lengths = slices.map((slice) =>
      slice.entries.reduce((sum, r) => sum + r.to - r.from, slice.habits.length),
    );
    expect(lengths.slice(0, 4)).toEqual([100, 300, 50, 200]);
    expect(lengths.reduce((a, b) => a + b, 0)).toBe(1001);
  });

  test('a slow slice makes the next smaller, a quick one at most doubles it, within bounds', () => {
    const sizer = new SliceSizer();
    const first = sizer.rows;
    sizer.took(first, SLICE_MS * 4);
    expect(sizer.rows).toBe(Math.round(first / 4));
    sizer.took(sizer.rows, SLICE_MS * 1000);
    expect(sizer.rows).toBe(50);
    for (let i = 0; i < 20; i++) {
      const before = sizer.rows;
      sizer.took(before, 0);
      expect(sizer.rows).toBeLessThanOrEqual(Math.min(before * 2, IMPORT_SLICE_ROWS));
    }
    expect(sizer.rows).toBe(IMPORT_SLICE_ROWS);
  });
});

describeEngines('an import written in slices', (ctx) => {
  test('a failure in a middle slice leaves nothing behind, and the next import succeeds', async () => {
    const user = await makeUser(ctx.db);
    const { here, merge } = await mergeInto(ctx.db, user.id, 30, 900);
    const before = await footprint(ctx.db, user.id);
    // The habit of the second merge is not there: its first insert fails, after the habits and
    // the first merge's days are committed.
    const broken = { ...merge, habitId: here.id + 100_000 };
    const write = importOf(
      user.id,
      [habit('Tea', days(1500)), habit('Wine', days(700))],
      [merge, broken],
    );
    await expect(writeImportInSlices(ctx.db, write, { rows: 400 })).rejects.toThrow();
    expect(await footprint(ctx.db, user.id)).toEqual(before);
    expect((await listEntriesForHabit(ctx.db, user.id, here.id)).length).toBe(30);

    const fixed = importOf(user.id, write.habits, [merge]);
    expect(await writeImportInSlices(ctx.db, fixed, { rows: 400 })).toBe(1500 + 700 + 900);
    const after = await footprint(ctx.db, user.id);
    expect(after).toEqual({
      habits: before.habits + 2,
      entries: before.entries + 3100,
      versions: before.versions + 4,
      weekStart: 'sunday',
      dayEndsAtHour: 4,
    });
  });

  test('an import stopped between slices leaves nothing behind', async () => {
    const user = await makeUser(ctx.db);
    const other = await makeUser(ctx.db);
    const before = await footprint(ctx.db, user.id);
    const stop = new AbortController();
    const running = writeImportInSlices(ctx.db, importOf(user.id, [habit('Tea', days(5000))]), {
      rows: 500,
      signal: stop.signal,
    });
    // Another user's read is answered between two slices; the import is stopped there.
    await listHabits(ctx.db, other.id);
    stop.abort();
    await expect(running).rejects.toThrow();
    expect(await footprint(ctx.db, user.id)).toEqual(before);
  });

  test("others' reads and writes are answered between slices; the user's list never shows half an import", async () => {
    const user = await makeUser(ctx.db);
    const other = await makeUser(ctx.db);
    await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name: 'Already' });
    let finished = false;
    const done = () => finished;
    const running = writeImportInSlices(
      ctx.db,
      importOf(user.id, [habit('Tea', days(6000)), habit('Wine', days(6000))]),
      { rows: 500 },
    ).finally(() => {
      finished = true;
    });
    let answeredMeanwhile = 0;
    const listsSeen = new Set<number>();
    for (let n = 0; !done(); n++) {
      // Each round comes as a request does: on a later turn of the event loop.
      await nextTurn();
      await createHabit(ctx.db, other.id, { createdOn: '2025-01-01', name: `Other ${String(n)}` });
      await listHabits(ctx.db, other.id);
      const mine = await listHabits(ctx.db, user.id);
      if (!done()) {
        answeredMeanwhile += 1;
        listsSeen.add(mine.length);
      }
    }
    await running;
    // One transaction for the whole import would answer at most the first round before it.
    expect(answeredMeanwhile).toBeGreaterThanOrEqual(5);
    // Before the last slice commits the list holds only 'Already'; the read that races the
    // promise's settling may already see both habits, never one of them (half an import).
    expect(listsSeen.has(1)).toBe(true);
    expect([...listsSeen].filter((length) => length !== 1 && length !== 3)).toEqual([]);
    expect((await listHabits(ctx.db, user.id)).map((h) => h.name)).toEqual([
      'Already',
      'Tea',
      'Wine',
    ]);
  });

  test('a large import stores what a run in small slices stores', async () => {
    const habits = [1, 2, 3, 4, 5].map((n) => habit(`Habit ${String(n)}`, days(4200), n));
    const large = await makeUser(ctx.db);
    const small = await makeUser(ctx.db);
    const stored = async (userId: number) =>
      Promise.all(
        (await listHabits(ctx.db, userId)).map(async (row) => ({
          name: row.name,
          goal: row.goal,
          versions: await listGoalVersions(ctx.db, userId, row.id),
          entries: (await listEntriesForHabit(ctx.db, userId, row.id)).map(
            ({ date, actualValue, note, performance }) => ({
              date,
              actualValue,
              note,
              performance,
            }),
          ),
        })),
      );
    expect(await writeImportInSlices(ctx.db, importOf(large.id, habits))).toBe(21_000);
    expect(await writeImportInSlices(ctx.db, importOf(small.id, habits), { rows: 777 })).toBe(
      21_000,
    );
    const [one, other] = [await stored(large.id), await stored(small.id)];
    expect(one.flatMap((h) => h.entries)).toHaveLength(21_000);
    expect(other).toEqual(one);
  });
});
