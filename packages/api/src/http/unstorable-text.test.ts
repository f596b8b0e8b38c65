/**
 * Text no store can hold — a NUL (U+0000) or an unpaired surrogate — in any text of any call's
 * input (each string of its example body, each text parameter) is a 400 with a sentence on both
 * engines, never a 500, and changes nothing. The domain's schemas name the field.
 */
import { describe, expect, it } from 'vitest';
import { habitNameSchema, issueSentence, noteSchema } from '@taper/domain';
import { OPERATION_EXAMPLES, OPERATION_METHODS, openApiDocument } from '../openapi/document';
import { availableTestEngines, createTestApi } from '../testing';
import { unstorablePath } from '../trpc';

const BAD = ['a\u0000b', '\ud800', 'x\udc00y'];
const SENTENCE = /must not contain a NUL character \(U\+0000\) or an unpaired surrogate$/;

/** Every path to a string in `value`, and `value` with the string at one path replaced. */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    stringPaths(item, [...path, Array.isArray(value) ? Number(key) : key]),
  );
}
function replaced(value: unknown, path: (string | number)[], text: string): unknown {
  if (path.length === 0) return text;
  const [head, ...rest] = path;
  const copy = (
    Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }
  ) as Record<string | number, unknown>;
  copy[head as string | number] = replaced(copy[head as string | number], rest, text);
  return copy;
}

describe('the domain schemas', () => {
  it('refuse a NUL or an unpaired surrogate naming the field, and take paired surrogates', () => {
    for (const bad of BAD) {
      const issue = habitNameSchema.safeParse(bad).error?.issues[0];
      expect(issue && issueSentence({ ...issue, path: ['name'] })).toBe(
        'Name must not contain a NUL character (U+0000) or an unpaired surrogate',
      );
      expect(noteSchema.safeParse(`note ${bad}`).success).toBe(false);
    }
    expect(habitNameSchema.safeParse('Coffee ☕ 😀').success).toBe(true);
    expect(unstorablePath({ a: [{ b: 'ok' }, { c: 'no\u0000' }] })).toEqual(['a', 1, 'c']);
    expect(unstorablePath({ ['k\u0000']: 1 })).toEqual(['k\u0000']);
    expect(unstorablePath({ a: ['😀'] })).toBeUndefined();
  });
});

describe.each(availableTestEngines())('text a store cannot hold, on %s', (engine) => {
  it('is a 400 with a sentence in every text of every call, never a 500', async () => {
    const t = await createTestApi(engine);
    try {
      const admin = await t.signup('admin@example.com');
      const document = openApiDocument(undefined);
      let tried = 0;
      for (const [route, item] of Object.entries(document.paths ?? {})) {
        for (const method of OPERATION_METHODS) {
          const operation = (item as Record<string, { operationId?: string } | undefined>)[method];
          const example = operation?.operationId
            ? OPERATION_EXAMPLES[operation.operationId]
            : undefined;
          if (
            !example ||
            route.startsWith('/api/uploads') ||
            route === '/api/export' ||
            route === '/api/import'
          )
            continue;
          const params = example.params ?? {};
          const urlWith = (values: Record<string, string | number>) => {
            const query = new URLSearchParams();
            let url = route;
            for (const [name, value] of Object.entries(values)) {
              if (url.includes(`{${name}}`))
                url = url.replace(`{${name}}`, encodeURIComponent(String(value)));
              else query.set(name, String(value));
            }
            return query.size > 0 ? `${url}?${query.toString()}` : url;
          };
          const cases: { url: string; body: unknown }[] = [];
          for (const path of stringPaths(example.request))
            for (const bad of BAD)
              cases.push({ url: urlWith(params), body: replaced(example.request, path, bad) });
          // Path parameters are taken as sent (never decoded): only a query's can hold a NUL.
          for (const [name, value] of Object.entries(params))
            if (typeof value === 'string' && !route.includes(`{${name}}`))
              cases.push({
                url: urlWith({ ...params, [name]: `${value}\u0000` }),
                body: example.request,
              });
          for (const sent of cases) {
            const res = await t.rest(method.toUpperCase(), sent.url, {
              token: admin.token,
              body: sent.body,
            });
            const where = `${method.toUpperCase()} ${sent.url} ${JSON.stringify(sent.body)} → ${String(res.statusCode)} ${res.body}`;
            expect(res.statusCode, where).toBe(400);
            expect(res.json<{ message: string }>().message, where).toMatch(SENTENCE);
            tried += 1;
          }
        }
      }
      expect(tried).toBeGreaterThan(100);
      expect(t.errors).toEqual([]);
      expect((await t.rest('GET', '/api/habits', { token: admin.token })).json()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
