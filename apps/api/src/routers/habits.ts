import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { HabitRow } from '@taper/db';
import {
  createHabit,
  deleteHabit,
  findHabit,
  listDayResultsForHabit,
  listDayResultsForUser,
  listEntriesForUserBetween,
  listHabits,
  updateHabit,
} from '@taper/db';
import {
  computeStreaks,
  habitCreateSchema,
  habitSchema,
  habitSettingsSchema,
  habitUpdateSchema,
  idSchema,
  okSchema,
  streaksSchema,
  summarySchema,
  summaryWindow,
  type HabitSettings,
  type Summary,
} from '@taper/domain';
import { assertIconAllowed } from '../lib/icon-access';
import { describeIssues } from '../lib/issues';
import { presentEntry, presentHabit } from '../lib/present';
import { protectedProcedure, router, userDataQuery } from '../trpc';

export const habitIdInput = z.object({ id: idSchema });

function groupByHabit<T extends { habitId: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.habitId);
    if (group) group.push(row);
    else groups.set(row.habitId, [row]);
  }
  return groups;
}
export const HABIT_NOT_FOUND = 'Habit not found';

/** The stored columns of validated settings: fields that don't apply get their defaults. */
function settingsColumns(settings: HabitSettings) {
  return {
    name: settings.name,
    color: settings.color,
    icon: settings.icon,
    goalType: settings.goalType,
    goalSchedule: settings.goalSchedule,
    dailyGoal: settings.dailyGoal ?? 0,
    levelGoal: settings.levelGoal ?? 'low',
    weeklyGoals: settings.goalSchedule === 'daily' ? null : (settings.weeklyGoals ?? null),
    customTags: settings.goalType === 'custom_tags' ? (settings.customTags ?? null) : null,
  };
}

/** The stored habit as settings input, so an update can send only what changes. */
function storedSettings(habit: HabitRow) {
  return {
    name: habit.name,
    color: habit.color,
    icon: habit.icon,
    goalType: habit.goalType,
    goalSchedule: habit.goalSchedule,
    dailyGoal: habit.dailyGoal,
    levelGoal: habit.levelGoal,
    ...(habit.weeklyGoals ? { weeklyGoals: habit.weeklyGoals } : {}),
    ...(habit.customTags ? { customTags: habit.customTags } : {}),
  };
}

export const habitsRouter = router({
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
    .query(async ({ ctx }) => (await listHabits(ctx.db, ctx.user.id)).map(presentHabit)),

  get: protectedProcedure
    .meta({
      openapi: { method: 'GET', path: '/api/habits/{id}', tags: ['habits'], summary: 'One habit' },
    })
    .input(habitIdInput)
    .output(habitSchema)
    .query(async ({ ctx, input }) => {
      const habit = await findHabit(ctx.db, ctx.user.id, input.id);
      if (!habit) throw new TRPCError({ code: 'NOT_FOUND', message: HABIT_NOT_FOUND });
      return presentHabit(habit);
    }),

  create: protectedProcedure
    .meta({
      openapi: { method: 'POST', path: '/api/habits', tags: ['habits'], summary: 'Create a habit' },
    })
    .input(habitCreateSchema)
    .output(habitSchema)
    .mutation(async ({ ctx, input }) => {
      await assertIconAllowed(ctx.db, ctx.user, input.icon);
      const habit = await createHabit(ctx.db, ctx.user.id, settingsColumns(input), ctx.now());
      return presentHabit(habit);
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
      const stored = await findHabit(ctx.db, ctx.user.id, input.id);
      if (!stored) throw new TRPCError({ code: 'NOT_FOUND', message: HABIT_NOT_FOUND });
      const { id, ...changes } = input;
      // Absent fields keep their stored values (a rename sends only the name).
      const merged = habitSettingsSchema.safeParse({ ...storedSettings(stored), ...changes });
      if (!merged.success)
        throw new TRPCError({ code: 'BAD_REQUEST', message: describeIssues(merged.error.issues) });
      // Keeping an icon the user already has is fine even after a downgrade; changing to one is checked.
      if (merged.data.icon !== stored.icon)
        await assertIconAllowed(ctx.db, ctx.user, merged.data.icon);
      const habit = await updateHabit(
        ctx.db,
        ctx.user.id,
        id,
        settingsColumns(merged.data),
        ctx.now(),
      );
      if (!habit) throw new TRPCError({ code: 'NOT_FOUND', message: HABIT_NOT_FOUND });
      return presentHabit(habit);
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
      const deleted = await deleteHabit(ctx.db, ctx.user.id, input.id);
      if (!deleted) throw new TRPCError({ code: 'NOT_FOUND', message: HABIT_NOT_FOUND });
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
      const habit = await findHabit(ctx.db, ctx.user.id, input.id);
      if (!habit) throw new TRPCError({ code: 'NOT_FOUND', message: HABIT_NOT_FOUND });
      // Only dates and results: whole rows cost several times more to load (pnpm bench).
      const days = await listDayResultsForHabit(ctx.db, ctx.user.id, habit.id);
      return computeStreaks(days, ctx.today);
    }),

  summary: userDataQuery
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/summary',
        tags: ['habits'],
        summary: "Each habit's streaks and its entries around this month (the summary screen)",
      },
    })
    .input(z.void())
    .output(summarySchema)
    .query(async ({ ctx }): Promise<Summary> => {
      const { from, to } = summaryWindow(ctx.today);
      // Three queries whatever the number of habits; the streaks need only dates and results.
      const [habits, days, entries] = await Promise.all([
        listHabits(ctx.db, ctx.user.id),
        listDayResultsForUser(ctx.db, ctx.user.id),
        listEntriesForUserBetween(ctx.db, ctx.user.id, from, to),
      ]);
      const daysByHabit = groupByHabit(days);
      const entriesByHabit = groupByHabit(entries);
      return {
        from,
        to,
        habits: habits.map((habit) => ({
          habitId: habit.id,
          streaks: computeStreaks(daysByHabit.get(habit.id) ?? [], ctx.today),
          entries: (entriesByHabit.get(habit.id) ?? []).map(presentEntry),
        })),
      };
    }),
});
