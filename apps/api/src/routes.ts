/**
 * The host's own routes: every call the server answers that is not a procedure of the API (those
 * are served from the router under /api and /trpc, see adapters/api). One row per route says its
 * method and path, what handles it and where it is documented; `mountHostRoutes` mounts exactly
 * these rows. Paths are written as /api/openapi.json writes them (`{name}` for a parameter).
 */
import type { FastifyInstance } from 'fastify';
import type { Api } from '@taper/api';
import type { Db } from '@taper/db';
import { docsDocuments } from './docs';
import { iconImageHandlers } from './icon-images';
import { mountExport, mountImport } from './transfer';
import { mountUpload } from './uploads';

export interface HostServices {
  api: Api;
  db: Db;
  iconsDir: string;
  publicUrl: string | undefined;
  /** Headers of documents (the reference page is one, under /api). */
  documentHeaders: Readonly<Record<string, string>>;
}

export interface HostRoute {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** What answers it, in words. */
  handler: string;
  /**
   * Where it is documented: `openapi` rows are operations of /api/openapi.json (by operationId);
   * the others are documents or images, described here and in docs/architecture.md.
   */
  docs: { openapi: string } | { note: string };
  mount: (app: FastifyInstance, path: string) => void;
}

/** `/api/uploads/{token}` → `/api/uploads/:token`, Fastify's form. */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

export function hostRoutes(services: HostServices): HostRoute[] {
  const { api } = services;
  const icons = iconImageHandlers(services);
  const docs = docsDocuments(services.publicUrl);
  return [
    {
      method: 'GET',
      path: '/api/export',
      handler:
        'api.exportData (packages/api transfer/handler, transfer/export): a file sent as it is made',
      docs: { openapi: 'transfer-export' },
      mount: (app, path) => {
        mountExport(app, api, path);
      },
    },
    {
      method: 'POST',
      path: '/api/import',
      handler:
        'api.importData (packages/api transfer/handler, transfer/import-run): the file as the body',
      docs: { openapi: 'transfer-import' },
      mount: (app, path) => {
        mountImport(app, api, path);
      },
    },
    {
      method: 'PUT',
      path: '/api/uploads/{token}',
      handler: 'api.uploadIcon (packages/api services/uploads): an icon SVG as the body',
      docs: { openapi: 'uploads-put' },
      mount: (app, path) => {
        mountUpload(app, api, path);
      },
    },
    {
      method: 'GET',
      path: '/api/icons/images',
      handler: 'icon-images bundle: every icon’s markup in one JSON answer, with an ETag',
      docs: { note: 'read by the web app; not an operation of the API' },
      mount: (app, path) => {
        app.get(path, icons.bundle);
      },
    },
    {
      method: 'GET',
      path: '/api/icons/{category}/{file}',
      handler: 'icon-images image: one icon file (`{name}.svg`), inert SVG headers',
      docs: { note: 'an image, the `filePath` of an icon; not an operation of the API' },
      mount: (app, path) => {
        app.get(path, icons.image);
      },
    },
    {
      method: 'GET',
      path: '/api/openapi.json',
      handler: 'docs: the OpenAPI document',
      docs: { note: 'the document itself' },
      mount: (app, path) => {
        app.get(path, (_request, reply) => reply.send(docs.document));
      },
    },
    {
      method: 'GET',
      path: '/api/docs',
      handler: 'docs: the reference page rendered from the document',
      docs: { note: 'the reference page of the document' },
      mount: (app, path) => {
        app.get(path, (_request, reply) =>
          reply.headers(services.documentHeaders).type('text/html; charset=utf-8').send(docs.page),
        );
      },
    },
  ];
}

/** Mounts every row of `hostRoutes`. */
export function mountHostRoutes(app: FastifyInstance, services: HostServices): void {
  for (const route of hostRoutes(services)) route.mount(app, fastifyPath(route.path));
}
