import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { HabitRow } from '@taper/db';
import {
  createHabit,
  DELETED_HABIT_RETENTION_DAYS,
  deleteHabit,
  findHabit,
  historyOf,
  listGoalVersions,
  restoreHabit,
  updateHabit,
} from '@taper/db';
import {
  goalOn,
  habitCreateSchema,
  habitSchema,
  habitUpdateSchema,
  idSchema,
  okSchema,
  updatedHabitSettings,
  type GoalEffectiveFrom,
  type GoalHistory,
  type HabitSettings,
} from '@taper/domain';
import { assertIconAllowed } from '../../icon-access';
import { describeIssues } from '../../issues';
import { presentHabit } from '../../presenters';
import type { Context } from '../../context';
import { editGoal, withLockedHabit } from '../../services/goals';
import { protectedProcedure, userDataQuery } from '../../trpc';
import { found, habitIdInput, habitNotFound as notFound, userToday } from './lookup';

type SignedIn = Context & { user: NonNullable<Context['user']> };

/**
 * Writes the settings; a changed goal (or 'always') becomes a new goal history, which restarts the
 * plan from the new goal today or ends it, and re-judges each day whose goal changed, with the
 * habit's row locked (the goal service).
 */
async function writeSettings(
  ctx: SignedIn,
  id: number,
  settings: HabitSettings,
  effectiveFrom: GoalEffectiveFrom,
): Promise<{ habit: HabitRow; history: GoalHistory } | undefined> {
  const today = userToday(ctx);
  const scope = {
    db: ctx.db,
    userId: ctx.user.id,
    today,
    now: ctx.now(),
    weekStart: ctx.user.weekStart,
  };
  return withLockedHabit(ctx.db, ctx.user.id, id, async (trx, locked) => {
    const { goal, ...look } = settings;
    const history = await editGoal(trx, locked, goal, effectiveFrom, scope);
    const habit = await updateHabit(trx, ctx.user.id, id, look, ctx.now());
    return habit && { habit, history };
  });
}

/** The habit itself: list, read, create, change its settings, delete. */
export const crudProcedures = {
  list: userDataQuery
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/habits',
        tags: ['habits'],
        summary: 'My habits, in my order (archived ones too, marked `archived`)',
      },
    })
    .input(z.void())
    .output(z.array(habitSchema))
    .query(async ({ ctx }) => {
      const [habits, versions] = await Promise.all([ctx.data.habits(), ctx.data.allGoalVersions()]);
      return habits.map((habit) =>
        presentHabit(habit, historyOf(habit, versions.get(habit.id)), ctx.today),
      );
    }),

  get: protectedProcedure
    .meta({
      openapi: { method: 'GET', path: '/api/habits/{id}', tags: ['habits'], summary: 'One habit' },
    })
    .input(habitIdInput)
    .output(habitSchema)
    .query(async ({ ctx, input }) => {
      const habit = found(await findHabit(ctx.db, ctx.user.id, input.id));
      const history = historyOf(habit, await listGoalVersions(ctx.db, ctx.user.id, habit.id));
      return presentHabit(habit, history, userToday(ctx));
    }),

  create: protectedProcedure
    .meta({
      openapi: { method: 'POST', path: '/api/habits', tags: ['habits'], summary: 'Create a habit' },
    })
    .input(habitCreateSchema)
    .output(habitSchema)
    .mutation(async ({ ctx, input }) => {
      await assertIconAllowed(ctx.db, ctx.user, input.icon);
      const today = userToday(ctx);
      const habit = await createHabit(
        ctx.db,
        ctx.user.id,
        { ...input, createdOn: today },
        ctx.now(),
      );
      return presentHabit(habit, historyOf(habit, []), today);
    }),

  update: protectedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/api/habits/{id}',
        tags: ['habits'],
        summary: 'Rename, or update settings',
        description:
          'A rename sends the name alone. A changed goal is in force from today by default ' +
          "(`goalEffectiveFrom: 'today'`: every day before today keeps its result, also on the " +
          "day the habit was created); `'always'` makes it the only goal and re-judges every " +
          "day. With a taper plan on, a new goal above the plan's end restarts the plan from " +
          'it today (same end and pace); otherwise the plan ends.',
      },
    })
    .input(habitUpdateSchema.extend({ id: idSchema }))
    .output(habitSchema)
    .mutation(async ({ ctx, input }) => {
      const stored = found(await findHabit(ctx.db, ctx.user.id, input.id));
      const { id, goalEffectiveFrom, ...update } = input;
      const today = userToday(ctx);
      const current = goalOn(
        historyOf(stored, await listGoalVersions(ctx.db, ctx.user.id, id)),
        today,
      );
      // Absent fields keep their stored values (a rename sends only the name).
      const settings = updatedHabitSettings({ ...stored, goal: current }, update);
      if (!settings.success)
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: describeIssues(settings.error.issues),
        });
      // Keeping an icon the user already has is fine even after a downgrade; changing to one is checked.
      if (settings.data.icon !== stored.icon)
        await assertIconAllowed(ctx.db, ctx.user, settings.data.icon);
      const written = found(
        await writeSettings(ctx, id, settings.data, goalEffectiveFrom ?? 'today'),
      );
      return presentHabit(written.habit, written.history, today);
    }),

  delete: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/api/habits/{id}',
        tags: ['habits'],
        summary: 'Delete a habit and its entries',
        description:
          'The habit and its entries leave every list, figure and export at once. They are kept ' +
          `${String(DELETED_HABIT_RETENTION_DAYS)} days for \`POST /api/habits/{id}/restore\` ` +
          '(Undo), then removed for good.',
      },
    })
    .input(habitIdInput)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      if (!(await deleteHabit(ctx.db, ctx.user.id, input.id, ctx.now()))) throw notFound();
      return { success: true as const };
    }),

  restore: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/habits/{id}/restore',
        tags: ['habits'],
        summary: 'Restore a deleted habit',
        description:
          'Undoes a delete: the habit comes back in its place with its entries, goal history and ' +
          `plan. 404 unless it is one of your habits deleted in the last ` +
          `${String(DELETED_HABIT_RETENTION_DAYS)} days.`,
      },
    })
    .input(habitIdInput)
    .output(habitSchema)
    .mutation(async ({ ctx, input }) => {
      const habit = found(await restoreHabit(ctx.db, ctx.user.id, input.id, ctx.now()));
      const history = historyOf(habit, await listGoalVersions(ctx.db, ctx.user.id, habit.id));
      return presentHabit(habit, history, userToday(ctx));
    }),
};
