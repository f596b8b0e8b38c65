/**
 * Personal API tokens: `taper_` and 32 base32 characters (20 random bytes), told apart from session
 * tokens by the prefix. Only their SHA-256 is stored; the token is shown once, when created.
 */
import type { ApiTokenWithUser, Db } from '@taper/db';
import { findApiTokenWithUser } from '@taper/db';
import { generateToken, hashToken, TOKEN_PATTERN } from './tokens';

export const API_TOKEN_PREFIX = 'taper_';

export function generateApiToken(): string {
  return `${API_TOKEN_PREFIX}${generateToken()}`;
}

/** The token's row and owner, or undefined when it is not an API token or not a live one. */
export async function validateApiToken(
  db: Db,
  token: string,
): Promise<ApiTokenWithUser | undefined> {
  if (!token.startsWith(API_TOKEN_PREFIX)) return undefined;
  if (!TOKEN_PATTERN.test(token.slice(API_TOKEN_PREFIX.length))) return undefined;
  return findApiTokenWithUser(db, hashToken(token));
}
