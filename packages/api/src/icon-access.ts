/** Whether a user may put an icon on a habit (ARCHITECTURE: FREE users get no PREMIUM icons). */
import { TRPCError } from '@trpc/server';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '@taper/db';
import { findIcon } from '@taper/db';

export async function assertIconAllowed(
  db: Kysely<Database>,
  user: Pick<UserRow, 'tier'>,
  iconId: string,
): Promise<void> {
  const icon = await findIcon(db, iconId);
  if (!icon || icon.visibility === 'disabled') {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'Unknown icon' });
  }
  if (icon.tier === 'PREMIUM' && user.tier !== 'PREMIUM') {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'This icon needs a premium account' });
  }
}
