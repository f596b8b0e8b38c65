import { sql, type Kysely } from 'kysely';

/**
 * The browser that subscribed each device to notifications (its User-Agent, as a session keeps
 * it): Account lists the devices that receive notifications by a name a person recognises.
 * Subscriptions made before have none and read as an unknown device.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('push_subscriptions')
    .addColumn('user_agent', 'text', (c) => c.check(sql`length(user_agent) <= 300`))
    .execute();
}
