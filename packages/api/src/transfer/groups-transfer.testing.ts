/**
 * The accounts the habit group transfer tests share: an owner with three groups (one empty), four
 * habits in and out of them and an entry, exported once as `archive`; another user with a group of
 * their own; and the calls that read and import as any account.
 */
import { expect } from 'vitest';
import type { Engine } from '@taper/db';
import { createTestApiWithTwoUsers, numberHabit, type TestApi } from '../testing';
import { exportFile, transferCall, type TransferTestResponse } from './calls.testing';

export interface Group {
  id: number;
  name: string;
  color: string | null;
  position: number;
  collapsed: boolean;
  budget: { period: string; limit: number } | null;
}
export interface Habit {
  id: number;
  name: string;
  groupId: number | null;
  countsAs: number;
}
export interface Document {
  groups?: Group[];
  habits: (Habit & Record<string, unknown>)[];
  [key: string]: unknown;
}

const LIMITS = { transferLimits: { max: 500, timeWindowMs: 60_000 } };

export interface GroupsTransferTestApi {
  t: TestApi;
  /** The owner's and the other user's sessions. */
  owner: string;
  other: string;
  /** The owner's Taper export (JSON). */
  archive: string;
  /** An account's groups, the same over REST and tRPC. */
  groupsOf: (token: string) => Promise<Group[]>;
  /** An account's habits, the same over REST and tRPC. */
  habitsOf: (token: string) => Promise<Habit[]>;
  /** Each habit by name with its group's name (or null) and its countsAs. */
  membership: (
    token: string,
  ) => Promise<Record<string, { group: string | null; countsAs: number }>>;
  /** Imports a Taper export into an account (a preview when `dryRun`). */
  send: (token: string, payload: string, dryRun?: boolean) => Promise<TransferTestResponse>;
  /** A new empty account's session. */
  account: () => Promise<string>;
  /** A POST that must succeed, and its answer. */
  post: <T>(token: string, url: string, body: object) => Promise<T>;
}

/** The owner's groups, habits and entry, and the other user's group and habit. */
async function seedGroups(
  t: TestApi,
  post: GroupsTransferTestApi['post'],
  owner: string,
  other: string,
): Promise<void> {
  const alcohol = await post<Group>(owner, '/api/groups', {
    name: 'Alcohol',
    color: '#AA3355',
    budget: { period: 'week', limit: 14 },
  });
  const sugar = await post<Group>(owner, '/api/groups', { name: 'Sugar' });
  const closed = await t.rest('PUT', `/api/groups/${String(sugar.id)}`, {
    token: owner,
    body: { collapsed: true, budget: { period: 'day', limit: 0 } },
  });
  expect(closed.statusCode, closed.body).toBe(200);
  await post(owner, '/api/groups', { name: 'Empty', budget: { period: 'month', limit: 30 } });
  const beer = await post<Habit>(owner, '/api/habits', {
    ...numberHabit,
    name: 'Beer',
    groupId: alcohol.id,
    countsAs: 2.3,
  });
  await post(owner, '/api/habits', {
    ...numberHabit,
    name: 'Wine',
    groupId: alcohol.id,
    countsAs: 2.1,
  });
  await post(owner, '/api/habits', { ...numberHabit, name: 'Sweets', groupId: sugar.id });
  await post(owner, '/api/habits', { ...numberHabit, name: 'Tea', countsAs: 4 });
  await post(owner, `/api/habits/${String(beer.id)}/entries`, {
    date: '2025-03-11',
    actualValue: 2,
  });
  // The other user's group, which no export of the owner's may hold.
  const theirs = await post<Group>(other, '/api/groups', { name: 'Their secret group' });
  await post(other, '/api/habits', { ...numberHabit, name: 'Theirs', groupId: theirs.id });
}

export async function createGroupsTransferTestApi(engine: Engine): Promise<GroupsTransferTestApi> {
  const {
    t,
    token: owner,
    otherToken: other,
  } = await createTestApiWithTwoUsers(engine, undefined, LIMITS);
  let fresh = 0;

  const post = async <T>(token: string, url: string, body: object) => {
    const res = await t.rest('POST', url, { token, body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const groupsOf = async (token: string) => {
    const rest = await t.rest('GET', '/api/groups', { token });
    const trpc = await t.trpc('query', 'groups.list', undefined, token);
    expect(rest.statusCode).toBe(200);
    // Both adapters answer the same groups.
    expect(trpc.json<{ result: { data: Group[] } }>().result.data).toEqual(rest.json());
    return rest.json<Group[]>();
  };
  const habitsOf = async (token: string) => {
    const rest = await t.rest('GET', '/api/habits', { token });
    const trpc = await t.trpc('query', 'habits.list', undefined, token);
    expect(trpc.json<{ result: { data: Habit[] } }>().result.data).toEqual(rest.json());
    return rest.json<Habit[]>();
  };
  const membership = async (token: string) => {
    const groups = new Map((await groupsOf(token)).map((g) => [g.id, g.name]));
    return Object.fromEntries(
      (await habitsOf(token)).map((h) => [
        h.name,
        {
          group: h.groupId === null ? null : (groups.get(h.groupId) ?? 'missing'),
          countsAs: h.countsAs,
        },
      ]),
    );
  };
  const send = (token: string, payload: string, dryRun = false) =>
    transferCall(t, {
      method: 'POST',
      url: `/api/import?dryRun=${String(dryRun)}`,
      token,
      contentType: 'application/json',
      bytes: new TextEncoder().encode(payload),
    });
  const account = async () => {
    fresh += 1;
    return (await t.signup(`groups-fresh-${String(fresh)}@example.com`)).token;
  };

  await seedGroups(t, post, owner, other);
  const res = await exportFile(t, owner, 'json');
  expect(res.statusCode).toBe(200);
  return {
    t,
    owner,
    other,
    archive: res.body,
    groupsOf,
    habitsOf,
    membership,
    send,
    account,
    post,
  };
}
