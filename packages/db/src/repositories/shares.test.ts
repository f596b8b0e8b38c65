import { expect, test } from 'vitest';
import {
  claimShareMail,
  createHabit,
  createShare,
  deleteHabit,
  deleteShare,
  findShareByToken,
  listShares,
  ownHabitIds,
  restoreHabit,
  updateShare,
} from '../index';
import { describeEngines, makeUser } from '../testing';

const fields = { showNotes: false, expiresOn: null, label: null, email: null };

describeEngines('shares', (ctx) => {
  test('a share lists its habits, is found by its token hash, and ends with its tokens', async () => {
    const owner = await makeUser(ctx.db);
    const other = await makeUser(ctx.db);
    const coffee = await createHabit(ctx.db, owner.id, { createdOn: '2025-01-01', name: 'Coffee' });
    const beer = await createHabit(ctx.db, owner.id, { createdOn: '2025-01-01', name: 'Beer' });
    const theirs = await createHabit(ctx.db, other.id, { createdOn: '2025-01-01', name: 'Tea' });
    expect(await ownHabitIds(ctx.db, owner.id, [coffee.id, theirs.id, beer.id])).toEqual(
      new Set([coffee.id, beer.id]),
    );
    const now = new Date('2025-03-15T12:00:00Z');
    const share = await createShare(
      ctx.db,
      { ...fields, userId: owner.id, habitIds: [beer.id, coffee.id], tokenHash: 'a'.repeat(64) },
      now,
    );
    expect(share.habitIds).toEqual([coffee.id, beer.id]);
    expect(share.showNotes).toBe(false);
    expect((await findShareByToken(ctx.db, 'a'.repeat(64), 'view'))?.owner.id).toBe(owner.id);
    expect(await findShareByToken(ctx.db, 'a'.repeat(64), 'stop')).toBeUndefined();
    expect(await listShares(ctx.db, other.id)).toEqual([]);
    expect(await updateShare(ctx.db, other.id, share.id, { label: 'x' }, now)).toBeUndefined();

    // A deleted habit leaves the share, and an Undo does not bring it back.
    await deleteHabit(ctx.db, owner.id, beer.id, now);
    await restoreHabit(ctx.db, owner.id, beer.id, now);
    expect((await listShares(ctx.db, owner.id))[0]?.habitIds).toEqual([coffee.id]);

    expect(await deleteShare(ctx.db, other.id, share.id)).toBe(false);
    expect(await deleteShare(ctx.db, owner.id, share.id)).toBe(true);
    expect(await findShareByToken(ctx.db, 'a'.repeat(64), 'view')).toBeUndefined();
  });

  test('a week of mail is claimed once, a later week again', async () => {
    const owner = await makeUser(ctx.db);
    const habit = await createHabit(ctx.db, owner.id, { createdOn: '2025-01-01', name: 'Coffee' });
    const now = new Date('2025-03-15T12:00:00Z');
    const share = await createShare(
      ctx.db,
      { ...fields, userId: owner.id, habitIds: [habit.id], tokenHash: 'b'.repeat(64) },
      now,
    );
    const claims = await Promise.all(
      [1, 2, 3].map(() => claimShareMail(ctx.db, share.id, '2025-03-10', now)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimShareMail(ctx.db, share.id, '2025-03-10', now)).toBe(false);
    expect(await claimShareMail(ctx.db, share.id, '2025-03-17', now)).toBe(true);
  });
});
