/**
 * What every response of the server shares: the logger, the JSON error body, security headers,
 * compression and the JSON body parser.
 */
import { maxHeaderSize, STATUS_CODES as HTTP_STATUS_TEXTS } from 'node:http';
import type { Socket } from 'node:net';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyError, FastifyInstance, FastifyServerOptions } from 'fastify';
import { isUnavailable } from '@taper/api';
import type { Config } from './config';
import { API_SECURITY_HEADERS, securityHeaders } from './lib/security-headers';

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
export function isApiUrl(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/trpc');
}

/** Upload URLs carry their secret in the path: never write it to a log. */
function redactUrl(url: string): string {
  return url.replace(/(\/api\/uploads\/)[^/?#]+/, '$1[redacted]');
}

/** pino's options: never a token, a password or an upload secret. */
export function loggerOptions(
  config: Config,
  stream: { write(line: string): void } | undefined,
): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
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
  };
}

/** Errors Fastify raises itself (bad JSON, too large, wrong type) as `{ message, code }`. */
export function registerErrorHandler(app: FastifyInstance, config: Config): void {
  const dev = config.nodeEnv === 'development';
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = isUnavailable(error)
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
}

/** What the HTTP parser refuses before Fastify sees a request, said as every other error is. */
function clientErrorAnswer(code: string | undefined): {
  status: number;
  message: string;
  code: string;
} {
  if (code === 'HPE_HEADER_OVERFLOW')
    return {
      status: 431,
      message: `The request's headers are too large: at most ${String(Math.floor(maxHeaderSize / 1024))} KB in all`,
      code: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
    };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, message: 'The request took too long to arrive', code: 'TIMEOUT' };
  return { status: 400, message: 'The request is not valid HTTP', code: 'BAD_REQUEST' };
}

/**
 * Fastify's `clientErrorHandler`: a request the HTTP parser refuses (headers over Node's limit, a
 * malformed request line, a timeout) gets the JSON `{ message, code }` every other error has,
 * with the API's security headers, and the connection is closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message, code } = clientErrorAnswer(error.code);
  const body = JSON.stringify({ message, code });
  const headers = {
    ...API_SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  if (socket.writable) {
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(
      `HTTP/1.1 ${String(status)} ${HTTP_STATUS_TEXTS[status] ?? ''}\r\n${lines.join('')}\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** helmet's headers for documents (the web app, the API reference page), computed once. */
export const DOCUMENT_HEADERS = securityHeaders({
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

function isBodyless(headers: Record<string, string | string[] | undefined>): boolean {
  return (
    headers['content-type'] === undefined &&
    headers['transfer-encoding'] === undefined &&
    (headers['content-length'] === undefined || headers['content-length'] === '0')
  );
}

/**
 * Security headers on every response, compression of the larger ones, and JSON bodies: an empty
 * body (`curl -X POST /api/logout`, with no type either) is no body at all; anything else goes to
 * Fastify's own parser, which guards against prototype poisoning and answers 400 for bad JSON.
 */
export async function registerHttpBasics(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    const { url, headers, method } = request;
    reply.headers(isApiUrl(url) ? API_SECURITY_HEADERS : DOCUMENT_HEADERS);
    if (
      url.startsWith('/api/') &&
      ['POST', 'PUT', 'PATCH'].includes(method) &&
      isBodyless(headers)
    ) {
      headers['content-type'] = 'application/json';
    }
    done();
  });
  // The web app's JS and CSS and the larger JSON answers shrink several times over.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void jsonParser(request, text, done);
  });
}
