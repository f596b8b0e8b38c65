import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteSession } from '@taper/db';
import { createTestApi, numberHabit, type TestApi } from '../testing';
import { hashToken } from '../tokens';
import { parseQuery, type ApiRequest } from './types';

/** A browser's request on localhost, as the host hands it over. */
function request(url: string, token: string | undefined): ApiRequest {
  return {
    method: 'GET',
    url,
    query: parseQuery(url),
    authorization: token ? `Bearer ${token}` : undefined,
    contentType: undefined,
    body: undefined,
    ip: '127.0.0.1',
    origin: 'http://localhost:3000',
  };
}

const batchUrl = (paths: string[]) =>
  `/trpc/${paths.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify({}))}`;

describe('kept answers on the wire', () => {
  let t: TestApi;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    t = await createTestApi('sqlite');
    alice = (await t.signup('alice@example.com')).token;
    bob = (await t.signup('bob@example.com')).token;
    await t.rest('POST', '/api/habits', { token: alice, body: { ...numberHabit, name: 'Tea' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('names a REST read made of a kept answer, the same name for the same body', async () => {
    const first = await t.api.rest(request('/api/habits', alice));
    const again = await t.api.rest(request('/api/habits', alice));
    expect(first.status).toBe(200);
    expect(first.keptAs).toMatch(/^rest /);
    expect(again.keptAs).toBe(first.keptAs);
    expect(again.body).toBe(first.body);
    expect(JSON.parse(again.body)).toMatchObject([{ name: 'Tea' }]);
  });

  it('gives a new name and body once the data changed', async () => {
    const before = await t.api.rest(request('/api/habits', alice));
    await t.rest('POST', '/api/habits', { token: alice, body: { ...numberHabit, name: 'Beer' } });
    const after = await t.api.rest(request('/api/habits', alice));
    expect(after.keptAs).not.toBe(before.keptAs);
    expect(JSON.parse(after.body)).toHaveLength(2);
  });

  it("never gives one user's kept answer to another, or to no session", async () => {
    const alices = await t.api.rest(request('/api/habits', alice));
    const bobs = await t.api.rest(request('/api/habits', bob));
    expect(bobs.keptAs).not.toBe(alices.keptAs);
    expect(JSON.parse(bobs.body)).toEqual([]);
    const nobody = await t.api.rest(request('/api/habits', undefined));
    expect(nobody.status).toBe(401);
    expect(nobody.keptAs).toBeUndefined();
  });

  it('writes a tRPC answer from the kept JSON, as tRPC would, batched or not', async () => {
    const rest = await t.api.rest(request('/api/habits', alice));
    const single = await t.api.trpc(request('/trpc/habits.list', alice));
    expect(JSON.parse(single.body)).toEqual({ result: { data: JSON.parse(rest.body) } });
    expect(single.keptAs).toMatch(/^trpc /);
    const batch = await t.api.trpc(request(batchUrl(['habits.list', 'habits.summary']), alice));
    const again = await t.api.trpc(request(batchUrl(['habits.list', 'habits.summary']), alice));
    expect(batch.status).toBe(200);
    expect(again.body).toBe(batch.body);
    expect(again.keptAs).toBe(batch.keptAs);
    expect(again.keptAs).not.toBe(single.keptAs);
    const [list] = JSON.parse(again.body) as [{ result: { data: unknown } }];
    expect(list.result.data).toEqual(JSON.parse(rest.body));
  });

  it('names the icon list a kept answer, signed in or not, so its bytes are compressed once', async () => {
    const signedOut = await t.api.trpc(request('/trpc/icons.list', undefined));
    const signedIn = await t.api.trpc(request('/trpc/icons.list', alice));
    expect(signedOut.status).toBe(200);
    expect(signedOut.keptAs).toMatch(/^trpc icons:\d+:icons\.list:/);
    expect(signedIn.keptAs).toBe(signedOut.keptAs);
    expect(signedIn.body).toBe(signedOut.body);
    const rest = await t.api.rest(request('/api/icons', undefined));
    expect(rest.keptAs).toMatch(/^rest icons:/);
    // Beside a user's calls the body is theirs: not named as the icon list's alone.
    const mixed = await t.api.trpc(request(batchUrl(['icons.list', 'auth.me']), alice));
    expect(mixed.keptAs).toBeUndefined();
  });

  it('refuses a session ended in the database on the very next kept read, by either format', async () => {
    const carol = (await t.signup('carol@example.com')).token;
    const kept = await t.api.rest(request('/api/habits', carol));
    expect((await t.api.rest(request('/api/habits', carol))).keptAs).toBe(kept.keptAs);
    const batch = await t.api.trpc(request(batchUrl(['habits.list']), carol));
    expect(batch.keptAs).toMatch(/^trpc batch /);
    // As another process (a sign-out elsewhere) would end it: only the row goes.
    expect(await deleteSession(t.services.db, hashToken(carol))).toBe(true);
    const rest = await t.api.rest(request('/api/habits', carol));
    expect(rest.status).toBe(401);
    expect(rest.keptAs).toBeUndefined();
    const trpc = await t.api.trpc(request(batchUrl(['habits.list']), carol));
    expect(trpc.status).toBe(401);
    expect(trpc.keptAs).toBeUndefined();
  });

  it('does not name a body that holds an answer that is not kept', async () => {
    const profile = await t.api.rest(request('/api/auth/user', alice));
    expect(profile.status).toBe(200);
    expect(profile.keptAs).toBeUndefined();
    const mixed = await t.api.trpc(request(batchUrl(['habits.list', 'auth.me']), alice));
    expect(mixed.status).toBe(200);
    expect(mixed.keptAs).toBeUndefined();
    const failed = await t.api.trpc(request(batchUrl(['habits.list', 'habits.nope']), alice));
    expect(failed.status).toBe(207);
    expect(failed.keptAs).toBeUndefined();
  });
});
