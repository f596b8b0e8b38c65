import { CompiledQuery } from 'kysely';
import { expect, test } from 'vitest';
import {
  createHabit,
  entriesForHabitQuery,
  listEntriesForHabit,
  listEntriesForHabitPage,
  listEntriesForUser,
  upsertEntry,
} from '../index';
import { describeEngines, makeUser, makeUserWithHabit } from '../testing';

describeEngines('entries', (ctx) => {
  const setup = () => makeUserWithHabit(ctx.db);

  test("listEntriesForHabit reads one habit's entries in order, not all of its user's", async () => {
    const { user, habit } = await setup();
    const other = await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name: 'Beer' });
    for (const [id, date] of [
      [habit.id, '2025-06-02'],
      [other.id, '2025-06-01'],
      [habit.id, '2025-06-01'],
    ] as const) {
      await upsertEntry(ctx.db, { habitId: id, userId: user.id, date, performance: 'success' });
    }
    const rows = await listEntriesForHabit(ctx.db, user.id, habit.id);
    expect(rows.map((row) => [row.habitId, row.date])).toEqual([
      [habit.id, '2025-06-01'],
      [habit.id, '2025-06-02'],
    ]);
    expect(await listEntriesForHabit(ctx.db, (await makeUser(ctx.db)).id, habit.id)).toEqual([]);
    if (ctx.engine === 'sqlite') {
      const query = entriesForHabitQuery(ctx.db, user.id, habit.id).compile();
      const plan = await ctx.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
      );
      // The unique (habit_id, date) constraint's index, in date order: no sort, no other habit.
      expect(plan.rows.map((row) => row.detail)).toEqual([
        'SEARCH habit_entries USING INDEX sqlite_autoindex_habit_entries_1 (habit_id=?)',
      ]);
    }
  });

  test('reads rows as arrays yet answers exactly what the typed query answers', async () => {
    const { user, habit } = await setup();
    const other = await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name: 'Beer' });
    // Values that a lossy path would change: long fractions, nulls, notes, every performance.
    const values = [0.1 + 0.2, 1 / 3, 123456789.12345679, 0, -0.5, null, 2.5, 1e-7];
    for (let day = 0; day < 40; day++) {
      const date = `2025-0${String(1 + Math.floor(day / 28))}-${String(1 + (day % 28)).padStart(2, '0')}`;
      await upsertEntry(ctx.db, {
        habitId: day % 5 === 0 ? other.id : habit.id,
        userId: user.id,
        date,
        performance: ['success', 'over', 'warning', 'skipped'][day % 4] ?? 'success',
        actualValue: values[day % values.length] ?? null,
        levelValue: day % 3 === 0 ? 'high' : null,
        note: day % 7 === 0 ? `note ${String(day)} – “quoted”` : null,
      });
    }
    const typed = await entriesForHabitQuery(ctx.db, user.id, habit.id).execute();
    expect(typed.length).toBe(32);
    const read = await listEntriesForHabit(ctx.db, user.id, habit.id);
    expect(read).toEqual(typed);
    // Byte for byte, key order included: answers are serialised from these objects.
    expect(JSON.stringify(read)).toBe(JSON.stringify(typed));
    const span = await listEntriesForHabit(ctx.db, user.id, habit.id, {
      from: '2025-01-10',
      to: '2025-02-03',
    });
    expect(span).toEqual(typed.filter((e) => e.date >= '2025-01-10' && e.date <= '2025-02-03'));
    expect(
      await listEntriesForHabit(ctx.db, user.id, habit.id, { from: '2025-01-10', limit: 3 }),
    ).toEqual(typed.filter((e) => e.date >= '2025-01-10').slice(0, 3));
    expect(await listEntriesForHabitPage(ctx.db, user.id, habit.id, { limit: 5 })).toEqual(
      typed.slice(0, 5),
    );
    const all = await ctx.db
      .selectFrom('habitEntries')
      .select(['id', 'habitId', 'date', 'performance', 'actualValue', 'levelValue', 'note'])
      .where('userId', '=', user.id)
      .orderBy('date')
      .orderBy('habitId')
      .execute();
    expect(JSON.stringify(await listEntriesForUser(ctx.db, user.id))).toBe(JSON.stringify(all));
    // The other reads of the connection still get objects.
    expect((await listEntriesForHabit(ctx.db, user.id, other.id))[0]).toHaveProperty('date');
    expect(
      await ctx.db.selectFrom('habits').select('name').where('id', '=', other.id).execute(),
    ).toEqual([{ name: 'Beer' }]);
  });

  test("listEntriesForUser reads the owner's entries only, by date then habit", async () => {
    const { user, habit } = await setup();
    const other = await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name: 'Tea' });
    const intruder = await makeUser(ctx.db);
    const theirs = await createHabit(ctx.db, intruder.id, {
      createdOn: '2025-01-01',
      name: 'Theirs',
    });
    const log = (userId: number, habitId: number, date: string, performance: string) =>
      upsertEntry(ctx.db, { habitId, userId, date, performance, actualValue: 1 });
    await log(user.id, habit.id, '2025-05-03', 'over');
    await log(user.id, other.id, '2025-05-01', 'warning');
    await log(user.id, habit.id, '2025-05-01', 'success');
    await log(user.id, habit.id, '2025-04-30', 'success');
    await log(intruder.id, theirs.id, '2025-05-02', 'success');
    const rows = await listEntriesForUser(ctx.db, user.id);
    expect(rows.map((entry) => [entry.habitId, entry.date, entry.performance])).toEqual([
      [habit.id, '2025-04-30', 'success'],
      [Math.min(habit.id, other.id), '2025-05-01', habit.id < other.id ? 'success' : 'warning'],
      [Math.max(habit.id, other.id), '2025-05-01', habit.id < other.id ? 'warning' : 'success'],
      [habit.id, '2025-05-03', 'over'],
    ]);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['actualValue', 'date', 'habitId', 'id', 'levelValue', 'note', 'performance'].sort(),
    );
    expect((await listEntriesForUser(ctx.db, intruder.id)).map((entry) => entry.habitId)).toEqual([
      theirs.id,
    ]);
  });

  test("listEntriesForHabitPage reads a habit's entries a page at a time, after a date, owner only", async () => {
    const { user, habit } = await setup();
    const other = await setup();
    const dates = ['2025-06-04', '2025-06-01', '2025-06-03', '2025-06-02', '2025-06-05'];
    for (const date of dates) {
      await upsertEntry(ctx.db, {
        habitId: habit.id,
        userId: user.id,
        date,
        performance: 'success',
      });
    }
    const pages: string[][] = [];
    let after: string | undefined;
    for (;;) {
      const page = await listEntriesForHabitPage(ctx.db, user.id, habit.id, {
        ...(after === undefined ? {} : { after }),
        limit: 2,
      });
      if (page.length === 0) break;
      pages.push(page.map((entry) => entry.date));
      after = page.at(-1)?.date;
    }
    expect(pages).toEqual([
      ['2025-06-01', '2025-06-02'],
      ['2025-06-03', '2025-06-04'],
      ['2025-06-05'],
    ]);
    expect(await listEntriesForHabitPage(ctx.db, other.user.id, habit.id, { limit: 10 })).toEqual(
      [],
    );
  });

  test('listEntriesForHabit and listEntriesForUser are scoped by owner and sorted by date', async () => {
    const { user, habit } = await setup();
    const second = await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name: 'Beer' });
    const other = await setup();
    for (const date of ['2025-06-03', '2025-06-01', '2025-06-02']) {
      await upsertEntry(ctx.db, {
        habitId: habit.id,
        userId: user.id,
        date,
        performance: 'success',
      });
    }
    await upsertEntry(ctx.db, {
      habitId: second.id,
      userId: user.id,
      date: '2025-06-01',
      performance: 'over',
    });
    await upsertEntry(ctx.db, {
      habitId: other.habit.id,
      userId: other.user.id,
      date: '2025-06-01',
      performance: 'success',
    });

    expect((await listEntriesForHabit(ctx.db, user.id, habit.id)).map((e) => e.date)).toEqual([
      '2025-06-01',
      '2025-06-02',
      '2025-06-03',
    ]);
    expect(await listEntriesForHabit(ctx.db, other.user.id, habit.id)).toEqual([]);
    const all = await listEntriesForUser(ctx.db, user.id);
    expect(all.map((e) => [e.date, e.habitId])).toEqual([
      ['2025-06-01', habit.id],
      ['2025-06-01', second.id],
      ['2025-06-02', habit.id],
      ['2025-06-03', habit.id],
    ]);
  });
});
