/** The habit calls that walk its whole history, run where the host runs computed reads. */
import type { IsoDate, LocaleCode } from '@taper/domain';
import type {
  CallUser,
  ComputedReadInputs,
  ComputedReadKind,
  ComputedReadResults,
  ComputedReads,
  WrittenHabit,
} from '../../computed-reads';
import { found } from './lookup';

/** What a computed read is asked from: a user-data query's context, or a write's (no revision). */
export interface ComputedReadContext {
  computedReads: ComputedReads;
  user: CallUser;
  today: IsoDate;
  locale: LocaleCode;
  /** The data revision a user-data query answers for (trpc.ts); a write's answer has none. */
  readRevision?: number;
}

/**
 * The user as a computed read is given them: only plain data crosses to a worker thread (their
 * id, what their days depend on, the language of the answer's texts, the revision read at).
 */
export function callUser(ctx: ComputedReadContext): CallUser {
  const { id, timezone, dayEndsAtHour, weekStart } = ctx.user;
  const user: CallUser = { id, timezone, dayEndsAtHour, weekStart, locale: ctx.locale };
  if (ctx.readRevision !== undefined) user.dataRevision = ctx.readRevision;
  return user;
}

/** The call's answer for the signed-in user's habit, or NOT_FOUND when they have no such habit. */
export async function computed<K extends ComputedReadKind>(
  ctx: ComputedReadContext,
  kind: K,
  habitId: number,
  input: ComputedReadInputs[K],
  written?: WrittenHabit,
): Promise<ComputedReadResults[K]> {
  const user = callUser(ctx);
  const call = { kind, user, today: ctx.today, habitId, input, ...(written ? { written } : {}) };
  return found(await ctx.computedReads.run(call));
}
