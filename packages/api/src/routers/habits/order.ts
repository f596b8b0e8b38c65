/** Archiving a habit and the order of the user's habits (issue 20). */
import { listGoalVersions, reorderHabits, setHabitArchived } from '@taper/db';
import { habitOrderSchema, habitSchema, okSchema } from '@taper/domain';
import { serverI18n } from '@taper/domain/i18n';
import { habitGoalHistory } from '@taper/domain/rules';
import type { Context } from '../../context';
import { presentHabit } from '../../presenters';
import { protectedProcedure } from '../../trpc';
import { badRequest, found, habitIdInput, userToday } from './lookup';

export const ORDER_MISMATCH =
  'The order must list each of your unarchived habits exactly once, and no other habit';

async function archived(
  ctx: Context & { user: NonNullable<Context['user']> },
  id: number,
  archive: boolean,
) {
  const habit = found(await setHabitArchived(ctx.db, ctx.user.id, id, archive, ctx.now()));
  const versions = await listGoalVersions(ctx.db, ctx.user.id, habit.id);
  const history = habitGoalHistory(habit, versions, ctx.user);
  return presentHabit(habit, history, userToday(ctx), serverI18n(ctx.locale));
}

export const orderProcedures = {
  archive: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/habits/{id}/archive',
        tags: ['habits'],
        summary: 'Archive a habit',
        description:
          'The habit keeps its entries and goals, leaves the summary and is listed as archived ' +
          '(`archived: true`). Archiving an archived habit changes nothing.',
      },
    })
    .input(habitIdInput)
    .output(habitSchema)
    .mutation(({ ctx, input }) => archived(ctx, input.id, true)),

  unarchive: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/habits/{id}/unarchive',
        tags: ['habits'],
        summary: 'Unarchive a habit',
        description: 'The habit comes back at the end of the list, with all its data.',
      },
    })
    .input(habitIdInput)
    .output(habitSchema)
    .mutation(({ ctx, input }) => archived(ctx, input.id, false)),

  reorder: protectedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/api/habits/order',
        tags: ['habits'],
        summary: 'Put the habits in an order',
        description:
          '`ids` lists every unarchived habit of the user exactly once, first to last; any other ' +
          'set answers 400 and changes nothing. Every list of habits follows the order.',
      },
    })
    .input(habitOrderSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      if (!(await reorderHabits(ctx.db, ctx.user.id, input.ids))) throw badRequest(ORDER_MISMATCH);
      return { success: true as const };
    }),
};
