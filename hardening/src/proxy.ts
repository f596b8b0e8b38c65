/**
 * A tiny reverse proxy standing in for Caddy (deploy/Caddyfile) where Docker is missing:
 * round-robin over the upstreams, X-Forwarded-For replaced with the client's address, and a fresh
 * X-Request-Id per request. The "client's address" is the socket's, or — so one test can play
 * several clients from 127.0.0.1 — the `x-test-client` header's.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Proxy {
  origin: string;
  /** Which upstream answered each request, in order. */
  served: string[];
  close(): Promise<void>;
}

export async function startProxy(upstreams: string[]): Promise<Proxy> {
  let next = 0;
  const served: string[] = [];
  const server = http.createServer((req, res) => {
    const upstream = new URL(upstreams[next % upstreams.length] ?? '');
    next += 1;
    served.push(upstream.origin);
    const headers = { ...req.headers };
    const client = headers['x-test-client'];
    delete headers['x-test-client'];
    headers['x-forwarded-for'] =
      typeof client === 'string' ? client : (req.socket.remoteAddress ?? '');
    headers['x-forwarded-proto'] = 'http';
    headers['x-request-id'] = randomUUID();
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${String(port)}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
