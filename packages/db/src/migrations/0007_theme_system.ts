import { sql, type Kysely } from 'kysely';

/**
 * The theme may follow the system ('system') as well as be light or dark. The old column's check
 * allows only light and dark and SQLite cannot change a check in place, so the theme moves to a
 * new column `theme` (copied over); `theme_preference` is no longer read or written.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('theme', 'text', (c) =>
      c
        .notNull()
        .defaultTo('light')
        .check(sql`theme in ('light', 'dark', 'system')`),
    )
    .execute();
  await db
    .updateTable('users')
    .set({ theme: sql`theme_preference` })
    .execute();
}
