import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { EntryView } from '@taper/db';
import { createHabit, deleteHabit, findHabit, updateHabit } from '@taper/db';
import {
  computeStreaks,
  habitCard,
  habitCreateSchema,
  habitSchema,
  habitStats,
  habitStatsInputSchema,
  habitStatsSchema,
  habitUpdateSchema,
  idSchema,
  okSchema,
  streaksSchema,
  summarySchema,
  updatedHabitSettings,
} from '@taper/domain';
import { assertIconAllowed } from '../icon-access';
import { describeIssues } from '../issues';
import { presentHabit } from '../presenters';
import { protectedProcedure, router, userDataQuery } from '../trpc';
import {
  createdOn,
  foundHabit,
  HABIT_NOT_FOUND,
  habitIdInput,
  progressProcedures,
} from './progress';

export { habitIdInput };
export { HABIT_NOT_FOUND };

function notFound(): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message: HABIT_NOT_FOUND });
}

const found = foundHabit;

function groupByHabit<T extends { habitId: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.habitId);
    if (group) group.push(row);
    else groups.set(row.habitId, [row]);
  }
  return groups;
}

const NO_ENTRIES: readonly EntryView[] = [];

export const habitsRouter = router({
  ...progressProcedures,

  list: userDataQuery
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/habits',
        tags: ['habits'],
        summary: 'My habits, oldest first',
      },
    })
    .input(z.void())
    .output(z.array(habitSchema))
    .query(async ({ ctx }) => (await ctx.data.habits()).map(presentHabit)),

  get: protectedProcedure
    .meta({
      openapi: { method: 'GET', path: '/api/habits/{id}', tags: ['habits'], summary: 'One habit' },
    })
    .input(habitIdInput)
    .output(habitSchema)
    .query(async ({ ctx, input }) =>
      presentHabit(found(await findHabit(ctx.db, ctx.user.id, input.id))),
    ),

  create: protectedProcedure
    .meta({
      openapi: { method: 'POST', path: '/api/habits', tags: ['habits'], summary: 'Create a habit' },
    })
    .input(habitCreateSchema)
    .output(habitSchema)
    .mutation(async ({ ctx, input }) => {
      await assertIconAllowed(ctx.db, ctx.user, input.icon);
      return presentHabit(await createHabit(ctx.db, ctx.user.id, input, ctx.now()));
    }),

  update: protectedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/api/habits/{id}',
        tags: ['habits'],
        summary: 'Rename, or update settings',
      },
    })
    .input(habitUpdateSchema.extend({ id: idSchema }))
    .output(habitSchema)
    .mutation(async ({ ctx, input }) => {
      const stored = found(await findHabit(ctx.db, ctx.user.id, input.id));
      const { id, ...update } = input;
      // Absent fields keep their stored values (a rename sends only the name).
      const settings = updatedHabitSettings(stored, update);
      if (!settings.success)
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: describeIssues(settings.error.issues),
        });
      // Keeping an icon the user already has is fine even after a downgrade; changing to one is checked.
      if (settings.data.icon !== stored.icon)
        await assertIconAllowed(ctx.db, ctx.user, settings.data.icon);
      return presentHabit(
        found(await updateHabit(ctx.db, ctx.user.id, id, settings.data, ctx.now())),
      );
    }),

  delete: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/api/habits/{id}',
        tags: ['habits'],
        summary: 'Delete a habit and its entries',
      },
    })
    .input(habitIdInput)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      if (!(await deleteHabit(ctx.db, ctx.user.id, input.id))) throw notFound();
      return { success: true as const };
    }),

  streaks: userDataQuery
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/habits/{id}/streaks',
        tags: ['habits'],
        summary: "A habit's streaks",
      },
    })
    .input(habitIdInput)
    .output(streaksSchema)
    .query(async ({ ctx, input }) => {
      const habit = found(await ctx.data.habit(input.id));
      return computeStreaks(await ctx.data.entries(habit.id), ctx.today);
    }),

  stats: userDataQuery
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/habits/{id}/stats',
        tags: ['habits'],
        summary: "Everything the habit screen shows for a month (?month=YYYY-MM, else today's)",
      },
    })
    .input(habitStatsInputSchema)
    .output(habitStatsSchema)
    .query(async ({ ctx, input }) => {
      const habit = found(await ctx.data.habit(input.id));
      return habitStats(habit.goal, await ctx.data.entries(habit.id), {
        today: ctx.today,
        createdOn: createdOn(habit, ctx.user.timezone),
        ...(input.month ? { month: input.month } : {}),
      });
    }),

  summary: userDataQuery
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/summary',
        tags: ['habits'],
        summary: "One card per habit: this month's calendar, On Track, Missed and streaks",
      },
    })
    .input(z.void())
    .output(summarySchema)
    .query(async ({ ctx }) => {
      // Two queries whatever the number of habits.
      const [habits, entries] = await Promise.all([ctx.data.habits(), ctx.data.allEntries()]);
      const entriesByHabit = groupByHabit(entries);
      return {
        today: ctx.today,
        habits: habits.map((habit) => ({
          habitId: habit.id,
          ...habitCard(
            habitStats(habit.goal, entriesByHabit.get(habit.id) ?? NO_ENTRIES, {
              today: ctx.today,
              createdOn: createdOn(habit, ctx.user.timezone),
            }),
          ),
        })),
      };
    }),
});
