import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { testConfig } from './config';
import { createTestApp, STRONG_PASSWORD } from './testing';

describe('production concerns', () => {
  it('never logs passwords, tokens or upload secrets', async () => {
    const lines: string[] = [];
    const t = await createTestApp('sqlite', {
      config: testConfig({ logLevel: 'info' }),
      logStream: { write: (line: string) => lines.push(line) },
    });
    try {
      const { token } = await t.signup('log@example.com');
      await t.rest('POST', '/api/login', {
        body: { email: 'log@example.com', password: STRONG_PASSWORD },
      });
      await t.rest('GET', '/api/habits', { token });
      const upload = (
        await t.rest('POST', '/api/admin/icons/upload', {
          token,
          body: { category: 'health', fileName: 'x.svg' },
        })
      ).json().uploadURL as string;
      await t.app.inject({
        method: 'PUT',
        url: new URL(upload, 'http://localhost').pathname,
        headers: { 'content-type': 'image/svg+xml' },
        payload: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      });
      const log = lines.join('');
      expect(log).toContain('/api/habits');
      expect(log).not.toContain(STRONG_PASSWORD);
      expect(log).not.toContain(token);
      expect(log).not.toContain(upload.split('/').pop());
    } finally {
      await t.close();
    }
  });

  it('includes a stack only in development', async () => {
    const t = await createTestApp('sqlite', { config: testConfig({ nodeEnv: 'development' }) });
    try {
      const res = await t.rest('POST', '/api/signup', { body: {} });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().stack).toBe('string');
    } finally {
      await t.close();
    }
  });

  it('answers what the HTTP parser refuses (a 100 KB header, a broken request line) as JSON { message, code }', async () => {
    const t = await createTestApp('sqlite');
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const raw = (request: string) =>
        new Promise<string>((resolve, reject) => {
          const socket = connect(port, '127.0.0.1');
          let answer = '';
          socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
          socket.on('close', () => {
            resolve(answer);
          });
          socket.on('error', (error: NodeJS.ErrnoException) => {
            // The server closes as soon as it has answered; what it wrote is the answer.
            if (error.code === 'ECONNRESET' || error.code === 'EPIPE') resolve(answer);
            else reject(error);
          });
          socket.end(request);
        });
      const split = (answer: string) => {
        const [head = '', body = ''] = answer.split('\r\n\r\n');
        return { head: head.toLowerCase(), body: JSON.parse(body) as unknown };
      };

      const big = split(
        await raw(
          `GET /api/habits HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(100 * 1024)}\r\n\r\n`,
        ),
      );
      expect(big.head).toMatch(/^http\/1\.1 431 request header fields too large/);
      expect(big.head).toContain('content-type: application/json');
      expect(big.head).toContain('x-content-type-options: nosniff');
      expect(big.body).toEqual({
        code: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
        message: "The request's headers are too large: at most 16 KB in all",
      });

      const broken = split(await raw('NOT HTTP AT ALL\r\n\r\n'));
      expect(broken.head).toMatch(/^http\/1\.1 400 /);
      expect(broken.body).toEqual({
        code: 'BAD_REQUEST',
        message: 'The request is not valid HTTP',
      });

      // The server still answers afterwards.
      expect((await fetch(`http://127.0.0.1:${String(port)}/healthz`)).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
