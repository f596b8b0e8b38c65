/**
 * The Fastify application: tRPC at /trpc, the same procedures as REST under /api, the docs, icon
 * images, the upload target and, when built, the web app. `buildApp` takes its database and clock
 * from the caller so tests and `main.ts` share every line of it.
 */
import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { incomingMessageToRequest } from '@trpc/server/adapters/node-http';
import { resolveResponse } from '@trpc/server/http';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '@taper/db';
import type { Config } from './config';
import { contextFactory, type AppServices } from './context';
import { registerDocs } from './docs';
import { registerIconImages } from './icon-images';
import { isUnavailable } from './lib/db-errors';
import { createPasswordHasher, PRODUCTION_ARGON2, type PasswordHashOptions } from './lib/passwords';
import {
  createAuthRateLimiter,
  DEFAULT_AUTH_RATE_LIMIT,
  type AuthRateLimitOptions,
} from './lib/rate-limit';
import { registerRest } from './rest';
import { API_SECURITY_HEADERS, securityHeaders } from './lib/security-headers';
import { UserDataCache } from './lib/user-data-cache';
import { appRouter } from './router';
import { registerUploads } from './uploads';

export interface BuildAppOptions {
  db: Kysely<Database>;
  config: Config;
  /** The clock; tests pin it. */
  now?: () => Date;
  /** Login / sign-up throttle; tests use a small one. */
  authRateLimit?: AuthRateLimitOptions;
  /** argon2 cost; production uses ARCHITECTURE's values, tests may use a cheaper one. */
  passwordHashing?: PasswordHashOptions;
  /** Where logs go (default stdout); tests read them to prove no secret is written. */
  logStream?: { write(line: string): void };
}

/** JSON bodies of the API are small; the icon upload has its own 1 MiB limit. */
const BODY_LIMIT = 256 * 1024;

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  406: 'BAD_REQUEST',
  408: 'TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/** Requests the API answers (JSON, icon images), not the web app or its files. */
function isApiUrl(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/trpc');
}

/** Upload URLs carry their secret in the path: never write it to a log. */
function redactUrl(url: string): string {
  return url.replace(/(\/api\/uploads\/)[^/?#]+/, '$1[redacted]');
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const dev = config.nodeEnv === 'development';
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            redact: [
              'req.headers.authorization',
              'req.headers.cookie',
              'req.body.password',
              'req.body.newPassword',
            ],
            serializers: {
              req: (req: { method: string; url: string; ip?: string }) => ({
                method: req.method,
                url: redactUrl(req.url),
                ip: req.ip,
              }),
            },
          },
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const unavailable = isUnavailable(error);
    const status = unavailable
      ? 503
      : error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message =
      status === 503
        ? 'The service is temporarily unavailable, please try again'
        : status >= 500 && !dev
          ? 'Internal server error'
          : error.message;
    return reply.code(status).send({
      message,
      code: STATUS_CODES[status] ?? 'INTERNAL_SERVER_ERROR',
      ...(dev && error.stack ? { stack: error.stack } : {}),
    });
  });

  const documentHeaders = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React's style attributes and Headless UI's inline positioning need inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Icons are <img> from our own origin; nothing cross-origin is embedded.
    crossOriginEmbedderPolicy: false,
  });
  // One hook for every request: its security headers and, for REST calls like
  // `curl -X POST /api/logout` that send no body and no type, the empty JSON body's type.
  app.addHook('onRequest', (request, reply, done) => {
    const { url, headers } = request;
    reply.headers(isApiUrl(url) ? API_SECURITY_HEADERS : documentHeaders);
    if (
      url.startsWith('/api/') &&
      (request.method === 'POST' || request.method === 'PUT' || request.method === 'PATCH') &&
      headers['content-type'] === undefined &&
      headers['transfer-encoding'] === undefined &&
      (headers['content-length'] === undefined || headers['content-length'] === '0')
    ) {
      headers['content-type'] = 'application/json';
    }
    done();
  });
  // The web app's JS and CSS and the larger JSON lists (all entries) shrink several times over.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(rateLimit, { global: false });

  // An empty JSON body (`POST /api/logout` with no body) is {}; anything else goes to Fastify's
  // own parser, which guards against prototype poisoning and answers 400 for malformed JSON.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    // tRPC parses its own bodies (and tells an empty one from `{}`).
    if (request.url.startsWith('/trpc/')) {
      done(null, text);
      return;
    }
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    void jsonParser(request, text, done);
  });
  const services: AppServices = {
    db,
    config,
    now: options.now ?? (() => new Date()),
    passwords: createPasswordHasher(options.passwordHashing ?? PRODUCTION_ARGON2),
    authLimiter: createAuthRateLimiter(app, options.authRateLimit ?? DEFAULT_AUTH_RATE_LIMIT),
    userData: new UserDataCache(),
  };
  const contexts = contextFactory(services);

  // tRPC's route, in the root context rather than through `fastifyTRPCPlugin`: a plugin's routes
  // get their own Request and Reply classes, so every shared hook and Fastify function would see
  // two kinds of object, and REST ran slower while tRPC was in use. Its answer is sent as text, not
  // as the web stream the adapter hands Fastify to convert: batched JSON answers are small, and
  // tRPC reads cost 10–15% less this way (BENCHMARKS.md, section 2).
  app.all<{ Params: { path: string } }>('/trpc/:path', async (request, reply) => {
    // The body as Fastify read it (tRPC's JSON as text, see the parser above); none for a GET.
    const incoming: IncomingMessage & { body?: unknown } = request.raw;
    incoming.body = request.body;
    const response = await resolveResponse({
      router: appRouter,
      req: incomingMessageToRequest(incoming, reply.raw, { maxBodySize: null }),
      path: request.params.path,
      error: null,
      createContext: () => contexts.create({ req: request, res: reply }),
      onError({ error, path: procedurePath }) {
        // Inputs are never logged: they may hold passwords.
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ err: error, path: procedurePath }, 'tRPC error');
      },
    });
    reply.code(response.status);
    response.headers.forEach((value, name) => {
      void reply.header(name, value);
    });
    return reply.send(await response.text());
  });

  registerDocs(app, { router: appRouter, publicUrl: config.publicUrl, documentHeaders });
  registerIconImages(app, services);
  registerUploads(app, services);
  registerRest(app, { router: appRouter, contexts, dev });

  const webDist = config.webDist;
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite's hashed assets never change; index.html must always be revalidated.
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (
      hasWeb &&
      !isApiUrl(request.url) &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      // SPA fallback: the web app's router decides what /habit/12 shows.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
  });

  return app;
}
