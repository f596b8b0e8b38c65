/**
 * SPEC §7's calls hold after every change a user makes to a habit: after each kind of settings
 * change, a day in the past, today and a backfilled day before the habit was made are logged with
 * the type the habit has now, an entry is updated, and every SPEC call reads it back. Each answer is
 * checked against the document by the recorder.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecorder, type Recorder } from '../src/recorder';
import { PASSWORD } from '../src/scenario';
import { startServer, type RunningServer } from '../src/server';

let server: RunningServer;
let recorder: Recorder;
let token = '';

interface Answer {
  status: number;
  body: unknown;
}

async function call(method: string, path: string, body?: unknown): Promise<Answer> {
  const response = await recorder.fetch(
    new Request(`${server.origin}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

async function ok<T = Record<string, unknown>>(
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await call(method, path, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body as T;
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

interface HabitAnswer {
  id: number;
  goalType: 'number' | 'level' | 'custom_tags';
  customTags: string[] | null;
}

/** A value of the type the habit has now. */
function valueFor(habit: HabitAnswer): Record<string, unknown> {
  if (habit.goalType === 'number') return { actualValue: 1 };
  if (habit.goalType === 'level') return { levelValue: 'low' };
  return { levelValue: String(habit.customTags?.length ?? 1) };
}

const base = { name: 'Coffee', color: '#3B82F6', icon: 'coffee' };
const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const week = <T>(value: T) => Object.fromEntries(WEEK.map((day) => [day, value]));

beforeAll(async () => {
  server = await startServer();
  recorder = createRecorder(server.document, server.origin);
  const signUp = (email: string) =>
    ok<{ token: string }>('POST', '/api/signup', {
      email,
      password: PASSWORD,
      firstName: 'Sam',
      lastName: 'Lee',
    });
  await signUp('admin@example.com');
  token = (await signUp('sweep@example.com')).token;
});
afterAll(async () => {
  await server.close();
});

/** The habit the sweep changes, made once; each change builds on the one before. */
interface SweptHabit {
  id: number;
  path: string;
  today: string;
  plan: Record<string, unknown>;
}

const CHANGES: [string, (habit: SweptHabit) => Promise<unknown>][] = [
  ['rename', (habit) => ok('PUT', habit.path, { name: 'Espresso' })],
  [
    'goal',
    (habit) =>
      ok('PUT', habit.path, {
        ...base,
        goalType: 'number',
        goalSchedule: 'daily',
        dailyGoal: 2,
      }),
  ],
  [
    'schedule',
    (habit) =>
      ok('PUT', habit.path, {
        ...base,
        goalType: 'number',
        goalSchedule: 'custom_daily',
        weeklyGoals: week(2),
      }),
  ],
  ['plan set', (habit) => ok('PUT', `${habit.path}/plan`, habit.plan)],
  ['plan cleared', (habit) => ok('DELETE', `${habit.path}/plan`)],
  [
    'type',
    (habit) =>
      ok('PUT', habit.path, {
        ...base,
        goalType: 'level',
        goalSchedule: 'daily',
        levelGoal: 'low',
      }),
  ],
  [
    'tags',
    (habit) =>
      ok('PUT', habit.path, {
        ...base,
        goalType: 'custom_tags',
        goalSchedule: 'daily',
        customTags: ['none', 'some', 'lots'],
        levelGoal: '2',
      }),
  ],
  [
    'weekly goals',
    (habit) =>
      ok('PUT', habit.path, {
        ...base,
        goalType: 'custom_tags',
        goalSchedule: 'weekly',
        customTags: ['none', 'a little', 'some', 'lots'],
        weeklyGoals: week('2'),
      }),
  ],
  [
    'type back',
    (habit) =>
      ok('PUT', habit.path, {
        ...base,
        goalType: 'number',
        goalSchedule: 'daily',
        dailyGoal: 3,
      }),
  ],
  ['archive', (habit) => ok('POST', `${habit.path}/archive`)],
  ['unarchive', (habit) => ok('POST', `${habit.path}/unarchive`)],
  [
    'delete and restore',
    async (habit) => {
      await ok('DELETE', habit.path);
      return ok('POST', `${habit.path}/restore`);
    },
  ],
];

describe("SPEC's calls after every kind of settings change", () => {
  let habit: SweptHabit;

  beforeAll(async () => {
    const { today } = await ok<{ today: string }>('GET', '/api/auth/user');
    const { id } = await ok<HabitAnswer>('POST', '/api/habits', {
      ...base,
      goalType: 'number',
      goalSchedule: 'daily',
      dailyGoal: 3,
    });
    const plan = { startGoal: 4, endGoal: 1, stepBy: 1, everyDays: 7, startDate: today };
    habit = { id, path: `/api/habits/${String(id)}`, today, plan };
  });

  // One test per change, in order, so a slow machine gives each its own time limit and a
  // failure names the change it followed.
  for (const [change, make] of CHANGES) {
    it(`after '${change}': log the past, today and a backfilled day, update an entry and read every call`, async () => {
      const { id, path, today } = habit;
      await make(habit);
      const value = valueFor(await ok<HabitAnswer>('GET', path));
      for (const date of [addDays(today, -3), today, addDays(today, -60)]) {
        const answer = await call('POST', `${path}/entries`, { habitId: id, date, ...value });
        expect(answer.status, `log ${date}: ${JSON.stringify(answer.body)}`).toBe(200);
      }
      const entries = await ok<{ id: number; date: string }[]>('GET', `${path}/entries`);
      const past = entries.find((entry) => entry.date === addDays(today, -3));
      expect(past).toBeDefined();
      const updated = await call('PUT', `/api/habit-entries/${String(past?.id)}`, {
        date: addDays(today, -3),
        ...value,
        note: change,
      });
      expect(updated.status, `update: ${JSON.stringify(updated.body)}`).toBe(200);
      for (const read of ['/api/habits', path, '/api/entries', `${path}/streaks`])
        expect((await call('GET', read)).status, `GET ${read}`).toBe(200);
      expect(recorder.problems).toEqual([]);
    });
  }
});
