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

describe("SPEC's calls after every kind of settings change", () => {
  it('log the past, today and a backfilled day, update an entry and read every call', async () => {
    const { today } = await ok<{ today: string }>('GET', '/api/auth/user');
    const { id } = await ok<HabitAnswer>('POST', '/api/habits', {
      ...base,
      goalType: 'number',
      goalSchedule: 'daily',
      dailyGoal: 3,
    });
    const habitPath = `/api/habits/${String(id)}`;
    const plan = { startGoal: 4, endGoal: 1, stepBy: 1, everyDays: 7, startDate: today };

    const changes: [string, () => Promise<unknown>][] = [
      ['rename', () => ok('PUT', habitPath, { name: 'Espresso' })],
      [
        'goal',
        () =>
          ok('PUT', habitPath, {
            ...base,
            goalType: 'number',
            goalSchedule: 'daily',
            dailyGoal: 2,
          }),
      ],
      [
        'schedule',
        () =>
          ok('PUT', habitPath, {
            ...base,
            goalType: 'number',
            goalSchedule: 'custom_daily',
            weeklyGoals: week(2),
          }),
      ],
      ['plan set', () => ok('PUT', `${habitPath}/plan`, plan)],
      ['plan cleared', () => ok('DELETE', `${habitPath}/plan`)],
      [
        'type',
        () =>
          ok('PUT', habitPath, {
            ...base,
            goalType: 'level',
            goalSchedule: 'daily',
            levelGoal: 'low',
          }),
      ],
      [
        'tags',
        () =>
          ok('PUT', habitPath, {
            ...base,
            goalType: 'custom_tags',
            goalSchedule: 'daily',
            customTags: ['none', 'some', 'lots'],
            levelGoal: '2',
          }),
      ],
      [
        'weekly goals',
        () =>
          ok('PUT', habitPath, {
            ...base,
            goalType: 'custom_tags',
            goalSchedule: 'weekly',
            customTags: ['none', 'a little', 'some', 'lots'],
            weeklyGoals: week('2'),
          }),
      ],
      [
        'type back',
        () =>
          ok('PUT', habitPath, {
            ...base,
            goalType: 'number',
            goalSchedule: 'daily',
            dailyGoal: 3,
          }),
      ],
      ['archive', () => ok('POST', `${habitPath}/archive`)],
      ['unarchive', () => ok('POST', `${habitPath}/unarchive`)],
      [
        'delete and restore',
        async () => {
          await ok('DELETE', habitPath);
          return ok('POST', `${habitPath}/restore`);
        },
      ],
    ];

    for (const [change, make] of changes) {
      await make();
      const habit = await ok<HabitAnswer>('GET', habitPath);
      const value = valueFor(habit);
      for (const date of [addDays(today, -3), today, addDays(today, -60)]) {
        const answer = await call('POST', `${habitPath}/entries`, { habitId: id, date, ...value });
        expect(answer.status, `${change}: log ${date}: ${JSON.stringify(answer.body)}`).toBe(200);
      }
      const entries = await ok<{ id: number; date: string }[]>('GET', `${habitPath}/entries`);
      const past = entries.find((entry) => entry.date === addDays(today, -3));
      expect(past, change).toBeDefined();
      const updated = await call('PUT', `/api/habit-entries/${String(past?.id)}`, {
        date: addDays(today, -3),
        ...value,
        note: change,
      });
      expect(updated.status, `${change}: update: ${JSON.stringify(updated.body)}`).toBe(200);
      for (const path of ['/api/habits', habitPath, '/api/entries', `${habitPath}/streaks`])
        expect((await call('GET', path)).status, `${change}: GET ${path}`).toBe(200);
    }
    expect(recorder.problems).toEqual([]);
  });
});
