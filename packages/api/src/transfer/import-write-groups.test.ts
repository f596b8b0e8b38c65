/**
 * An import's groups are created, and its habits put in them, only by its last small
 * transaction: a failure or a stop between slices leaves no group behind, and the user's own
 * groups stay as they were.
 */
import { createGroup, createHabit, listGroups, listHabits } from '@taper/db';
import { describeEngines, makeUser } from '@taper/db/testing';
import type { ImportedEntry, ImportedHabit, ImportGroup } from '@taper/domain';
import { expect, test } from 'vitest';
import { writeImportInSlices, type ImportWrite } from './import-write';

const NOW = new Date('2026-06-01T12:00:00Z');
const GOAL = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 3 } as const;

function days(count: number): ImportedEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    date: new Date(Date.UTC(1990, 0, 1 + i)).toISOString().slice(0, 10),
    actualValue: 1,
    levelValue: null,
    note: null,
    performance: 'success',
  }));
}

function habit(name: string, groupKey: number | null, countsAs: number): ImportedHabit {
  return {
    name,
    sourceName: name,
    color: '#3B82F6',
    icon: 'coffee',
    history: [{ effectiveFrom: '1990-01-01', goal: GOAL }],
    plan: null,
    groupKey,
    countsAs,
    entries: days(600),
  };
}

const GROUPS: ImportGroup[] = [
  {
    key: 7,
    name: 'Alcohol',
    color: '#AA3355',
    collapsed: true,
    budget: { period: 'week', limit: 14 },
  },
  { key: 2, name: 'Sugar', color: null, collapsed: false, budget: null },
];

function importOf(userId: number, merges: ImportWrite['merges'] = []): ImportWrite {
  return {
    userId,
    userDays: { timezone: 'UTC', dayEndsAtHour: 0 },
    habits: [
      habit('Beer', 7, 2.3),
      habit('Wine', 7, 2.1),
      habit('Sweets', 2, 1),
      habit('Tea', null, 4),
    ],
    merges,
    groups: GROUPS,
    settings: {},
    weekStart: 'monday',
    currentWeekStart: 'monday',
    now: NOW,
  };
}

describeEngines("an import's groups", (ctx) => {
  test('come with its last step: none after a failure or a stop, the habits in them after a success', async () => {
    const user = await makeUser(ctx.db);
    const own = await createGroup(ctx.db, user.id, { name: 'Mine' }, NOW);
    // A merge into a habit that is not there fails after the first slices are committed.
    const here = await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name: 'Here' });
    const broken = {
      habitId: here.id + 100_000,
      sourceName: 'Gone',
      name: 'Gone',
      history: [{ effectiveFrom: '1990-01-01', goal: GOAL }],
      entries: days(10),
    };
    await expect(
      writeImportInSlices(ctx.db, importOf(user.id, [broken]), { rows: 300 }),
    ).rejects.toThrow();
    expect(await listGroups(ctx.db, user.id)).toEqual([own]);
    const stop = new AbortController();
    const running = writeImportInSlices(ctx.db, importOf(user.id), {
      rows: 300,
      signal: stop.signal,
    });
    stop.abort();
    await expect(running).rejects.toThrow();
    expect(await listGroups(ctx.db, user.id)).toEqual([own]);

    await writeImportInSlices(ctx.db, importOf(user.id), { rows: 300 });
    const groups = await listGroups(ctx.db, user.id);
    expect(groups[0]).toEqual(own);
    expect(
      groups.slice(1).map(({ name, color, position, isCollapsed, budgetPeriod, budgetLimit }) => ({
        name,
        color,
        position,
        isCollapsed,
        budgetPeriod,
        budgetLimit,
      })),
    ).toEqual([
      {
        name: 'Alcohol',
        color: '#AA3355',
        position: own.position + 1,
        isCollapsed: true,
        budgetPeriod: 'week',
        budgetLimit: 14,
      },
      {
        name: 'Sugar',
        color: null,
        position: own.position + 2,
        isCollapsed: false,
        budgetPeriod: null,
        budgetLimit: null,
      },
    ]);
    const name = new Map(groups.map((group) => [group.id, group.name]));
    const habits = (await listHabits(ctx.db, user.id)).map((h) => [
      h.name,
      h.groupId === null ? null : name.get(h.groupId),
      h.countsAs,
    ]);
    expect(habits).toEqual([
      ['Here', null, 1],
      ['Beer', 'Alcohol', 2.3],
      ['Wine', 'Alcohol', 2.1],
      ['Sweets', 'Sugar', 1],
      ['Tea', null, 4],
    ]);
  });
});
