/** The admin portal: statistics, users' tiers and roles, and (from admin-icons) the icon library. */
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import {
  adminActivitySince,
  findUserById,
  findUserForAdmin,
  listUsersForAdmin,
  changeRole,
  setAccess,
  userStats,
} from '@taper/db';
import {
  ADMIN_DAILY_DAYS,
  addDays,
  adminDaySchema,
  adminResetLinkSchema,
  adminStatsSchema,
  adminUserSchema,
  idSchema,
  setRoleSchema,
  setTierSchema,
} from '@taper/domain';
import { adminDailySeries, dateInTimeZone } from '@taper/domain/rules';
import type { Context } from '../context';
import { presentAdminUser } from '../presenters';
import { adminProcedure, router } from '../trpc';
import { adminIconProcedures } from './admin-icons';
import { newResetLink } from './password-reset';

async function adminUser(ctx: Context, id: number) {
  const user = await findUserForAdmin(ctx.db, id);
  if (!user) throw new TRPCError({ code: 'NOT_FOUND', message: 'User not found' });
  return presentAdminUser(user);
}

export const adminRouter = router({
  stats: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/admin/stats/overview',
        tags: ['admin'],
        summary: 'User counts',
      },
    })
    .input(z.void())
    .output(adminStatsSchema)
    .query(({ ctx }) => userStats(ctx.db, ctx.now())),

  daily: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/admin/stats/daily',
        tags: ['admin'],
        summary: 'Sign-ups and active users, day by day, over the last 30 days',
        description:
          "Oldest day first, today (in the admin's time zone) last. Active: signed in, used the " +
          "app or saved a day's result that day, as far as the records show (a session or an " +
          'account keeps only its latest use).',
      },
    })
    .input(z.void())
    .output(z.array(adminDaySchema))
    .query(async ({ ctx }) => {
      const zone = ctx.user.timezone;
      const today = dateInTimeZone(ctx.now(), zone);
      // A day more than the window, so no instant of its first day in the admin's zone is missed.
      const since = new Date(`${addDays(today, -ADMIN_DAILY_DAYS)}T00:00:00.000Z`);
      const { signUps, activity } = await adminActivitySince(ctx.db, since);
      return adminDailySeries(signUps, activity, today, zone);
    }),

  users: adminProcedure
    .meta({
      openapi: { method: 'GET', path: '/api/admin/users', tags: ['admin'], summary: 'All users' },
    })
    .input(z.void())
    .output(z.array(adminUserSchema))
    .query(async ({ ctx }) => (await listUsersForAdmin(ctx.db)).map(presentAdminUser)),

  setUserTier: adminProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/api/admin/users/{id}/tier',
        tags: ['admin'],
        summary: "Set a user's tier",
      },
    })
    .input(setTierSchema.extend({ id: idSchema }))
    .output(adminUserSchema)
    .mutation(async ({ ctx, input }) => {
      if (!(await setAccess(ctx.db, input.id, { tier: input.tier }))) {
        throw new TRPCError({ code: 'NOT_FOUND', message: 'User not found' });
      }
      return adminUser(ctx, input.id);
    }),

  setUserRole: adminProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/api/admin/users/{id}/role',
        tags: ['admin'],
        summary: "Set a user's role",
      },
    })
    .input(setRoleSchema.extend({ id: idSchema }))
    .output(adminUserSchema)
    .mutation(async ({ ctx, input }) => {
      const change = await changeRole(ctx.db, {
        actorId: ctx.user.id,
        userId: input.id,
        role: input.role,
      });
      if (!change.ok && change.reason === 'actor-not-admin') {
        throw new TRPCError({ code: 'FORBIDDEN', message: 'Admin privileges are required' });
      }
      if (!change.ok && change.reason === 'not-found') {
        throw new TRPCError({ code: 'NOT_FOUND', message: 'User not found' });
      }
      if (!change.ok) {
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: 'The last admin cannot be demoted: make another user an admin first',
        });
      }
      return adminUser(ctx, input.id);
    }),

  passwordResetLink: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/admin/users/{id}/password-reset',
        tags: ['admin'],
        summary: 'Make a one-time password reset link for a user',
        description:
          'For servers that send no mail (no `SMTP_URL`): a link valid 30 minutes, once, shown ' +
          "this once; hand it to the user. It replaces the user's earlier links.",
      },
    })
    .input(z.object({ id: idSchema }))
    .output(adminResetLinkSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await findUserById(ctx.db, input.id);
      if (!user) throw new TRPCError({ code: 'NOT_FOUND', message: 'User not found' });
      const base = ctx.publicUrl ?? ctx.request.origin;
      const link = await newResetLink(ctx.db, user.id, base, ctx.now());
      return { url: link.url, expiresAt: link.expiresAt.toISOString() };
    }),
  ...adminIconProcedures,
});
