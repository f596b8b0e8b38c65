/** Load generation: autocannon for throughput, a sequential keep-alive client for latency. */
import http from 'node:http';
import autocannon from 'autocannon';
import { percentile } from './stats';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and non-2xx responses. */
  errors: number;
  requests: number;
}

export interface LoadSpec {
  url: string;
  path: string;
  connections: number;
  seconds: number;
  token?: string;
  /** Further headers on every request (a browser's Accept-Encoding). */
  headers?: Readonly<Record<string, string>>;
  method?: 'GET' | 'POST';
  /** Builds each request's path and body (distinct writes), and its user when they differ. */
  next?: () => { path: string; body: string; token?: string };
}

export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const headers: Record<string, string> = { ...spec.headers };
  if (spec.token !== undefined) headers.authorization = `Bearer ${spec.token}`;
  if (spec.method === 'POST') headers['content-type'] = 'application/json';
  const next = spec.next;
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    pipelining: 1,
    duration: spec.seconds,
    headers,
    requests: [
      next === undefined
        ? { method: spec.method ?? 'GET', path: spec.path }
        : {
            method: spec.method ?? 'POST',
            setupRequest: (request) => {
              const { path, body, token } = next();
              const headers =
                token === undefined
                  ? request.headers
                  : { ...request.headers, authorization: `Bearer ${token}` };
              return { ...request, path, body, headers };
            },
          },
    ],
  });
  return {
    // requests.average is a mean of whole-second samples: 0 for runs of a second or less.
    rps: result.requests.total / Math.max(result.duration, 0.001),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

export interface LatencyResult {
  /** Milliseconds. */
  p50: number;
  p99: number;
  mean: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One request at a time; returns the body (for checks) and its status. */
export function request(
  base: string,
  path: string,
  token?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${path}`,
      { agent, headers: token === undefined ? {} : { authorization: `Bearer ${token}` } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Sequential latency of `count` requests after `warmup` unmeasured ones. */
export async function sequentialLatency(
  base: string,
  path: string,
  token: string,
  count: number,
  warmup = 50,
): Promise<LatencyResult> {
  for (let i = 0; i < warmup; i += 1) {
    const { status } = await request(base, path, token);
    if (status !== 200) throw new Error(`${path}: HTTP ${status}`);
  }
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = process.hrtime.bigint();
    const { status } = await request(base, path, token);
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (status !== 200) throw new Error(`${path}: HTTP ${status}`);
  }
  return {
    p50: percentile(samples, 50),
    p99: percentile(samples, 99),
    mean: samples.reduce((sum, value) => sum + value, 0) / samples.length,
  };
}
