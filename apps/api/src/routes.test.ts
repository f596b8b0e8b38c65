/**
 * The host's route table: one row per route, each mounted, each documented where it says; and the
 * calls of /api/openapi.json that are not procedures of the router are exactly its `openapi` rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter, openApiDocument, restRoutes, type OpenApiOperation } from '@taper/api';
import { fastifyPath, hostRoutes, type HostServices } from './routes';
import { createTestApp, type TestApp } from './testing';

describe('the host route table', () => {
  let t: TestApp;
  let rows: ReturnType<typeof hostRoutes>;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await t.app.ready();
    rows = hostRoutes({
      api: {} as HostServices['api'],
      db: t.testDb.db,
      iconsDir: '/nonexistent',
      publicUrl: undefined,
      documentHeaders: {},
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('has one row per method and path, and every row is mounted on the server', () => {
    const keys = rows.map((row) => `${row.method} ${row.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /api/export',
        'POST /api/import',
        'PUT /api/uploads/{token}',
        'GET /api/icons/images',
        'GET /api/icons/{category}/{file}',
        'GET /api/openapi.json',
        'GET /api/docs',
      ]),
    );
    for (const row of rows)
      expect(t.app.hasRoute({ method: row.method, url: fastifyPath(row.path) }), row.path).toBe(
        true,
      );
  });

  it('documents its openapi rows in /api/openapi.json, which lists no other call beyond the router', () => {
    const document = openApiDocument(undefined);
    const paths = (document.paths ?? {}) as Record<string, Record<string, OpenApiOperation>>;
    const documented = rows.flatMap((row) =>
      'openapi' in row.docs ? [[row.method, row.path, row.docs.openapi] as const] : [],
    );
    for (const [method, path, operationId] of documented)
      expect(paths[path]?.[method.toLowerCase()]?.operationId, `${method} ${path}`).toBe(
        operationId,
      );
    const procedures = new Set(restRoutes(appRouter).map((r) => `${r.method} ${r.path}`));
    const beyondRouter = Object.entries(paths).flatMap(([path, item]) =>
      Object.keys(item)
        .map((method) => `${method.toUpperCase()} ${path}`)
        .filter((key) => !procedures.has(key)),
    );
    expect(beyondRouter.sort()).toEqual(
      documented.map(([method, path]) => `${method} ${path}`).sort(),
    );
  });

  it('answers each row as before (no route falls through to the API’s 404)', async () => {
    const answers = await Promise.all(
      [
        ['GET', '/api/openapi.json'],
        ['GET', '/api/docs'],
        ['GET', '/api/icons/images'],
        ['GET', '/api/icons/beverage/coffee.svg'],
        ['GET', '/api/export'],
      ].map(([method, url]) =>
        t.app.inject({ method: method as 'GET', url: url ?? '' }).then((res) => res.statusCode),
      ),
    );
    // Export without a session: 401 from the API's handler, not the REST table's 404.
    expect(answers).toEqual([200, 200, 200, 200, 401]);
  });
});
