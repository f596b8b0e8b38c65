/**
 * An admin's change of a user's role, checked and written in one transaction that serialises every
 * role change (PostgreSQL: a lock on `users`; SQLite: `begin immediate`, the database's write
 * lock), so two admins demoting each other at the same instant can never leave zero admins, in one
 * process or many.
 */
import type { Db } from '../client';
import { lockTableForWrites } from '../dialect';
import type { Role } from '@taper/domain';
import type { UserRow } from '../schema';
import { countAdmins } from './users';

export type RoleChange =
  | { ok: true; user: UserRow }
  | { ok: false; reason: 'actor-not-admin' | 'not-found' | 'last-admin' };

export async function changeRole(
  db: Db,
  change: { actorId: number; userId: number; role: Role },
): Promise<RoleChange> {
  return db.transaction().execute(async (trx): Promise<RoleChange> => {
    await lockTableForWrites(trx, 'users');
    const roleOf = async (id: number) =>
      (await trx.selectFrom('users').select('role').where('id', '=', id).executeTakeFirst())?.role;
    // The actor may have been demoted by another admin since their request was authorized.
    if ((await roleOf(change.actorId)) !== 'ADMIN') return { ok: false, reason: 'actor-not-admin' };
    const current = await roleOf(change.userId);
    if (current === undefined) return { ok: false, reason: 'not-found' };
    if (current === 'ADMIN' && change.role !== 'ADMIN') {
      if ((await countAdmins(trx)) <= 1) return { ok: false, reason: 'last-admin' };
    }
    const user = await trx
      .updateTable('users')
      .set({ role: change.role })
      .where('id', '=', change.userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ok: true, user };
  });
}
