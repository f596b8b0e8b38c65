/**
 * The PUT target behind `uploadURL`: raw SVG only, at most 1 MiB, single-use, 15 minutes. The URL's
 * secret is the credential (the uploader sends no session), so it is checked first thing and only
 * its hash is stored.
 */
import type { FastifyInstance } from 'fastify';
import { attachSvg, findPendingUpload, markUploadUsed } from '@taper/db';
import { ICON_MAX_BYTES, ICON_MIME_TYPE, iconFilePath } from '@taper/domain';
import { hashToken, TOKEN_PATTERN } from '@taper/api';
import type { Db } from '@taper/db';
import { sanitizeSvg } from './lib/svg';

const EXPIRED = { message: 'Request has expired', code: 'FORBIDDEN' } as const;

export function registerUploads(app: FastifyInstance, services: { db: Db; now: () => Date }): void {
  void app.register((scope, _options, done) => {
    // Only image/svg+xml reaches the handler: Fastify answers 415 for any other type, 413 past the limit.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      ICON_MIME_TYPE,
      { parseAs: 'buffer', bodyLimit: ICON_MAX_BYTES },
      (_req, body, done) => {
        done(null, body);
      },
    );

    scope.put<{ Params: { token: string } }>(
      '/api/uploads/:token',
      { bodyLimit: ICON_MAX_BYTES },
      async (request, reply) => {
        const body = request.body;
        if (!(body instanceof Buffer)) {
          return reply.code(415).send({
            message: `Only ${ICON_MIME_TYPE} files can be uploaded`,
            code: 'UNSUPPORTED_MEDIA_TYPE',
          });
        }
        const { token } = request.params;
        if (!TOKEN_PATTERN.test(token)) return reply.code(403).send(EXPIRED);
        const id = hashToken(token);
        const now = services.now();
        const pending = await findPendingUpload(services.db, id);
        if (!pending || pending.usedAt !== null || pending.expiresAt.getTime() <= now.getTime()) {
          return reply.code(403).send(EXPIRED);
        }
        const result = await sanitizeSvg(body);
        // A rejected file leaves the URL usable, so the admin can fix the file and retry.
        if (!result.ok)
          return reply.code(400).send({ message: result.message, code: 'BAD_REQUEST' });
        if (!(await markUploadUsed(services.db, id, now))) return reply.code(403).send(EXPIRED);
        await attachSvg(services.db, id, result.svg);
        return reply.code(200).send({
          success: true,
          filePath: iconFilePath({
            category: pending.category,
            name: pending.fileName.replace(/\.svg$/, ''),
          }),
        });
      },
    );
    done();
  });
}
