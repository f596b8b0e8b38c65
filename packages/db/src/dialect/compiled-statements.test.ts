import { expect, test, vi } from 'vitest';
import type { Db } from '../client';
import { describeEngines, makeUserWithHabit } from '../testing';
import { compiledStatement } from './compiled-statements';

interface Renamed {
  habitId: number;
  userId: number;
  name: string;
  deletedAt?: Date | null;
}

describeEngines('a compiled statement', (context) => {
  const build = vi.fn((handle: Db, habit: Renamed) =>
    handle
      .updateTable('habits')
      .set({ name: habit.name, deletedAt: habit.deletedAt })
      .where('id', '=', habit.habitId)
      .where('userId', '=', habit.userId)
      .returning(['name', 'deletedAt', 'createdAt']),
  );
  const rename = compiledStatement(build);

  test('binds each call’s values where the query placed them, and converts the rows back', async () => {
    const { db } = context;
    const { user, habit } = await makeUserWithHabit(db);
    const deletedAt = new Date('2025-03-15T12:00:00.000Z');
    const ids = { habitId: habit.id, userId: user.id };
    expect(await rename(db, { ...ids, name: 'Tea', deletedAt })).toEqual([
      { name: 'Tea', deletedAt, createdAt: habit.createdAt },
    ]);
    // A field left out is bound as null; another user's habit is not touched.
    expect(await rename(db, { ...ids, name: 'Water' })).toEqual([
      { name: 'Water', deletedAt: null, createdAt: habit.createdAt },
    ]);
    expect(await rename(db, { ...ids, userId: user.id + 1000, name: 'Stolen' })).toEqual([]);
  });

  test('is built once, its text then sent from a transaction as from the database', async () => {
    const { db } = context;
    const { user, habit } = await makeUserWithHabit(db);
    const renamed = await db
      .transaction()
      .execute((trx) =>
        rename(trx, { habitId: habit.id, userId: user.id, name: 'In a transaction' }),
      );
    expect(renamed.map((row) => row.name)).toEqual(['In a transaction']);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
