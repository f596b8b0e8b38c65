/** Finding a habit of the signed-in user, for every router that names one. */
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { dateInTimeZone, idSchema } from '@taper/domain';
import type { Context } from '../../context';

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

/** The signed-in user's today, in their time zone, by their day end (01:30 is yesterday with 3 a.m.). */
export function userToday(ctx: Context & { user: NonNullable<Context['user']> }): string {
  return ctx.today ?? dateInTimeZone(ctx.now(), ctx.user.timezone, ctx.user.dayEndsAtHour);
}
