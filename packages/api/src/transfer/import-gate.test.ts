/**
 * The import gate's claim is a lease: held while an import runs however long it takes (renewed),
 * and freed within the lease when its process died without giving it back.
 */
import { claimBucket } from '@taper/db';
import { availableTestEngines, createTestDb } from '@taper/db/testing';
import { describe, expect, it } from 'vitest';
import { ImportGate } from './import-gate';

const LEASE = { maxRunning: 2, leaseMs: 300, renewEveryMs: 60 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(availableTestEngines())('the import gate on %s', (engine) => {
  it('holds the claim past its lease while the import runs, and gives it back at the end', async () => {
    const testDb = await createTestDb(engine);
    try {
      const gate = new ImportGate(LEASE);
      // Another process's gate over the same database.
      const other = new ImportGate(LEASE);
      const start = new Date();
      const long = gate.run(testDb.db, 7, start, async () => {
        await sleep(1_000);
        return 'done';
      });
      await sleep(700);
      const during = await other.run(testDb.db, 7, new Date(start.getTime() + 700), () =>
        Promise.resolve('second'),
      );
      expect(during).toMatchObject({ ok: false, refusal: { status: 409 } });
      expect(await long).toEqual({ ok: true, value: 'done' });
      expect(
        await other.run(testDb.db, 7, new Date(start.getTime() + 1_100), () =>
          Promise.resolve('after'),
        ),
      ).toEqual({ ok: true, value: 'after' });
    } finally {
      await testDb.dispose();
    }
  });

  it('lets a dead process’s claim lapse within the lease', async () => {
    const testDb = await createTestDb(engine);
    try {
      const at = new Date();
      // A process claimed user 9's import and was killed: no renewal, no release.
      expect(await claimBucket(testDb.db, 'import-running|user:9', at, LEASE.leaseMs)).toBe(true);
      const gate = new ImportGate(LEASE);
      const soon = await gate.run(testDb.db, 9, new Date(at.getTime() + 100), () =>
        Promise.resolve('soon'),
      );
      expect(soon).toMatchObject({ ok: false, refusal: { status: 409 } });
      const later = await gate.run(testDb.db, 9, new Date(at.getTime() + LEASE.leaseMs + 1), () =>
        Promise.resolve('later'),
      );
      expect(later).toEqual({ ok: true, value: 'later' });
    } finally {
      await testDb.dispose();
    }
  });
});
