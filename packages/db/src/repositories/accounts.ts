/**
 * Deleting an account: every row of the user, in every table, in one transaction. It takes the same
 * write lock as a role change, so the last admin can never delete their account while another admin
 * is being demoted.
 */
import { sql } from 'kysely';
import type { Db } from '../client';
import { lockTableForWrites } from '../dialect';
import type { Database } from '../schema';
import { countAdmins } from './users';

export type AccountDeletion = { ok: true } | { ok: false; reason: 'not-found' | 'last-admin' };

/**
 * The tables holding rows of a user by `user_id`, children before parents. Foreign keys cascade
 * too; deleting each explicitly keeps the deletion complete should a later table forget to.
 */
const USER_TABLES = [
  'shareTokens',
  'shareHabits',
  'shares',
  'habitEntries',
  'habitGoalVersions',
  'habits',
  'habitGroups',
  'sessions',
  'apiTokens',
  'passwordResets',
  'pendingUploads',
  'pushSubscriptions',
  'reminderClaims',
  'emailStopTokens',
] as const satisfies readonly (keyof Database)[];

export async function deleteAccount(db: Db, userId: number): Promise<AccountDeletion> {
  return db.transaction().execute(async (trx): Promise<AccountDeletion> => {
    await lockTableForWrites(trx, 'users');
    const user = await trx
      .selectFrom('users')
      .select(['role', 'email'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) return { ok: false, reason: 'not-found' };
    if (user.role === 'ADMIN' && (await countAdmins(trx)) <= 1) {
      return { ok: false, reason: 'last-admin' };
    }
    for (const table of USER_TABLES) {
      await trx.deleteFrom(table).where('userId', '=', userId).execute();
    }
    // Rate-limit buckets named after the email (sign-in attempts, reset mails) are the user's too.
    const suffix = `|${user.email}`;
    await trx
      .deleteFrom('rateLimits')
      .where(sql<string>`substr(bucket, length(bucket) - ${suffix.length - 1})`, '=', suffix)
      .execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    return { ok: true };
  });
}
