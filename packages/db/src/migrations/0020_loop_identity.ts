import { sql, type Kysely } from 'kysely';

/**
 * A habit brought from Loop Habit Tracker keeps Loop's identity, its `uuid` (null for a habit made
 * in Taper), so a second import of the same backup adds to it instead of copying it, and the backup
 * Taper writes lets Loop merge into the habit it came from; and a habit has a description (Loop's
 * question and description come across), at most 500 characters.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('habits')
    .addColumn('loop_uuid', 'text', (c) => c.check(sql`length(loop_uuid) <= 64`))
    .execute();
  await db.schema
    .alterTable('habits')
    .addColumn('description', 'text', (c) => c.check(sql`length(description) <= 500`))
    .execute();
  // An import finds the user's habits by Loop's uuid.
  await db.schema
    .createIndex('habits_user_id_loop_uuid_idx')
    .on('habits')
    .columns(['user_id', 'loop_uuid'])
    .execute();
}
