/**
 * Item 4 — fuzzing every operation of /api/openapi.json in-process (`app.inject` on a temp SQLite
 * database): at least 1,000 generated requests per operation. No 5xx; every 4xx is JSON with
 * `message` and `code`; a rejected request changes nothing (row counts and content checksums of
 * every table before and after, leaving out last_seen_at and the sliding session expiry).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, startSession } from '@taper/api';
import {
  createRng,
  hostileValue,
  JUNK_PATH_PARAMS,
  JUNK_QUERIES,
  MALFORMED_BODIES,
  NON_OBJECT_BODIES,
  operationsOf,
  resolveSchema,
  schemaBody,
  toJsonText,
  WEIRD_AUTH_HEADERS,
  type OpenApiDocument,
  type Operation,
  type Rng,
} from '../src/fuzz';
import { createHarness, numberHabit, STRONG_PASSWORD, type Harness } from '../src/harness';
import { SqliteSummarizer } from '../src/tables';

const REQUESTS_PER_OPERATION = Number(process.env.FUZZ_REQUESTS ?? 1000);
const SEED = Number(process.env.FUZZ_SEED ?? 20250315);
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Actor {
  id: number;
  email: string;
  token: string;
  habitIds: number[];
  entryIds: number[];
}

interface Sent {
  method: string;
  url: string;
  auth: string;
  contentType: string | undefined;
  body: string | undefined;
}

function describeRequest(sent: Sent): string {
  const body =
    sent.body === undefined
      ? ''
      : ` body=${sent.body.length > 300 ? `${sent.body.slice(0, 300)}…(${sent.body.length})` : sent.body}`;
  return `${sent.method} ${sent.url.slice(0, 200)} auth=${sent.auth} type=${sent.contentType ?? '-'}${body}`;
}

/** The document, read from a real app before the suite is collected: every operation in it is fuzzed. */
async function loadDocument(): Promise<OpenApiDocument> {
  const h = await createHarness();
  try {
    const res = await h.rest('GET', '/api/openapi.json');
    if (res.statusCode !== 200) throw new Error(`/api/openapi.json: ${res.statusCode}`);
    return res.json<OpenApiDocument>();
  } finally {
    await h.close();
  }
}

const doc = await loadDocument();
const operations: Operation[] = operationsOf(doc);
const operationNames = operations.map((op) => `${op.method} ${op.path}`).sort();
/** SPEC §7's operations: the document must keep listing them all (a vanished path fails here). */
const REQUIRED_OPERATIONS = JSON.parse(
  readFileSync(new URL('../fixtures/fuzz-operations.json', import.meta.url), 'utf8'),
) as string[];

describe('fuzzing /api/openapi.json', () => {
  it('the document lists every SPEC §7 operation', () => {
    expect(REQUIRED_OPERATIONS.length).toBe(28);
    expect(operationNames).toEqual(expect.arrayContaining(REQUIRED_OPERATIONS));
  });

  describe.each(operationNames.map((name) => ({ name })))('$name', ({ name }) => {
    let h: Harness;
    let summarizer: SqliteSummarizer;
    let admin: Actor;
    let user: Actor;
    const deadTokens: string[] = [];
    let totals = { sent: 0, ok: 0, rejected: 0, checkedUnchanged: 0 };

    async function makeActor(email: string): Promise<Actor> {
      const { token, id } = await h.signup(email);
      const habit = await h.rest('POST', '/api/habits', {
        token,
        body: { ...numberHabit, name: `${email} habit` },
      });
      const habitId = habit.json<{ id: number }>().id;
      const entry = await h.rest('POST', `/api/habits/${habitId}/entries`, {
        token,
        body: { date: '2025-01-10', actualValue: 1 },
      });
      return { id, email, token, habitIds: [habitId], entryIds: [entry.json<{ id: number }>().id] };
    }

    /** After an accepted write: put the two actors back (admin stays admin, sessions alive, ids fresh). */
    async function restoreWorld(): Promise<void> {
      const db = h.testDb.db;
      // An accepted DELETE /api/auth/user removed an actor with its data: it signs up again.
      const alive = async (actor: Actor) =>
        (await db
          .selectFrom('users')
          .select('id')
          .where('id', '=', actor.id)
          .executeTakeFirst()) !== undefined;
      if (!(await alive(admin))) admin = await makeActor(admin.email);
      if (!(await alive(user))) user = await makeActor(user.email);
      await db.updateTable('users').set({ role: 'ADMIN' }).where('id', '=', admin.id).execute();
      await db.updateTable('users').set({ role: 'USER' }).where('id', '=', user.id).execute();
      for (const actor of [admin, user]) {
        // The session is alive when its hash is still in the table (cheaper than a request).
        const session = await db
          .selectFrom('sessions')
          .select('id')
          .where('id', '=', hashToken(actor.token))
          .executeTakeFirst();
        if (!session) {
          deadTokens.push(actor.token);
          actor.token = await startSession(db, actor.id, new Date());
        }
        const row = await db
          .selectFrom('users')
          .select('email')
          .where('id', '=', actor.id)
          .executeTakeFirstOrThrow();
        actor.email = row.email;
        let habits = await db
          .selectFrom('habits')
          .select('id')
          .where('userId', '=', actor.id)
          .execute();
        if (habits.length === 0) {
          await h.rest('POST', '/api/habits', { token: actor.token, body: numberHabit });
          habits = await db
            .selectFrom('habits')
            .select('id')
            .where('userId', '=', actor.id)
            .execute();
        }
        actor.habitIds = habits.map((habit) => habit.id);
        let entries = await db
          .selectFrom('habitEntries')
          .select('id')
          .where('userId', '=', actor.id)
          .execute();
        if (entries.length === 0) {
          await h.rest('POST', `/api/habits/${actor.habitIds[0]!}/entries`, {
            token: actor.token,
            body: { date: '2025-01-10', actualValue: 1 },
          });
          entries = await db
            .selectFrom('habitEntries')
            .select('id')
            .where('userId', '=', actor.id)
            .execute();
        }
        actor.entryIds = entries.map((entry) => entry.id);
      }
    }

    beforeAll(async () => {
      h = await createHarness({ authRateLimit: { max: 1_000_000, timeWindowMs: 60_000 } });
      admin = await makeActor('admin@example.com');
      user = await makeActor('user@example.com');
      if (name.includes('/admin/icons')) {
        // Uploaded files waiting for their icon record, and one uploaded icon to edit and delete.
        for (const fileName of [
          'fz_icon.svg',
          ...Array.from({ length: 6 }, (_v, i) => `fz_${i}.svg`),
        ]) {
          const res = await h.rest('POST', '/api/admin/icons/upload', {
            token: admin.token,
            body: { category: 'lifestyle', fileName },
          });
          const target = new URL(res.json<{ uploadURL: string }>().uploadURL, 'http://localhost')
            .pathname;
          const put = await h.app.inject({
            method: 'PUT',
            url: target,
            headers: { 'content-type': 'image/svg+xml' },
            payload:
              '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 2h20v20H2z"/></svg>',
          });
          expect(put.statusCode, put.body).toBe(200);
        }
        const icon = await h.rest('POST', '/api/admin/icons', {
          token: admin.token,
          body: {
            name: 'fz_icon',
            displayName: 'Fuzz icon',
            category: 'lifestyle',
            tier: 'FREE',
            filePath: '/icons/lifestyle/fz_icon.svg',
          },
        });
        expect(icon.statusCode, icon.body).toBe(200);
      }
      const spare = await h.login('user@example.com');
      await h.rest('POST', '/api/logout', { token: spare });
      deadTokens.push(spare);
      totals = { sent: 0, ok: 0, rejected: 0, checkedUnchanged: 0 };
      // Refused sign-ins still count against the sign-in rate limit: that row is the point of
      // refusing them, so the limiter's counters are left out of "changes nothing".
      summarizer = new SqliteSummarizer(h.testDb.file, ['rate_limits']);
      expect(summarizer.tables).toEqual(
        expect.arrayContaining([
          'users',
          'sessions',
          'habits',
          'habit_entries',
          'icons',
          'pending_uploads',
        ]),
      );
    });

    afterAll(async () => {
      console.info(
        `${name}: ${totals.sent} requests, ${totals.ok} accepted, ${totals.rejected} rejected, ${totals.checkedUnchanged} checked unchanged`,
      );
      summarizer.close();
      await h.close();
    });

    function hints(rng: Rng): Record<string, readonly unknown[]> {
      const fresh = `fz${rng.int(0, 1_000_000)}@example.com`;
      return {
        email: [admin.email, user.email, fresh, fresh.toUpperCase(), ` ${fresh} `],
        password: [STRONG_PASSWORD, 'N3w!Passw0rd', 'short'],
        newPassword: [STRONG_PASSWORD, 'N3w!Passw0rd', 'nodigits!!A'],
        timezone: ['UTC', 'Europe/Paris', 'Not/AZone', 'America/Argentina/Buenos_Aires'],
        date: [new Date().toISOString().slice(0, 10), '2025-01-15', '2025-01-10', '2024-02-29'],
        icon: ['coffee', 'beer', 'no_such_icon', 'smartphone'],
        habitId: [...admin.habitIds, ...user.habitIds],
        filePath: ['/icons/lifestyle/fz_1.svg', '/icons/../../etc/passwd'],
        levelGoal: ['low', 'medium', 'high', 'none', '1', '2'],
        levelValue: ['low', 'medium', 'high', 'none', '1', '3'],
        customTags: [['a', 'b'], ['a', 'b', 'c', 'd'], ['x']],
        goalType: ['number', 'level', 'custom_tags'],
      };
    }

    /** Known-good bodies per operation. */
    function templates(rng: Rng): Record<string, Record<string, unknown>> {
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
          email: rng.pick([admin.email, user.email]),
          password: STRONG_PASSWORD,
        },
        'PATCH /api/auth/user': {
          firstName: 'A',
          lastName: 'B',
          email: rng.pick([admin.email, user.email]),
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

    function pathParam(rng: Rng, op: Operation, param: string): string {
      if (rng.chance(0.3)) return rng.pick(JUNK_PATH_PARAMS);
      if (op.path.includes('/admin/users/')) return String(rng.pick([admin.id, user.id, 999_999]));
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
      const actor = rng.chance(0.6) ? admin : user;
      const pool =
        param === 'entryId' || op.path.includes('habit-entries') ? actor.entryIds : actor.habitIds;
      return String(rng.pick(pool.length > 0 ? pool : [1]));
    }

    function authHeader(rng: Rng): { header: string | undefined; label: string } {
      const roll = rng.next();
      if (roll < 0.45) return { header: `Bearer ${admin.token}`, label: 'admin' };
      if (roll < 0.6) return { header: `Bearer ${user.token}`, label: 'other-user' };
      if (roll < 0.72) return { header: undefined, label: 'none' };
      if (roll < 0.8) return { header: `Bearer ${rng.pick(deadTokens)}`, label: 'dead' };
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

    function generate(rng: Rng, op: Operation): Sent & { headers: Record<string, string> } {
      let url = op.path.replace(/\{(\w+)\}/g, (_m, param: string) => pathParam(rng, op, param));
      if (rng.chance(0.1)) url += rng.pick(JUNK_QUERIES);
      const auth = authHeader(rng);
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
          const template = templates(rng)[name];
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
            body = toJsonText(schemaBody(rng, schema, hints(rng)));
          }
        }
        if (contentType !== undefined) headers['content-type'] = contentType;
      }
      return { method: op.method, url, auth: auth.label, contentType, body, headers };
    }

    it(`${REQUESTS_PER_OPERATION} generated requests: no 5xx, JSON errors, rejected requests change nothing`, async () => {
      const op = operations.find((candidate) => `${candidate.method} ${candidate.path}` === name);
      expect(op, `${name} is in /api/openapi.json`).toBeDefined();
      if (!op) return;
      const rng = createRng(
        SEED ^ Array.from(name).reduce((acc, ch) => (acc * 31 + ch.charCodeAt(0)) >>> 0, 7),
      );
      const mutating = MUTATING.has(op.method);
      let baseline = summarizer.summarize();
      for (let i = 0; i < REQUESTS_PER_OPERATION; i++) {
        const sent = generate(rng, op);
        const res = await h.app.inject({
          method: sent.method as 'GET',
          url: sent.url,
          headers: sent.headers,
          ...(sent.body === undefined ? {} : { payload: sent.body }),
        });
        totals.sent++;
        const where = `#${i} seed=${SEED} ${describeRequest(sent)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
        expect(res.statusCode, where).toBeLessThan(500);
        if (res.statusCode >= 400) {
          totals.rejected++;
          expect(String(res.headers['content-type']), where).toMatch(/^application\/json/);
          const payload = res.json<{ message?: unknown; code?: unknown; stack?: unknown }>();
          expect(typeof payload.message === 'string' && payload.message.length > 0, where).toBe(
            true,
          );
          expect(typeof payload.code === 'string' && payload.code.length > 0, where).toBe(true);
          expect(payload.stack, where).toBeUndefined();
          if (mutating) {
            // The request was refused: the database must be exactly as before it.
            expect(summarizer.summarize(), where).toEqual(baseline);
            totals.checkedUnchanged++;
          }
        } else {
          totals.ok++;
          expect(res.statusCode, where).toBeLessThan(300);
          if (mutating) {
            await restoreWorld();
            baseline = summarizer.summarize();
          }
        }
        if (!mutating && (i % 100 === 99 || i === REQUESTS_PER_OPERATION - 1)) {
          // Reads never change anything (activity columns aside).
          expect(summarizer.summarize(), `reads changed data by request ${i}`).toEqual(baseline);
          totals.checkedUnchanged++;
        }
      }
      expect(totals.sent).toBe(REQUESTS_PER_OPERATION);
      if (op.secured) expect(totals.rejected).toBeGreaterThan(0);
    });
  });
});
