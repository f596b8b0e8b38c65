import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * A habit's own count of changes to its entries, so that a reader holding a habit's history can
 * tell exactly what changed since it read it, instead of reading ten years again after every log:
 * - `habits.entries_revision` moves on every insert, update or delete of one of its entries;
 * - `habit_entries.revision` is the habit's revision that last wrote the entry, so the entries
 *   written after revision R are those with a revision above R;
 * - `habits.entries_removed_revision` is the revision of the last removal (a delete, or an entry
 *   moved to another date or habit), which no such read can see: a reader behind it reads all again;
 * - `habits.entry_count` is how many entries it has, so a call can tell a long history from a short
 *   one before reading it.
 * Triggers keep them, as they keep `users.data_revision` (0003), so no write path can forget them.
 * Each write to an entry also updates its habit's row, so writes to one habit's entries take turns.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['entries_revision', 'entries_removed_revision', 'entry_count']) {
    await db.schema
      .alterTable('habits')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await sql`
    update habits
    set entry_count = (select count(*) from habit_entries where habit_id = habits.id)`.execute(db);
  await db.schema
    .alterTable('habit_entries')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // What changed after a revision is found without walking the habit's whole history.
  await db.schema
    .createIndex('habit_entries_habit_id_revision_idx')
    .on('habit_entries')
    .columns(['habit_id', 'revision'])
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`
      create function stamp_habit_entries_revision() returns trigger language plpgsql as $$
      declare
        stamped integer;
      begin
        if tg_op = 'DELETE'
          or (tg_op = 'UPDATE' and (old.habit_id <> new.habit_id or old.date <> new.date)) then
          update habits
          set entries_revision = entries_revision + 1,
              entries_removed_revision = entries_revision + 1
          where id = old.habit_id;
        end if;
        if tg_op = 'DELETE' then
          return old;
        end if;
        update habits set entries_revision = entries_revision + 1
        where id = new.habit_id
        returning entries_revision into stamped;
        -- No such habit: the foreign key refuses the row, with its own error.
        new.revision := coalesce(stamped, 0);
        return new;
      end $$`.execute(db);
    await sql`
      create trigger habit_entries_stamp_revision
      before insert or update or delete on habit_entries
      for each row execute function stamp_habit_entries_revision()`.execute(db);
    // Counted after the row is written: an upsert that updates fires the insert's BEFORE trigger too.
    await sql`
      create function count_habit_entries() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then
          update habits set entry_count = entry_count - 1 where id = old.habit_id;
        end if;
        if tg_op <> 'DELETE' then
          update habits set entry_count = entry_count + 1 where id = new.habit_id;
        end if;
        return null;
      end $$`.execute(db);
    await sql`
      create trigger habit_entries_count
      after insert or delete or update of habit_id on habit_entries
      for each row execute function count_habit_entries()`.execute(db);
    return;
  }

  // SQLite cannot change NEW in a trigger: the row is stamped by an update after it is written.
  // That update changes only `revision`, which the update trigger below does not watch.
  const stamp = (added: ReturnType<typeof sql>) => sql`
    update habits
    set entries_revision = entries_revision + 1, entry_count = entry_count + ${added}
    where id = new.habit_id;
    update habit_entries
    set revision = coalesce((select entries_revision from habits where id = new.habit_id), 0)
    where id = new.id;`;
  const removed = sql`
    update habits
    set entries_revision = entries_revision + 1,
        entries_removed_revision = entries_revision + 1,
        entry_count = entry_count - 1
    where id = old.habit_id`;
  await sql`
    create trigger habit_entries_insert_stamp_revision
    after insert on habit_entries
    begin
      ${stamp(sql`1`)}
    end`.execute(db);
  // A date moved within the habit is a removal and an addition: the count stays.
  await sql`
    create trigger habit_entries_update_stamp_revision
    after update of habit_id, date, performance, actual_value, level_value, note on habit_entries
    begin
      ${removed} and (old.habit_id <> new.habit_id or old.date <> new.date);
      ${stamp(sql`(case when old.habit_id <> new.habit_id or old.date <> new.date then 1 else 0 end)`)}
    end`.execute(db);
  await sql`
    create trigger habit_entries_delete_stamp_revision
    after delete on habit_entries
    begin
      ${removed};
    end`.execute(db);
}
