import { describe, expect, it } from 'vitest';
import { prettyLogLine, prettyLogStream } from './pretty-log';

const time = Date.UTC(2025, 2, 15, 12, 3, 4);

describe('pretty log lines', () => {
  it('a request reads as method, path, status and time', () => {
    const json = JSON.stringify({
      level: 30,
      time,
      req: { method: 'GET', url: '/api/habits' },
      res: { statusCode: 200 },
      responseTime: 3.4,
      msg: 'request completed',
    });
    expect(prettyLogLine(json)).toBe('12:03:04 INFO  GET /api/habits 200 3ms');
  });

  it('a message keeps its level; a non-JSON line is passed on', () => {
    expect(prettyLogLine(JSON.stringify({ level: 40, time, msg: 'slow disk' }))).toBe(
      '12:03:04 WARN  slow disk',
    );
    expect(prettyLogLine('plain text\n')).toBe('plain text');
  });

  it('the stream writes one readable line per JSON line', () => {
    const written: string[] = [];
    prettyLogStream({ write: (text: string) => written.push(text) }).write(
      `${JSON.stringify({ level: 30, time, msg: 'a' })}\n${JSON.stringify({ level: 50, time, msg: 'b' })}\n`,
    );
    expect(written).toEqual(['12:03:04 INFO  a\n', '12:03:04 ERROR b\n']);
  });
});

describe('a request in the stream', () => {
  it('is one line when it completes', () => {
    const written: string[] = [];
    const stream = prettyLogStream({ write: (text: string) => written.push(text) });
    stream.write(
      `${JSON.stringify({ level: 30, time, reqId: 'req-1', req: { method: 'POST', url: '/api/login' }, res: { statusCode: 401 }, responseTime: 12, msg: 'request completed' })}\n`,
    );
    expect(written).toEqual(['12:03:04 INFO  POST /api/login 401 12ms\n']);
  });
});
