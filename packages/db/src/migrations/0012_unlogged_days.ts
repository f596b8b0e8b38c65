import { sql, type Kysely } from 'kysely';

/**
 * Days you don't log (issue 31): a habit counts a past day without an entry as 'not_logged' (every
 * existing habit, so its results stay as they were) or as its best result, 'zero'.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('habits')
    .addColumn('unlogged_days', 'text', (c) =>
      c
        .notNull()
        .defaultTo('not_logged')
        .check(sql`unlogged_days in ('not_logged', 'zero')`),
    )
    .execute();
}
