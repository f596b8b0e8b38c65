import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '@taper/api';
import { deleteSession } from '@taper/db';
import { testConfig } from './config';
import { availableTestEngines, createTestApp, numberHabit, type TestApp } from './testing';

/**
 * What a kept read must keep however cheap it gets: the session is read on every request (so one
 * ended by another process is refused at once), one log line per request, and the kept answer's
 * stored bytes with their Content-Encoding and Vary.
 */
describe.each(availableTestEngines())('kept reads as a browser asks [%s]', (engine) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(engine, {
      config: testConfig({ logLevel: 'info' }),
      logStream: { write: (line) => lines.push(line) },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const batch = `/trpc/habits.list?batch=1&input=${encodeURIComponent('{}')}`;
  const read = (url: string, token: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br, zstd' },
    });

  it('writes one log line per kept read and sends the stored bytes, encoded, with Vary', async () => {
    const { token } = await t.signup('kept-log@example.com');
    for (let i = 0; i < 12; i++) {
      await t.rest('POST', '/api/habits', {
        token,
        body: { ...numberHabit, name: `Kept habit ${String(i)} with a longer name` },
      });
    }
    for (const url of ['/api/habits', batch]) {
      await read(url, token);
      lines.length = 0;
      const answers = [await read(url, token), await read(url, token)];
      const ids = lines.map((line) => (JSON.parse(line) as { reqId?: string }).reqId);
      expect(ids).toEqual(answers.map((answer) => answer.headers['x-request-id']));
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-encoding']).toBe('br');
        expect(answer.headers.vary).toMatch(/accept-encoding/i);
      }
      expect(answers[1]?.rawPayload.equals(answers[0]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
      expect(brotliDecompressSync(answers[1]?.rawPayload ?? Buffer.alloc(0)).toString()).toContain(
        'Kept habit 11',
      );
    }
  });

  it('refuses a session ended by another process on the very next kept read', async () => {
    const { token } = await t.signup('kept-revoked@example.com');
    await t.rest('POST', '/api/habits', { token, body: numberHabit });
    for (const url of ['/api/habits', batch]) {
      expect((await read(url, token)).statusCode).toBe(200);
      expect((await read(url, token)).statusCode).toBe(200);
    }
    const other = t.testDb.openAnother();
    try {
      expect(await deleteSession(other.db, hashToken(token))).toBe(true);
    } finally {
      await other.close();
    }
    for (const url of ['/api/habits', batch]) expect((await read(url, token)).statusCode).toBe(401);
  });
});
