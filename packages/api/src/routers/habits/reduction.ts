import { historyOf, markMilestonesSeen } from '@taper/db';
import { idSchema, milestonesSeenInputSchema, okSchema, reductionSchema } from '@taper/domain';
import { reduction } from '@taper/domain/rules';
import { reductionOptions } from '../../habit-stats';
import { protectedProcedure, userDataQuery } from '../../trpc';
import { found, habitIdInput, habitNotFound } from './lookup';

/** How much less than when the user started (issue 33), and the milestones' messages seen. */
export const reductionProcedures = {
  reduction: userDataQuery
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/habits/{id}/reduction',
        tags: ['habits'],
        summary: 'How much less than when I started: baseline, weeks, units avoided, money saved',
        description:
          "Weeks are calendar weeks from the user's week start, months calendar months; `total` " +
          'sums the logged values and `days` counts the logged days (skipped days left out of ' +
          'both). The baseline is in the goal’s own period (`per`): per day for daily and ' +
          'per-weekday goals, per week or per month under a weekly or monthly budget. ' +
          '`changeVsBaseline` is this week’s mean per logged day against a baseline per day ' +
          '(−0.32 is 32% less); under a budget it is the total so far of the week or month in ' +
          'progress against `baselineSoFar`, its share of the baseline (baseline × its days so ' +
          'far, today included, from the first entry and less skipped days ÷ its days). ' +
          '`unitsAvoided` is net: Σ (baseline − value) over the counted days since the first ' +
          'entry (under a budget each day’s baseline is the period’s ÷ its days), negative when ' +
          'more than before; `moneySaved` is that × costPerUnit, with the same sign. Without an ' +
          'entered baseline it is measured from the first 14 logged days (`baselineSource: ' +
          '"measured"`). Level and tag habits answer `shareOnGoalThisMonth` / ' +
          '`shareOnGoalFirstMonth` and null for the number-only figures. The habit screen ' +
          '(`habits.stats`) and the summary carry the same.',
      },
    })
    .input(habitIdInput)
    .output(reductionSchema)
    .query(async ({ ctx, input }) => {
      const habit = found(await ctx.data.habit(input.id));
      const [entries, versions] = await Promise.all([
        ctx.data.entries(habit.id),
        ctx.data.goalVersions(habit.id),
      ]);
      return reduction(historyOf(habit, versions), entries, {
        today: ctx.today,
        weekStart: ctx.user.weekStart,
        unloggedDays: habit.unloggedDays,
        ...reductionOptions(habit),
      });
    }),

  seeMilestones: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/habits/{id}/milestones/seen',
        tags: ['habits'],
        summary: "Mark milestones' messages seen (each shows once)",
      },
    })
    .input(milestonesSeenInputSchema.extend({ id: idSchema }))
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      if (!(await markMilestonesSeen(ctx.db, ctx.user.id, input.id, input.ids)))
        throw habitNotFound();
      return { success: true as const };
    }),
};
