/**
 * Issue 39 — no upload or export of one user stalls or crashes the service. The built server with
 * two workers on one SQLite file takes the probe's crafted zips (95 MiB of newlines in a
 * Checkmarks.csv, 5.8 million duplicate rows, a Habits.csv of 2 million habits; two of the first
 * at once), the import of 100 habits over ten years, and both exports of that account, while
 * `/healthz` is asked every 100 ms: every probe answers within 1 s, every upload gets its 4xx
 * sentence, and no worker exits.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD } from '../src/harness';
import { startApiServer, type ApiServer } from '../src/server';
import { call, sharedDatabase, type SharedDatabase } from '../src/two-servers';
import { HOSTILE_ZIPS } from '../src/zips';
import { IMPORT_MAX_LISTED_HABITS } from '@taper/domain';

interface Probe {
  at: number;
  status: number;
  ms: number;
}

/** Asks /healthz every 100 ms until stopped; each probe gets 1 s. */
function probeHealth(origin: string) {
  const probes: Probe[] = [];
  const stopped = new AbortController();
  const loop = (async () => {
    while (!stopped.signal.aborted) {
      const started = performance.now();
      let status = 0;
      try {
        const res = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(1_000) });
        status = res.status;
        await res.text();
      } catch {
        status = 0;
      }
      probes.push({ at: Date.now(), status, ms: Math.round(performance.now() - started) });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    probes,
    async stop() {
      stopped.abort();
      await loop;
    },
  };
}

async function upload(
  server: ApiServer,
  token: string,
  body: Uint8Array | string,
  type: string,
  dryRun = false,
) {
  const res = await fetch(`${server.origin}/api/import?dryRun=${String(dryRun)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    body: typeof body === 'string' ? body : Buffer.from(body),
    signal: AbortSignal.timeout(120_000),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A Taper document of `count` number habits, each with a logged day for ten years. */
function tenYears(first: number, count: number): string {
  const days = Array.from({ length: 3650 }, (_, i) =>
    new Date(Date.UTC(2015, 0, 1 + i)).toISOString().slice(0, 10),
  );
  return JSON.stringify({
    format: 'taper',
    version: 1,
    habits: Array.from({ length: count }, (_, h) => ({
      name: `Habit ${String(first + h)}`,
      color: '#3B82F6',
      icon: 'coffee',
      goalHistory: [
        {
          effectiveFrom: '2015-01-01',
          goal: { goalType: 'number', goalSchedule: 'daily', dailyGoal: 3 },
        },
      ],
      entries: days.map((date, i) => ({
        date,
        actualValue: i % 5,
        note: i % 30 === 0 ? '=1+1, a note' : null,
      })),
    })),
  });
}

describe('uploads and exports that never stall the service (two workers, SQLite)', () => {
  let shared: SharedDatabase | undefined;
  let server: ApiServer | undefined;
  afterAll(async () => {
    await server?.kill();
    shared?.dispose();
  });

  it('answers /healthz within 1 s throughout, refuses each crafted zip, and no worker exits', async () => {
    shared = await sharedDatabase('sqlite');
    server = await startApiServer({ databaseUrl: shared.url, env: { WORKERS: '2' } });
    const { token } = await call<{ token: string }>(server, 'POST', '/api/signup', {
      body: {
        email: 'heavy@example.com',
        password: STRONG_PASSWORD,
        firstName: 'H',
        lastName: 'U',
      },
    });
    const zips = {
      newlines: HOSTILE_ZIPS.newlines(),
      duplicates: HOSTILE_ZIPS.duplicates(),
      habits: HOSTILE_ZIPS.habits(),
    };
    for (const zip of Object.values(zips)) expect(zip.length).toBeLessThan(400 * 1024);
    const documents = [tenYears(1, 50), tenYears(51, 50)];
    const health = probeHealth(server.origin);
    try {
      // Two of the worst at once: one may wait for the other (409), neither takes a worker down.
      const both = await Promise.all([
        upload(server, token, zips.newlines, 'application/zip'),
        upload(server, token, zips.newlines, 'application/zip', true),
      ]);
      for (const res of both) {
        expect([400, 409]).toContain(res.status);
        if (res.status === 400)
          expect(res.body.message).toBe(
            '001 x/Checkmarks.csv has more than 50001 lines; nothing was imported',
          );
      }
      const duplicates = await upload(server, token, zips.duplicates, 'application/zip');
      expect(duplicates).toEqual({
        status: 400,
        body: {
          code: 'BAD_REQUEST',
          message: '001 x/Checkmarks.csv has more than 50001 lines; nothing was imported',
        },
      });
      const habits = await upload(server, token, zips.habits, 'application/zip', true);
      // A Habits.csv may list up to IMPORT_MAX_LISTED_HABITS (only those imported count toward 500).
      expect(habits.body.message).toBe(
        `Habits.csv has more than ${String(IMPORT_MAX_LISTED_HABITS + 1)} lines; nothing was imported`,
      );

      // 100 habits over ten years (two files: an import brings at most 200,000 entries).
      for (const document of documents) {
        const imported = await upload(server, token, document, 'application/json');
        expect(imported).toMatchObject({
          status: 200,
          body: { habitsImported: 50, entriesImported: 182_500 },
        });
      }
      for (const format of ['csv', 'json']) {
        const res = await fetch(`${server.origin}/api/export?format=${format}`, {
          headers: { authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(120_000),
        });
        expect(res.status).toBe(200);
        expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1024 * 1024);
      }
    } finally {
      await health.stop();
    }
    const slow = health.probes.filter((probe) => probe.status !== 200 || probe.ms >= 1_000);
    expect(health.probes.length).toBeGreaterThan(20);
    expect(slow, server.output()).toEqual([]);
    expect(server.output()).not.toMatch(/worker exited|heap out of memory/);
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
  });
});
