/**
 * Issue 56, item 7 — Taper on two machines behind a load balancer, both on one PostgreSQL. Each
 * "machine" is a host: a process group of its own (the cluster primary and `WORKERS=2` workers) on
 * its own port, trusting the balancer's X-Forwarded-For (`TRUST_PROXY=1`), as docs/deploy.md sets
 * them up. A log through one host is seen through the other at once, on either of its workers
 * (kept answers are invalidated by the database's revisions, not by a process's memory); the
 * sign-up and sign-in limits count over both; each reminder goes out once though four processes
 * look for it; and a host killed mid-request loses nothing it acknowledged.
 */
import { startLocalPushService, type LocalPushService } from '@taper/api/push-service.testing';
import { WEEKDAYS } from '@taper/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberHabit, STRONG_PASSWORD } from '../src/harness';
import { request, type ApiServer } from '../src/server';
import { call, sharedDatabase, startServers, type SharedDatabase } from '../src/two-servers';

/** Sign-ups per client address per hour on both hosts: low enough to reach in a test. */
const SIGNUPS_PER_ADDRESS = 5;
/** Each process looks for due reminders this often (seconds). */
const REMINDER_INTERVAL_SECONDS = 1;

interface Account {
  token: string;
}

/** A client's address as the balancer reports it: every test user comes from its own. */
let nextClient = 1;
const newClient = () => ({ 'x-forwarded-for': `198.51.100.${String((nextClient += 1))}` });

/** Today's stats of a habit, read through `server`: its today and today's cell. */
async function todayCell(server: ApiServer, account: Account, habitId: number) {
  const stats = await call<{ today: string; recent: { date: string; entry: unknown }[] }>(
    server,
    'GET',
    `/api/habits/${String(habitId)}/stats`,
    { token: account.token },
  );
  return { today: stats.today, entry: stats.recent.at(-1)?.entry ?? null };
}

/** Every entry of a habit as `date → actualValue`, read through `server`. */
async function entriesByDate(server: ApiServer, account: Account, habitId: number) {
  const entries = await call<{ date: string; actualValue: number | null }[]>(
    server,
    'GET',
    `/api/habits/${String(habitId)}/entries`,
    { token: account.token },
  );
  return new Map(entries.map((entry) => [entry.date, entry.actualValue]));
}

/** The reminder time a minute ago in UTC, so the reminder is due at once (the users live in UTC). */
function aMinuteAgo(): string {
  const at = new Date(Date.now() - 60_000);
  return `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
}

describe('two hosts (a primary and two workers each) behind a balancer, on one PostgreSQL', () => {
  let shared: SharedDatabase | undefined;
  let push: LocalPushService;
  let a: ApiServer;
  let b: ApiServer;
  let both: [ApiServer, ApiServer];

  const signup = async (server: ApiServer, email: string): Promise<Account> => {
    const body = await call<{ token: string }>(server, 'POST', '/api/signup', {
      headers: newClient(),
      body: { email, password: STRONG_PASSWORD, firstName: 'T', lastName: 'H', timezone: 'UTC' },
    });
    return { token: body.token };
  };
  const createHabit = async (server: ApiServer, account: Account, extra = {}) =>
    (
      await call<{ id: number }>(server, 'POST', '/api/habits', {
        token: account.token,
        body: { ...numberHabit, ...extra },
      })
    ).id;

  beforeAll(async () => {
    shared = await sharedDatabase('postgres');
    push = await startLocalPushService();
    both = (await startServers(2, {
      databaseUrl: shared.url,
      host: true,
      env: {
        WORKERS: '2',
        TRUST_PROXY: '1',
        SIGNUP_LIMIT_PER_HOUR: String(SIGNUPS_PER_ADDRESS),
        PUSH_ALLOW_HOSTS: push.host,
        REMINDER_INTERVAL_SECONDS: String(REMINDER_INTERVAL_SECONDS),
      },
    })) as [ApiServer, ApiServer];
    [a, b] = both;
  });
  afterAll(async () => {
    for (const host of both) await host.kill();
    await push.close();
    shared?.dispose();
  });

  it('a log through one host is read through the other at once, whichever worker answers', async () => {
    const user = await signup(a, 'seen@example.com');
    const habitId = await createHabit(a, user);
    for (let value = 1; value <= 6; value += 1) {
      const [writer, reader] = value % 2 === 0 ? [a, b] : [b, a];
      // Two reads in a row reach both of the reader's workers, so each keeps an answer first.
      const before = [
        await todayCell(reader, user, habitId),
        await todayCell(reader, user, habitId),
      ];
      const today = before[0]!.today;
      await call(writer, 'POST', `/api/habits/${String(habitId)}/entries`, {
        token: user.token,
        body: { date: today, actualValue: value },
      });
      for (let read = 0; read < 2; read += 1) {
        expect((await todayCell(reader, user, habitId)).entry).toMatchObject({
          actualValue: value,
        });
        expect((await entriesByDate(reader, user, habitId)).get(today)).toBe(value);
      }
    }
  });

  it('sign-ups from one address are limited over both hosts as if one process had seen them', async () => {
    const address = { 'x-forwarded-for': '203.0.113.9' };
    const statuses: number[] = [];
    for (let i = 0; i < SIGNUPS_PER_ADDRESS + 3; i += 1) {
      const res = await request(both[i % 2]!.origin, 'POST', '/api/signup', {
        headers: address,
        body: {
          email: `farm-${String(i)}@example.com`,
          password: STRONG_PASSWORD,
          firstName: 'F',
          lastName: 'A',
        },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([
      ...Array<number>(SIGNUPS_PER_ADDRESS).fill(200),
      ...Array<number>(3).fill(429),
    ]);
  });

  it('failed sign-ins to one account over both hosts reach the limit together', async () => {
    await signup(b, 'guarded@example.com');
    const attacker = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 16; i += 1) {
      const res = await request(both[i % 2]!.origin, 'POST', '/api/login', {
        headers: attacker,
        body: { email: 'guarded@example.com', password: 'Wr0ng!Password' },
      });
      statuses.push(res.status);
    }
    // The production limit: 10 failures per 15 minutes per account and address.
    expect(statuses).toEqual([...Array<number>(10).fill(401), ...Array<number>(6).fill(429)]);
  });

  it('each reminder goes out once, signed with one key, though four processes look for it every second', async () => {
    const devices = ['phone-1', 'phone-2', 'phone-3'];
    for (const [i, device] of devices.entries()) {
      const host = both[i % 2]!;
      const user = await signup(host, `${device}@example.com`);
      // Both hosts sign with the one key kept in the database.
      const key = await call<{ publicKey: string }>(host, 'GET', '/api/push/key', {
        token: user.token,
      });
      expect(await call(both[(i + 1) % 2]!, 'GET', '/api/push/key', { token: user.token })).toEqual(
        key,
      );
      push.expectKey(key.publicKey);
      await createHabit(host, user, {
        name: `Reminded ${device}`,
        reminders: [{ time: aMinuteAgo(), days: [...WEEKDAYS] }],
      });
      const { endpoint, keys } = push.subscribe(device);
      await call(both[(i + 1) % 2]!, 'POST', '/api/push/subscriptions', {
        token: user.token,
        body: { endpoint, keys },
      });
    }
    await expect
      .poll(() => push.received.length, { timeout: 30_000, interval: 200 })
      .toBeGreaterThanOrEqual(devices.length);
    // Every process has looked again several times since: a second send would be here by now.
    await new Promise((resolve) => setTimeout(resolve, 4 * REMINDER_INTERVAL_SECONDS * 1000));
    expect(push.problems).toEqual([]);
    expect(push.received.map((message) => message.device).sort()).toEqual(devices);
  });

  it('a host killed mid-request loses nothing it acknowledged; the other serves on and takes the retries', async () => {
    const user = await signup(b, 'killed@example.com');
    const habitId = await createHabit(b, user);
    const days = Array.from({ length: 80 }, (_, i) => {
      const date = new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10);
      return { date, actualValue: (i % 5) + 1 };
    });
    // 80 logs at once to host A; it dies (every process of it, as a machine would) after the tenth
    // answer, with the others in flight.
    let acknowledged = 0;
    let tenthAnswered = () => {};
    const tenth = new Promise<void>((resolve) => (tenthAnswered = resolve));
    const answers = days.map(async (day) => {
      const res = await request(a.origin, 'POST', `/api/habits/${String(habitId)}/entries`, {
        token: user.token,
        body: day,
      });
      if (res.status === 200 && (acknowledged += 1) === 10) tenthAnswered();
      return res.status;
    });
    await Promise.race([tenth, Promise.all(answers)]);
    await a.kill('SIGKILL');
    const statuses = await Promise.all(answers);
    const acked = days.filter((_, i) => statuses[i] === 200);
    expect(acked.length).toBeGreaterThanOrEqual(10);
    // The kill came mid-burst: some logs got no answer.
    expect(acked.length).toBeLessThan(days.length);

    // Host B holds every acknowledged log, and nothing but what was sent.
    expect(await call(b, 'GET', '/readyz')).toEqual({ status: 'ready' });
    const stored = await entriesByDate(b, user, habitId);
    for (const day of acked) expect(stored.get(day.date)).toBe(day.actualValue);
    const sent = new Map(days.map((day) => [day.date, day.actualValue]));
    for (const [date, value] of stored) expect(value).toBe(sent.get(date));

    // The client's retries of what got no answer (as the web's offline queue does) land on B.
    for (const [i, day] of days.entries()) {
      if (statuses[i] === 200) continue;
      await call(b, 'POST', `/api/habits/${String(habitId)}/entries`, {
        token: user.token,
        body: day,
      });
    }
    expect(await entriesByDate(b, user, habitId)).toEqual(sent);
  });
});
