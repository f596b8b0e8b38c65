import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPushSubscriptions } from '@taper/db';
import { TEST_NOTIFICATION } from '@taper/domain';
import { startLocalPushService, type LocalPushService } from '../push-service.testing';
import { createPushService } from '../services/push/sender';
import {
  availableTestEngines,
  createTestApi,
  numberHabit,
  signUpTwo,
  type TestApi,
} from '../testing';

const PUBLIC = '93.184.216.34';

describe.each(availableTestEngines())('Web Push on %s', (engine) => {
  let t: TestApi;
  let push: LocalPushService;
  let token: string;
  let otherToken: string;
  let userId: number;

  beforeAll(async () => {
    push = await startLocalPushService();
    t = await createTestApi(engine);
    t.services.push = createPushService({
      db: t.testDb.db,
      policy: {
        allowHosts: [push.host],
        // A fake DNS: 'internal.example' points into a private network.
        resolve: (host) =>
          Promise.resolve(
            host === 'internal.example'
              ? ['10.1.2.3']
              : host === 'v6.example'
                ? ['fd00::1']
                : [PUBLIC],
          ),
      },
    });
    await t.signup('admin@example.com');
    ({
      token,
      id: userId,
      otherToken,
    } = await signUpTwo(t, ['pusher@example.com', 'other@example.com']));
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  it('gives the same VAPID public key every time, made once and kept', async () => {
    const first = await t.rest('GET', '/api/push/key', { token });
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json<{ publicKey: string }>();
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const again = createPushService({
      db: t.testDb.db,
      policy: { allowHosts: [], resolve: () => Promise.resolve([PUBLIC]) },
    });
    expect((await again.keys()).publicKey).toBe(publicKey);
    expect((await t.rest('GET', '/api/push/key')).statusCode).toBe(401);
    push.expectKey(publicKey);
  });

  it('keeps one subscription per device; the same endpoint again updates it', async () => {
    const phone = push.subscribe('phone');
    const laptop = push.subscribe('laptop');
    for (const device of [phone, laptop, phone]) {
      const res = await t.rest('POST', '/api/push/subscriptions', {
        token,
        body: { endpoint: device.endpoint, keys: device.keys },
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await listPushSubscriptions(t.testDb.db, userId)).map((row) => row.endpoint)).toEqual([
      phone.endpoint,
      laptop.endpoint,
    ]);
    // Another user cannot remove them.
    const foreign = await t.rest(
      'DELETE',
      `/api/push/subscriptions?endpoint=${encodeURIComponent(laptop.endpoint)}`,
      { token: otherToken },
    );
    expect(foreign.statusCode).toBe(404);
    const trpc = await t.trpc(
      'mutation',
      'push.subscribe',
      { endpoint: 'https://push.example.com/send/abc', keys: phone.keys },
      token,
    );
    expect(trpc.statusCode).toBe(200);
    const removed = await t.rest(
      'DELETE',
      `/api/push/subscriptions?endpoint=${encodeURIComponent('https://push.example.com/send/abc')}`,
      { token },
    );
    expect(removed.statusCode).toBe(200);
    expect(await listPushSubscriptions(t.testDb.db, userId)).toHaveLength(2);
  });

  it.each([
    ['loopback', 'https://127.0.0.1/push'],
    ['loopback by name', 'https://localhost/push'],
    ['loopback on another port, over http', 'http://127.0.0.1:9/push'],
    ['IPv6 loopback', 'https://[::1]/push'],
    ['a private network', 'https://10.0.0.8/push'],
    ['a private network inside IPv6', 'https://[::ffff:10.0.0.8]/push'],
    ['the cloud metadata address', 'https://169.254.169.254/latest/meta-data'],
    ['CGNAT', 'https://100.64.1.1/push'],
    ['a unique-local IPv6 address by name', 'https://v6.example/push'],
    ['a name that resolves into a private network', 'https://internal.example/push'],
    ['plain http on a public host', 'http://push.example.com/push'],
    ['a file URL', 'file:///etc/passwd'],
    ['credentials in the URL', 'https://user:secret@push.example.com/push'],
    ['a 10 KB URL', `https://push.example.com/${'a'.repeat(10_000)}`],
    ['no URL at all', 'not a url'],
  ])('refuses %s with a 400 and a sentence', async (_name, endpoint) => {
    const res = await t.rest('POST', '/api/push/subscriptions', {
      token,
      body: { endpoint, keys: push.subscribe('hostile').keys },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/push endpoint/i);
  });

  it('sends a test notification to every device, encrypted and signed; a gone one is deleted', async () => {
    const before = push.received.length;
    const res = await t.rest('POST', '/api/push/test', { token });
    expect(res.json()).toEqual({ sent: 2, removed: 0, failed: 0 });
    expect(push.problems).toEqual([]);
    const got = push.received.slice(before);
    expect(got.map((message) => message.device).sort()).toEqual(['laptop', 'phone']);
    expect(got[0]?.payload).toEqual(TEST_NOTIFICATION);

    push.answer('laptop', 410);
    const second = await t.rest('POST', '/api/push/test', { token });
    expect(second.json()).toEqual({ sent: 1, removed: 1, failed: 0 });
    expect((await listPushSubscriptions(t.testDb.db, userId)).map((row) => row.endpoint)).toEqual([
      `${push.origin}/push/phone`,
    ]);
  });

  it('follows no redirect', async () => {
    const moved = push.subscribe('moved');
    push.subscribe('target');
    push.answer('moved', 307, { location: `${push.origin}/push/target` });
    await t.rest('POST', '/api/push/subscriptions', {
      token,
      body: { endpoint: moved.endpoint, keys: moved.keys },
    });
    const res = await t.rest('POST', '/api/push/test', { token });
    expect(res.json()).toEqual({ sent: 1, removed: 0, failed: 1 });
    expect(push.hits).not.toContain('/push/target');
  });

  it('limits test notifications to 3 a minute, and says when there is no device', async () => {
    const limited = await t.rest('POST', '/api/push/test', { token });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    const none = await t.rest('POST', '/api/push/test', { token: otherToken });
    expect(none.statusCode).toBe(400);
    expect(none.json<{ message: string }>().message).toMatch(/No device/);
  });

  it('keeps a habit reminder and the daily check-in; refuses bad times with a 400', async () => {
    const reminder = { time: '21:00', days: ['friday', 'monday'] };
    const created = await t.rest('POST', '/api/habits', {
      token,
      body: { ...numberHabit, reminder },
    });
    expect(created.statusCode).toBe(200);
    const habit = created.json<{ id: number; reminder: unknown }>();
    expect(habit.reminder).toEqual({ time: '21:00', days: ['monday', 'friday'] });
    const renamed = await t.rest('PUT', `/api/habits/${habit.id}`, {
      token,
      body: { name: 'Espresso' },
    });
    expect(renamed.json<{ reminder: unknown }>().reminder).toEqual({
      time: '21:00',
      days: ['monday', 'friday'],
    });
    const cleared = await t.rest('PUT', `/api/habits/${habit.id}`, {
      token,
      body: { name: 'Espresso', reminder: null },
    });
    expect(cleared.json<{ reminder: unknown }>().reminder).toBeNull();
    const bad = await t.rest('POST', '/api/habits', {
      token,
      body: { ...numberHabit, reminder: { time: '25:00', days: ['monday'] } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/HH:MM/);
    const other = await t.rest('GET', `/api/habits/${habit.id}`, { token: otherToken });
    expect(other.statusCode).toBe(404);

    const user = await t.rest('PUT', '/api/auth/user', {
      token,
      body: { checkIn: { time: '20:30', days: ['sunday'] } },
    });
    expect(user.json<{ checkIn: unknown }>().checkIn).toEqual({ time: '20:30', days: ['sunday'] });
    const read = await t.rest('GET', '/api/auth/user', { token });
    expect(read.json<{ checkIn: unknown }>().checkIn).toEqual({ time: '20:30', days: ['sunday'] });
    const stopped = await t.rest('PUT', '/api/auth/user', { token, body: { checkIn: null } });
    expect(stopped.json<{ checkIn: unknown }>().checkIn).toBeNull();
  });

  it('keeps up to three reminders a habit, through REST and tRPC; refuses more, or one time twice', async () => {
    const at = (time: string, days = ['monday']) => ({ time, days });
    const created = await t.rest('POST', '/api/habits', {
      token,
      body: { ...numberHabit, name: 'Sugar', reminders: [at('21:00'), at('08:00', ['sunday'])] },
    });
    expect(created.statusCode).toBe(200);
    const habit = created.json<{ id: number; reminders: unknown; reminder: unknown }>();
    expect(habit.reminders).toEqual([at('08:00', ['sunday']), at('21:00')]);
    expect(habit.reminder).toEqual(at('08:00', ['sunday']));
    const path = `/api/habits/${habit.id}`;
    const put = (body: object, as = token) => t.rest('PUT', path, { token: as, body });
    const readBack = async () =>
      (await t.rest('GET', path, { token })).json<{ reminders: unknown }>();

    // tRPC takes the same list; an older client's one reminder replaces the list.
    const viaTrpc = await t.trpc(
      'mutation',
      'habits.update',
      { id: habit.id, name: 'Sugar', reminders: [at('12:30'), at('07:00'), at('19:00')] },
      token,
    );
    expect(viaTrpc.statusCode).toBe(200);
    expect((await readBack()).reminders).toEqual([at('07:00'), at('12:30'), at('19:00')]);
    expect((await put({ name: 'Sugar', reminder: at('20:00') })).statusCode).toBe(200);
    expect((await readBack()).reminders).toEqual([at('20:00')]);

    const refused = [
      { reminders: [at('07:00'), at('09:00'), at('12:00'), at('20:00')] },
      { reminders: [at('07:00'), at('07:00', ['friday'])] },
      { reminders: [at('07:00')], reminder: at('09:00') },
      { reminders: [at('25:00')] },
    ];
    const messages = [];
    for (const extra of refused) {
      const answer = await put({ name: 'Sugar', ...extra });
      expect(answer.statusCode).toBe(400);
      messages.push(answer.json<{ message: string }>().message);
    }
    expect(messages).toEqual([
      'A habit has at most 3 reminders a day.',
      'Each reminder of a habit has its own time.',
      'Send reminders (the list) or reminder (one), not both.',
      'A reminder time is HH:MM on a 24-hour clock, such as 21:00.',
    ]);
    expect((await readBack()).reminders).toEqual([at('20:00')]);
    // In the user's language, the same refusal.
    await t.rest('PUT', '/api/auth/user', { token, body: { locale: 'de' } });
    const german = await put({ name: 'Sugar', reminders: [at('07:00'), at('07:00')] });
    await t.rest('PUT', '/api/auth/user', { token, body: { locale: 'en' } });
    expect(german.statusCode).toBe(400);
    expect(german.json<{ message: string }>().message).toBe(
      'Jede Erinnerung einer Gewohnheit hat ihre eigene Uhrzeit.',
    );

    // Another user can neither change nor see them; an empty list stops them all.
    expect((await put({ name: 'Mine', reminders: [] }, otherToken)).statusCode).toBe(404);
    expect((await readBack()).reminders).toEqual([at('20:00')]);
    const stopped = await put({ name: 'Sugar', reminders: [] });
    expect(stopped.json<{ reminders: unknown; reminder: unknown }>()).toMatchObject({
      reminders: [],
      reminder: null,
    });
  });
});
