/**
 * The app as the bench runs it: `buildApp` on the given database, plus tRPC's own Fastify adapter
 * (`fastifyTRPCPlugin`) serving the same router on the same kind of services at /trpc-adapter, the
 * reference for the app's /trpc.
 */
import type { FastifyInstance } from 'fastify';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { appRouter, createContext, type ApiServices } from '@taper/api';
import type { Kysely } from 'kysely';
import type { Database } from '@taper/db';
import { apiServices, buildApp, loadConfig, type ComputedReadsDatabase } from '@taper/server';

export async function benchApp(
  db: Kysely<Database>,
  env: { PORT?: string; WEB_DIST?: string; COMPUTED_READ_THREADS?: string } = {},
  /** How the server's threads of computed reads open `db`; without it they run inline. */
  database?: ComputedReadsDatabase,
): Promise<{ app: FastifyInstance; services: ApiServices }> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    // The bench signs many users up from one address: the per-address budgets set out of reach.
    SIGNUP_LIMIT_PER_HOUR: '1000000',
    LOGIN_FAILURES_LIMIT: '1000000',
    ...(database ? {} : { COMPUTED_READ_THREADS: '0' }),
    ...env,
  });
  const app = await buildApp({ db, config, ...(database ? { database } : {}) });
  const services = apiServices({ db, config }, () => undefined);
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc-adapter',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }: { req: { headers: { authorization?: string }; ip: string } }) =>
        createContext(services, {
          authorization: req.headers.authorization,
          ip: req.ip,
          origin: 'http://127.0.0.1',
        }),
    },
  });
  return { app, services };
}
