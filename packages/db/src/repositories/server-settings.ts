/** The server's settings (its VAPID keys), the same in every process. */
import type { Db } from '../client';
/** A server setting; undefined when never set. */
export async function findServerSetting(db: Db, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('serverSettings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

/**
 * Sets `key` unless it is set, and answers the value it holds: the first process to start makes
 * it, every later one (and every concurrent one) reads the same.
 */
export async function settleServerSetting(db: Db, key: string, value: string): Promise<string> {
  await db
    .insertInto('serverSettings')
    .values({ key, value })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  return (await findServerSetting(db, key)) ?? value;
}
