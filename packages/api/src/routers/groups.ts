/**
 * The `groups` namespace (issue 51): a user's habit groups, each with an optional shared budget,
 * and a group's figures — its progress in a period, the days it went over, its chart.
 */
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { listGroups } from '@taper/db';
import {
  GROUP_NOT_FOUND,
  groupChartInputSchema,
  groupChartSchema,
  groupCreateSchema,
  groupOverDaysInputSchema,
  groupOverDaysSchema,
  groupProgressInputSchema,
  groupProgressSchema,
  groupSchema,
  groupUpdateSchema,
  idSchema,
  okSchema,
  type LocaleCode,
} from '@taper/domain';
import { serverI18n } from '@taper/domain/i18n';
import { presentGroup } from '../presenters';
import {
  createGroup,
  deleteGroup,
  readGroupChart,
  readGroupOverDays,
  readGroupProgress,
  updateGroup,
  type GroupReadScope,
} from '../services/groups';
import { protectedProcedure, router, userDataQuery } from '../trpc';

const groupIdInput = z.object({ id: idSchema });

function groupNotFound(): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message: GROUP_NOT_FOUND });
}

function foundGroup<T>(value: T | undefined): T {
  if (value === undefined) throw groupNotFound();
  return value;
}

/** What a group's read needs of a kept read's context: the user's data, today, their week. */
function readScope(ctx: {
  data: GroupReadScope['data'];
  today: GroupReadScope['today'];
  user: { weekStart: GroupReadScope['weekStart'] };
  locale: LocaleCode;
}): GroupReadScope {
  return {
    data: ctx.data,
    today: ctx.today,
    weekStart: ctx.user.weekStart,
    texts: serverI18n(ctx.locale),
  };
}

export const groupsRouter = router({
  list: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/groups',
        tags: ['groups'],
        summary: 'My habit groups, in my order',
      },
    })
    .input(z.void())
    .output(z.array(groupSchema))
    .query(async ({ ctx }) => (await listGroups(ctx.db, ctx.user.id)).map(presentGroup)),

  create: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/groups',
        tags: ['groups'],
        summary: 'Create a habit group',
        description:
          'A group of habits with an optional shared budget: at most `limit` a day, week or month, ' +
          "counted as Σ value × countsAs over its number habits' entries. It goes after your last group.",
      },
    })
    .input(groupCreateSchema)
    .output(groupSchema)
    .mutation(async ({ ctx, input }) =>
      presentGroup(await createGroup(ctx.db, ctx.user.id, input, ctx.now())),
    ),

  update: protectedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/api/groups/{id}',
        tags: ['groups'],
        summary: 'Change a group: any of name, color, budget, collapsed, position',
        description:
          'Absent fields are kept; `budget: null` removes the budget, `color: null` the colour.',
      },
    })
    .input(groupUpdateSchema)
    .output(groupSchema)
    .mutation(async ({ ctx, input }) =>
      presentGroup(foundGroup(await updateGroup(ctx.db, ctx.user.id, input, ctx.now()))),
    ),

  delete: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/api/groups/{id}',
        tags: ['groups'],
        summary: 'Delete a group; its habits stay, ungrouped',
      },
    })
    .input(groupIdInput)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      if (!(await deleteGroup(ctx.db, ctx.user.id, input.id))) throw groupNotFound();
      return { success: true as const };
    }),

  progress: userDataQuery
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/groups/{id}/progress',
        tags: ['groups'],
        summary: "A group's shared budget in the period containing a day (today by default)",
        description:
          "The period is the day, the calendar week (from the user's week start) or the calendar " +
          "month containing `date` (a week when the group has no budget). `total` = Σ value × countsAs over the group's number " +
          "habits' entries in the period (level and tag habits add nothing; skipped days add 0); " +
          "`left` = max(0, limit − total); `over` = total > limit. `text` is the header's line: " +
          "'Alcohol: 9.2 of 14 units this week'.",
      },
    })
    .input(groupProgressInputSchema)
    .output(groupProgressSchema)
    .query(async ({ ctx, input }) =>
      foundGroup(await readGroupProgress(readScope(ctx), input.id, input.date ?? ctx.today)),
    ),

  overDays: userDataQuery
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/groups/{id}/over-days',
        tags: ['groups'],
        summary:
          "The days of a month on which the group went over its budget (its members' calendar mark)",
        description:
          "A day is over when the group's running total in its period passes the limit on it " +
          '(the day the period went over, and each later day of it that added more). `month` is ' +
          "YYYY-MM, today's month by default. None without a budget.",
      },
    })
    .input(groupOverDaysInputSchema)
    .output(groupOverDaysSchema)
    .query(async ({ ctx, input }) =>
      foundGroup(await readGroupOverDays(readScope(ctx), input.id, input.month)),
    ),

  chart: userDataQuery
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/groups/{id}/chart',
        tags: ['groups'],
        summary: "A group's combined totals by week or month against its limit, and its reduction",
        description:
          "The last 8 weeks or 6 months, ending with today's. `reduction` sets the latest " +
          "total against the members' baselines × countsAs over the same days.",
      },
    })
    .input(groupChartInputSchema)
    .output(groupChartSchema)
    .query(async ({ ctx, input }) =>
      foundGroup(await readGroupChart(readScope(ctx), input.id, input.bucket ?? 'week')),
    ),
});
