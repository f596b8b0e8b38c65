/**
 * GET /api/export and POST /api/import on Fastify: the import's body is the file itself (a zip,
 * JSON, a SQLite file or a CSV, at most 20 MB) read as bytes, and the export's answer is sent as it is produced.
 */
import { Readable } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { Api, TransferResponse } from '@taper/api';
import { IMPORT_MAX_BYTES } from '@taper/domain';
import { toApiRequest } from './adapters/api-request';

const IMPORT_TYPES = [
  'application/json',
  'application/zip',
  'application/x-zip-compressed',
  'application/vnd.sqlite3',
  'application/x-sqlite3',
  'text/csv',
  'application/octet-stream',
];

function send(reply: FastifyReply, response: TransferResponse): FastifyReply {
  reply.code(response.status).headers(response.headers);
  return typeof response.body === 'string'
    ? reply.send(response.body)
    : reply.send(Readable.from(response.body));
}

/** GET /api/export: the file is sent as it is produced. */
export function mountExport(app: FastifyInstance, api: Api, path: string): void {
  app.get(path, async (request, reply) =>
    send(reply, await api.exportData(toApiRequest(request, undefined))),
  );
}

/** POST /api/import: the body is the file itself, read as bytes, at most `IMPORT_MAX_BYTES`. */
export function mountImport(app: FastifyInstance, api: Api, path: string): void {
  void app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      IMPORT_TYPES,
      { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
      (_req, body, parsed) => {
        parsed(null, body);
      },
    );
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return reply.code(413).send({
          message: `The file is larger than ${String(IMPORT_MAX_BYTES / 1024 / 1024)} MB`,
          code: 'PAYLOAD_TOO_LARGE',
        });
      throw error;
    });
    scope.post(path, { bodyLimit: IMPORT_MAX_BYTES }, async (request, reply) => {
      const body = request.body;
      const bytes = body instanceof Buffer ? new Uint8Array(body) : undefined;
      return send(reply, await api.importData({ ...toApiRequest(request, undefined), bytes }));
    });
    done();
  });
}
