/**
 * The API's two wire formats on Fastify: REST under /api, tRPC under /trpc. Each request is handed
 * to @taper/api as an `ApiRequest` and its `ApiResponse` sent back as it is.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Api, ApiResponse } from '@taper/api';
import { chooseEncoding, EncodedAnswers, encodeNow } from './encoded-answers';
import { toApiRequest } from './api-request';

const JSON_TYPE = 'application/json; charset=utf-8';
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export function registerApi(
  app: FastifyInstance,
  api: Api,
  encodedAnswers = new EncodedAnswers(),
): void {
  /**
   * The answer compressed as the browser asks: a kept answer's bytes compressed once
   * (encoded-answers.ts), an answer made now compressed in one call; a long one is left to
   * @fastify/compress's stream, a short one goes as it is.
   */
  async function send(request: FastifyRequest, reply: FastifyReply, response: ApiResponse) {
    reply.code(response.status).headers(response.headers).type(JSON_TYPE);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    let bytes: Buffer | undefined;
    if (encoding) {
      bytes =
        response.keptAs === undefined
          ? encodeNow(response.body, encoding)
          : await encodedAnswers.encode(response.keptAs, response.body, encoding);
    }
    if (!bytes || !encoding) return reply.send(response.body);
    // A Content-Encoding already set tells @fastify/compress the body is compressed.
    return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(bytes);
  }

  app.route({
    method: METHODS,
    url: '/api/*',
    handler: async (request, reply) =>
      send(request, reply, await api.rest(toApiRequest(request, request.body))),
  });
  app.route({
    method: METHODS,
    url: '/trpc/*',
    handler: async (request, reply) =>
      send(request, reply, await api.trpc(toApiRequest(request, request.body))),
  });
}
