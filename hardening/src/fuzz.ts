/**
 * A seeded request generator driven by the OpenAPI document: for each operation it makes requests
 * with malformed JSON, wrong types, huge and unicode strings, hostile numbers and dates, unknown
 * fields, missing fields and every kind of auth. Seeded (mulberry32) so a failure can be replayed
 * with FUZZ_SEED.
 */

import type { JsonSchema } from './openapi-operations';
import { RawJson, type Rng } from './rng';

export { createRng, RawJson, toJsonText, type Rng } from './rng';
export {
  operationsOf,
  resolveSchema,
  type JsonSchema,
  type OpenApiDocument,
  type OpenApiOperation,
  type Operation,
} from './openapi-operations';

// ---------- hostile values ----------

export const IMPOSSIBLE_DATES = [
  '2025-02-30',
  '2024-02-30',
  '2023-02-29',
  '2025-13-01',
  '2025-00-10',
  '2025-04-31',
  '2025-01-32',
  '0000-00-00',
  '2025-1-1',
  '20250101',
  '2025-01-01T00:00:00Z',
  ' 2025-01-01',
  '+02025-01-01',
  '2999-01-01',
  '9999-12-31',
  '１２３４-０１-０１',
] as const;

const HOSTILE_STRINGS: readonly unknown[] = [
  '',
  ' ',
  '\t\n',
  'a'.repeat(5_000),
  'x'.repeat(120_000),
  '😀'.repeat(300),
  'e\u0301'.repeat(400),
  '\u202eevil\u202c',
  '\u200b\u200b\u200b',
  '\u0000',
  new RawJson('"\\ud800"'),
  new RawJson('"\\udfff\\ud800"'),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  "'); DROP TABLE users; --",
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '%00%2e%2e',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  'null',
  'true',
  '[object Object]',
  '__proto__',
  'ﷺ'.repeat(50),
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
];

const HOSTILE_NUMBERS: readonly unknown[] = [
  -1,
  -0.5,
  new RawJson('-0'),
  0.5,
  1.5,
  1e308,
  -1e308,
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('NaN'),
  new RawJson('Infinity'),
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  -(2 ** 31) - 1,
  new RawJson('9223372036854775808'),
  new RawJson('123456789012345678901234567890'),
  5e-324,
  new RawJson('0x10'),
  new RawJson('01'),
];

const WRONG_TYPES: readonly unknown[] = [
  true,
  false,
  null,
  0,
  [],
  {},
  [1, 2, 3],
  { $gt: '' },
  { nested: { deeper: [null] } },
  new RawJson('{"__proto__":{"role":"ADMIN","isAdmin":true}}'),
  new RawJson('{"constructor":{"prototype":{"polluted":1}}}'),
  new RawJson('['.repeat(2_000) + ']'.repeat(2_000)),
];

export function hostileValue(rng: Rng, schema: JsonSchema | undefined): unknown {
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  const roll = rng.next();
  if (schema?.pattern?.includes('\\d{4}') && roll < 0.5) return rng.pick(IMPOSSIBLE_DATES);
  if ((type === 'integer' || type === 'number') && roll < 0.55) return rng.pick(HOSTILE_NUMBERS);
  if (type === 'string' && roll < 0.5) return rng.pick(HOSTILE_STRINGS);
  if (roll < 0.7) return rng.pick(WRONG_TYPES);
  if (roll < 0.85) return rng.pick(HOSTILE_STRINGS);
  return rng.pick(HOSTILE_NUMBERS);
}

export const MALFORMED_BODIES = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}}',
  '[1,2',
  'nul',
  'undefined',
  '\u0000',
  '\ufeff{}',
  '{"a":NaN}',
  '{"date":"2025-01-01" "x":1}',
  '"unterminated',
  '{"__proto__":{"x":1},"__proto__":{"y":2}}',
  '{"a":"\\x41"}',
  '{"a":"\\u12"}',
  '{}garbage',
  '{"a":' + '['.repeat(60_000) + ']'.repeat(60_000) + '}',
  '--boundary\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--boundary--',
] as const;

export const NON_OBJECT_BODIES = [
  '[]',
  '[{"a":1}]',
  '1',
  '-1',
  '"text"',
  'null',
  'true',
  '1e400',
] as const;

export const JUNK_PATH_PARAMS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  'NaN',
  'Infinity',
  'abc',
  '2147483648',
  '99999999999999999999999',
  '%00',
  '%2F',
  '..',
  '%2e%2e%2f',
  encodeURIComponent('\u202e1'),
  encodeURIComponent('😀'),
  '%20%31',
  '0x10',
  encodeURIComponent('1;DROP TABLE users'),
  'null',
  'undefined',
  '%5B%5D',
  'a'.repeat(3_000),
  '%C0%AF',
  '%FF',
] as const;

export const JUNK_QUERIES = [
  '?input=%7B%22id%22%3A1%7D',
  '?id=2&id=3',
  '?__proto__[admin]=1',
  '?a[]=1&a[]=2',
  `?q=${'x'.repeat(4_000)}`,
  '?%ZZ=1',
  '?date=2025-02-30&userId=1',
] as const;

export const WEIRD_AUTH_HEADERS = [
  'Basic dXNlcjpwYXNz',
  'Bearer',
  'Bearer ',
  'Bearer a b',
  'bearer null',
  `Bearer ${'a'.repeat(10_000)}`,
  'Bearer ../../etc/passwd',
  'Bearer \u00e9\u00e9',
  'Token abc',
] as const;

/** A plausible value for a field (so a request can get past the first check and reach deeper code). */
export function plausibleValue(
  rng: Rng,
  schema: JsonSchema | undefined,
  name: string,
  hints: Record<string, readonly unknown[]>,
): unknown {
  const hinted = hints[name];
  if (hinted && hinted.length > 0 && rng.chance(0.8)) return rng.pick(hinted);
  if (!schema) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return rng.pick(schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0) return plausibleValue(rng, rng.pick(options), name, hints);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer': {
      const min =
        schema.minimum ?? (schema.exclusiveMinimum === undefined ? 0 : schema.exclusiveMinimum + 1);
      return rng.int(min, Math.min(schema.maximum ?? 10, min + 10));
    }
    case 'number':
      return Math.round(rng.next() * 1000) / 100;
    case 'boolean':
      return rng.chance(0.5);
    case 'null':
      return null;
    case 'array': {
      const n = rng.int(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 4));
      return Array.from({ length: n }, () => plausibleValue(rng, schema.items, name, hints));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries(schema.properties ?? {}))
        out[key] = plausibleValue(rng, sub, key, hints);
      return out;
    }
    default: {
      if (schema.pattern?.includes('\\d{4}')) return '2025-01-15';
      if (schema.pattern?.startsWith('^#')) return '#3B82F6';
      if (schema.pattern?.includes('svg')) return `fz_${rng.int(0, 99)}.svg`;
      if (schema.pattern?.includes('a-z0-9_')) return `fz_${rng.int(0, 99)}`;
      const length = rng.int(
        Math.max(1, schema.minLength ?? 1),
        Math.min(schema.maxLength ?? 12, 12),
      );
      return 'Fuzz text'.padEnd(length, 'z').slice(0, length);
    }
  }
}

const UNKNOWN_FIELDS: readonly [string, unknown][] = [
  ['role', 'ADMIN'],
  ['tier', 'PREMIUM'],
  ['isAdmin', true],
  ['id', 1],
  ['createdAt', '1970-01-01'],
  ['passwordHash', 'x'],
  ['zz_unknown', 'x'],
  ['constructor', { prototype: { polluted: true } }],
];

/** A body for a schema with some fields hostile, some missing and maybe unknown extras. */
export function schemaBody(
  rng: Rng,
  schema: JsonSchema,
  hints: Record<string, readonly unknown[]>,
): Record<string, unknown> {
  // A body that is one of several variants (the goal's kinds): fuzz one of them, picked at random.
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants && variants.length > 0) return schemaBody(rng, rng.pick(variants), hints);
  const body: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  const hostileRate = rng.pick([0, 0.1, 0.3, 0.6]);
  for (const [key, sub] of Object.entries(schema.properties ?? {})) {
    if (rng.chance(required.has(key) ? 0.06 : 0.3)) continue;
    body[key] = rng.chance(hostileRate)
      ? hostileValue(rng, sub)
      : plausibleValue(rng, sub, key, hints);
  }
  if (rng.chance(0.25)) {
    const [key, value] = rng.pick(UNKNOWN_FIELDS);
    body[key] = value;
  }
  return body;
}
