/**
 * Probes for orchestrators and proxies: `/healthz` says the process answers, `/readyz` that it can
 * serve (the database answers a query, and it is not shutting down). Neither needs a session.
 */
import type { FastifyInstance } from 'fastify';
import { pingDb, type Db } from '@taper/db';

/** A database that does not answer within this is as good as down for a probe. */
const READY_TIMEOUT_MS = 2_000;

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => {
      resolve(false);
    }, READY_TIMEOUT_MS);
  });
  try {
    const query = pingDb(db).then(
      () => true,
      () => false,
    );
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealth(app: FastifyInstance, db: Db): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.get('/healthz', (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (closing) return reply.code(503).send({ status: 'closing' });
    if (!(await databaseAnswers(db))) return reply.code(503).send({ status: 'unavailable' });
    return reply.send({ status: 'ready' });
  });
}
