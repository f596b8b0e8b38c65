import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { deleteEntry, findEntry, listEntriesForUser, updateEntry, upsertEntry } from '@taper/db';
import type { EntryView } from '@taper/db';
import {
  clearedEntrySchema,
  entryInputSchema,
  entryInputWith,
  entrySchema,
  FUTURE_DATE_MESSAGE,
  goalOn,
  idSchema,
  isLoggableDate,
  judgeEntry,
  loggedEntrySchema,
  readEntryValue,
  SKIPPED,
  yearMonthOf,
  type GoalHistory,
  type HabitStats,
} from '@taper/domain';
import type { Context } from '../context';
import { presentEntry } from '../presenters';
import { rejudgeBudgetDays, withLockedHabit } from '../services/goals';
import { protectedProcedure, router, userDataQuery } from '../trpc';
import { computed } from './habits/computed';
import { HABIT_NOT_FOUND, habitIdInput, userToday } from './habits/lookup';

type EntryFields = z.output<typeof entryInputSchema>;

const ENTRY_NOT_FOUND = 'Entry not found';

function notFound(message: string): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message });
}

/**
 * The stored columns of an entry: the date checked against the user's today, the value read from
 * the field the goal in force that day uses (the other is dropped), and the performance judged here
 * by that day's goal (a client's is ignored). A skipped day (issue 20) has no value to judge.
 */
function judgedEntry(
  ctx: Context & { user: NonNullable<Context['user']> },
  history: GoalHistory,
  input: EntryFields,
) {
  if (!isLoggableDate(input.date, userToday(ctx)))
    throw new TRPCError({ code: 'BAD_REQUEST', message: FUTURE_DATE_MESSAGE });
  if (input.skip === true) {
    return {
      date: input.date,
      performance: SKIPPED,
      actualValue: null,
      levelValue: null,
      note: input.note ?? null,
    };
  }
  const goal = goalOn(history, input.date);
  const read = readEntryValue(goal, input);
  if (!read.ok) throw new TRPCError({ code: 'BAD_REQUEST', message: read.problem.description });
  return {
    date: input.date,
    performance: judgeEntry(goal, input.date, read.value),
    actualValue: 'actualValue' in read.value ? read.value.actualValue : null,
    levelValue: 'levelValue' in read.value ? read.value.levelValue : null,
    note: input.note ?? null,
  };
}

type SignedIn = Context & { user: NonNullable<Context['user']> };

/**
 * The habit's figures for the month of `entry`, read afresh after the change: what logging,
 * skipping and clearing answer with beside the entry.
 */
async function freshStats(
  ctx: SignedIn,
  entry: Pick<EntryView, 'habitId' | 'date'>,
): Promise<HabitStats> {
  // Where `habits.stats` is computed (off the request's thread, from the habit's kept history).
  return computed({ ...ctx, today: userToday(ctx) }, 'stats', entry.habitId, {
    month: yearMonthOf(entry.date),
  });
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
      // Judged and written with the habit's row held, so a goal change cannot come between.
      const entry = await withLockedHabit(
        ctx.db,
        ctx.user.id,
        input.id,
        async (trx, { habit, history }) => {
          const written = await upsertEntry(
            trx,
            { habitId: habit.id, userId: ctx.user.id, ...judgedEntry(ctx, history, input) },
            ctx.now(),
          );
          // A day under a budget is judged with its period's other days (issue 31).
          await rejudgeBudgetDays(trx, habit, history, ctx.user.weekStart, ctx.now());
          return written && ((await findEntry(trx, ctx.user.id, written.id)) ?? written);
        },
      );
      if (!entry) throw notFound(HABIT_NOT_FOUND);
      return { ...presentEntry(entry), stats: await freshStats(ctx, entry) };
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
      const existing = await findEntry(ctx.db, ctx.user.id, input.entryId);
      if (!existing) throw notFound(ENTRY_NOT_FOUND);
      const entry = await withLockedHabit(
        ctx.db,
        ctx.user.id,
        existing.habitId,
        async (trx, locked) => {
          const written = await updateEntry(
            trx,
            ctx.user.id,
            existing.id,
            judgedEntry(ctx, locked.history, input),
            ctx.now(),
          );
          await rejudgeBudgetDays(trx, locked.habit, locked.history, ctx.user.weekStart, ctx.now());
          return written && ((await findEntry(trx, ctx.user.id, written.id)) ?? written);
        },
      );
      if (!entry) throw notFound(ENTRY_NOT_FOUND);
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
      const existing = await findEntry(ctx.db, ctx.user.id, input.entryId);
      if (!existing) throw notFound(ENTRY_NOT_FOUND);
      const deleted = await withLockedHabit(
        ctx.db,
        ctx.user.id,
        existing.habitId,
        async (trx, locked) => {
          if (!(await deleteEntry(trx, ctx.user.id, existing.id))) return false;
          // The days after it in a budget's period may be within the budget again.
          await rejudgeBudgetDays(trx, locked.habit, locked.history, ctx.user.weekStart, ctx.now());
          return true;
        },
      );
      if (deleted !== true) throw notFound(ENTRY_NOT_FOUND);
      return { success: true as const, stats: await freshStats(ctx, existing) };
    }),
});
