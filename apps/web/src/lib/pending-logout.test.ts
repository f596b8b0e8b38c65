import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingLogouts, rememberLogout, sendPendingLogouts } from './pending-logout';

/** The server's tRPC answers to auth.logout. */
const ended = () =>
  new Response(JSON.stringify({ result: { data: { success: true } } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
const unauthorized = () =>
  new Response(
    JSON.stringify({
      error: {
        message: 'Unauthorized',
        code: -32001,
        data: { code: 'UNAUTHORIZED', httpStatus: 401 },
      },
    }),
    { status: 401, headers: { 'content-type': 'application/json' } },
  );
const failing = () =>
  new Response(
    JSON.stringify({
      error: {
        message: 'The service is temporarily unavailable, please try again',
        code: -32603,
        data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503 },
      },
    }),
    { status: 503, headers: { 'content-type': 'application/json' } },
  );

describe('pending logouts', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const sentTokens = () =>
    fetchMock.mock.calls.map(([url, init]) => {
      expect(url).toBe('/trpc/auth.logout');
      return new Headers(init?.headers).get('authorization');
    });

  it('keeps a logout the server could not hear (offline), and sends it later', async () => {
    rememberLogout('token-a');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await sendPendingLogouts()).toBe(false);
    expect(pendingLogouts()).toEqual(['token-a']);

    fetchMock.mockResolvedValueOnce(ended());
    expect(await sendPendingLogouts()).toBe(true);
    expect(pendingLogouts()).toEqual([]);
    expect(sentTokens()).toEqual(['Bearer token-a', 'Bearer token-a']);
  });

  it('drops a logout whose session had already ended (401), keeps one the server failed', async () => {
    rememberLogout('expired');
    rememberLogout('busy');
    fetchMock.mockResolvedValueOnce(unauthorized()).mockResolvedValueOnce(failing());
    expect(await sendPendingLogouts()).toBe(false);
    expect(pendingLogouts()).toEqual(['busy']);
    expect(sentTokens()).toEqual(['Bearer expired', 'Bearer busy']);
  });

  it('remembers each token once, and only the last few', () => {
    for (let i = 0; i < 8; i++) rememberLogout(`t${String(i)}`);
    rememberLogout('t7');
    expect(pendingLogouts()).toEqual(['t3', 't4', 't5', 't6', 't7']);
  });
});
