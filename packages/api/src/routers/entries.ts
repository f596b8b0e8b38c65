import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { listEntriesForUser } from '@taper/db';
import type { EntryView } from '@taper/db';
import {
  clearedEntrySchema,
  entryInputWith,
  entrySchema,
  idSchema,
  loggedEntrySchema,
  yearMonthOf,
  type HabitStats,
} from '@taper/domain';
import type { WrittenHabit } from '../computed-reads';
import type { Context } from '../context';
import { presentEntry } from '../presenters';
import { changeEntry, clearEntry, logEntry } from '../services/entries';
import { protectedProcedure, router, userDataQuery } from '../trpc';
import { computed } from './habits/computed';
import { accepted, HABIT_NOT_FOUND, habitIdInput, serviceScope, userToday } from './habits/lookup';

const ENTRY_NOT_FOUND = 'Entry not found';

function notFound(message: string): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message });
}

const entryNotFound = () => notFound(ENTRY_NOT_FOUND);

type SignedIn = Context & { user: NonNullable<Context['user']> };

/**
 * The habit's figures for the month of `entry`, read afresh after the change: what logging,
 * skipping and clearing answer with beside the entry.
 */
async function freshStats(
  ctx: SignedIn,
  entry: Pick<EntryView, 'habitId' | 'date'>,
  written?: WrittenHabit,
): Promise<HabitStats> {
  // Where `habits.stats` is computed (off the request's thread, from the habit's kept history);
  // after a log, from the habit as the log left it, without reading it again.
  return computed(
    { ...ctx, today: userToday(ctx) },
    'stats',
    entry.habitId,
    { month: yearMonthOf(entry.date) },
    written,
  );
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
      const habit = await ctx.data.habit(input.id);
      if (!habit) throw notFound(HABIT_NOT_FOUND);
      return (await ctx.data.entries(habit.id)).map(presentEntry);
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
        description:
          "Answers the entry as stored and `stats`: the habit's figures for the entry's month, " +
          'as GET /api/habits/{id}/stats answers them after the change.',
      },
    })
    .input(entryInputWith({ id: idSchema }))
    .output(loggedEntrySchema)
    .mutation(async ({ ctx, input }) => {
      const { id, ...day } = input;
      const { entry, written } = accepted(await logEntry(serviceScope(ctx), id, day));
      return { ...presentEntry(entry), stats: await freshStats(ctx, entry, written) };
    }),

  update: protectedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/api/habit-entries/{entryId}',
        tags: ['entries'],
        summary: 'Update an entry',
        description: "Answers the entry and `stats`, the habit's figures for the entry's month.",
      },
    })
    .input(entryInputWith({ entryId: idSchema }))
    .output(loggedEntrySchema)
    .mutation(async ({ ctx, input }) => {
      const { entryId, ...day } = input;
      const entry = accepted(await changeEntry(serviceScope(ctx), entryId, day), entryNotFound);
      return { ...presentEntry(entry), stats: await freshStats(ctx, entry) };
    }),

  delete: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/api/habit-entries/{entryId}',
        tags: ['entries'],
        summary: 'Clear an entry',
        description:
          'Deletes one of your entries, so its day is unlogged again; streaks and stats follow: ' +
          "`stats` is the habit's figures for the entry's month after the change. " +
          "Another user's entry answers 404.",
      },
    })
    .input(z.object({ entryId: idSchema }))
    .output(clearedEntrySchema)
    .mutation(async ({ ctx, input }) => {
      const cleared = await clearEntry(serviceScope(ctx), input.entryId);
      if (!cleared) throw notFound(ENTRY_NOT_FOUND);
      return { success: true as const, stats: await freshStats(ctx, cleared) };
    }),
});
