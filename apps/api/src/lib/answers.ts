/**
 * Kept answers of user-data queries (`userDataQuery`): what such an answer depends on besides the
 * user's habits and entries — the procedure, the user's today and the raw input — is its key in
 * the per-user cache, whose revision check covers the data itself.
 */
import type { SessionUser } from '@taper/db';
import { dateInTimeZone } from '@taper/domain';

/** `result`: the validated procedure result (tRPC and REST); `json`: REST's response body. */
export type AnswerForm = 'result' | 'json';

export function answerKey(
  form: AnswerForm,
  path: string,
  today: string,
  rawInput: unknown,
): string {
  return `${form} ${path} ${today} ${rawInput === undefined ? '' : JSON.stringify(rawInput)}`;
}

/** The user's today, the day their entries and streaks are judged against. */
export function userToday(ctx: { now: () => Date; user: Pick<SessionUser, 'timezone'> }): string {
  return dateInTimeZone(ctx.now(), ctx.user.timezone);
}
