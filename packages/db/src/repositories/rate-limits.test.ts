import { expect, test } from 'vitest';
import { hitRateLimit, pruneRateLimits, refundRateLimit } from '../index';
import { describeEngines } from '../testing';

const WINDOW = 60_000;
const at = (seconds: number) => new Date(Date.UTC(2025, 2, 15, 12, 0, seconds));

describeEngines('rate limits', (ctx) => {
  test('counts hits in a window and starts again when it has ended', async () => {
    const first = await hitRateLimit(ctx.db, 'login|a', at(0), WINDOW);
    expect(first).toEqual({ hits: 1, resetsAt: new Date(at(0).getTime() + WINDOW) });
    expect((await hitRateLimit(ctx.db, 'login|a', at(10), WINDOW)).hits).toBe(2);
    const third = await hitRateLimit(ctx.db, 'login|a', at(59), WINDOW);
    expect(third).toEqual({ hits: 3, resetsAt: first.resetsAt });
    const fresh = await hitRateLimit(ctx.db, 'login|a', at(60), WINDOW);
    expect(fresh).toEqual({ hits: 1, resetsAt: new Date(at(60).getTime() + WINDOW) });
    expect((await hitRateLimit(ctx.db, 'login|b', at(61), WINDOW)).hits).toBe(1);
  });

  test('counts every one of many concurrent hits, from two connections', async () => {
    const other = ctx.openAnother();
    try {
      const hits = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          hitRateLimit(index % 2 === 0 ? ctx.db : other.db, 'signup|c', at(0), WINDOW),
        ),
      );
      expect(hits.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 30 }, (_, index) => index + 1),
      );
    } finally {
      await other.close();
    }
  });

  test('prunes the windows that have ended', async () => {
    await hitRateLimit(ctx.db, 'old', at(0), 1000);
    await hitRateLimit(ctx.db, 'current', at(0), WINDOW);
    expect(await pruneRateLimits(ctx.db, at(5))).toBeGreaterThanOrEqual(1);
    expect((await hitRateLimit(ctx.db, 'current', at(6), WINDOW)).hits).toBe(2);
    expect((await hitRateLimit(ctx.db, 'old', at(6), 1000)).hits).toBe(1);
  });

  test('a refund takes back one hit of the current window, never below zero or after it ended', async () => {
    await hitRateLimit(ctx.db, 'login|r', at(0), WINDOW);
    await hitRateLimit(ctx.db, 'login|r', at(1), WINDOW);
    await refundRateLimit(ctx.db, 'login|r', at(2));
    expect((await hitRateLimit(ctx.db, 'login|r', at(3), WINDOW)).hits).toBe(2);
    await refundRateLimit(ctx.db, 'login|r', at(4));
    await refundRateLimit(ctx.db, 'login|r', at(4));
    await refundRateLimit(ctx.db, 'login|r', at(4));
    expect((await hitRateLimit(ctx.db, 'login|r', at(5), WINDOW)).hits).toBe(1);
    // After the window: nothing to take back; the next hit starts a new window.
    await refundRateLimit(ctx.db, 'login|r', at(70));
    expect((await hitRateLimit(ctx.db, 'login|r', at(71), WINDOW)).hits).toBe(1);
    await refundRateLimit(ctx.db, 'unknown', at(0));
    expect((await hitRateLimit(ctx.db, 'unknown', at(1), WINDOW)).hits).toBe(1);
  });
});
