import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Several reminders a habit (up to three a day, each with its weekdays): the habit's `reminder`
 * ({ time, days }) becomes `reminders` (a list of them; null for none), and a claim names the time
 * of the reminder it is for ('' for the daily check-in), so each of a habit's reminders goes out
 * once per user-day. A claim made before names the time of the habit's one reminder.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql`alter table reminder_claims add column reminder_time text not null default ''`.execute(
      db,
    );
    await sql`update reminder_claims set reminder_time = coalesce(
        (select habits.reminder->>'time' from habits where habits.id = reminder_claims.habit_id), '')
      where kind = 'habit'`.execute(db);
    await sql`alter table reminder_claims drop constraint reminder_claims_pkey,
      add constraint reminder_claims_pkey
        primary key (kind, user_id, habit_id, day, reminder_time)`.execute(db);
    await sql`alter table habits rename column reminder to reminders`.execute(db);
    await sql`update habits set reminders = json_build_array(reminders)
      where reminders is not null`.execute(db);
    return;
  }
  // SQLite cannot change a primary key: the claims move to a new table of the same shape.
  await sql`create table reminder_claims_next (
      kind text not null check (kind in ('habit', 'check_in')),
      user_id integer not null references users (id) on delete cascade,
      habit_id integer not null,
      day text not null,
      reminder_time text not null default '',
      claimed_at text not null,
      constraint reminder_claims_pkey primary key (kind, user_id, habit_id, day, reminder_time)
    )`.execute(db);
  await sql`insert into reminder_claims_next (kind, user_id, habit_id, day, reminder_time, claimed_at)
    select kind, user_id, habit_id, day, case when kind = 'habit' then coalesce(
        (select json_extract(habits.reminder, '$.time') from habits
          where habits.id = reminder_claims.habit_id), '') else '' end, claimed_at
    from reminder_claims`.execute(db);
  await sql`drop table reminder_claims`.execute(db);
  await sql`alter table reminder_claims_next rename to reminder_claims`.execute(db);
  await sql`create index reminder_claims_claimed_at_idx on reminder_claims (claimed_at)`.execute(
    db,
  );
  await sql`alter table habits rename column reminder to reminders`.execute(db);
  await sql`update habits set reminders = json_array(json(reminders))
    where reminders is not null`.execute(db);
}
