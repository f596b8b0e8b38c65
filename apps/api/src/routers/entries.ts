import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { HabitRow } from '@taper/db';
import {
  findEntry,
  findHabit,
  listEntriesForHabit,
  listEntriesForUser,
  updateEntry,
  upsertEntry,
} from '@taper/db';
import {
  entryInputSchema,
  entrySchema,
  entryValueProblem,
  idSchema,
  judgeEntry,
} from '@taper/domain';
import type { Context } from '../context';
import { userToday } from '../lib/answers';
import { presentEntry } from '../lib/present';
import { protectedProcedure, router, userDataQuery } from '../trpc';
import { HABIT_NOT_FOUND, habitIdInput } from './habits';

type EntryFields = z.output<typeof entryInputSchema>;

/**
 * The stored columns of an entry: the value checked against the habit's goal type, the date
 * checked against the user's today, and the performance judged here (a client's is ignored).
 */
function judgedEntry(
  ctx: Context & { user: NonNullable<Context['user']> },
  habit: HabitRow,
  input: EntryFields,
) {
  const today = userToday(ctx);
  if (input.date > today)
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'You cannot log a future date' });
  const isNumber = habit.goalType === 'number';
  const value = {
    actualValue: isNumber ? (input.actualValue ?? null) : null,
    levelValue: isNumber ? null : (input.levelValue ?? null),
  };
  const problem = entryValueProblem(habit, value);
  if (problem) throw new TRPCError({ code: 'BAD_REQUEST', message: problem.description });
  return {
    date: input.date,
    performance: judgeEntry(habit, input.date, value),
    ...value,
    note: input.note ?? null,
  };
}

export const entriesRouter = router({
  listForHabit: userDataQuery
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/habits/{id}/entries',
        tags: ['entries'],
        summary: "A habit's entries",
      },
    })
    .input(habitIdInput)
    .output(z.array(entrySchema))
    .query(async ({ ctx, input }) => {
      const habit = await findHabit(ctx.db, ctx.user.id, input.id);
      if (!habit) throw new TRPCError({ code: 'NOT_FOUND', message: HABIT_NOT_FOUND });
      return (await listEntriesForHabit(ctx.db, ctx.user.id, habit.id)).map(presentEntry);
    }),

  listAll: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/entries',
        tags: ['entries'],
        summary: 'All my entries',
      },
    })
    .input(z.void())
    .output(z.array(entrySchema))
    .query(async ({ ctx }) => (await listEntriesForUser(ctx.db, ctx.user.id)).map(presentEntry)),

  log: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/habits/{id}/entries',
        tags: ['entries'],
        summary: 'Log a day (updates the entry of that date if there is one)',
      },
    })
    .input(entryInputSchema.extend({ id: idSchema }))
    .output(entrySchema)
    .mutation(async ({ ctx, input }) => {
      const habit = await findHabit(ctx.db, ctx.user.id, input.id);
      if (!habit) throw new TRPCError({ code: 'NOT_FOUND', message: HABIT_NOT_FOUND });
      const fields = judgedEntry(ctx, habit, input);
      const entry = await upsertEntry(
        ctx.db,
        { habitId: habit.id, userId: ctx.user.id, ...fields },
        ctx.now(),
      );
      // Undefined only when the habit was deleted between the lookup and the write.
      if (!entry) throw new TRPCError({ code: 'NOT_FOUND', message: HABIT_NOT_FOUND });
      return presentEntry(entry);
    }),

  update: protectedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/api/habit-entries/{entryId}',
        tags: ['entries'],
        summary: 'Update an entry',
      },
    })
    .input(entryInputSchema.extend({ entryId: idSchema }))
    .output(entrySchema)
    .mutation(async ({ ctx, input }) => {
      const existing = await findEntry(ctx.db, ctx.user.id, input.entryId);
      if (!existing) throw new TRPCError({ code: 'NOT_FOUND', message: 'Entry not found' });
      const habit = await findHabit(ctx.db, ctx.user.id, existing.habitId);
      if (!habit) throw new TRPCError({ code: 'NOT_FOUND', message: 'Entry not found' });
      const entry = await updateEntry(
        ctx.db,
        ctx.user.id,
        existing.id,
        judgedEntry(ctx, habit, input),
        ctx.now(),
      );
      if (!entry) throw new TRPCError({ code: 'NOT_FOUND', message: 'Entry not found' });
      return presentEntry(entry);
    }),
});
