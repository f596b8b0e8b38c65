import { sql, type Kysely } from 'kysely';

/**
 * How much less than when you started (issue 33): a number habit's baseline (what the user did
 * before, per day or per budget period), its unit ('cups') and cost per unit; the milestones whose
 * message the user has seen (ids, comma-separated); and the user's currency (ISO 4217). Existing
 * habits have none of them; existing users count in euros until they choose.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('habits')
    .addColumn('baseline', 'double precision', (c) => c.check(sql`baseline >= 0`))
    .execute();
  await db.schema
    .alterTable('habits')
    .addColumn('unit', 'text', (c) => c.check(sql`length(unit) <= 20`))
    .execute();
  await db.schema
    .alterTable('habits')
    .addColumn('cost_per_unit', 'double precision', (c) => c.check(sql`cost_per_unit >= 0`))
    .execute();
  await db.schema
    .alterTable('habits')
    .addColumn('milestones_seen', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('currency', 'text', (c) =>
      c
        .notNull()
        .defaultTo('EUR')
        .check(sql`length(currency) = 3`),
    )
    .execute();
}
