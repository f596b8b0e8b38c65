/** The habit calls that walk its whole history, run where the host runs computed reads. */
import type { IsoDate } from '@taper/domain';
import type {
  CallUser,
  ComputedReadInputs,
  ComputedReadKind,
  ComputedReadResults,
  ComputedReads,
} from '../../computed-reads';
import { found } from './lookup';

/** The call's answer for the signed-in user's habit, or NOT_FOUND when they have no such habit. */
export async function computed<K extends ComputedReadKind>(
  ctx: { computedReads: ComputedReads; user: CallUser; today: IsoDate },
  kind: K,
  habitId: number,
  input: ComputedReadInputs[K],
): Promise<ComputedReadResults[K]> {
  // Only plain data crosses to a worker thread: the user's id and what their days depend on.
  const { id, timezone, dayEndsAtHour, weekStart } = ctx.user;
  const user = { id, timezone, dayEndsAtHour, weekStart };
  return found(await ctx.computedReads.run({ kind, user, today: ctx.today, habitId, input }));
}
