/** A habit through every call: settings, reminders, a day logged and cleared, a taper plan. */
import { ok, WEEK, type TaperClient } from './client';

export async function habits(api: TaperClient) {
  const habit = await createHabits(api);
  await changeSettings(api, habit.id);
  const entryId = await logAndClear(api, habit.id);
  await readFigures(api, habit.id);
  await taperPlan(api, habit.id);
  await readCharts(api, habit.id);
  return { habitId: habit.id, entryId };
}

/** A number habit, a tags habit with weekly goals, and a weekly budget logged once. */
async function createHabits(api: TaperClient) {
  const habit = ok(
    await api.POST('/api/habits', {
      body: {
        name: 'Coffee',
        color: '#3B82F6',
        icon: 'coffee',
        goalType: 'number',
        goalSchedule: 'daily',
        dailyGoal: 2,
      },
    }),
    'create',
  );
  ok(
    await api.POST('/api/habits', {
      body: {
        name: 'Phone',
        color: '#10B981',
        icon: 'smartphone',
        goalType: 'custom_tags',
        goalSchedule: 'weekly',
        customTags: ['None', 'Some', 'Lots'],
        weeklyGoals: {
          ...WEEK,
          monday: '1',
          tuesday: '2',
          wednesday: '1',
          thursday: '2',
          friday: '3',
          saturday: '3',
          sunday: '3',
        },
      },
    }),
    'create tags',
  );
  // A weekly budget (issue 31): at most 14 a week; a log answers with the week's judgement.
  const budget = ok(
    await api.POST('/api/habits', {
      body: {
        name: 'Drinks',
        color: '#EF4444',
        icon: 'coffee',
        goalType: 'number',
        goalSchedule: 'weekly_budget',
        budget: 14,
      },
    }),
    'create budget',
  );
  ok(
    await api.POST('/api/habits/{id}/entries', {
      params: { path: { id: budget.id } },
      body: { date: '2025-03-10', actualValue: 4 },
    }),
    'log budget',
  );
  return habit;
}

/** Every kind of settings change, a preview of a type change, reminders and milestones. */
async function changeSettings(api: TaperClient, id: number) {
  const path = { params: { path: { id } } };
  ok(await api.GET('/api/habits'), 'list');
  ok(await api.GET('/api/habits/{id}', path), 'get');
  ok(await api.PUT('/api/habits/{id}', { ...path, body: { name: 'Espresso' } }), 'rename');
  const slipsOnly = ok(
    await api.PUT('/api/habits/{id}', {
      ...path,
      body: { name: 'Espresso', unloggedDays: 'zero' },
    }),
    'count unlogged days as zero',
  );
  if (slipsOnly.unloggedDays !== 'zero') throw new Error('unloggedDays was not kept');
  ok(
    await api.PUT('/api/habits/{id}', {
      ...path,
      body: { name: 'Espresso', unloggedDays: 'not_logged' },
    }),
    'count unlogged days as not logged',
  );
  const withBaseline = ok(
    await api.PUT('/api/habits/{id}', {
      ...path,
      body: { name: 'Espresso', baseline: 5, unit: 'cups', costPerUnit: 3.2 },
    }),
    'baseline, unit and cost',
  );
  if (withBaseline.baseline !== 5) throw new Error('the baseline was not kept');
  ok(await api.GET('/api/habits/{id}/reduction', path), 'reduction');
  ok(
    await api.POST('/api/habits/{id}/milestones/seen', { ...path, body: { ids: ['money-10'] } }),
    'milestones seen',
  );
  await pushReminders(api);
  const typeChange = ok(
    await api.POST('/api/habits/{id}/settings/preview', {
      ...path,
      body: { name: 'Espresso', goalType: 'level', goalSchedule: 'daily', levelGoal: 'low' },
    }),
    'settings preview',
  );
  if (!typeChange.startsAnew) throw new Error('a new goal type did not start the goal anew');
  ok(
    await api.PUT('/api/habits/{id}', {
      ...path,
      body: {
        name: 'Espresso',
        color: '#3B82F6',
        icon: 'coffee',
        goalType: 'number',
        goalSchedule: 'custom_daily',
        weeklyGoals: WEEK,
      },
    }),
    'settings',
  );
}

/** The habit's entries, streaks, stats, goals and a day's goal. */
async function readFigures(api: TaperClient, id: number) {
  const path = { params: { path: { id } } };
  ok(await api.GET('/api/habits/{id}/entries', path), 'entries');
  ok(await api.GET('/api/entries'), 'all entries');
  ok(await api.GET('/api/habits/{id}/streaks', path), 'streaks');
  ok(
    await api.GET('/api/habits/{id}/stats', {
      params: { path: { id: id }, query: { month: '2025-03' } },
    }),
    'stats',
  );
  ok(await api.GET('/api/habits/{id}/goals', path), 'goals');
  ok(
    await api.GET('/api/habits/{id}/day-goal', {
      params: { path: { id: id }, query: { date: '2025-03-14' } },
    }),
    'day goal',
  );
}

/** The charts' calls, the summary, archive and restore, the order and the icons. */
async function readCharts(api: TaperClient, id: number) {
  const path = { params: { path: { id } } };
  const range = { from: '2025-03-01', to: '2025-03-15' };
  ok(
    await api.GET('/api/habits/{id}/strength', {
      params: { path: { id: id }, query: range },
    }),
    'strength',
  );
  ok(
    await api.GET('/api/habits/{id}/history', {
      params: { path: { id: id }, query: { ...range, bucket: 'week' } },
    }),
    'history',
  );
  ok(await api.GET('/api/habits/{id}/weekdays', path), 'weekdays');
  ok(await api.GET('/api/summary'), 'summary');
  ok(await api.POST('/api/habits/{id}/archive', path), 'archive');
  ok(await api.POST('/api/habits/{id}/unarchive', path), 'unarchive');
  const order = ok(await api.GET('/api/habits'), 'list to order').map((listed) => listed.id);
  ok(await api.PUT('/api/habits/order', { body: { ids: order.reverse() } }), 'order');
  ok(await api.GET('/api/icons'), 'icons');
  ok(await api.GET('/api/locales'), 'locales');
  ok(await api.GET('/api/templates'), 'templates');
  ok(
    await api.POST('/api/templates/{id}/draft', {
      params: { path: { id: 'coffee' } },
      body: { answers: { amount: 5, price: 3.2, pace: 'gently' } },
    }),
    'template draft',
  );
}

/**
 * Reminders by Web Push: a device (the keys of RFC 8291's example) subscribes, is listed, gets a
 * test notification (its push service cannot be reached: counted as failed) and unsubscribes; a
 * second device is stopped from the list by its id.
 */
async function pushReminders(api: TaperClient) {
  const { publicKey } = ok(await api.GET('/api/push/key'), 'push key');
  if (publicKey.length !== 87) throw new Error('the VAPID public key is not a P-256 point');
  const device = {
    endpoint: 'https://push.contract.invalid/send/device-1',
    keys: {
      p256dh:
        'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
      auth: 'BTBZMqHH6r4Tts7J_aSIgg',
    },
  };
  ok(await api.POST('/api/push/subscriptions', { body: device }), 'push subscription');
  const devices = ok(await api.GET('/api/push/subscriptions'), 'push devices');
  if (devices.length !== 1 || devices[0]?.origin !== 'https://push.contract.invalid')
    throw new Error('the subscribed device is not listed by its origin');
  ok(await api.POST('/api/push/test'), 'test notification');
  ok(
    await api.DELETE('/api/push/subscriptions', {
      params: { query: { endpoint: device.endpoint } },
    }),
    'push unsubscription',
  );
  // A second device, stopped from the list by its id.
  ok(
    await api.POST('/api/push/subscriptions', {
      body: { ...device, endpoint: 'https://push.contract.invalid/send/device-2' },
    }),
    'second push subscription',
  );
  const [second] = ok(await api.GET('/api/push/subscriptions'), 'push devices again');
  if (!second) throw new Error('the second device is not listed');
  ok(
    await api.DELETE('/api/push/subscriptions/{id}', { params: { path: { id: second.id } } }),
    'push device stopped',
  );
}

/** A day logged, changed and cleared, a skipped day and a week away; answers the logged entry's id. */
async function logAndClear(api: TaperClient, habitId: number): Promise<number> {
  const path = { params: { path: { id: habitId } } };
  const entry = ok(
    await api.POST('/api/habits/{id}/entries', {
      ...path,
      body: { date: '2025-03-14', actualValue: 1, note: 'After lunch' },
    }),
    'log',
  );
  ok(
    await api.PUT('/api/habit-entries/{entryId}', {
      params: { path: { entryId: entry.id } },
      body: { date: '2025-03-14', actualValue: 3 },
    }),
    'update entry',
  );
  const cleared = ok(
    await api.POST('/api/habits/{id}/entries', {
      ...path,
      body: { date: '2025-03-13', actualValue: 2 },
    }),
    'log to clear',
  );
  ok(
    await api.DELETE('/api/habit-entries/{entryId}', {
      params: { path: { entryId: cleared.id } },
    }),
    'clear entry',
  );
  ok(
    await api.POST('/api/habits/{id}/entries', {
      ...path,
      body: { date: '2025-03-12', skip: true, note: 'Ill' },
    }),
    'skip a day',
  );
  ok(
    await api.POST('/api/skips', {
      body: { from: '2025-03-01', to: '2025-03-07', habitIds: [habitId] },
    }),
    'vacation',
  );
  return entry.id;
}

/** A taper plan previewed, set, held and cleared. */
async function taperPlan(api: TaperClient, habitId: number) {
  const path = { params: { path: { id: habitId } } };
  ok(
    await api.POST('/api/habits/{id}/plan/preview', {
      ...path,
      body: { startGoal: 3, endGoal: 1, stepBy: 1, everyDays: 7, startDate: '2025-03-10' },
    }),
    'preview plan',
  );
  ok(
    await api.PUT('/api/habits/{id}/plan', {
      ...path,
      body: { startGoal: 3, endGoal: 1, stepBy: 1, everyDays: 7, startDate: '2025-03-10' },
    }),
    'set plan',
  );
  ok(await api.POST('/api/habits/{id}/plan/hold', { ...path, body: { days: 7 } }), 'hold plan');
  ok(await api.GET('/api/habits/{id}/plan', path), 'plan');
  ok(await api.DELETE('/api/habits/{id}/plan', path), 'clear plan');
}
