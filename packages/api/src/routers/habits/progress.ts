/**
 * The progress screen's calls: a habit's strength day by day and its values against the goal in
 * buckets, computed on the server so the browser never downloads every entry.
 */
import { z } from 'zod';
import {
  historyBucketSchema,
  historyInputSchema,
  strengthInputSchema,
  strengthPointSchema,
  weekdayPatternSchema,
} from '@taper/domain';
import { userDataQuery } from '../../trpc';
import { computed } from './computed';
import { habitIdInput } from './lookup';

const weekdaysSchema = z.object({
  days: z.array(weekdayPatternSchema),
  /**
   * The weekday most often over target, in words; under a weekly or monthly budget the periods that
   * went over it ('2 of 9 weeks went over budget'); null when none has been over.
   */
  text: z.string().nullable(),
});

export const progressProcedures = {
  strength: userDataQuery
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/habits/{id}/strength',
        tags: ['habits'],
        summary: "A habit's strength after each day of a range",
        description:
          'One item per day of `from`…`to` (at most 3,660 days) between the habit’s first day and ' +
          "today: the score after that day, in [0, 1], rounded to 4 decimals: Loop Habit Tracker's " +
          'score, started at 0 (a number goal earns partial credit up to twice its goal).',
      },
    })
    .input(strengthInputSchema)
    .output(z.array(strengthPointSchema))
    .query(({ ctx, input }) => computed(ctx, 'strength', input.id, input)),

  history: userDataQuery
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/habits/{id}/history',
        tags: ['habits'],
        summary: "A habit's values against its goal, by day, week, month or year",
        description:
          'The buckets that overlap `from`…`to` (at most 3,660 days) from the habit’s first day ' +
          '(the earlier of its creation day and its first entry), oldest first, each a whole ' +
          'week from the user’s week start (Monday or Sunday), month or year, or one day: the total and mean logged value, success, ' +
          'over and logged days, and the mean daily goal up to today. When `to` reaches today and a ' +
          'taper plan has coming steps, the buckets go on to its last step (at most half the ' +
          'range, 7 to 366 days, ahead), with the mean planned goal of their coming days in `plannedGoal`. Values are amounts, level ' +
          'ranks (None 0 … High 3) or tag positions (1 … 4). Each bucket carries the habit’s ' +
          'baseline per day (entered, or measured as `/reduction` answers it), on the bars’ scale; ' +
          'null without one and for level and tag habits.',
      },
    })
    .input(historyInputSchema)
    .output(z.array(historyBucketSchema))
    .query(({ ctx, input }) => computed(ctx, 'history', input.id, input)),

  weekdays: userDataQuery
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/habits/{id}/weekdays',
        tags: ['habits'],
        summary: 'How often each weekday is over target',
        description:
          'From the user’s week start, over the whole history: logged days, over days and their share, and the ' +
          "weekday most often over in words ('Saturdays are over target 60% of the time'), among the weekdays " +
          "logged on 4 days at least ('Not enough Wednesdays yet to see a pattern (1 of 4 logged)' before); under a " +
          "weekly or monthly budget the words count its periods instead ('2 of 9 weeks went over budget').",
      },
    })
    .input(habitIdInput)
    .output(weekdaysSchema)
    .query(({ ctx, input }) => computed(ctx, 'weekdays', input.id, {})),
};
