import { sql, type Kysely } from 'kysely';

/**
 * How the summary shows the habits, remembered on the user: 'cards' (one card each, as before) or
 * 'list' (one compact row each). Existing users keep the cards.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('summary_view', 'text', (c) =>
      c
        .notNull()
        .defaultTo('cards')
        .check(sql`summary_view in ('cards', 'list')`),
    )
    .execute();
}
