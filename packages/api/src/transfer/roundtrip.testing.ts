/** The account the export tests start from, and how two exports of it are compared. */
import { expect } from 'vitest';
import { numberHabit, type TestApi } from '../testing';

/** Coffee's two reminders, as the habit answers them: the earliest first, days Monday first. */
export const COFFEE_REMINDERS = [
  { time: '08:30', days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] },
  { time: '21:00', days: ['saturday', 'sunday'] },
];

/** The export without what a fresh account gives anew: ids, timestamps and the user. */
export function comparable(document: { habits: Record<string, unknown>[] }) {
  return document.habits.map(({ id: _id, createdAt: _c, updatedAt: _u, ...habit }) => habit);
}

/** A number habit with a goal change and a plan, a level habit and a custom-tags habit. */
export async function fillAccount(t: TestApi, owner: string) {
  const create = async (body: object) =>
    (await t.rest('POST', '/api/habits', { token: owner, body })).json<{ id: number }>().id;
  const log = (id: number, body: object) =>
    t.rest('POST', `/api/habits/${String(id)}/entries`, { token: owner, body });
  const coffee = await create({
    ...numberHabit,
    baseline: 5,
    unit: 'cups',
    costPerUnit: 3.2,
    reminders: COFFEE_REMINDERS,
  });
  const wine = await create({
    ...numberHabit,
    name: 'Wine',
    color: '#123ABC',
    goalType: 'level',
    levelGoal: 'low',
  });
  const tags = await create({
    ...numberHabit,
    name: 'Screens, "late"',
    goalType: 'custom_tags',
    levelGoal: '2',
    customTags: ['a', 'b', 'c'],
  });
  for (const [date, value] of [
    ['2025-03-01', 1],
    ['2025-03-05', 3],
    ['2025-03-10', 0],
  ] as const)
    expect(
      (
        await log(coffee, {
          date,
          actualValue: value,
          note: date === '2025-03-05' ? 'busy, "very"' : undefined,
        })
      ).statusCode,
    ).toBe(200);
  await log(wine, { date: '2025-03-02', levelValue: 'high' });
  await log(tags, { date: '2025-03-03', levelValue: '1' });
  // A skipped day and an archived habit travel too.
  expect((await log(tags, { date: '2025-03-04', skip: true, note: 'away' })).statusCode).toBe(200);
  const archived = await t.rest('POST', `/api/habits/${String(wine)}/archive`, { token: owner });
  expect(archived.statusCode).toBe(200);
  // So does what a day not logged counts as.
  const zero = await t.rest('PUT', `/api/habits/${String(wine)}`, {
    token: owner,
    body: { name: 'Wine', unloggedDays: 'zero' },
  });
  expect(zero.statusCode, zero.body).toBe(200);
  const changed = await t.rest('PUT', `/api/habits/${String(coffee)}`, {
    token: owner,
    body: { ...numberHabit, dailyGoal: 1 },
  });
  expect(changed.statusCode).toBe(200);
  const plan = await t.rest('PUT', `/api/habits/${String(coffee)}/plan`, {
    token: owner,
    body: { startGoal: 3, endGoal: 1, everyDays: 7, startDate: '2025-03-15' },
  });
  expect(plan.statusCode).toBe(200);
}
