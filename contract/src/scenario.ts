/**
 * Every operation called as an outside client would, with the client openapi-typescript and
 * openapi-fetch generate from the document: typed end to end, no casts. Each call must succeed;
 * the recorder checks each answer against the document.
 */
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './generated/taper-api';
import type { Recorder } from './recorder';

export type TaperClient = Client<paths>;
/** The JSON body an operation takes, as the generated types say. */
export type RequestBody<P extends keyof paths, M extends 'post' | 'put' | 'patch'> =
  NonNullable<paths[P][M]> extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B
    : never;

export const PASSWORD = 'Str0ng!pass';
const WEEK = {
  monday: 2,
  tuesday: 2,
  wednesday: 2,
  thursday: 2,
  friday: 2,
  saturday: 3,
  sunday: 3,
};
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9"/></svg>';

export function clientFor(origin: string, recorder: Recorder, token?: string): TaperClient {
  return createClient<paths>({
    baseUrl: origin,
    fetch: recorder.fetch,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
}

/** The data of a call that must succeed. */
function ok<T>(result: { data?: T; response: Response }, what: string): T {
  if (result.data === undefined) throw new Error(`${what} answered ${result.response.status}`);
  return result.data;
}

export interface ScenarioResult {
  adminToken: string;
  userToken: string;
  userId: number;
  habitId: number;
  entryId: number;
}

async function accounts(client: (token?: string) => TaperClient) {
  const anonymous = client();
  const admin = ok(
    await anonymous.POST('/api/signup', {
      body: { email: 'admin@example.com', password: PASSWORD, firstName: 'Ada', lastName: 'Min' },
    }),
    'sign-up',
  );
  const user = ok(
    await anonymous.POST('/api/signup', {
      body: { email: 'ann@example.com', password: PASSWORD, firstName: 'Ann', lastName: 'Lee' },
    }),
    'sign-up',
  );
  const login = ok(
    await anonymous.POST('/api/login', { body: { email: 'ann@example.com', password: PASSWORD } }),
    'sign-in',
  );
  const ann = client(login.token);
  ok(await ann.GET('/api/auth/user'), 'me');
  ok(
    await ann.PATCH('/api/auth/user', {
      body: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' },
    }),
    'profile',
  );
  ok(await ann.PUT('/api/auth/user', { body: {} }), 'empty preferences');
  ok(await ann.PUT('/api/auth/user', { body: { themePreference: 'dark' } }), 'preferences');
  ok(
    await ann.PUT('/api/auth/user', { body: { weekStart: 'sunday', dayEndsAtHour: 3 } }),
    'week start and day end',
  );
  ok(
    await ann.PUT('/api/auth/user', { body: { weekStart: 'monday', dayEndsAtHour: 0 } }),
    'default week start and day end',
  );
  ok(await ann.PUT('/api/auth/user', { body: { currency: 'GBP' } }), 'currency');
  ok(await client(user.token).POST('/api/logout'), 'logout');
  ok(await ann.PUT('/api/auth/password', { body: { newPassword: 'N3w!password' } }), 'password');
  return { adminToken: admin.token, userToken: login.token, userId: user.user.id };
}

async function habits(api: TaperClient) {
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
  const path = { params: { path: { id: habit.id } } };
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
  const entryId = await logAndClear(api, habit.id);
  ok(await api.GET('/api/habits/{id}/entries', path), 'entries');
  ok(await api.GET('/api/entries'), 'all entries');
  ok(await api.GET('/api/habits/{id}/streaks', path), 'streaks');
  ok(
    await api.GET('/api/habits/{id}/stats', {
      params: { path: { id: habit.id }, query: { month: '2025-03' } },
    }),
    'stats',
  );
  ok(await api.GET('/api/habits/{id}/goals', path), 'goals');
  ok(
    await api.GET('/api/habits/{id}/day-goal', {
      params: { path: { id: habit.id }, query: { date: '2025-03-14' } },
    }),
    'day goal',
  );
  await taperPlan(api, habit.id);
  const range = { from: '2025-03-01', to: '2025-03-15' };
  ok(
    await api.GET('/api/habits/{id}/strength', {
      params: { path: { id: habit.id }, query: range },
    }),
    'strength',
  );
  ok(
    await api.GET('/api/habits/{id}/history', {
      params: { path: { id: habit.id }, query: { ...range, bucket: 'week' } },
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
  return { habitId: habit.id, entryId };
}

/**
 * Reminders by Web Push: a device (the keys of RFC 8291's example) subscribes, is listed, gets a
 * test notification (its push service cannot be reached: counted as failed) and unsubscribes.
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

/** The upload → create flow, then the icon's edits and deletion. */
async function icons(admin: TaperClient, userId: number) {
  ok(await admin.GET('/api/admin/stats/overview'), 'stats');
  ok(await admin.GET('/api/admin/stats/daily'), 'daily');
  ok(await admin.GET('/api/admin/users'), 'users');
  const user = { params: { path: { id: userId } } };
  ok(
    await admin.PATCH('/api/admin/users/{id}/tier', { ...user, body: { tier: 'PREMIUM' } }),
    'tier',
  );
  ok(await admin.PATCH('/api/admin/users/{id}/tier', { ...user, body: { tier: 'FREE' } }), 'tier');
  ok(await admin.PATCH('/api/admin/users/{id}/role', { ...user, body: { role: 'USER' } }), 'role');
  ok(await admin.GET('/api/admin/icons'), 'admin icons');
  ok(
    await admin.PATCH('/api/admin/icons/{id}/tier', {
      params: { path: { id: 'beer' } },
      body: { tier: 'FREE', category: 'beverage', visibility: 'enabled' },
    }),
    'icon tier',
  );
  const { uploadURL } = ok(
    await admin.POST('/api/admin/icons/upload', {
      body: { category: 'mental', fileName: 'zen_mode.svg' },
    }),
    'upload URL',
  );
  const token = new URL(uploadURL, 'http://localhost').pathname.split('/').pop() ?? '';
  const stored = ok(
    await admin.PUT('/api/uploads/{token}', {
      params: { path: { token } },
      body: SVG,
      bodySerializer: (body) => body,
      headers: { 'content-type': 'image/svg+xml' },
    }),
    'upload',
  );
  const body: RequestBody<'/api/admin/icons', 'post'> = {
    name: 'zen_mode',
    displayName: 'Zen Mode',
    category: 'mental',
    tier: 'PREMIUM',
    filePath: stored.filePath,
    isBuiltIn: 'false',
  };
  ok(await admin.POST('/api/admin/icons', { body }), 'create icon');
  const icon = { params: { path: { id: 'zen_mode' } } };
  ok(
    await admin.PATCH('/api/admin/icons/{id}', {
      ...icon,
      body: { name: 'zen_mode', displayName: 'Zen', category: 'mental', tier: 'FREE' },
    }),
    'edit icon',
  );
  ok(await admin.DELETE('/api/admin/icons/{id}', icon), 'delete icon');
}

/** Export as JSON and as a zip, then the JSON previewed and imported back. */
async function transfer(user: TaperClient) {
  const exported = ok(
    await user.GET('/api/export', { params: { query: { format: 'json' } } }),
    'export json',
  );
  if (typeof exported === 'string' || 'dryRun' in exported)
    throw new Error('format=json answers the Taper document');
  const document = exported;
  // What the Loop backup would leave out, said before its download.
  const check = ok(
    await user.GET('/api/export', { params: { query: { format: 'loop', dryRun: 'true' } } }),
    'export loop dry run',
  );
  if (typeof check === 'string' || !('dryRun' in check))
    throw new Error('format=loop&dryRun=true answers what the backup leaves out');
  const zip = await user.GET('/api/export', {
    params: { query: { format: 'csv' } },
    parseAs: 'arrayBuffer',
  });
  if (!zip.response.ok) throw new Error(`export csv answered ${String(zip.response.status)}`);
  const preview = ok(
    await user.POST('/api/import', { params: { query: { dryRun: 'true' } }, body: document }),
    'import preview',
  );
  if (!('dryRun' in preview)) throw new Error('a dry run answers the preview');
  ok(
    await user.POST('/api/import', { params: { query: { dryRun: 'false' } }, body: document }),
    'import',
  );
}

/**
 * The account's own security: devices, a read-only API token that reads and cannot write, a
 * password reset by the mailed link (which ends Ann's sessions: the answer is her new one), an
 * admin's reset link, and a throwaway account deleted. Answers Ann's new session token.
 */
async function accountSecurity(
  client: (token?: string) => TaperClient,
  tokens: { admin: string; user: string },
  userId: number,
  mails: () => readonly string[],
): Promise<string> {
  const anonymous = client();
  const ann = client(tokens.user);
  const devices = ok(await ann.GET('/api/auth/sessions'), 'sessions');
  ok(
    await anonymous.POST('/api/login', {
      body: { email: 'ann@example.com', password: 'N3w!password' },
    }),
    'sign-in again',
  );
  const listed = ok(await ann.GET('/api/auth/sessions'), 'sessions again');
  const added = listed.find((session) => !devices.some((d) => d.id === session.id));
  if (!added) throw new Error('the new session is listed');
  ok(
    await ann.DELETE('/api/auth/sessions/{id}', { params: { path: { id: added.id } } }),
    'end a session',
  );
  ok(
    await anonymous.POST('/api/login', {
      body: { email: 'ann@example.com', password: 'N3w!password' },
    }),
    'sign-in once more',
  );
  ok(await ann.DELETE('/api/auth/sessions'), 'sign out everywhere else');

  const created = ok(
    await ann.POST('/api/auth/tokens', { body: { name: 'Report script', scope: 'read' } }),
    'create a token',
  );
  const script = client(created.token);
  ok(await script.GET('/api/habits'), 'read with a read token');
  const refused = await script.POST('/api/habits', {
    body: {
      name: 'No',
      color: '#3B82F6',
      icon: 'coffee',
      goalType: 'number',
      goalSchedule: 'daily',
      dailyGoal: 1,
    },
  });
  if (refused.response.status !== 403) throw new Error('a read token cannot write');
  ok(await ann.GET('/api/auth/tokens'), 'tokens');
  ok(
    await ann.DELETE('/api/auth/tokens/{id}', { params: { path: { id: created.id } } }),
    'revoke a token',
  );

  ok(await anonymous.GET('/api/auth/options'), 'sign-in options');
  ok(
    await anonymous.POST('/api/auth/password-reset', { body: { email: 'ann@example.com' } }),
    'ask for a reset link',
  );
  const link = /reset-password\?token=([a-z2-7]+)/.exec(mails().at(-1) ?? '')?.[1];
  if (!link) throw new Error('the reset mail holds a link');
  const reset = ok(
    await anonymous.POST('/api/auth/password-reset/confirm', {
      body: { token: link, newPassword: 'Reset!pass1' },
    }),
    'reset the password',
  );
  ok(
    await client(tokens.admin).POST('/api/admin/users/{id}/password-reset', {
      params: { path: { id: userId } },
    }),
    'admin reset link',
  );

  const leaving = ok(
    await anonymous.POST('/api/signup', {
      body: { email: 'leaving@example.com', password: PASSWORD, firstName: 'Lee', lastName: 'V' },
    }),
    'sign-up to leave',
  );
  const gone = await client(leaving.token).DELETE('/api/auth/user', {
    body: { password: PASSWORD },
  });
  if (gone.response.status !== 204) throw new Error('deleting the account answers 204');
  return reset.token;
}

export async function runScenario(
  origin: string,
  recorder: Recorder,
  mails: () => readonly string[] = () => [],
): Promise<ScenarioResult> {
  const client = (token?: string) => clientFor(origin, recorder, token);
  const { adminToken, userToken, userId } = await accounts(client);
  const user = client(userToken);
  const { habitId, entryId } = await habits(user);
  await icons(client(adminToken), userId);
  const spare = ok(
    await user.POST('/api/habits', {
      body: {
        name: 'Tea',
        color: '#3B82F6',
        icon: 'coffee',
        goalType: 'level',
        goalSchedule: 'daily',
        levelGoal: 'low',
      },
    }),
    'create level',
  );
  const spareId = { params: { path: { id: spare.id } } };
  ok(await user.DELETE('/api/habits/{id}', spareId), 'delete');
  ok(await user.POST('/api/habits/{id}/restore', spareId), 'restore');
  ok(await user.DELETE('/api/habits/{id}', spareId), 'delete again');
  await transfer(user);
  const newUserToken = await accountSecurity(
    client,
    { admin: adminToken, user: userToken },
    userId,
    mails,
  );
  return { adminToken, userToken: newUserToken, userId, habitId, entryId };
}
