/** Who may import, what, and how often. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, createTestApi, type TestApi } from '../testing';
import { importFile, transferCall } from './calls.testing';
import { LOOP_SAMPLE, loopZip } from './fixtures.testing';
import { createImportTestApi } from './import.testing';

describe.each(availableTestEngines())('import limits on %s', (engine) => {
  let t: TestApi;

  beforeAll(async () => {
    ({ t } = await createImportTestApi(engine));
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs one import at a time per account: a second one meanwhile is refused with 409', async () => {
    const racing = await createTestApi(engine);
    try {
      const owner = (await racing.signup('racing@example.com')).token;
      const other = (await racing.signup('other-racer@example.com')).token;
      const big = loopZip([
        {
          row: { Name: 'Coffee' },
          checkmarks: Array.from({ length: 20_000 }, (_, i) => [
            new Date(Date.UTC(1960, 0, 1 + i)).toISOString().slice(0, 10),
            '1000',
            '',
          ]),
        },
      ]);
      const [first, second, third] = await Promise.all([
        importFile(racing, owner, big),
        importFile(racing, owner, big, { dryRun: true }),
        importFile(racing, other, loopZip(LOOP_SAMPLE), { dryRun: true }),
      ]);
      // Both are sent at once, so either may start first: exactly one runs, the other is refused.
      const statuses = [first.statusCode, second.statusCode].sort();
      expect(statuses).toEqual([200, 409]);
      const refused = first.statusCode === 409 ? first : second;
      expect(refused.json()).toEqual({
        code: 'CONFLICT',
        message: 'Another import of this account is still running; please wait for it to finish',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(third.statusCode).toBe(200);
      // Once it has finished, the next one runs.
      expect((await importFile(racing, owner, big, { dryRun: true })).statusCode).toBe(200);
    } finally {
      await racing.close();
    }
    // Two imports of 20,000 days each: a loaded machine needs more than the default time.
  }, 120_000);

  it('needs a session, a file type it reads, and limits imports per user', async () => {
    const anonymous = await transferCall(t, {
      method: 'POST',
      url: '/api/import',
      contentType: 'application/json',
      bytes: new TextEncoder().encode('{}'),
    });
    expect(anonymous.statusCode).toBe(401);
    const limited = await createTestApi(engine, {
      transferLimits: { max: 2, timeWindowMs: 60_000 },
    });
    try {
      const owner = (await limited.signup('busy@example.com')).token;
      const other = (await limited.signup('calm@example.com')).token;
      const send = (who: string) =>
        importFile(limited, who, loopZip(LOOP_SAMPLE), { dryRun: true });
      expect((await send(owner)).statusCode).toBe(200);
      expect((await send(owner)).statusCode).toBe(200);
      const refused = await send(owner);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await send(other)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
