/**
 * Icon images: GET /api/icons/{category}/{name}.svg serves one file; GET /api/icons/images serves
 * every icon's markup in one JSON answer, so the pickers and cards load all icons in one request.
 * Built-in files or uploaded markup, always inert.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findBuiltInIcon, findIconByCategoryAndName, listIcons } from '@taper/db';
import type { Db, IconRow } from '@taper/db';
import { CATEGORY_IDS, iconFilePath } from '@taper/domain';

const NAME = /^([a-z0-9_]{1,64})\.svg$/;

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

/** The icons' image bundle: each icon's `filePath` with its SVG markup, and their content hash. */
export interface IconImageBundle {
  version: string;
  images: Record<string, string>;
}

const notFound = { message: 'Icon not found', code: 'NOT_FOUND' } as const;

function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 27);
}

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

/** The two icon image routes' handlers, sharing the built-in files read once. */
export function iconImageHandlers(services: { db: Db; iconsDir: string }) {
  // Built-in files never change while the server runs: each is read once.
  const builtInFiles = new Map<string, Promise<string | null>>();
  const readBuiltIn = (file: string) => {
    let pending = builtInFiles.get(file);
    if (!pending) {
      pending = readFile(path.join(services.iconsDir, file), 'utf8').catch(() => null);
      builtInFiles.set(file, pending);
    }
    return pending;
  };

  /** The icon's markup; built-in files stay in their catalog folder even when an admin moves the icon's category. */
  const markupOf = async (icon: IconRow): Promise<string | null> => {
    if (!icon.isBuiltIn) return icon.svg;
    const builtIn = findBuiltInIcon(icon.id);
    return builtIn ? readBuiltIn(path.join(builtIn.category, builtIn.filename)) : null;
  };

  return {
    /** Every icon's markup in one JSON answer. */
    bundle: async (request: FastifyRequest, reply: FastifyReply) => {
      // Disabled icons too: habits that chose one before it was disabled still show it.
      const icons = await listIcons(services.db, { includeDisabled: true });
      const markups = await Promise.all(icons.map(markupOf));
      const images: Record<string, string> = {};
      icons.forEach((icon, index) => {
        const markup = markups[index];
        if (markup != null) images[iconFilePath(icon)] = markup;
      });
      const version = contentHash(JSON.stringify(images));
      const bundle: IconImageBundle = { version, images };
      return sendWithEtag(request, reply, JSON.stringify(bundle), BUNDLE_HEADERS, version);
    },

    /** One icon's file, `{category}/{file}` with `file` `{name}.svg`. */
    image: async (
      request: FastifyRequest<{ Params: { category: string; file: string } }>,
      reply: FastifyReply,
    ) => {
      const { category, file } = request.params;
      const name = NAME.exec(file)?.[1];
      if (name === undefined || !(CATEGORY_IDS as readonly string[]).includes(category)) {
        return reply.code(404).send(notFound);
      }
      const icon = await findIconByCategoryAndName(services.db, category, name);
      const svg = icon ? await markupOf(icon) : null;
      if (svg === null) return reply.code(404).send(notFound);
      return sendWithEtag(request, reply, svg, IMAGE_HEADERS);
    },
  };
}
