/**
 * A habit's goal history and taper plan (habits.goals, habits.plan, habits.setPlan,
 * habits.previewPlan, habits.clearPlan): thin calls of the goal service (services/goals.ts), which
 * holds the habit's row, runs the domain's rules and re-judges each day whose goal changed.
 */
import { z } from 'zod';
import {
  checkPlan,
  isBudgetGoal,
  dayGoalInputSchema,
  dayGoalSchema,
  dayGoalText,
  goalToFields,
  habitSchema,
  idSchema,
  planInputShape,
  planSchema,
  planViewSchema,
  holdInputShape,
  withGoalFields,
} from '@taper/domain';
import { serverI18n } from '@taper/domain/i18n';
import {
  budgetStatus,
  goalOn,
  planStaircase,
  shownHistory,
  habitCreatedOn,
  habitGoalHistory,
} from '@taper/domain/rules';
import { presentHabit } from '../../presenters';
import {
  clearHabitPlan,
  holdHabitPlan,
  previewHabitPlan,
  setHabitPlan,
} from '../../services/goals';
import { protectedProcedure, userDataQuery } from '../../trpc';
import { accepted, found, habitIdInput, serviceScope } from './lookup';

const planInput = z.object({ id: idSchema, ...planInputShape }).superRefine(checkPlan);

export const planPreviewSchema = z.object({
  /** The staircase the plan would make. */
  view: planViewSchema,
  /** How many logged days before today would be judged by another goal. */
  rejudges: z.number().int(),
  /** 'This re-judges 12 logged days since 6 Nov', or null when none would. */
  rejudgeNote: z.string().nullable(),
  /** "This raises today's goal from 3 to 5", or null. */
  raiseNote: z.string().nullable(),
});

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
          "one's day. The first is in force for every day before the next one, and shows from " +
          'the earliest of the creation day and the first logged day. A plan shows its past and ' +
          'coming steps. A day is judged by its version.',
      },
    })
    .input(habitIdInput)
    .output(z.array(goalVersionOutputSchema))
    .query(async ({ ctx, input }) => {
      const habit = found(await ctx.data.habit(input.id));
      const [versions, entries] = await Promise.all([
        ctx.data.goalVersions(habit.id),
        ctx.data.entries(habit.id),
      ]);
      const firstEntry = entries.reduce<string | undefined>(
        (first, entry) => (first === undefined || entry.date < first ? entry.date : first),
        undefined,
      );
      return shownHistory(versions, habitCreatedOn(habit.createdAt, ctx.user), firstEntry).map(
        (version) => ({
          effectiveFrom: version.effectiveFrom,
          ...goalToFields(version.goal),
        }),
      );
    }),

  dayGoal: userDataQuery
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/habits/{id}/day-goal',
        tags: ['habits'],
        summary: "The goal of a day, as the Log dialog's line reads it (?date=YYYY-MM-DD)",
        description:
          "The goal version in force on `date`, in words: 'Goal today: 4' on the user's today, " +
          "'Goal on 3 Dec: 5' on another day. Under a weekly or monthly budget, that day's " +
          "period as it stands: '8 of 14 used this week', '16 of 14 used this week, 2 over'.",
      },
    })
    .input(dayGoalInputSchema)
    .output(dayGoalSchema)
    .query(async ({ ctx, input }) => {
      const habit = found(await ctx.data.habit(input.id));
      const history = habitGoalHistory(habit, await ctx.data.goalVersions(habit.id), ctx.user);
      const goal = goalOn(history, input.date);
      const texts = serverI18n(ctx.locale);
      // Under a budget, the day's period as it stands: '8 of 14 used this week'.
      const budget = isBudgetGoal(goal)
        ? budgetStatus(
            history,
            await ctx.data.entries(habit.id),
            ctx.today,
            ctx.user.weekStart,
            input.date,
            texts,
          )
        : undefined;
      return {
        date: input.date,
        text: budget?.text ?? dayGoalText(goal, input.date, ctx.today, texts),
      };
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
      const history = habitGoalHistory(habit, await ctx.data.goalVersions(habit.id), ctx.user);
      return {
        plan: habit.plan,
        view: planStaircase(history, habit.plan, ctx.today, serverI18n(ctx.locale)),
      };
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
          '`startDate`. A plan that starts today or later keeps every past day as judged; one ' +
          'that starts in the past applies from its start date, re-judging the days since by ' +
          'its steps (POST /api/habits/{id}/plan/preview tells how many first). An end above the ' +
          'start, a step of 0 or less, fewer than 1 day a step, a start more than 5 years after ' +
          "the user's today or steps past 9999-12-31 is a 400 naming the field.",
      },
    })
    .input(planInput)
    .output(habitSchema)
    .mutation(async ({ ctx, input }) => {
      const { id, ...fields } = input;
      const scope = serviceScope(ctx);
      const { habit, history } = accepted(await setHabitPlan(scope, id, fields));
      return presentHabit(habit, history, scope.today, scope.texts);
    }),

  previewPlan: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/habits/{id}/plan/preview',
        tags: ['habits'],
        summary: 'What a taper plan would do, before setting it',
        description:
          'Takes exactly what PUT /api/habits/{id}/plan takes and refuses exactly what it ' +
          'refuses, but changes nothing: the staircase, how many logged days before today a ' +
          "plan starting in the past re-judges ('This re-judges 12 logged days since 6 Nov'), " +
          "and whether it raises today's goal ('This raises today's goal from 3 to 5').",
      },
    })
    .input(planInput)
    .output(planPreviewSchema)
    .mutation(async ({ ctx, input }) => {
      const { id, ...fields } = input;
      return accepted(await previewHabitPlan(serviceScope(ctx), id, fields));
    }),

  holdPlan: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/habits/{id}/plan/hold',
        tags: ['habits'],
        summary: "Hold the taper plan's step",
        description:
          "Pushes the plan's coming steps `days` days later (a whole number from 1 to 60): the " +
          'goal of every day up to today stays as it is. The staircase (GET /api/habits/{id}/plan) ' +
          'and the goal history (GET /api/habits/{id}/goals) show the held steps. A habit ' +
          'without a plan, or whose plan has reached its end, is a 400.',
      },
    })
    .input(z.object({ id: idSchema, ...holdInputShape }))
    .output(habitSchema)
    .mutation(async ({ ctx, input }) => {
      const scope = serviceScope(ctx);
      const { habit, history } = accepted(await holdHabitPlan(scope, input.id, input.days));
      return presentHabit(habit, history, scope.today, scope.texts);
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
      const scope = serviceScope(ctx);
      const { habit, history } = found(await clearHabitPlan(scope, input.id));
      return presentHabit(habit, history, scope.today, scope.texts);
    }),
};
