import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Real-life schedules (issue 20): a habit may be archived and has a place in its owner's list; a
 * user's week starts on Monday or Sunday and their day may end after midnight (0-6 a.m.). Every
 * habit keeps its place in today's listing order (oldest first): its position starts as its id.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('habits')
    .addColumn('is_archived', postgres ? 'boolean' : 'integer', (c) =>
      c.notNull().defaultTo(postgres ? sql`false` : 0),
    )
    .execute();
  await db.schema
    .alterTable('habits')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable('habits')
    .set({ position: sql`id` })
    .execute();
  await db.schema
    .createIndex('habits_user_position')
    .on('habits')
    .columns(['user_id', 'position'])
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('week_start', 'text', (c) =>
      c
        .notNull()
        .defaultTo('monday')
        .check(sql`week_start in ('monday', 'sunday')`),
    )
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('day_ends_at_hour', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`day_ends_at_hour between 0 and 6`),
    )
    .execute();
}
