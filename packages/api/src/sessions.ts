/** Session lifecycle of the Lucia guide: 30-day sessions that slide when under 15 days remain. */
import type { Kysely } from 'kysely';
import type { Database, SessionRow, SessionUser } from '@taper/db';
import { createSession, deleteSession, extendSession, findSessionWithUser } from '@taper/db';
import { generateToken, hashToken, TOKEN_PATTERN } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
export const SESSION_RENEW_WITHIN_MS = 15 * DAY_MS;

export async function startSession(
  db: Kysely<Database>,
  userId: number,
  now: Date,
  userAgent?: string,
): Promise<string> {
  const token = generateToken();
  await createSession(
    db,
    {
      id: hashToken(token),
      userId,
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
      userAgent,
    },
    now,
  );
  return token;
}

export interface ValidSession {
  session: SessionRow;
  user: SessionUser;
}

/** Where a found session stands at `now`: usable as it is, due to be extended, or over. */
function standing(session: SessionRow, now: Date): 'valid' | 'renew' | 'expired' {
  const left = session.expiresAt.getTime() - now.getTime();
  if (left <= 0) return 'expired';
  return left < SESSION_RENEW_WITHIN_MS ? 'renew' : 'valid';
}

export async function validateSessionToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<ValidSession | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const id = hashToken(token);
  const found = await findSessionWithUser(db, id);
  if (!found) return null;
  const { session, user } = found;
  switch (standing(session, now)) {
    case 'expired':
      await deleteSession(db, id);
      return null;
    case 'renew': {
      const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
      await extendSession(db, id, expiresAt);
      return { session: { ...session, expiresAt }, user };
    }
    case 'valid':
      return found;
  }
}

/** `Authorization: Bearer <token>`; anything else is no session. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
