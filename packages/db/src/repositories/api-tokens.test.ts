import { expect, test } from 'vitest';
import {
  countApiTokens,
  createApiToken,
  deleteApiToken,
  findApiTokenWithUser,
  listApiTokens,
  touchApiToken,
} from '../index';
import { describeEngines, makeUser } from '../testing';

let counter = 0;
const tokenHash = () => `t${String(++counter).padStart(8, '0')}`.padEnd(64, 'f');

describeEngines('api tokens', (ctx) => {
  test('listed without their hash, found by it, revoked only by their owner', async () => {
    const owner = await makeUser(ctx.db);
    const other = await makeUser(ctx.db);
    const now = new Date('2026-03-04T05:06:07.000Z');
    const hash = tokenHash();
    const created = await createApiToken(
      ctx.db,
      { userId: owner.id, name: 'export script', scope: 'read', tokenHash: hash },
      now,
    );
    expect(created).toEqual({
      id: created.id,
      name: 'export script',
      scope: 'read',
      createdAt: now,
      lastUsedAt: null,
    });
    const listed = await listApiTokens(ctx.db, owner.id);
    expect(listed).toEqual([created]);
    expect(JSON.stringify(listed)).not.toContain(hash);
    expect(await listApiTokens(ctx.db, other.id)).toEqual([]);
    expect(await countApiTokens(ctx.db, owner.id)).toBe(1);

    const found = await findApiTokenWithUser(ctx.db, hash);
    expect(found?.token).toEqual({ id: created.id, scope: 'read', lastUsedAt: null });
    expect(found?.user.id).toBe(owner.id);
    expect(await findApiTokenWithUser(ctx.db, tokenHash())).toBeUndefined();

    expect(await touchApiToken(ctx.db, created.id, now)).toBe(true);
    expect(await touchApiToken(ctx.db, created.id, new Date(now.getTime() + 30_000))).toBe(false);
    const later = new Date(now.getTime() + 61_000);
    expect(await touchApiToken(ctx.db, created.id, later)).toBe(true);
    expect((await listApiTokens(ctx.db, owner.id))[0]?.lastUsedAt).toEqual(later);

    expect(await deleteApiToken(ctx.db, other.id, created.id)).toBe(false);
    expect(await findApiTokenWithUser(ctx.db, hash)).toBeDefined();
    expect(await deleteApiToken(ctx.db, owner.id, created.id)).toBe(true);
    expect(await findApiTokenWithUser(ctx.db, hash)).toBeUndefined();
  });

  test('the scope is read or write', async () => {
    const owner = await makeUser(ctx.db);
    await expect(
      createApiToken(
        ctx.db,
        // @ts-expect-error -- a scope the table refuses
        { userId: owner.id, name: 'x', scope: 'admin', tokenHash: tokenHash() },
        new Date(),
      ),
    ).rejects.toThrow();
  });
});
