import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext, type ApiServices } from './context';
import { createTestApi, type TestApi } from './testing';

describe('createContext', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi('sqlite', {
      services: { mailer: { send: () => Promise.resolve() }, publicUrl: 'https://taper.test' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('carries every service it is given, each as it is', async () => {
    const request = { authorization: undefined, ip: '127.0.0.1', origin: 'http://localhost' };
    const ctx = await createContext(t.services, request);
    const names = Object.keys(t.services) as (keyof ApiServices)[];
    expect(names).toContain('mailer');
    for (const name of names) expect(ctx[name], name).toBe(t.services[name]);
    expect(ctx).toMatchObject({ request, user: null, session: null, apiToken: null, today: null });
  });

  it('gives every request its own response headers and status', async () => {
    const request = { authorization: undefined, ip: '127.0.0.1', origin: 'http://localhost' };
    const first = await createContext(t.services, request);
    const second = await createContext(t.services, request);
    first.responseHeaders['retry-after'] = '1';
    first.responseStatus.code = 204;
    expect(second.responseHeaders).toEqual({});
    expect(second.responseStatus).toEqual({});
  });
});
