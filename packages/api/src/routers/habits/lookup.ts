/** Finding a habit of the signed-in user, for every router that names one. */
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { idSchema } from '@taper/domain';
import { serverI18n } from '@taper/domain/i18n';
import { userToday, type Context } from '../../context';
import type { GoalChangeScope, Refusable } from '../../services/locked-habit';

export const habitIdInput = z.object({ id: idSchema });
export const HABIT_NOT_FOUND = 'Habit not found';

export function habitNotFound(): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message: HABIT_NOT_FOUND });
}

export function found<T>(habit: T | undefined): T {
  if (habit === undefined) throw habitNotFound();
  return habit;
}

export function badRequest(message: string): TRPCError {
  return new TRPCError({ code: 'BAD_REQUEST', message });
}

/**
 * A write service's answer as the call answers it: its value, a 400 with the service's sentence,
 * or a 404 (`missing`, the habit's by default) when the thing named is not the user's.
 */
export function accepted<T>(
  result: Refusable<T> | undefined,
  missing: () => TRPCError = habitNotFound,
): T {
  if (result === undefined) throw missing();
  if (!result.ok) throw badRequest(result.message);
  return result.value;
}

export { userToday };

type SignedIn = Context & { user: NonNullable<Context['user']> };

/** Who writes, for their today, and when: what every write service is given. */
export function serviceScope(ctx: SignedIn): GoalChangeScope {
  return {
    db: ctx.db,
    userId: ctx.user.id,
    timezone: ctx.user.timezone,
    dayEndsAtHour: ctx.user.dayEndsAtHour,
    today: userToday(ctx),
    now: ctx.now(),
    weekStart: ctx.user.weekStart,
    texts: serverI18n(ctx.locale),
  };
}
