import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPushService } from '../services/push/sender';
import { availableTestEngines, createTestApi, signUpTwo, type TestApi } from '../testing';

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const KEYS = {
  p256dh: 'BIPUL12DLfytvTajnryr2PRdAgXS3HGKiLqndGcJGabyhHheJYlNGCeXl1dn18gSJ1WAkAPIxr4gK0_dQds4yiI',
  auth: 'FPssNDTKnInHVndSTdbKFw',
};

interface Device {
  id: number;
  origin: string;
  createdAt: string;
  userAgent: string | null;
  endpointHash: string;
}

describe.each(availableTestEngines())('the devices that receive notifications, on %s', (engine) => {
  let t: TestApi;
  let token: string;
  let otherToken: string;

  beforeAll(async () => {
    t = await createTestApi(engine);
    t.services.push = createPushService({
      db: t.testDb.db,
      policy: { allowHosts: [], resolve: () => Promise.resolve(['93.184.216.34']) },
    });
    await t.signup('admin@example.com');
    ({ token, otherToken } = await signUpTwo(t, ['owner@example.com', 'other@example.com']));
  });
  afterAll(async () => {
    await t.close();
  });

  async function subscribe(as: string, endpoint: string, userAgent?: string) {
    const res = await t.request({
      method: 'POST',
      url: '/api/push/subscriptions',
      authorization: `Bearer ${as}`,
      body: { endpoint, keys: KEYS },
      contentType: 'application/json',
      userAgent,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  async function devices(as: string): Promise<Device[]> {
    const res = await t.rest('GET', '/api/push/subscriptions', { token: as });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Device[]>();
  }

  it("lists each device with its browser, when it was added and its endpoint's hash", async () => {
    t.clock.now = new Date('2025-03-14T08:00:00Z');
    await subscribe(token, 'https://push.example.com/phone', PHONE_UA);
    t.clock.now = new Date('2025-03-15T09:30:00Z');
    await subscribe(token, 'https://push.example.com/laptop');
    const listed = await devices(token);
    expect(listed.map(({ id: _id, ...device }) => device)).toEqual([
      {
        origin: 'https://push.example.com',
        createdAt: '2025-03-14T08:00:00.000Z',
        lastSentAt: null,
        userAgent: PHONE_UA,
        endpointHash: createHash('sha256').update('https://push.example.com/phone').digest('hex'),
      },
      {
        origin: 'https://push.example.com',
        createdAt: '2025-03-15T09:30:00.000Z',
        lastSentAt: null,
        userAgent: null,
        endpointHash: createHash('sha256').update('https://push.example.com/laptop').digest('hex'),
      },
    ]);
    expect(await devices(otherToken)).toEqual([]);
  });

  it("stops one device by its id; another user's id is a 404 and stays", async () => {
    await subscribe(otherToken, 'https://push.example.com/others-tablet', PHONE_UA);
    const [theirs] = await devices(otherToken);
    const [phone, laptop] = await devices(token);
    if (!theirs || !phone || !laptop) throw new Error('devices missing');

    const foreign = await t.rest('DELETE', `/api/push/subscriptions/${String(theirs.id)}`, {
      token,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ message: string; code: string }>()).toMatchObject({
      message: 'No such subscription of yours',
      code: 'NOT_FOUND',
    });
    expect((await devices(otherToken)).map((device) => device.id)).toEqual([theirs.id]);

    const stopped = await t.rest('DELETE', `/api/push/subscriptions/${String(phone.id)}`, {
      token,
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect((await devices(token)).map((device) => device.id)).toEqual([laptop.id]);
    const again = await t.rest('DELETE', `/api/push/subscriptions/${String(phone.id)}`, { token });
    expect(again.statusCode).toBe(404);

    const viaTrpc = await t.trpc('mutation', 'push.removeDevice', { id: laptop.id }, otherToken);
    expect(viaTrpc.statusCode).toBe(404);
    expect((await devices(token)).map((device) => device.id)).toEqual([laptop.id]);
    expect((await t.rest('DELETE', '/api/push/subscriptions/abc', { token })).statusCode).toBe(400);
    expect((await t.rest('GET', '/api/push/subscriptions')).statusCode).toBe(401);
  });
});
