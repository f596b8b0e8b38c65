import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * A habit's own count of changes to its entries, so that a reader holding a habit's history can
 * tell exactly what changed since it read it, instead of reading ten years again after every log:
 * - `habits.entries_revision` moves on when a transaction writes one of its entries;
 * - `habit_entries.revision` is the habit's revision that last wrote the entry, so the entries
 *   written after revision R are those with a revision above R;
 * - `habits.entries_removed_revision` is the revision of the last removal (a delete, or an entry
 *   moved to another date or habit), which no such read can see: a reader behind it reads all again.
 * Triggers keep them, as they keep `users.data_revision` (0003), so no write path can forget them.
 * A write to an entry also writes its habit's row, so writes to one habit's entries take turns.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['entries_revision', 'entries_removed_revision']) {
    await db.schema
      .alterTable('habits')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
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
    // Every write of a habit's row in a transaction adds a row version that the next write of it
    // steps over until the transaction ends: an import of 20,000 days would write it 20,000 times.
    // So a transaction moves a habit on once (noted in a transaction-local setting) and stamps all
    // it writes with that revision; no one sees any of it before it commits.
    await sql`
      create function stamp_habit_entries_revision() returns trigger language plpgsql as $$
      declare
        moved_on text := coalesce(current_setting('taper.entries_moved_on', true), '');
        stamped integer;
      begin
        if tg_op = 'DELETE'
          or (tg_op = 'UPDATE' and (old.habit_id <> new.habit_id or old.date <> new.date)) then
          if moved_on = old.habit_id::text then
            update habits set entries_removed_revision = entries_revision
            where id = old.habit_id and entries_removed_revision <> entries_revision;
          else
            update habits
            set entries_revision = entries_revision + 1,
                entries_removed_revision = entries_revision + 1
            where id = old.habit_id;
            moved_on := old.habit_id::text;
            perform set_config('taper.entries_moved_on', moved_on, true);
          end if;
        end if;
        if tg_op = 'DELETE' then
          return old;
        end if;
        if moved_on = new.habit_id::text then
          select entries_revision into stamped from habits where id = new.habit_id;
        else
          update habits set entries_revision = entries_revision + 1
          where id = new.habit_id
          returning entries_revision into stamped;
          perform set_config('taper.entries_moved_on', new.habit_id::text, true);
        end if;
        -- No such habit: the foreign key refuses the row, with its own error.
        new.revision := coalesce(stamped, 0);
        return new;
      end $$`.execute(db);
    await sql`
      create trigger habit_entries_stamp_revision
      before insert or update or delete on habit_entries
      for each row execute function stamp_habit_entries_revision()`.execute(db);
    return;
  }

  // SQLite writes a row in place however often a transaction writes it, so each write moves its
  // habit on. It cannot change NEW in a trigger: the row is stamped by an update after it is
  // written, which changes only `revision`, a column the update trigger below does not watch.
  const stamp = sql`
    update habits set entries_revision = entries_revision + 1 where id = new.habit_id;
    update habit_entries
    set revision = coalesce((select entries_revision from habits where id = new.habit_id), 0)
    where id = new.id;`;
  const removed = sql`
    update habits
    set entries_revision = entries_revision + 1, entries_removed_revision = entries_revision + 1
    where id = old.habit_id`;
  await sql`
    create trigger habit_entries_insert_stamp_revision
    after insert on habit_entries
    begin
      ${stamp}
    end`.execute(db);
  await sql`
    create trigger habit_entries_update_stamp_revision
    after update of habit_id, date, performance, actual_value, level_value, note on habit_entries
    begin
      ${removed} and (old.habit_id <> new.habit_id or old.date <> new.date);
      ${stamp}
    end`.execute(db);
  await sql`
    create trigger habit_entries_delete_stamp_revision
    after delete on habit_entries
    begin
      ${removed};
    end`.execute(db);
}
