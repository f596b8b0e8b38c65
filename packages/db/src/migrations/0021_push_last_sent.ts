import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * When a push was last accepted for each subscription: the account's list of devices shows it,
 * so a device that no longer gets anything can be told and removed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('push_subscriptions')
    .addColumn('last_sent_at', postgres ? 'timestamptz' : 'text')
    .execute();
}
