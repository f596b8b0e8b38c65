/**
 * Icon images: GET /api/icons/{category}/{name}.svg serves one file; GET /api/icons/images serves
 * every icon's markup in one JSON answer, so the pickers and cards load all icons in one request.
 * Built-in files or uploaded markup, always inert.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentHash, iconImages } from '@taper/api';
import type { Db } from '@taper/db';

/** ARCHITECTURE's headers: even a hostile file that slipped through can't run script or load anything. */
const IMAGE_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': 'public, max-age=3600',
} as const;

/** The bundle changes whenever an admin changes an icon: always revalidated, a 304 when unchanged. */
const BUNDLE_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'x-content-type-options': 'nosniff',
  'cache-control': 'public, no-cache',
} as const;

const notFound = { message: 'Icon not found', code: 'NOT_FOUND' } as const;

function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  return (
    ifNoneMatch !== undefined &&
    ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
  );
}

/** Sends `body` tagged with its content hash (or the given one), or a 304 when the client has it. */
function sendWithEtag(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  headers: Record<string, string>,
  hash = contentHash(body),
) {
  const etag = `"${hash}"`;
  void reply.headers({ ...headers, etag });
  if (matchesEtag(request, etag)) return reply.code(304).send();
  return reply.send(body);
}

/** The two icon image routes' handlers: the icon images service's markup, sent inert. */
export function iconImageHandlers(services: { db: Db; iconsDir: string }) {
  const images = iconImages(services);
  return {
    /** Every icon's markup in one JSON answer. */
    bundle: async (request: FastifyRequest, reply: FastifyReply) => {
      const bundle = await images.bundle();
      return sendWithEtag(request, reply, JSON.stringify(bundle), BUNDLE_HEADERS, bundle.version);
    },

    /** One icon's file, `{category}/{file}` with `file` `{name}.svg`. */
    image: async (
      request: FastifyRequest<{ Params: { category: string; file: string } }>,
      reply: FastifyReply,
    ) => {
      const svg = await images.image(request.params.category, request.params.file);
      if (svg === null) return reply.code(404).send(notFound);
      return sendWithEtag(request, reply, svg, IMAGE_HEADERS);
    },
  };
}
