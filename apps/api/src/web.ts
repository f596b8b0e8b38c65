/** The built web app, when it exists, with a single-page fallback; JSON 404s for everything else. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiUrl } from './http';

/**
 * The Cache-Control of a file of the build: Vite's hashed assets never change; everything else
 * (index.html, the service worker, the manifest, boot.js, the icons) must be revalidated each
 * time, so a new version is found at once — the worker above all, which the browser would
 * otherwise keep for up to a day.
 */
function webCacheControl(filePath: string): string {
  return filePath.includes(`${path.sep}assets${path.sep}`)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/**
 * `/s/{token}` and `/s/stop/{token}`: the pages of a share link and of its mail's stop link;
 * `/reminders/stop/{token}`: an email reminder's stop link. Each holds a secret in its address.
 */
export function isSharePage(url: string): boolean {
  return url === '/s' || url.startsWith('/s/') || url.startsWith('/reminders/stop/');
}

export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // The build writes each larger file's .br and .gz beside it (apps/web's vite.config.ts): sent
      // as they are, with Content-Encoding and Vary, and never compressed again per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader('cache-control', webCacheControl(filePath));
        // The same path answers br, gzip or plain bytes by the request's Accept-Encoding.
        res.setHeader('vary', 'accept-encoding');
        const name = path.basename(filePath);
        if (name === 'sw.js') res.setHeader('service-worker-allowed', '/');
        if (name.endsWith('.webmanifest')) {
          res.setHeader('content-type', 'application/manifest+json; charset=utf-8');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const { url, method } = request;
    if (hasWeb && !isApiUrl(url) && (method === 'GET' || method === 'HEAD')) {
      // SPA fallback: the web app's router decides what /habit/12 shows.
      if (isSharePage(url)) {
        // A share link's page: its address is a secret, so it is never indexed nor sent on.
        reply.header('x-robots-tag', 'noindex').header('referrer-policy', 'no-referrer');
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
  });
}
