/**
 * What `pnpm start` prints: the banner once, no 'Server listening' lines, and one log line per
 * request (pino JSON with a numeric level, or one readable line in a terminal).
 */
import { describe, expect, it } from 'vitest';
import { startBanner } from './banner';
import { testConfig } from './config';
import { prettyLogStream } from './lib/pretty-log';
import { listenQuietly } from './serve';
import { createTestApp } from './testing';

interface Line {
  level?: unknown;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
}

describe('the start', () => {
  it("the banner names the app's address and its API docs, and nothing else", () => {
    expect(startBanner({ host: '0.0.0.0', port: 3000 }).trim().split('\n')).toEqual([
      'Taper is running at http://localhost:3000',
      'API docs: http://localhost:3000/api/docs',
    ]);
    expect(startBanner({ host: 'taper.lan', port: 8080 })).toContain(
      'Taper is running at http://taper.lan:8080',
    );
  });

  it('listens without a "Server listening" line; each request is one JSON line, level 30', async () => {
    const lines: string[] = [];
    const config = testConfig({ logLevel: 'info' });
    const t = await createTestApp('sqlite', {
      config,
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      await listenQuietly(t.app, config);
      expect(lines.join('')).not.toContain('listening');
      expect(t.app.log.level).toBe('info');

      await t.app.inject({ url: '/healthz' });
      await t.app.inject({ url: '/api/habits' });
      await t.app.inject({ url: '/api/no-such-route' });
      const parsed = lines.map((line) => JSON.parse(line) as Line);
      expect(parsed).toHaveLength(3);
      expect(
        parsed.map((line) => [line.level, line.msg, line.req?.url, line.res?.statusCode]),
      ).toEqual([
        [30, 'request completed', '/healthz', 200],
        [30, 'request completed', '/api/habits', 401],
        [30, 'request completed', '/api/no-such-route', 404],
      ]);
    } finally {
      await t.close();
    }
  });

  it("at LOG_LEVEL=debug the request's arrival is logged too (the fault tests wait for it)", async () => {
    const lines: string[] = [];
    const t = await createTestApp('sqlite', {
      config: testConfig({ logLevel: 'debug' }),
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      await t.app.inject({ url: '/healthz' });
      const parsed = lines.map((line) => JSON.parse(line) as Line);
      expect(parsed.map((line) => [line.level, line.msg])).toEqual([
        [20, 'incoming request'],
        [30, 'request completed'],
      ]);
    } finally {
      await t.close();
    }
  });

  it('in a terminal, a request is one readable line', async () => {
    const written: string[] = [];
    const t = await createTestApp('sqlite', {
      config: testConfig({ logLevel: 'info' }),
      logStream: prettyLogStream({ write: (text: string) => written.push(text) }),
    });
    try {
      await t.app.inject({ method: 'GET', url: '/api/habits' });
      expect(written).toHaveLength(1);
      expect(written[0]).toMatch(/^\d\d:\d\d:\d\d INFO {2}GET \/api\/habits 401 \d+ms\n$/);
    } finally {
      await t.close();
    }
  });
});
