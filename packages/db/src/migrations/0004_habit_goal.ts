import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * A habit's goal becomes one JSON document with exactly the fields of its kind (the domain's
 * `Goal`), instead of six columns that every habit filled, used or not. Each stored goal is
 * rewritten by the frozen reading below; the old columns go.
 */

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const LEVELS = ['none', 'low', 'moderate', 'high'];

interface GoalColumns {
  id: number;
  goalType: string;
  goalSchedule: string;
  dailyGoal: number;
  levelGoal: string;
  /** JSON: text on SQLite, parsed by pg on PostgreSQL. */
  weeklyGoals: unknown;
  customTags: unknown;
}

function fromJson(value: unknown): unknown {
  return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
}

/**
 * The goal the old columns meant, read as the API validated them when they were written. A value
 * that no longer reads (written by hand, say) becomes the kind's first value: 0, 'none' or tag 1.
 */
export function goalFromColumns(row: GoalColumns): Record<string, unknown> {
  const storedTags = fromJson(row.customTags);
  const storedWeek = fromJson(row.weeklyGoals) as Record<string, unknown> | null;
  const tags = (Array.isArray(storedTags) ? storedTags : []).filter(
    (tag): tag is string => typeof tag === 'string' && tag.trim() !== '',
  );
  const customTags = tags.length >= 2 ? tags.slice(0, 4) : [...tags, 'Tag 1', 'Tag 2'].slice(0, 2);
  const read = (value: unknown): number | string => {
    if (row.goalType === 'number') {
      const amount = Number(value);
      return Number.isInteger(amount) && amount >= 0 ? amount : 0;
    }
    if (row.goalType === 'level') return LEVELS.includes(String(value)) ? String(value) : 'none';
    const position = Number(value);
    return Number.isInteger(position) && position >= 1 && position <= customTags.length
      ? String(position)
      : '1';
  };
  const perWeekday = row.goalSchedule === 'custom_daily' || row.goalSchedule === 'weekly';
  const goal: Record<string, unknown> = {
    goalType: row.goalType,
    goalSchedule: perWeekday ? row.goalSchedule : 'daily',
  };
  if (perWeekday) {
    goal.weeklyGoals = Object.fromEntries(WEEKDAYS.map((day) => [day, read(storedWeek?.[day])]));
  } else if (row.goalType === 'number') {
    goal.dailyGoal = read(row.dailyGoal);
  } else {
    goal.levelGoal = read(row.levelGoal);
  }
  if (row.goalType === 'custom_tags') goal.customTags = customTags;
  return goal;
}

const OLD_COLUMNS = [
  'goal_type',
  'goal_schedule',
  'daily_goal',
  'level_goal',
  'weekly_goals',
  'custom_tags',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('habits')
    .addColumn('goal', postgres ? 'json' : 'text')
    .execute();
  const rows = (await db
    .selectFrom('habits')
    .select([
      'id',
      'goalType',
      'goalSchedule',
      'dailyGoal',
      'levelGoal',
      'weeklyGoals',
      'customTags',
    ])
    .execute()) as GoalColumns[];
  for (const row of rows) {
    await db
      .updateTable('habits')
      .set({ goal: goalFromColumns(row) })
      .where('id', '=', row.id)
      .execute();
  }
  if (postgres) {
    let alter = db.schema.alterTable('habits').alterColumn('goal', (column) => column.setNotNull());
    for (const column of OLD_COLUMNS) alter = alter.dropColumn(column);
    await alter.execute();
    return;
  }
  await rebuildSqliteHabits(db);
}

/**
 * SQLite cannot drop a column that a CHECK constraint names, nor make one NOT NULL: the table is
 * rebuilt (SQLite's documented twelve steps), keeping every id, the id sequence, the index and the
 * data-revision triggers. The Migrator runs SQLite migrations outside a transaction, so foreign
 * keys can be switched off around the rebuild, which runs in a transaction of its own.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
async function rebuildSqliteHabits(db: Kysely<any>): Promise<void> {
  // SQLite's types as 0001 wrote them: JSON and timestamps are text, "now" an ISO-8601 text.
  const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      const { rows: sequence } = await sql<{ seq: number }>`
        select seq from sqlite_sequence where name = 'habits'`.execute(trx);
      await trx.schema
        .createTable('habits_new')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('color', 'text', (c) => c.notNull())
        .addColumn('icon', 'text', (c) => c.notNull())
        .addColumn('goal', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
        .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
        .addUniqueConstraint('habits_id_user_id_unique', ['id', 'user_id'])
        .execute();
      await sql`
        insert into habits_new (id, user_id, name, color, icon, goal, created_at, updated_at)
        select id, user_id, name, color, icon, goal, created_at, updated_at from habits`.execute(
        trx,
      );
      await trx.schema.dropTable('habits').execute();
      await trx.schema.alterTable('habits_new').renameTo('habits').execute();
      // Ids are never reused: the sequence goes on from the old table's, not from the largest id.
      const seq = sequence[0]?.seq;
      if (seq !== undefined) {
        await sql`delete from sqlite_sequence where name = 'habits'`.execute(trx);
        await sql`
          insert into sqlite_sequence (name, seq)
          select 'habits', max(${seq}, coalesce(max(id), 0)) from habits`.execute(trx);
      }
      await trx.schema
        .createIndex('habits_user_id_idx')
        .on('habits')
        .columns(['user_id', 'id'])
        .execute();
      await createSqliteRevisionTriggers(trx, 'habits');
      const { rows: broken } = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.length > 0) throw new Error('The habits rebuild left entries without their habit');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/** 0003's SQLite data-revision triggers of `table`, frozen here as they were then. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
async function createSqliteRevisionTriggers(db: Kysely<any>, table: string): Promise<void> {
  for (const event of ['insert', 'update', 'delete'] as const) {
    const row = event === 'delete' ? sql.raw('old') : sql.raw('new');
    const movedFrom =
      event === 'update'
        ? sql`update users set data_revision = data_revision + 1
              where id = old.user_id and old.user_id <> new.user_id;`
        : sql``;
    await sql`
      create trigger ${sql.id(`${table}_${event}_bump_user_data_revision`)}
      after ${sql.raw(event)} on ${sql.table(table)}
      begin
        update users set data_revision = data_revision + 1 where id = ${row}.user_id;
        ${movedFrom}
      end`.execute(db);
  }
}
