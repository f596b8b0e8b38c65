/**
 * A new password, by a change or a reset link, closes every other way into the account: in one
 * transaction the hash is replaced, the other sessions, every API token and every reset link end.
 */
import {
  deleteUserApiTokens,
  deleteUserPasswordResets,
  deleteUserSessions,
  deleteUserSessionsExcept,
  updatePasswordHash,
  type Db,
} from '@taper/db';
import type { EndedAccess } from '@taper/domain';

/** Sets the new hash and ends the rest; `keepSessionId` is the session that asked, if any. */
export async function setNewPassword(
  db: Db,
  userId: number,
  passwordHash: string,
  keepSessionId: string | undefined,
): Promise<EndedAccess> {
  return db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, userId, passwordHash);
    const sessions =
      keepSessionId === undefined
        ? await deleteUserSessions(trx, userId)
        : await deleteUserSessionsExcept(trx, userId, keepSessionId);
    const apiTokens = await deleteUserApiTokens(trx, userId);
    await deleteUserPasswordResets(trx, userId);
    return { sessions, apiTokens };
  });
}
