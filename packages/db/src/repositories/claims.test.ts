import { expect, test } from 'vitest';
import { claimBucket, releaseClaim } from '../index';
import { describeEngines } from '../testing';

const HOLD = 60_000;
const at = (seconds: number) => new Date(Date.UTC(2025, 2, 15, 12, 0, seconds));

describeEngines('claims', (ctx) => {
  test('one claim at a time, from any connection, until given back or lapsed', async () => {
    const other = ctx.openAnother();
    try {
      const claims = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          claimBucket(index % 2 === 0 ? ctx.db : other.db, 'import|user:1', at(0), HOLD),
        ),
      );
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await claimBucket(ctx.db, 'import|user:2', at(1), HOLD)).toBe(true);
      await releaseClaim(other.db, 'import|user:1');
      expect(await claimBucket(ctx.db, 'import|user:1', at(2), HOLD)).toBe(true);
      expect(await claimBucket(ctx.db, 'import|user:1', at(3), HOLD)).toBe(false);
      expect(await claimBucket(ctx.db, 'import|user:1', at(62), HOLD)).toBe(true);
    } finally {
      await other.close();
    }
  });
});
