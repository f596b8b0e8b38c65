import { z } from 'zod';
import {
  createHabit,
  DELETED_HABIT_RETENTION_DAYS,
  deleteHabit,
  findHabit,
  listGoalVersions,
  restoreHabit,
} from '@taper/db';
import {
  goalTypeChangeSchema,
  habitCreateSchema,
  habitSchema,
  habitUpdateSchema,
  idSchema,
  okSchema,
  savedHabitSchema,
} from '@taper/domain';
import { serverI18n } from '@taper/domain/i18n';
import { firstHistory, habitGoalHistory } from '@taper/domain/rules';
import { assertIconAllowed } from '../../icon-access';
import { presentHabit } from '../../presenters';
import { checkHabitGroup } from '../../services/groups';
import { previewHabitSettings, saveHabitSettings } from '../../services/habit-settings';
import { protectedProcedure, userDataQuery } from '../../trpc';
import {
  accepted,
  found,
  habitIdInput,
  habitNotFound as notFound,
  serviceScope,
  userToday,
} from './lookup';

const settingsUpdateInput = habitUpdateSchema.extend({ id: idSchema });

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
        presentHabit(
          habit,
          habitGoalHistory(habit, versions.get(habit.id), ctx.user),
          ctx.today,
          serverI18n(ctx.locale),
        ),
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
      const versions = await listGoalVersions(ctx.db, ctx.user.id, habit.id);
      const history = habitGoalHistory(habit, versions, ctx.user);
      return presentHabit(habit, history, userToday(ctx), serverI18n(ctx.locale));
    }),

  create: protectedProcedure
    .meta({
      openapi: { method: 'POST', path: '/api/habits', tags: ['habits'], summary: 'Create a habit' },
    })
    .input(habitCreateSchema)
    .output(habitSchema)
    .mutation(async ({ ctx, input }) => {
      await assertIconAllowed(ctx.db, ctx.user, input.icon);
      accepted(await checkHabitGroup(ctx.db, ctx.user.id, input.groupId));
      const today = userToday(ctx);
      const habit = await createHabit(
        ctx.db,
        ctx.user.id,
        { ...input, createdOn: today },
        ctx.now(),
      );
      return presentHabit(habit, firstHistory(habit.goal, today), today, serverI18n(ctx.locale));
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
          'it today (same end and pace); otherwise the plan ends. A new goal type (or new tags) ' +
          'starts the goal anew for every day, whatever `goalEffectiveFrom` says; results the new ' +
          "goal can't read are kept as skipped days, counted in `goalTypeChange`.",
      },
    })
    .input(settingsUpdateInput)
    .output(savedHabitSchema)
    .mutation(async ({ ctx, input }) => {
      const { id, goalEffectiveFrom, ...update } = input;
      const scope = serviceScope(ctx);
      const saved = accepted(
        await saveHabitSettings(scope, id, update, goalEffectiveFrom ?? 'today', (stored, next) =>
          // Keeping an icon the user already has is fine even after a downgrade; changing to one is checked.
          next.icon === stored.icon
            ? Promise.resolve()
            : assertIconAllowed(ctx.db, ctx.user, next.icon),
        ),
      );
      return {
        ...presentHabit(saved.habit, saved.history, scope.today, scope.texts),
        goalTypeChange: saved.goalTypeChange,
      };
    }),

  previewUpdate: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/habits/{id}/settings/preview',
        tags: ['habits'],
        summary: 'What saving these settings would do to the logged results',
        description:
          'Takes the body of `PUT /api/habits/{id}` and writes nothing. A new goal type (or new ' +
          "tags) starts the goal anew: every day takes the new type; results the new goal can't " +
          'read are kept as skipped days. Refuses exactly what the save refuses.',
      },
    })
    .input(settingsUpdateInput)
    .output(goalTypeChangeSchema)
    .mutation(async ({ ctx, input }) => {
      const { id, goalEffectiveFrom: _from, ...update } = input;
      return accepted(await previewHabitSettings(serviceScope(ctx), id, update));
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
      const versions = await listGoalVersions(ctx.db, ctx.user.id, habit.id);
      const history = habitGoalHistory(habit, versions, ctx.user);
      return presentHabit(habit, history, userToday(ctx), serverI18n(ctx.locale));
    }),
};
