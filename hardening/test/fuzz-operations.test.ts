/**
 * Item 4 — fuzzing every operation of /api/openapi.json in-process (`app.inject` on a temp SQLite
 * database): at least 1,000 generated requests per operation. No 5xx; every 4xx is JSON with
 * `message` and `code`; a rejected request changes nothing (row counts and content checksums of
 * every table before and after, leaving out last_seen_at and the sliding session expiry).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRng, operationsOf, type Operation } from '../src/fuzz';
import {
  describeRequest,
  generateRequest,
  loadOpenApiDocument,
  MUTATING,
} from '../src/fuzz-requests';
import { FuzzWorld } from '../src/fuzz-world';
import { createHarness, type Harness } from '../src/harness';
import { SqliteSummarizer } from '../src/tables';

const REQUESTS_PER_OPERATION = Number(process.env.FUZZ_REQUESTS ?? 1000);
const SEED = Number(process.env.FUZZ_SEED ?? 20250315);

/** The document, read from a real app before the suite is collected: every operation in it is fuzzed. */
const doc = await loadOpenApiDocument();
const operations: Operation[] = operationsOf(doc);
const operationNames = operations.map((op) => `${op.method} ${op.path}`).sort();

describe('fuzzing /api/openapi.json', () => {
  describe.each(operationNames.map((name) => ({ name })))('$name', ({ name }) => {
    let h: Harness;
    let summarizer: SqliteSummarizer;
    let world: FuzzWorld;
    let totals = { sent: 0, ok: 0, rejected: 0, checkedUnchanged: 0 };

    beforeAll(async () => {
      h = await createHarness({ authRateLimit: { max: 1_000_000, timeWindowMs: 60_000 } });
      world = await FuzzWorld.create(h);
      if (name.includes('/admin/icons')) {
        // Uploaded files waiting for their icon record, and one uploaded icon to edit and delete.
        for (const fileName of [
          'fz_icon.svg',
          ...Array.from({ length: 6 }, (_v, i) => `fz_${i}.svg`),
        ]) {
          const res = await h.rest('POST', '/api/admin/icons/upload', {
            token: world.admin.token,
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
          token: world.admin.token,
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
      world.deadTokens.push(spare);
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
        const sent = generateRequest(rng, doc, op, world);
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
            await world.restore();
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
