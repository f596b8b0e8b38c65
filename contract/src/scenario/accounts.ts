/** Sign-up, sign-in, the profile and preferences; then sessions, tokens, resets and leaving. */
import { ok, PASSWORD, type TaperClient } from './client';

export async function accounts(client: (token?: string) => TaperClient) {
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

/**
 * The account's own security: devices, a read-only API token that reads and cannot write, a
 * password reset by the mailed link (which ends Ann's sessions: the answer is her new one), an
 * admin's reset link, and a throwaway account deleted. Answers Ann's new session token.
 */
export async function accountSecurity(
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

  await readOnlyToken(client, ann);

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

/** A read-only API token reads, cannot write, is listed and is revoked. */
async function readOnlyToken(client: (token?: string) => TaperClient, ann: TaperClient) {
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
}
