/**
 * The upload target behind `uploadURL`, mounted: its rules (the URL's secret, single use, expiry,
 * sanitizing, what is kept) are the API's (`api.uploadIcon`, packages/api services/uploads). The
 * host only reads the raw body: Fastify answers 415 for any type but SVG and 413 past the limit.
 */
import type { FastifyInstance } from 'fastify';
import { UPLOAD_ROUTE, type Api } from '@taper/api';

export function mountUpload(app: FastifyInstance, api: Api, path: string): void {
  void app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      UPLOAD_ROUTE.contentType,
      { parseAs: 'buffer', bodyLimit: UPLOAD_ROUTE.bodyLimit },
      (_req, body, parsed) => {
        parsed(null, body);
      },
    );
    scope.route<{ Params: { token: string } }>({
      method: UPLOAD_ROUTE.method,
      url: path,
      bodyLimit: UPLOAD_ROUTE.bodyLimit,
      handler: async (request, reply) => {
        const body = request.body;
        const answer = await api.uploadIcon({
          token: request.params.token,
          bytes: body instanceof Buffer ? body : undefined,
        });
        return reply.code(answer.status).headers(answer.headers).send(answer.body);
      },
    });
    done();
  });
}
