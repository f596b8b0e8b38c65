import type { FastifyRequest } from 'fastify';
import type { ApiRequest, QueryParams } from '@taper/api';

/** A Fastify request as @taper/api reads it; `body` is the parsed JSON, or undefined for a file. */
export function toApiRequest(request: FastifyRequest, body: unknown): ApiRequest {
  return {
    // Fastify answers HEAD with the GET route, without the body.
    method: request.method === 'HEAD' ? 'GET' : request.method,
    url: request.url,
    // Fastify's own parse (fast-querystring): strings, and arrays for repeated names.
    query: request.query as QueryParams,
    authorization: request.headers.authorization,
    userAgent: request.headers['user-agent'],
    acceptLanguage: request.headers['accept-language'],
    contentType: request.headers['content-type'],
    body,
    ip: request.ip,
    origin: `${request.protocol}://${request.host}`,
  };
}
