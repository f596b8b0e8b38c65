import {
  PostgresAdapter,
  sql,
  type ColumnDataType,
  type CreateTableBuilder,
  type Kysely,
  type RawBuilder,
} from 'kysely';

/*
 * Frozen: this migration holds every type and default it writes, and imports nothing but Kysely,
 * so no later change to the app's code can change the schema it produces.
 */
type Engine = 'sqlite' | 'postgres';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
function engineOf(db: Kysely<any>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

interface ColumnTypes {
  timestamp: ColumnDataType;
  boolean: ColumnDataType;
  json: ColumnDataType;
  double: ColumnDataType;
}

function columnTypes(engine: Engine): ColumnTypes {
  return engine === 'postgres'
    ? { timestamp: 'timestamptz', boolean: 'boolean', json: 'json', double: 'double precision' }
    : // ISO-8601 text; the SQLite type names here give the intended affinities.
      { timestamp: 'text', boolean: 'integer', json: 'text', double: 'real' };
}

/** The column default for "now", in the format the app writes timestamps. */
function nowDefault(engine: Engine): RawBuilder<unknown> {
  return engine === 'postgres' ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

/** An integer identity primary key: autoincrement on SQLite (ids never reused), identity on PG. */
function addIdColumn<T extends string>(
  engine: Engine,
  table: CreateTableBuilder<T>,
): CreateTableBuilder<T, 'id'> {
  return table.addColumn('id', 'integer', (column) =>
    engine === 'postgres'
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement(),
  );
}

/** The whole schema. Identifiers are snake_case here; repositories use camelCase through Kysely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  const engine = engineOf(db);
  await createUsers(db, engine);
  await createSessions(db, engine);
  await createHabits(db, engine);
  await createHabitEntries(db, engine);
  await createIcons(db, engine);
  await createPendingUploads(db, engine);
}

/** Users: emails stored lower-cased under a unique index; role, tier and theme checked. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
async function createUsers(db: Kysely<any>, engine: Engine): Promise<void> {
  const type = columnTypes(engine);
  const now = nowDefault(engine);
  await addIdColumn(engine, db.schema.createTable('users'))
    // Stored lower-cased by the repository, so this unique index is case-insensitive.
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('USER'))
    .addColumn('tier', 'text', (c) => c.notNull().defaultTo('FREE'))
    .addColumn('theme_preference', 'text', (c) => c.notNull().defaultTo('light'))
    .addColumn('timezone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('created_at', type.timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn('last_login_at', type.timestamp)
    .addColumn('last_seen_at', type.timestamp)
    .addCheckConstraint('users_role_check', sql`role in ('USER', 'ADMIN')`)
    .addCheckConstraint('users_tier_check', sql`tier in ('FREE', 'PREMIUM')`)
    .addCheckConstraint('users_theme_check', sql`theme_preference in ('light', 'dark')`)
    .execute();
  await db.schema.createIndex('users_email_unique').on('users').column('email').unique().execute();
  // Admin activity windows (dau / wau / mau) count by last_seen_at.
  await db.schema
    .createIndex('users_last_seen_at_idx')
    .on('users')
    .column('last_seen_at')
    .execute();
}

/** Sessions: the SHA-256 of each token, never the token. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
async function createSessions(db: Kysely<any>, engine: Engine): Promise<void> {
  const type = columnTypes(engine);
  const now = nowDefault(engine);
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', type.timestamp, (c) => c.notNull())
    .addColumn('created_at', type.timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  await db.schema
    .createIndex('sessions_expires_at_idx')
    .on('sessions')
    .column('expires_at')
    .execute();
}

/** Habits, with (id, user_id) unique: the target of the entries' foreign key. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
async function createHabits(db: Kysely<any>, engine: Engine): Promise<void> {
  const type = columnTypes(engine);
  const now = nowDefault(engine);
  await addIdColumn(engine, db.schema.createTable('habits'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('goal_type', 'text', (c) => c.notNull())
    .addColumn('goal_schedule', 'text', (c) => c.notNull())
    .addColumn('daily_goal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('level_goal', 'text', (c) => c.notNull().defaultTo('low'))
    .addColumn('weekly_goals', type.json)
    .addColumn('custom_tags', type.json)
    .addColumn('created_at', type.timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', type.timestamp, (c) => c.notNull().defaultTo(now))
    .addCheckConstraint(
      'habits_goal_type_check',
      sql`goal_type in ('number', 'level', 'custom_tags')`,
    )
    .addCheckConstraint(
      'habits_goal_schedule_check',
      sql`goal_schedule in ('daily', 'custom_daily', 'weekly')`,
    )
    // Target of the entries' (habit_id, user_id) foreign key: an entry's owner is its habit's owner.
    .addUniqueConstraint('habits_id_user_id_unique', ['id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('habits_user_id_idx')
    .on('habits')
    .columns(['user_id', 'id'])
    .execute();
}

/** Entries: one per (habit, date); an entry's owner is always its habit's owner. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
async function createHabitEntries(db: Kysely<any>, engine: Engine): Promise<void> {
  const type = columnTypes(engine);
  const now = nowDefault(engine);
  await addIdColumn(engine, db.schema.createTable('habit_entries'))
    .addColumn('habit_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('performance', 'text', (c) => c.notNull())
    .addColumn('actual_value', type.double)
    .addColumn('level_value', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', type.timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', type.timestamp, (c) => c.notNull().defaultTo(now))
    // One entry per (habit, date); also serves the by-habit, by-date reads.
    .addUniqueConstraint('habit_entries_habit_id_date_unique', ['habit_id', 'date'])
    .addForeignKeyConstraint(
      'habit_entries_habit_fk',
      ['habit_id', 'user_id'],
      'habits',
      ['id', 'user_id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('habit_entries_user_id_date_idx')
    .on('habit_entries')
    .columns(['user_id', 'date'])
    .execute();
}

/** Icons: built-in ones by their catalog name, uploaded ones with their sanitized markup. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
async function createIcons(db: Kysely<any>, engine: Engine): Promise<void> {
  const type = columnTypes(engine);
  const now = nowDefault(engine);
  await db.schema
    .createTable('icons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('visibility', 'text', (c) => c.notNull().defaultTo('enabled'))
    .addColumn('is_built_in', type.boolean, (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('svg', 'text')
    .addColumn('created_at', type.timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', type.timestamp, (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('icons_tier_check', sql`tier in ('FREE', 'PREMIUM')`)
    .addCheckConstraint('icons_visibility_check', sql`visibility in ('enabled', 'disabled')`)
    .execute();
}

/** Upload URLs handed to admins, and the sanitized file until the icon claims it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
async function createPendingUploads(db: Kysely<any>, engine: Engine): Promise<void> {
  const type = columnTypes(engine);
  const now = nowDefault(engine);
  await db.schema
    .createTable('pending_uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('expires_at', type.timestamp, (c) => c.notNull())
    .addColumn('used_at', type.timestamp)
    .addColumn('svg', 'text')
    .addColumn('created_at', type.timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('pending_uploads_user_id_idx')
    .on('pending_uploads')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('pending_uploads_file_idx')
    .on('pending_uploads')
    .columns(['category', 'file_name'])
    .execute();
  await db.schema
    .createIndex('pending_uploads_expires_at_idx')
    .on('pending_uploads')
    .column('expires_at')
    .execute();
}
