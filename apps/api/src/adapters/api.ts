/**
 * The API's two wire formats on Fastify: REST under /api, tRPC under /trpc. Each request is handed
 * to @taper/api as an `ApiRequest` and its `ApiResponse` sent back as it is.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Api, ApiRequest, ApiResponse } from '@taper/api';

const JSON_TYPE = 'application/json; charset=utf-8';
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function apiRequest(request: FastifyRequest): ApiRequest {
  return {
    // Fastify answers HEAD with the GET route, without the body.
    method: request.method === 'HEAD' ? 'GET' : request.method,
    url: request.url,
    authorization: request.headers.authorization,
    userAgent: request.headers['user-agent'],
    contentType: request.headers['content-type'],
    body: request.body,
    ip: request.ip,
    origin: `${request.protocol}://${request.host}`,
  };
}

function send(reply: FastifyReply, response: ApiResponse): FastifyReply {
  return reply.code(response.status).headers(response.headers).type(JSON_TYPE).send(response.body);
}

export function registerApi(app: FastifyInstance, api: Api): void {
  app.route({
    method: METHODS,
    url: '/api/*',
    handler: async (request, reply) => send(reply, await api.rest(apiRequest(request))),
  });
  app.route({
    method: METHODS,
    url: '/trpc/*',
    handler: async (request, reply) => send(reply, await api.trpc(apiRequest(request))),
  });
}
