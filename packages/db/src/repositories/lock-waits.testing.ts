/** For PostgreSQL tests of what a statement does after waiting on another transaction's lock. */
import { sql } from 'kysely';
import type { Db } from '../client';

/**
 * Resolves once some statement waits on a lock (another connection's, started just before), so a
 * test can change what it waits for while it waits; gives up after about two seconds.
 */
export async function untilALockIsWaitedOn(db: Db): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_locks where not granted`.execute(db);
    if ((rows[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
