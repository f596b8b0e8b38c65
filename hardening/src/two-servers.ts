/**
 * Two built API processes on one database — a SQLite file in WAL mode or a private PostgreSQL —
 * for the scale-out tests, with JSON helpers that fail with the server's answer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPgCluster, type PgCluster } from './pg-cluster';
import { request, startApiServer, type ApiServer, type StartOptions } from './server';

export type Engine = 'sqlite' | 'postgres';

export interface SharedDatabase {
  engine: Engine;
  url: string;
  /** The SQLite file (sqlite only). */
  file?: string;
  dispose(): void;
}

export async function sharedDatabase(engine: Engine): Promise<SharedDatabase> {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'taper-scale-'));
    const file = path.join(dir, 'taper.db');
    return {
      engine,
      url: file,
      file,
      dispose: () => {
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const cluster: PgCluster = await createPgCluster();
  await cluster.createDatabase('taper');
  return {
    engine,
    url: cluster.url('taper'),
    dispose: () => {
      cluster.destroy();
    },
  };
}

/** Starts servers one after the other (the first one migrates the database). */
export async function startServers(count: number, options: StartOptions): Promise<ApiServer[]> {
  const servers: ApiServer[] = [];
  for (let i = 0; i < count; i += 1) servers.push(await startApiServer(options));
  return servers;
}

/** A JSON call that must answer `status`; its parsed body. */
export async function call<T = Record<string, unknown>>(
  server: ApiServer,
  method: string,
  url: string,
  options: {
    token?: string;
    body?: unknown;
    status?: number;
    headers?: Record<string, string>;
  } = {},
): Promise<T> {
  const res = await request(server.origin, method, url, options);
  if (res.status !== (options.status ?? 200)) {
    throw new Error(
      `${method} ${url} on :${String(server.port)}: ${String(res.status)} ${res.body}`,
    );
  }
  return (res.body === '' ? {} : JSON.parse(res.body)) as T;
}
