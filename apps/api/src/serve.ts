/**
 * One API process: migrate (unless the cluster's primary already did), serve, and on SIGTERM or
 * SIGINT shut down gracefully — stop accepting, let every request in flight finish, then close the
 * database. A shutdown that takes longer than `SHUTDOWN_TIMEOUT_MS` exits anyway.
 */
import { createDb, migrateToLatest } from '@taper/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { startBanner } from './banner';
import type { Config } from './config';
import { prettyLogStream } from './lib/pretty-log';

export const SHUTDOWN_TIMEOUT_MS = 15_000;

/**
 * Fastify logs 'Server listening at …' at info once per address (and once per worker): the
 * banner says where Taper runs, once, so those lines are left out. Nothing else logs meanwhile.
 */
export async function listenQuietly(app: FastifyInstance, config: Config): Promise<void> {
  const level = app.log.level;
  if (level !== 'silent') app.log.level = 'warn';
  try {
    await app.listen({ port: config.port, host: config.host });
  } finally {
    app.log.level = level;
  }
}

export async function serve(
  config: Config,
  options: { migrate: boolean; announce?: boolean },
): Promise<void> {
  const { db, close } = createDb(config.databaseUrl);
  if (options.migrate) await migrateToLatest(db);
  // Readable lines in a terminal, pino's JSON lines otherwise (files, log collectors).
  const logStream = process.stdout.isTTY ? prettyLogStream(process.stdout) : undefined;
  const app = await buildApp({
    db,
    config,
    reminders: { intervalMs: config.reminderIntervalMs },
    ...(logStream ? { logStream } : {}),
  });
  app.addHook('onClose', async () => {
    await close();
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting with requests unfinished');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  await listenQuietly(app, config);
  if (options.announce) process.stdout.write(startBanner(config));
}
