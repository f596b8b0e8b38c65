/** GET /api/icons/{category}/{name}.svg: built-in files or uploaded markup, always inert. */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { findBuiltInIcon, findIconByCategoryAndName } from '@taper/db';
import { CATEGORY_IDS } from '@taper/domain';
import type { Db } from '@taper/db';

const NAME = /^([a-z0-9_]{1,64})\.svg$/;

/** ARCHITECTURE's headers: even a hostile file that slipped through can't run script or load anything. */
const IMAGE_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': 'public, max-age=3600',
} as const;

export function registerIconImages(
  app: FastifyInstance,
  services: { db: Db; iconsDir: string },
): void {
  const { iconsDir } = services;
  const notFound = { message: 'Icon not found', code: 'NOT_FOUND' } as const;

  app.get<{ Params: { category: string; file: string } }>(
    '/api/icons/:category/:file',
    async (request, reply) => {
      const { category, file } = request.params;
      const name = NAME.exec(file)?.[1];
      if (name === undefined || !(CATEGORY_IDS as readonly string[]).includes(category)) {
        return reply.code(404).send(notFound);
      }
      const icon = await findIconByCategoryAndName(services.db, category, name);
      if (!icon) return reply.code(404).send(notFound);

      let svg: string;
      if (icon.isBuiltIn) {
        // Built-in files stay in their catalog folder even when an admin moves the icon's category.
        const builtIn = findBuiltInIcon(icon.id);
        if (!builtIn) return reply.code(404).send(notFound);
        try {
          svg = await readFile(path.join(iconsDir, builtIn.category, builtIn.filename), 'utf8');
        } catch {
          return reply.code(404).send(notFound);
        }
      } else if (icon.svg !== null) {
        svg = icon.svg;
      } else {
        return reply.code(404).send(notFound);
      }

      const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
      void reply.headers({ ...IMAGE_HEADERS, etag });
      const ifNoneMatch = request.headers['if-none-match'];
      if (
        ifNoneMatch !== undefined &&
        ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
      ) {
        return reply.code(304).send();
      }
      return reply.send(svg);
    },
  );
}
