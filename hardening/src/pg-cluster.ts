/**
 * A private PostgreSQL 15 cluster in a temp folder on a port of this suite's range, so the fault
 * tests can stop and start it freely. The machine's shared server (5432) is never touched.
 * As root the cluster runs as the `postgres` user (initdb refuses root).
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './ports';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PgCluster {
  port: number;
  /** postgres://postgres@127.0.0.1:PORT/DATABASE */
  url(database?: string): string;
  start(): void;
  /** `pg_ctl stop -m fast`: connections are terminated, as in a restart or failover. */
  stop(): void;
  isRunning(): boolean;
  createDatabase(name: string): Promise<void>;
  /** Stops (immediately) and deletes the cluster. Safe to call twice. */
  destroy(): void;
}

const live = new Set<PgCluster>();
process.once('exit', () => {
  for (const cluster of live) cluster.destroy();
});

function userArgs(): { prefix: string[]; uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return { prefix: [] };
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { prefix: ['runuser', '-u', 'postgres', '--'], uid, gid };
}

type Run = (tool: string, args: string[], timeout?: number) => string;

/** The cluster's folders and port, and how its tools are run (as `postgres` when root). */
interface Place {
  port: number;
  dir: string;
  data: string;
  log: string;
  run: Run;
}

/** A fresh temp folder owned by the user the cluster runs as, and a free port for it. */
async function newPlace(): Promise<Place> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'taper-pg-'));
  const who = userArgs();
  if (who.uid !== undefined && who.gid !== undefined) chownSync(dir, who.uid, who.gid);
  const run: Run = (tool, args, timeout = 120_000) => {
    const [command = '', ...rest] = [...who.prefix, path.join(BIN, tool), ...args];
    return execFileSync(command, rest, { stdio: ['ignore', 'pipe', 'pipe'], timeout }).toString();
  };
  return { port, dir, data: path.join(dir, 'data'), log: path.join(dir, 'server.log'), run };
}

function initCluster({ run, data }: Place) {
  run('initdb', [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
}

/** Starts the server on the place's port and socket folder; a failure brings the log's tail. */
function startServer({ run, data, log, port, dir }: Place) {
  try {
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      log,
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c shared_buffers=32MB`,
      'start',
    ]);
  } catch (error) {
    const tail = existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : '';
    throw new Error(`pg_ctl start failed: ${String(error)}\n${tail}`);
  }
}

async function createDatabaseAt(url: string, name: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create database "${name.replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
}

export async function createPgCluster(): Promise<PgCluster> {
  const place = await newPlace();
  const { port, dir, data, run } = place;
  initCluster(place);
  let running = false;
  let destroyed = false;

  const cluster: PgCluster = {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start() {
      startServer(place);
      running = true;
    },
    stop() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
      running = false;
    },
    isRunning: () => running,
    createDatabase: (name) => createDatabaseAt(cluster.url(), name),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      live.delete(cluster);
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-t', '30', 'stop'], 40_000);
      } catch {
        // Not running.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  live.add(cluster);
  try {
    cluster.start();
  } catch (error) {
    cluster.destroy();
    throw error;
  }
  return cluster;
}
