/**
 * Item 6 — 50 parallel logs of one habit and one date, over HTTP against one built server, on
 * SQLite and on a private PostgreSQL: exactly one entry is left, holding one of the sent values.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { numberHabit, STRONG_PASSWORD } from '../src/harness';
import { createPgCluster, type PgCluster } from '../src/pg-cluster';
import { request, startApiServer, type ApiServer } from '../src/server';

const PARALLEL = 50;

interface Target {
  engine: 'sqlite' | 'postgres';
}

describe.each<Target>([{ engine: 'sqlite' }, { engine: 'postgres' }])(
  '50 parallel logs of one day [$engine]',
  ({ engine }) => {
    let server: ApiServer | undefined;
    let cluster: PgCluster | undefined;
    let dir: string | undefined;

    afterAll(async () => {
      await server?.kill();
      cluster?.destroy();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    async function rowsFor(habitId: number, date: string): Promise<{ actual_value: number }[]> {
      if (engine === 'sqlite') {
        const db = new Database(path.join(dir!, 'taper.db'), { readonly: true });
        try {
          return db
            .prepare('select actual_value from habit_entries where habit_id = ? and date = ?')
            .all(habitId, date) as { actual_value: number }[];
        } finally {
          db.close();
        }
      }
      const client = new pg.Client({ connectionString: cluster!.url('taper') });
      await client.connect();
      try {
        return (
          await client.query<{ actual_value: number }>(
            'select actual_value from habit_entries where habit_id = $1 and date = $2',
            [habitId, date],
          )
        ).rows;
      } finally {
        await client.end();
      }
    }

    it('leaves exactly one entry holding one of the sent values', async () => {
      let databaseUrl: string;
      if (engine === 'sqlite') {
        dir = mkdtempSync(path.join(tmpdir(), 'taper-race-'));
        databaseUrl = path.join(dir, 'taper.db');
      } else {
        cluster = await createPgCluster();
        await cluster.createDatabase('taper');
        databaseUrl = cluster.url('taper');
      }
      server = await startApiServer({ databaseUrl });
      const origin = server.origin;
      const signup = await request(origin, 'POST', '/api/signup', {
        body: {
          email: 'race@example.com',
          password: STRONG_PASSWORD,
          firstName: 'R',
          lastName: 'C',
        },
      });
      expect(signup.status, signup.body).toBe(200);
      const token = (JSON.parse(signup.body) as { token: string }).token;
      const created = await request(origin, 'POST', '/api/habits', { token, body: numberHabit });
      const habitId = (JSON.parse(created.body) as { id: number }).id;

      for (const [round, date] of ['2025-01-10', '2025-01-11', '2025-01-12'].entries()) {
        const values = Array.from({ length: PARALLEL }, (_v, i) => round * 1000 + i + 1);
        const results = await Promise.all(
          values.map((value) =>
            request(origin, 'POST', `/api/habits/${habitId}/entries`, {
              token,
              body: { date, actualValue: value, note: `v${value}` },
            }),
          ),
        );
        const statuses = results.map((r) => r.status);
        expect(
          statuses.filter((s) => s >= 500 || s === 0),
          results.find((r) => r.status >= 500)?.body,
        ).toEqual([]);
        expect(
          statuses.every((s) => s === 200),
          JSON.stringify(
            results
              .filter((r) => r.status !== 200)
              .map((r) => `${r.status} ${r.body}`)
              .slice(0, 3),
          ),
        ).toBe(true);
        const ids = new Set(results.map((r) => (JSON.parse(r.body) as { id: number }).id));
        expect(ids.size, 'every answer names the same entry').toBe(1);

        const rows = await rowsFor(habitId, date);
        expect(rows).toHaveLength(1);
        expect(values).toContain(rows[0]!.actual_value);
        const listed = await request(origin, 'GET', `/api/habits/${habitId}/entries`, { token });
        const forDate = (
          JSON.parse(listed.body) as { date: string; actualValue: number; note: string }[]
        ).filter((e) => e.date === date);
        expect(forDate).toHaveLength(1);
        expect(forDate[0]!.note).toBe(`v${forDate[0]!.actualValue}`);
        expect(values).toContain(forDate[0]!.actualValue);
      }
    });
  },
);
