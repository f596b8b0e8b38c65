import { expect, test } from 'vitest';
import {
  consumePasswordReset,
  createPasswordReset,
  deleteUserPasswordResets,
  passwordResetIsUsable,
  pruneUsedPasswordResets,
} from '../index';
import { describeEngines, makeUser } from '../testing';

let counter = 0;
const resetId = () => `r${String(++counter).padStart(8, '0')}`.padEnd(64, 'e');
const MINUTE = 60_000;

describeEngines('password resets', (ctx) => {
  test('a link is used once, before it expires', async () => {
    const user = await makeUser(ctx.db);
    const now = new Date('2026-05-06T07:00:00.000Z');
    const id = resetId();
    await createPasswordReset(
      ctx.db,
      { id, userId: user.id, expiresAt: new Date(now.getTime() + 30 * MINUTE) },
      now,
    );
    expect(await passwordResetIsUsable(ctx.db, id, now)).toBe(true);
    const uses = await Promise.all([
      consumePasswordReset(ctx.db, id, now),
      consumePasswordReset(ctx.db, id, now),
    ]);
    expect(uses.filter((use) => use === user.id)).toHaveLength(1);
    expect(await consumePasswordReset(ctx.db, id, now)).toBeUndefined();
    expect(await passwordResetIsUsable(ctx.db, id, now)).toBe(false);
  });

  test('an expired link does nothing; links are deleted per user and pruned', async () => {
    const user = await makeUser(ctx.db);
    const now = new Date('2026-05-06T07:00:00.000Z');
    const expiresAt = new Date(now.getTime() + 30 * MINUTE);
    const id = resetId();
    await createPasswordReset(ctx.db, { id, userId: user.id, expiresAt }, now);
    expect(await consumePasswordReset(ctx.db, id, expiresAt)).toBeUndefined();
    expect(await passwordResetIsUsable(ctx.db, id, expiresAt)).toBe(false);
    expect(await pruneUsedPasswordResets(ctx.db, expiresAt)).toBeGreaterThanOrEqual(1);
    const second = resetId();
    await createPasswordReset(ctx.db, { id: second, userId: user.id, expiresAt }, now);
    expect(await deleteUserPasswordResets(ctx.db, user.id)).toBe(1);
    expect(await consumePasswordReset(ctx.db, second, now)).toBeUndefined();
  });
});
