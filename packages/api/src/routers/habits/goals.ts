/**
 * A habit's goal history and taper plan (habits.goals, habits.plan, habits.setPlan,
 * habits.clearPlan): the rules are the domain's (goalHistory.ts, plans.ts); every change runs with
 * the habit's row locked, and re-judges the entries of each day whose goal changed.
 */
import { z } from 'zod';
import { withLockedHabit, writeGoalHistory } from '@taper/db';
import {
  applyPlan,
  checkPlan,
  clearPlan as clearPlanVersions,
  goalOn,
  goalToFields,
  habitSchema,
  idSchema,
  planFor,
  planInputShape,
  planStartProblem,
  planSchema,
  planView,
  planViewSchema,
  withGoalFields,
} from '@taper/domain';
import { presentHabit } from '../../presenters';
import { protectedProcedure, userDataQuery } from '../../trpc';
import { badRequest, found, habitIdInput, userToday } from './lookup';

export const goalVersionOutputSchema = withGoalFields({ effectiveFrom: z.string() });

export const habitPlanSchema = z.object({
  /** The plan's parameters, or null without a plan. */
  plan: planSchema.nullable(),
  /** Its staircase and next step, or null without a plan. */
  view: planViewSchema.nullable(),
});

export const goalProcedures = {
  goals: userDataQuery
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/habits/{id}/goals',
        tags: ['habits'],
        summary: "A habit's goal history",
        description:
          'The goal versions, oldest first: each is in force from `effectiveFrom` until the next ' +
          "one's day; the first from the day the habit was created. A day is judged by its version.",
      },
    })
    .input(habitIdInput)
    .output(z.array(goalVersionOutputSchema))
    .query(async ({ ctx, input }) => {
      const habit = found(await ctx.data.habit(input.id));
      const versions = await ctx.data.goalVersions(habit.id);
      return versions.map((version) => ({
        effectiveFrom: version.effectiveFrom,
        ...goalToFields(version.goal),
      }));
    }),

  plan: userDataQuery
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/habits/{id}/plan',
        tags: ['habits'],
        summary: "A habit's taper plan",
        description:
          'The plan as set (null without one) and its staircase: each step with its day, value ' +
          "and whether it is today's, and the next step in words ('Next: 4 on 8 Dec').",
      },
    })
    .input(habitIdInput)
    .output(habitPlanSchema)
    .query(async ({ ctx, input }) => {
      const habit = found(await ctx.data.habit(input.id));
      if (!habit.plan) return { plan: null, view: null };
      const history = await ctx.data.goalVersions(habit.id);
      const goal = history.length > 0 ? goalOn(history, ctx.today) : habit.goal;
      return { plan: habit.plan, view: planView(goal, habit.plan, ctx.today) };
    }),

  setPlan: protectedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/api/habits/{id}/plan',
        tags: ['habits'],
        summary: 'Set a taper plan',
        description:
          'Steps the goal down over time: number goals send startGoal and endGoal, level goals ' +
          'startLevel and endLevel; down `stepBy` (1 when absent) every `everyDays` days from ' +
          '`startDate`. Days before today keep their goals and results; today on follows the plan. ' +
          'An end above the start, a step of 0 or less, everyDays under 1, a startDate more than ' +
          "5 years after the user's today, or steps past 9999-12-31 is a 400.",
      },
    })
    .input(z.object({ id: idSchema, ...planInputShape }).superRefine(checkPlan))
    .output(habitSchema)
    .mutation(async ({ ctx, input }) => {
      const { id, ...fields } = input;
      const today = userToday(ctx);
      const tooLate = planStartProblem(fields.startDate, today);
      if (tooLate) throw badRequest(tooLate);
      const written = await withLockedHabit(ctx.db, ctx.user.id, id, async (trx, locked) => {
        const result = planFor(goalOn(locked.history, today), fields);
        if (!result.ok) throw badRequest(result.message);
        const history = applyPlan(locked.history, result.plan, today);
        const habit = await writeGoalHistory(
          trx,
          locked,
          { history, plan: result.plan },
          ctx.now(),
        );
        return presentHabit(habit, history, today);
      });
      return found(written);
    }),

  clearPlan: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/api/habits/{id}/plan',
        tags: ['habits'],
        summary: 'Stop the taper plan',
        description:
          "Removes the plan's later steps: the goal in force today stays, and so does the past.",
      },
    })
    .input(habitIdInput)
    .output(habitSchema)
    .mutation(async ({ ctx, input }) => {
      const today = userToday(ctx);
      const written = await withLockedHabit(ctx.db, ctx.user.id, input.id, async (trx, locked) => {
        const history = clearPlanVersions(locked.history, today);
        const habit = await writeGoalHistory(trx, locked, { history, plan: null }, ctx.now());
        return presentHabit(habit, history, today);
      });
      return found(written);
    }),
};
