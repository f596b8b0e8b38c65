/**
 * The requests the fuzzer sends: paths with real and junk ids, every kind of auth, and bodies
 * malformed, of the wrong type, built from the schema, or valid ones with a few fields spoiled.
 */
import {
  hostileValue,
  JUNK_PATH_PARAMS,
  JUNK_QUERIES,
  MALFORMED_BODIES,
  NON_OBJECT_BODIES,
  resolveSchema,
  schemaBody,
  toJsonText,
  WEIRD_AUTH_HEADERS,
  type OpenApiDocument,
  type Operation,
  type Rng,
} from './fuzz';
import type { FuzzWorld } from './fuzz-world';
import { createHarness, numberHabit, STRONG_PASSWORD } from './harness';

/** The document, read from a real app: every operation in it is fuzzed. */
export async function loadOpenApiDocument(): Promise<OpenApiDocument> {
  const h = await createHarness();
  try {
    const res = await h.rest('GET', '/api/openapi.json');
    if (res.statusCode !== 200) throw new Error(`/api/openapi.json: ${res.statusCode}`);
    return res.json<OpenApiDocument>();
  } finally {
    await h.close();
  }
}

export const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface Sent {
  method: string;
  url: string;
  auth: string;
  contentType: string | undefined;
  body: string | undefined;
}

export function describeRequest(sent: Sent): string {
  const body =
    sent.body === undefined
      ? ''
      : ` body=${sent.body.length > 300 ? `${sent.body.slice(0, 300)}…(${sent.body.length})` : sent.body}`;
  return `${sent.method} ${sent.url.slice(0, 200)} auth=${sent.auth} type=${sent.contentType ?? '-'}${body}`;
}

function hints(rng: Rng, world: FuzzWorld): Record<string, readonly unknown[]> {
  const fresh = `fz${rng.int(0, 1_000_000)}@example.com`;
  return {
    email: [world.admin.email, world.user.email, fresh, fresh.toUpperCase(), ` ${fresh} `],
    password: [STRONG_PASSWORD, 'N3w!Passw0rd', 'short'],
    newPassword: [STRONG_PASSWORD, 'N3w!Passw0rd', 'nodigits!!A'],
    timezone: ['UTC', 'Europe/Paris', 'Not/AZone', 'America/Argentina/Buenos_Aires'],
    date: [new Date().toISOString().slice(0, 10), '2025-01-15', '2025-01-10', '2024-02-29'],
    icon: ['coffee', 'beer', 'no_such_icon', 'smartphone'],
    habitId: [...world.admin.habitIds, ...world.user.habitIds],
    filePath: ['/icons/lifestyle/fz_1.svg', '/icons/../../etc/passwd'],
    levelGoal: ['low', 'medium', 'high', 'none', '1', '2'],
    levelValue: ['low', 'medium', 'high', 'none', '1', '3'],
    customTags: [['a', 'b'], ['a', 'b', 'c', 'd'], ['x']],
    goalType: ['number', 'level', 'custom_tags'],
  };
}

/** Known-good bodies per operation. */
function templates(rng: Rng, world: FuzzWorld): Record<string, Record<string, unknown>> {
  const entry = { date: '2025-01-15', actualValue: rng.int(0, 5), note: 'fine' };
  const icon = {
    name: `fz_${rng.int(0, 6)}`,
    displayName: 'Fuzz',
    category: 'lifestyle',
    tier: 'FREE',
  };
  return {
    'POST /api/habits': { ...numberHabit, name: `Fuzz ${rng.int(0, 9)}` },
    'PUT /api/habits/{id}': rng.chance(0.5)
      ? { name: 'Renamed' }
      : { ...numberHabit, dailyGoal: rng.int(0, 9) },
    'POST /api/habits/{id}/entries': entry,
    'PUT /api/habit-entries/{entryId}': entry,
    'POST /api/signup': {
      email: `fz${rng.int(0, 1_000_000)}@example.com`,
      password: STRONG_PASSWORD,
      firstName: 'F',
      lastName: 'Z',
    },
    'POST /api/login': {
      email: rng.pick([world.admin.email, world.user.email]),
      password: STRONG_PASSWORD,
    },
    'PATCH /api/auth/user': {
      firstName: 'A',
      lastName: 'B',
      email: rng.pick([world.admin.email, world.user.email]),
    },
    'PUT /api/auth/user': { themePreference: 'dark', timezone: 'Europe/Paris' },
    'PUT /api/auth/password': { newPassword: STRONG_PASSWORD },
    'POST /api/admin/icons': {
      ...icon,
      filePath: `/icons/lifestyle/${icon.name}.svg`,
      isBuiltIn: 'false',
    },
    'PATCH /api/admin/icons/{id}': icon,
    'PATCH /api/admin/icons/{id}/tier': {
      tier: 'PREMIUM',
      category: 'beverage',
      visibility: 'enabled',
    },
    'PATCH /api/admin/users/{id}/tier': { tier: rng.pick(['FREE', 'PREMIUM']) },
    'PATCH /api/admin/users/{id}/role': { role: rng.pick(['USER', 'ADMIN']) },
    'POST /api/admin/icons/upload': {
      category: 'lifestyle',
      fileName: `fz_${rng.int(0, 50)}.svg`,
    },
  };
}

function pathParam(rng: Rng, op: Operation, param: string, world: FuzzWorld): string {
  if (rng.chance(0.3)) return rng.pick(JUNK_PATH_PARAMS);
  if (op.path.includes('/admin/users/'))
    return String(rng.pick([world.admin.id, world.user.id, 999_999]));
  if (op.path.includes('/admin/icons/'))
    return rng.pick([
      'fz_icon',
      'fz_icon',
      'coffee',
      'beer',
      'no_such_icon',
      'COFFEE',
      'coffee.svg',
    ]);
  const actor = rng.chance(0.6) ? world.admin : world.user;
  const pool =
    param === 'entryId' || op.path.includes('habit-entries') ? actor.entryIds : actor.habitIds;
  return String(rng.pick(pool.length > 0 ? pool : [1]));
}

function authHeader(rng: Rng, world: FuzzWorld): { header: string | undefined; label: string } {
  const roll = rng.next();
  if (roll < 0.45) return { header: `Bearer ${world.admin.token}`, label: 'admin' };
  if (roll < 0.6) return { header: `Bearer ${world.user.token}`, label: 'other-user' };
  if (roll < 0.72) return { header: undefined, label: 'none' };
  if (roll < 0.8) return { header: `Bearer ${rng.pick(world.deadTokens)}`, label: 'dead' };
  if (roll < 0.88)
    return {
      header: `Bearer ${'abcdefghijklmnopqrstuvwxyz234567'
        .split('')
        .map(() => rng.pick('abcdefghijklmnopqrstuvwxyz234567'.split('')))
        .join('')}`,
      label: 'forged',
    };
  return { header: rng.pick(WEIRD_AUTH_HEADERS), label: 'weird' };
}

/** One generated request for `op`: its path, query, auth, content type and body. */
export function generateRequest(
  rng: Rng,
  doc: OpenApiDocument,
  op: Operation,
  world: FuzzWorld,
): Sent & { headers: Record<string, string> } {
  let url = op.path.replace(/\{(\w+)\}/g, (_m, param: string) => pathParam(rng, op, param, world));
  if (rng.chance(0.1)) url += rng.pick(JUNK_QUERIES);
  const auth = authHeader(rng, world);
  const headers: Record<string, string> = {};
  if (auth.header !== undefined) headers.authorization = auth.header;
  let body: string | undefined;
  let contentType: string | undefined;
  if (MUTATING.has(op.method) && op.method !== 'DELETE' ? true : rng.chance(0.1)) {
    const roll = rng.next();
    contentType = 'application/json';
    if (roll < 0.1) body = rng.pick(MALFORMED_BODIES);
    else if (roll < 0.16) body = rng.pick(NON_OBJECT_BODIES);
    else if (roll < 0.2) {
      contentType = rng.pick([
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=boundary',
        'application/xml',
        'application/json; charset=utf-16',
      ]);
      body = 'a=1&b=2';
    } else if (roll < 0.22) {
      body = undefined;
      contentType = undefined;
    } else {
      const schema = op.body ? resolveSchema(doc, op.body) : { type: 'object', properties: {} };
      const template = templates(rng, world)[`${op.method} ${op.path}`];
      if (template && rng.chance(0.4)) {
        // A valid body with 0–2 fields spoiled: reaches the checks behind the schema.
        const spoiled: Record<string, unknown> = { ...template };
        const keys = [...Object.keys(schema.properties ?? {}), 'role', 'userId'];
        for (let k = rng.int(0, 2); k > 0; k--) {
          const key = rng.pick(keys);
          if (rng.chance(0.2)) Reflect.deleteProperty(spoiled, key);
          else spoiled[key] = hostileValue(rng, schema.properties?.[key]);
        }
        body = toJsonText(spoiled);
      } else {
        body = toJsonText(schemaBody(rng, schema, hints(rng, world)));
      }
    }
    if (contentType !== undefined) headers['content-type'] = contentType;
  }
  return { method: op.method, url, auth: auth.label, contentType, body, headers };
}
