import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, createTestApp, numberHabit, type TestApp } from './testing';

describe.each(availableTestEngines())('compressed answers on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends large REST answers compressed and whole, computed or kept', async () => {
    const { token } = await t.signup('compressed@example.com');
    for (let i = 0; i < 12; i++) {
      const created = await t.rest('POST', '/api/habits', {
        token,
        body: { ...numberHabit, name: `Habit number ${String(i)} with a longer name` },
      });
      expect(created.statusCode).toBe(200);
    }
    const bodies: unknown[] = [];
    // The first read computes the list; the next ones are answered from the kept JSON.
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/habits',
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      bodies.push(JSON.parse(gunzipSync(res.rawPayload).toString()));
    }
    expect(bodies[0]).toHaveLength(12);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
  });

  it('sends a kept answer compressed once as browsers ask, REST and /trpc, and a new one after a change', async () => {
    const { token } = await t.signup('encoded@example.com');
    for (let i = 0; i < 12; i++) {
      await t.rest('POST', '/api/habits', {
        token,
        body: { ...numberHabit, name: `Encoded habit ${String(i)} with a longer name` },
      });
    }
    const read = (url: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' },
      });
    const batch = `/trpc/habits.list,habits.summary?batch=1&input=${encodeURIComponent('{}')}`;
    for (const url of ['/api/habits', batch]) {
      const answers = [await read(url), await read(url), await read(url)];
      for (const res of answers) {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe('br');
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers['content-type']).toContain('application/json');
        // Stored bytes go out whole, with their length; a body compressed per request is streamed.
        expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
      }
      // The second and third are the same stored bytes.
      expect(answers[2]?.rawPayload.equals(answers[1]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
      const text = brotliDecompressSync(answers[2]?.rawPayload ?? Buffer.alloc(0)).toString();
      expect(text).toBe(brotliDecompressSync(answers[0]?.rawPayload ?? Buffer.alloc(0)).toString());
    }
    const before = JSON.parse(
      brotliDecompressSync((await read('/api/habits')).rawPayload).toString(),
    ) as unknown[];
    await t.rest('POST', '/api/habits', { token, body: { ...numberHabit, name: 'One more' } });
    const after = JSON.parse(
      brotliDecompressSync((await read('/api/habits')).rawPayload).toString(),
    ) as unknown[];
    expect(after).toHaveLength(before.length + 1);
  });

  it('compresses an answer made for the request in one piece, with its length, as browsers ask', async () => {
    const { token } = await t.signup('made-now@example.com');
    const habit = await t.rest('POST', '/api/habits', { token, body: numberHabit });
    const id = habit.json<{ id: number }>().id;
    const logged = await t.app.inject({
      method: 'POST',
      url: `/api/habits/${String(id)}/entries`,
      headers: {
        authorization: `Bearer ${token}`,
        'accept-encoding': 'gzip, deflate, br',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ date: t.clock.now.toISOString().slice(0, 10), actualValue: 1 }),
    });
    expect(logged.statusCode, logged.body).toBe(200);
    expect(logged.headers['content-encoding']).toBe('br');
    expect(logged.headers.vary).toMatch(/accept-encoding/i);
    expect(logged.headers['content-length']).toBe(String(logged.rawPayload.length));
    const answer = JSON.parse(brotliDecompressSync(logged.rawPayload).toString()) as {
      actualValue: number;
      stats: unknown;
    };
    expect(answer.actualValue).toBe(1);
    expect(answer.stats).toBeTypeOf('object');
  });
});
