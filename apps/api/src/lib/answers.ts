/**
 * Kept answers of user-data queries (`userDataQuery`): what such an answer depends on besides the
 * user's habits and entries — the procedure, the user's today and the raw input — is its key in
 * the per-user cache, whose revision check covers the data itself.
 */
import type { SessionUser } from '@taper/db';
import { dateInTimeZone } from '@taper/domain';
import type { CacheOwner, UserDataCache } from './user-data-cache';

/**
 * An answer as kept: the validated result, for tRPC, and its JSON, for REST and as its weight.
 * One per key, whichever of the two asked first.
 */
export interface KeptAnswer<Result = unknown> {
  result: Result;
  json: string;
}

export function answerKey(path: string, today: string, rawInput: unknown): string {
  return `${path} ${today} ${rawInput === undefined ? '' : JSON.stringify(rawInput)}`;
}

export function keptAnswer(
  cache: UserDataCache,
  owner: CacheOwner,
  key: string,
): KeptAnswer | undefined {
  return cache.get(owner, key) as KeptAnswer | undefined;
}

/** The user's today, the day their entries and streaks are judged against. */
export function userToday(ctx: { now: () => Date; user: Pick<SessionUser, 'timezone'> }): string {
  return dateInTimeZone(ctx.now(), ctx.user.timezone);
}
