/**
 * Every call the product makes or names is in /api/openapi.json: the REST calls SPEC §7, the
 * README and docs/ name, the `/api/…` addresses the web app fetches, and each tRPC procedure the web
 * app calls (a REST client can do all the web app does). A call missing from the document is one an
 * outside generated client cannot make typed.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRouter, openApiDocument } from '@taper/api';
import { METHODS, type Document } from '../src/document';

const root = new URL('../..', import.meta.url).pathname;

/**
 * Served by the host beside the API, and not JSON calls: the document itself, its reference page
 * and icon images (an `<img>` source each, and all of them in one read for the icon picker).
 */
const NOT_OPERATIONS = new Set([
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/icons/images',
  'GET /api/icons/{}/{}.svg',
]);

/** `/api/habits/{id}/stats?month=…` and `/api/habits/${id}/stats` both as `/api/habits/{}/stats`. */
function normalized(path: string): string {
  return path
    .replace(/[?#].*$/, '')
    .replace(/\{[^}]*\}|\$\{[^}]*\}/g, '{}')
    .replace(/\/$/, '');
}

const documented = (): Set<string> => {
  const document = openApiDocument(undefined) as unknown as Document;
  const calls = new Set<string>();
  for (const [path, item] of Object.entries(document.paths))
    for (const method of METHODS)
      if (item[method]) calls.add(`${method.toUpperCase()} ${normalized(path)}`);
  return calls;
};

function filesUnder(dir: string, extensions: RegExp): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...filesUnder(path, extensions));
    else if (extensions.test(name) && !/\.test\.tsx?$/.test(name)) files.push(path);
  }
  return files;
}

/** 'GET /api/…' as prose names a call (a Markdown table row, a code span, a curl line's comment). */
function namedCalls(text: string): string[] {
  return [...text.matchAll(/\b(GET|POST|PUT|PATCH|DELETE) (\/api\/[A-Za-z0-9_{}./?=&$-]*)/g)].map(
    ([, method, path]) => `${method ?? ''} ${normalized(path ?? '')}`,
  );
}

describe('the document covers every call', () => {
  const calls = documented();
  const missing = (named: Iterable<string>) =>
    [...new Set(named)].filter((call) => !calls.has(call) && !NOT_OPERATIONS.has(call)).sort();

  it('names every call of SPEC §7, the README and docs/', () => {
    const docs = [
      join(root, 'README.md'),
      ...filesUnder(join(root, 'docs'), /\.md$/),
      // SPEC lives beside the repository (as CI lays it out); its §7 is the product's calls.
      ...[join(root, '..', 'shared', 'SPEC.md')].filter((path) => existsSync(path)),
    ];
    const named = docs.flatMap((path) => namedCalls(readFileSync(path, 'utf8')));
    expect(named.length).toBeGreaterThan(40);
    expect(missing(named)).toEqual([]);
  });

  it('has every address the web app fetches and every procedure it calls as REST', () => {
    const sources = filesUnder(join(root, 'apps', 'web', 'src'), /\.tsx?$/).map((path) =>
      readFileSync(path, 'utf8'),
    );
    // `fetch('/api/…', { method: 'POST', … })`: the method from the options when they name one.
    const fetched = sources.flatMap((source) =>
      [...source.matchAll(/fetch\(\s*[`'"](\/api\/[^`'"]*)[`'"]\s*(,\s*\{[^}]*\})?/g)].map(
        ([, path, options]) =>
          `${/method:\s*'([A-Z]+)'/.exec(options ?? '')?.[1] ?? 'GET'} ${normalized(path ?? '')}`,
      ),
    );
    expect(fetched.length).toBeGreaterThan(0);
    expect(missing(fetched)).toEqual([]);

    const procedures = new Set(
      sources.flatMap((source) =>
        [
          ...source.matchAll(
            /\b(?:trpc|utils\.client)\.([a-zA-Z]+)\.([a-zA-Z]+)\.(?:use[A-Za-z]+|query|mutate)\b/g,
          ),
        ].map(([, namespace, name]) => `${namespace ?? ''}.${name ?? ''}`),
      ),
    );
    expect(procedures.size).toBeGreaterThan(40);
    const defined = appRouter._def.procedures as unknown as Record<
      string,
      { _def: { meta?: { openapi?: { method: string; path: string } } } }
    >;
    const withoutRest: string[] = [];
    for (const name of procedures) {
      const openapi = defined[name]?._def.meta?.openapi;
      if (!openapi || !calls.has(`${openapi.method} ${normalized(openapi.path)}`))
        withoutRest.push(name);
    }
    expect(withoutRest.sort()).toEqual([]);
  });

  it('has the upload target, and names a call it lacks', () => {
    expect(
      missing(['PUT /api/uploads/{token}', 'GET /api/not-a-call'].map(normalizedCall)),
    ).toEqual(['GET /api/not-a-call']);
  });
});

function normalizedCall(call: string): string {
  const [method, path] = call.split(' ');
  return `${method ?? ''} ${normalized(path ?? '')}`;
}
