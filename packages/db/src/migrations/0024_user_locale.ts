import { sql, type Kysely } from 'kysely';

/**
 * The language the user reads Taper in (a locale code such as 'en' or 'de'), chosen at sign-up
 * from the browser's Accept-Language and changed on Account. Existing users read English, as
 * before. The list of languages is the application's (it grows without a migration); the column
 * only bounds the code's length.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('locale', 'text', (c) =>
      c
        .notNull()
        .defaultTo('en')
        .check(sql`length(locale) between 2 and 35`),
    )
    .execute();
}
