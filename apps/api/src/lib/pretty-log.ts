/**
 * Readable log lines for a terminal ('12:03:04 INFO  GET /api/habits 200 3ms'); pino's JSON lines
 * are kept when the output is not a terminal (files, collectors).
 */
const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};

interface LogLine {
  reqId?: string;
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
}

/** One pino JSON line as a short human line (the line itself when it is not JSON). */
export function prettyLogLine(json: string): string {
  let line: LogLine;
  try {
    line = JSON.parse(json) as LogLine;
  } catch {
    return json.trimEnd();
  }
  const time = new Date(line.time ?? Date.now()).toISOString().slice(11, 19);
  const level = LEVELS[line.level ?? 30] ?? 'INFO ';
  const parts = [time, level];
  if (line.req?.method) parts.push(`${line.req.method} ${line.req.url ?? ''}`);
  if (line.res?.statusCode !== undefined) parts.push(String(line.res.statusCode));
  if (line.responseTime !== undefined) parts.push(`${Math.round(line.responseTime)}ms`);
  if (!line.req && !line.res && line.msg) parts.push(line.msg);
  if (line.err?.stack) parts.push(`\n${line.err.stack}`);
  return parts.join(' ');
}

/**
 * A pino destination writing readable lines to `out`, one per JSON line: a request is already one
 * line, written when it completes (src/lib/request-log.ts).
 */
export function prettyLogStream(out: { write(text: string): unknown }): {
  write(line: string): void;
} {
  return {
    write(chunk: string) {
      for (const json of chunk.split('\n')) if (json.trim()) out.write(`${prettyLogLine(json)}\n`);
    },
  };
}
