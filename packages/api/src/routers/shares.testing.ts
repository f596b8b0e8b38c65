/**
 * The instance the share link tests share: Ana with two logged habits (Cigarettes, Gambling) and
 * notes, and Bo with one of his own; and the calls that make and open a link over either wire.
 */
import { expect } from 'vitest';
import type { Engine } from '@taper/db';
import { createTestApi, numberHabit, type TestApi, type TestResponse } from '../testing';

/** A link as its owner's calls answer it. */
export interface CreatedShare {
  id: number;
  token: string;
  url: string;
  habitIds: number[];
  showNotes: boolean;
  expiresOn: string | null;
  label: string | null;
  email: string | null;
  createdAt: string;
}

export type Adapter = 'rest' | 'trpc';

/** The data of an answer, whichever wire format carried it. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- as TestResponse.json
export function data<T>(adapter: Adapter, res: TestResponse): T {
  const body = res.json<unknown>();
  return adapter === 'rest' ? (body as T) : (body as { result: { data: T } }).result.data;
}

export async function addHabit(t: TestApi, name: string, as: string): Promise<number> {
  const res = await t.rest('POST', '/api/habits', { token: as, body: { ...numberHabit, name } });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: number }>().id;
}

async function log(
  t: TestApi,
  as: string,
  id: number,
  date: string,
  actualValue: number,
  note: string,
): Promise<void> {
  const res = await t.rest('POST', `/api/habits/${String(id)}/entries`, {
    token: as,
    body: { date, actualValue, note },
  });
  expect(res.statusCode).toBe(200);
}

export function createShare(
  t: TestApi,
  adapter: Adapter,
  body: unknown,
  as: string,
): Promise<TestResponse> {
  return adapter === 'rest'
    ? t.rest('POST', '/api/shares', { token: as, body })
    : t.trpc('mutation', 'shares.create', body, as);
}

/** A link opened by a signed-out visitor. */
export function viewShare(
  t: TestApi,
  adapter: Adapter,
  shareToken: string,
  ip = '127.0.0.1',
): Promise<TestResponse> {
  return adapter === 'rest'
    ? t.request({ method: 'GET', url: `/api/shared/${shareToken}`, ip })
    : t.request({
        method: 'GET',
        url: `/trpc/shares.view?input=${encodeURIComponent(JSON.stringify({ token: shareToken }))}`,
        ip,
      });
}

export interface SharesTestApi {
  t: TestApi;
  /** Ana's session, and her habits. */
  token: string;
  coffee: number;
  beer: number;
  /** Bo's session, and his habit. */
  otherToken: string;
  theirs: number;
}

export async function createSharesTestApi(engine: Engine): Promise<SharesTestApi> {
  const t = await createTestApi(engine);
  await t.signup('admin@example.com');
  const token = (await t.signup('ana@example.com', { firstName: 'Ana', lastName: 'Zweistein' }))
    .token;
  const otherToken = (await t.signup('bo@example.com', { firstName: 'Bo', lastName: 'Other' }))
    .token;
  const coffee = await addHabit(t, 'Cigarettes', token);
  const beer = await addHabit(t, 'Gambling', token);
  const theirs = await addHabit(t, 'Their habit', otherToken);
  await log(t, token, coffee, '2025-03-13', 1, 'a private note');
  await log(t, token, coffee, '2025-03-14', 5, 'a hard day');
  await log(t, token, coffee, '2025-03-15', 1, '');
  await log(t, token, beer, '2025-03-15', 9, 'unshared note');
  await log(t, otherToken, theirs, '2025-03-15', 1, 'their note');
  return { t, token, otherToken, coffee, beer, theirs };
}
