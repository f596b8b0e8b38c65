/**
 * The error answers tied to one operation's own rules, called with the generated client: a taken
 * email, a wrong password, the sign-in throttle, a premium icon on a FREE account, a taken icon
 * name, the upload target's refusals, and files an import or export refuses.
 */
import type { Outcome } from './error-cases';
import type { Recorder } from './recorder';
import { clientFor, PASSWORD, type RequestBody } from './scenario';

interface RuleCaseContext {
  origin: string;
  recorder: Recorder;
  adminToken: string;
  userToken: string;
}

const ANN = { email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee' };

/** What each group of cases is given: the clients, and where to note each outcome. */
interface Cases {
  ctx: RuleCaseContext;
  anonymous: ReturnType<typeof clientFor>;
  user: ReturnType<typeof clientFor>;
  admin: ReturnType<typeof clientFor>;
  /** Notes a call's status against the one expected. */
  expect: (call: string, expected: number, result: { response: Response }) => void;
  record: (outcome: Outcome) => void;
}

export async function ruleCases(ctx: RuleCaseContext): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const cases: Cases = {
    ctx,
    anonymous: clientFor(ctx.origin, ctx.recorder),
    user: clientFor(ctx.origin, ctx.recorder, ctx.userToken),
    admin: clientFor(ctx.origin, ctx.recorder, ctx.adminToken),
    expect: (call, expected, result) => {
      outcomes.push({ call, expected, actual: result.response.status });
    },
    record: (outcome) => {
      outcomes.push(outcome);
    },
  };
  await accountCases(cases);
  await habitAndIconCases(cases);
  await uploadCases(cases);
  await transferCases(cases);
  // Last: it leaves Ann's sign-in throttled.
  await signInCases(cases);
  return outcomes;
}

/** A taken email at sign-up and on the profile, a weak password. */
async function accountCases({ anonymous, user, expect }: Cases) {
  expect(
    'sign-up with a taken email',
    409,
    await anonymous.POST('/api/signup', { body: { ...ANN, password: PASSWORD } }),
  );
  expect(
    'sign-up with a weak password',
    400,
    await anonymous.POST('/api/signup', {
      body: { ...ANN, email: 'new@example.com', password: 'weak' },
    }),
  );
  expect(
    'profile with a taken email',
    409,
    await user.PATCH('/api/auth/user', { body: { ...ANN, email: 'admin@example.com' } }),
  );
}

/** A premium icon on a FREE account, a goal without its field, a future entry, a taken icon name. */
async function habitAndIconCases({ ctx, user, admin, expect, record }: Cases) {
  const icons = (await user.GET('/api/icons')).data ?? [];
  const premium = icons.find((icon) => icon.tier === 'PREMIUM')?.id ?? 'missing';
  const habit: RequestBody<'/api/habits', 'post'> = {
    name: 'Sweets',
    color: '#3B82F6',
    icon: premium,
    goalType: 'number',
    goalSchedule: 'daily',
    dailyGoal: 1,
  };
  expect('a premium icon on a FREE account', 403, await user.POST('/api/habits', { body: habit }));
  // The generated types refuse this body (a number goal needs its dailyGoal): sent raw.
  const goalless = await ctx.recorder.fetch(`${ctx.origin}/api/habits`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ctx.userToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...habit, icon: 'coffee', dailyGoal: undefined }),
  });
  record({ call: 'a goal without its field', expected: 400, actual: goalless.status });
  expect(
    'an entry in the future',
    400,
    await user.POST('/api/habits/{id}/entries', {
      params: { path: { id: 1 } },
      body: { date: '2999-01-01', actualValue: 1 },
    }),
  );
  const taken: RequestBody<'/api/admin/icons', 'post'> = {
    name: 'coffee',
    displayName: 'Coffee',
    category: 'beverage',
    tier: 'FREE',
    filePath: '/icons/beverage/coffee.svg',
  };
  expect('an icon name taken', 409, await admin.POST('/api/admin/icons', { body: taken }));
}

/** The upload target's refusals: an unknown URL, not an SVG, too large, the wrong type. */
async function uploadCases({ ctx, anonymous, admin, expect, record }: Cases) {
  const upload = (token: string, body: string) =>
    anonymous.PUT('/api/uploads/{token}', {
      params: { path: { token } },
      body,
      bodySerializer: (text) => text,
      headers: { 'content-type': 'image/svg+xml' },
    });
  expect(
    'an upload to an unknown URL',
    403,
    await upload('a'.repeat(32), '<svg xmlns="http://www.w3.org/2000/svg"/>'),
  );
  const url =
    (
      await admin.POST('/api/admin/icons/upload', {
        body: { category: 'mental', fileName: 'calm.svg' },
      })
    ).data?.uploadURL ?? '';
  const token = new URL(url, 'http://localhost').pathname.split('/').pop() ?? '';
  expect('an upload that is not an SVG', 400, await upload(token, '<html><body>no</body></html>'));
  expect('an upload past 1 MB', 413, await upload(token, `<svg>${'x'.repeat(1_100_000)}</svg>`));
  const wrongType = await ctx.recorder.fetch(`${ctx.origin}/api/uploads/${token}`, {
    method: 'PUT',
    headers: { 'content-type': 'text/plain' },
    body: 'not an svg',
  });
  record({ call: 'an upload of the wrong type', expected: 415, actual: wrongType.status });
}

/** Files an import refuses, and an export in an unknown format. */
async function transferCases({ ctx, user, expect, record }: Cases) {
  const importing = (body: string, type: string) =>
    ctx.recorder.fetch(`${ctx.origin}/api/import?dryRun=true`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.userToken}`, 'content-type': type },
      body,
    });
  const notZip = await importing('not a zip', 'application/zip');
  record({ call: 'an import that is not a zip', expected: 400, actual: notZip.status });
  const oldVersion = await importing(
    JSON.stringify({ format: 'taper', version: 2, habits: [] }),
    'application/json',
  );
  record({
    call: 'an import of an unknown version',
    expected: 400,
    actual: oldVersion.status,
  });
  expect(
    'an export in an unknown format',
    400,
    // The generated types allow only json and csv: a string the server must refuse.
    await user.GET('/api/export', { params: { query: { format: 'xml' as 'json' } } }),
  );
}

/** A wrong password, then the throttle. */
async function signInCases({ anonymous, expect, record }: Cases) {
  expect(
    'sign-in with a wrong password',
    401,
    await anonymous.POST('/api/login', { body: { email: ANN.email, password: 'Wr0ng!pass' } }),
  );
  let throttled = 0;
  for (let attempt = 0; attempt < 20 && throttled !== 429; attempt++) {
    throttled = (
      await anonymous.POST('/api/login', { body: { email: ANN.email, password: 'Wr0ng!pass' } })
    ).response.status;
  }
  record({ call: 'sign-in past the throttle', expected: 429, actual: throttled });
}
