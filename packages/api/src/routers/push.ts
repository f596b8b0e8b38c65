/**
 * Web Push: the server's public key, the browsers' subscriptions (one per device) and a test
 * notification. An endpoint is a URL the server will POST to: it is checked before it is stored
 * (services/push/endpoint.ts).
 */
import { createHash } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import {
  deletePushSubscription,
  hitRateLimit,
  listPushSubscriptions,
  savePushSubscription,
} from '@taper/db';
import {
  NO_PUSH_DEVICE_MESSAGE,
  okSchema,
  PUSH_DEVICES_MAX,
  PUSH_ENDPOINT_TAKEN_MESSAGE,
  pushDeviceIdSchema,
  pushDeviceSchema,
  PUSH_TEST_RATE_MESSAGE,
  pushKeySchema,
  pushSubscriptionInputSchema,
  pushTestResultSchema,
  pushUnsubscribeSchema,
} from '@taper/domain';
import { localizedTestNotification } from '@taper/domain/i18n';
import { endpointProblem } from '../services/push/endpoint';
import { protectedProcedure, router } from '../trpc';
import { badRequest } from './habits/lookup';

const TEST_LIMIT = 3;
const NO_SUCH_SUBSCRIPTION = 'No such subscription of yours';
const TEST_WINDOW_MS = 60_000;

export const pushRouter = router({
  key: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/push/key',
        tags: ['push'],
        summary: "The server's VAPID public key",
        description:
          'The `applicationServerKey` a browser subscribes with (base64url of the P-256 point).',
      },
    })
    .input(z.void())
    .output(pushKeySchema)
    .query(async ({ ctx }) => ({ publicKey: (await ctx.push.keys()).publicKey })),

  subscribe: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/push/subscriptions',
        tags: ['push'],
        summary: "Subscribe this device to notifications (the browser's PushSubscription)",
        description:
          'The same endpoint again updates its keys; each device has its own, and an endpoint ' +
          `another account holds is a 409 (it never moves). At most ${String(PUSH_DEVICES_MAX)} ` +
          'devices: a new one past that drops the least recently subscribed. Only `https:` ' +
          'endpoints of public push services are taken (no loopback, private, link-local or ' +
          'metadata addresses after DNS resolution), except the hosts the server lists in ' +
          'PUSH_ALLOW_HOSTS.',
      },
    })
    .input(pushSubscriptionInputSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      const problem = await endpointProblem(input.endpoint, ctx.push.policy);
      if (problem !== undefined) throw badRequest(problem);
      const saved = await savePushSubscription(
        ctx.db,
        ctx.user.id,
        {
          endpoint: input.endpoint,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          userAgent: ctx.request.userAgent,
        },
        ctx.now(),
        PUSH_DEVICES_MAX,
      );
      if (!saved) throw new TRPCError({ code: 'CONFLICT', message: PUSH_ENDPOINT_TAKEN_MESSAGE });
      return { success: true as const };
    }),

  devices: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/push/subscriptions',
        tags: ['push'],
        summary: 'The devices subscribed to notifications',
        description:
          `At most ${String(PUSH_DEVICES_MAX)}, oldest first: each push service's origin, the ` +
          "subscribing browser's User-Agent, when it was subscribed and when a notification last " +
          'reached it, and the SHA-256 (hex) of its endpoint so a browser can find itself; never ' +
          'its URL or keys.',
      },
    })
    .input(z.void())
    .output(z.array(pushDeviceSchema))
    .query(async ({ ctx }) =>
      (await listPushSubscriptions(ctx.db, ctx.user.id)).map((device) => ({
        id: device.id,
        origin: new URL(device.endpoint).origin,
        createdAt: device.createdAt.toISOString(),
        lastSentAt: device.lastSentAt?.toISOString() ?? null,
        userAgent: device.userAgent,
        endpointHash: createHash('sha256').update(device.endpoint).digest('hex'),
      })),
    ),

  unsubscribe: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/api/push/subscriptions',
        tags: ['push'],
        summary: 'Unsubscribe a device (by its endpoint)',
      },
    })
    .input(pushUnsubscribeSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      if (!(await deletePushSubscription(ctx.db, ctx.user.id, input.endpoint)))
        throw new TRPCError({ code: 'NOT_FOUND', message: NO_SUCH_SUBSCRIPTION });
      return { success: true as const };
    }),

  removeDevice: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/api/push/subscriptions/{id}',
        tags: ['push'],
        summary: 'Stop notifications on one of your devices (by its id in the list)',
        description:
          "Another user's device, or one already removed, is a 404. The browser's own " +
          'subscription is not ended by this: the device stops receiving because the server ' +
          'forgets it.',
      },
    })
    .input(pushDeviceIdSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      if (!(await deletePushSubscription(ctx.db, ctx.user.id, { id: input.id })))
        throw new TRPCError({ code: 'NOT_FOUND', message: NO_SUCH_SUBSCRIPTION });
      return { success: true as const };
    }),

  test: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/push/test',
        tags: ['push'],
        summary: "Send a test notification to all the user's devices now",
        description: `At most ${TEST_LIMIT} a minute.`,
      },
    })
    .input(z.void())
    .output(pushTestResultSchema)
    .mutation(async ({ ctx }) => {
      const now = ctx.now();
      const hit = await hitRateLimit(ctx.db, `push-test|${ctx.user.id}`, now, TEST_WINDOW_MS);
      if (hit.hits > TEST_LIMIT) {
        const seconds = Math.max(1, Math.ceil((hit.resetsAt.getTime() - now.getTime()) / 1000));
        ctx.responseHeaders['retry-after'] = String(seconds);
        throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: PUSH_TEST_RATE_MESSAGE });
      }
      if ((await listPushSubscriptions(ctx.db, ctx.user.id)).length === 0)
        throw badRequest(NO_PUSH_DEVICE_MESSAGE);
      return ctx.push.sendToUser(ctx.db, ctx.user.id, localizedTestNotification(ctx.locale));
    }),
});
