import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * PostgreSQL: a statement that writes entries moves their users' `data_revision` (0003) on once,
 * not once per entry. 0003's row trigger on `habit_entries` wrote the user's row for every entry,
 * and 0019's stamp, moving the habit's entries revision, wrote it again through the habits' own
 * trigger. Every write of one row in a transaction adds a version that the next write steps over
 * until the transaction ends: an import of 20,000 days of one habit in one transaction took
 * 8-14 s in the bump alone (0.4-1.3 s without it, measured for issue 56).
 * - `habit_entries`: statement-level triggers bump the users of the rows written (the transition
 *   tables), whatever the statement (an upsert fires both its insert and its update triggers,
 *   each with the rows it wrote; a cascade from a deleted habit fires the delete one);
 * - `habits`: its update trigger leaves out the updates that move the entries revisions, which
 *   only 0019's stamp makes (the column is not writable by the app) for an entry write whose own
 *   statement trigger bumps the user.
 * The readers' guarantee is unchanged: a transaction that changes a user's entries moves their
 * revision on before it commits. SQLite writes a row in place however often a transaction writes
 * it: its triggers stay as they are.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  // Each branch reads only its own event's transition tables (plpgsql plans a statement when it
  // first runs it, so the others' names are never looked up).
  await sql`
    create function bump_entries_user_data_revision() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update users set data_revision = data_revision + 1
        where id in (select user_id from written_entries);
      elsif tg_op = 'UPDATE' then
        update users set data_revision = data_revision + 1
        where id in (select user_id from written_entries union select user_id from former_entries);
      else
        update users set data_revision = data_revision + 1
        where id in (select user_id from former_entries);
      end if;
      return null;
    end $$`.execute(db);
  await sql`drop trigger habit_entries_bump_user_data_revision on habit_entries`.execute(db);
  // A trigger with transition tables has one event.
  await sql`
    create trigger habit_entries_insert_bump_user_data_revision
    after insert on habit_entries referencing new table as written_entries
    for each statement execute function bump_entries_user_data_revision()`.execute(db);
  await sql`
    create trigger habit_entries_update_bump_user_data_revision
    after update on habit_entries
    referencing old table as former_entries new table as written_entries
    for each statement execute function bump_entries_user_data_revision()`.execute(db);
  await sql`
    create trigger habit_entries_delete_bump_user_data_revision
    after delete on habit_entries referencing old table as former_entries
    for each statement execute function bump_entries_user_data_revision()`.execute(db);

  await sql`drop trigger habits_bump_user_data_revision on habits`.execute(db);
  await sql`
    create trigger habits_bump_user_data_revision
    after insert or delete on habits
    for each row execute function bump_user_data_revision()`.execute(db);
  await sql`
    create trigger habits_update_bump_user_data_revision
    after update on habits
    for each row
    when (old.entries_revision = new.entries_revision
      and old.entries_removed_revision = new.entries_removed_revision)
    execute function bump_user_data_revision()`.execute(db);
}
