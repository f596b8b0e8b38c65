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

/** The call's answer for the signed-in user's habit, or NOT_FOUND when they have no such habit. */
export async function computed<K extends ComputedReadKind>(
  ctx: { computedReads: ComputedReads; user: CallUser; today: IsoDate; locale: LocaleCode },
  kind: K,
  habitId: number,
  input: ComputedReadInputs[K],
  written?: WrittenHabit,
): Promise<ComputedReadResults[K]> {
  // Only plain data crosses to a worker thread: the user's id, what their days depend on and the
  // language of the answer's texts.
  const { id, timezone, dayEndsAtHour, weekStart } = ctx.user;
  const user = { id, timezone, dayEndsAtHour, weekStart, locale: ctx.locale };
  const call = { kind, user, today: ctx.today, habitId, input, ...(written ? { written } : {}) };
  return found(await ctx.computedReads.run(call));
}
