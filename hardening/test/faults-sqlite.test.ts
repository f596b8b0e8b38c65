/**
 * Item 5 (SQLite) — the built server killed with SIGKILL at random moments during a write load,
 * 20 rounds on one database file: after each kill `PRAGMA integrity_check` is ok and every write
 * the client saw acknowledged (2xx) is in the file with its value; the next round starts on it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRng } from '../src/fuzz';
import { numberHabit, STRONG_PASSWORD } from '../src/harness';
import { request, startApiServer, type ApiServer } from '../src/server';

const ROUNDS = Number(process.env.KILL_ROUNDS ?? 20);
const WORKERS = 6;
const DAY = 24 * 60 * 60 * 1000;

interface AckedHabit {
  id: number;
  name: string;
}
interface AckedEntry {
  id: number;
  habitId: number;
  date: string;
  value: number;
  note: string;
}

describe('SIGKILL during a write load (SQLite)', () => {
  let dir: string;
  let file: string;
  let server: ApiServer | undefined;
  let token = '';
  const habits: AckedHabit[] = [];
  const entries: AckedEntry[] = [];
  /** Writes cut by a kill (sent, never answered): proof that kills land mid-write. */
  let cut = 0;
  const rng = createRng(Number(process.env.FUZZ_SEED ?? 4242));

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'taper-kill-'));
    file = path.join(dir, 'taper.db');
  });
  afterAll(async () => {
    await server?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  /** One worker: a new habit, then entries on ever earlier dates (every key written once). */
  async function worker(
    origin: string,
    round: number,
    w: number,
    stop: { killed: boolean },
    acks: { n: number },
  ) {
    const name = `r${round}w${w}-${rng.int(0, 1e9)}`;
    const created = await request(origin, 'POST', '/api/habits', {
      token,
      body: { ...numberHabit, name },
    });
    if (created.status === 0) {
      cut++;
      return;
    }
    expect(created.status, created.body).toBe(200);
    const habit = JSON.parse(created.body) as { id: number; name: string };
    expect(habit.name).toBe(name);
    habits.push({ id: habit.id, name });
    acks.n++;
    for (let k = 1; k <= 3000 && !stop.killed; k++) {
      const date = new Date(Date.now() - k * DAY).toISOString().slice(0, 10);
      const value = rng.int(0, 1_000_000);
      const note = `n${round}-${w}-${k}-${rng.int(0, 1e9)}`;
      const res = await request(origin, 'POST', `/api/habits/${habit.id}/entries`, {
        token,
        body: { date, actualValue: value, note },
      });
      if (res.status === 0) {
        cut++; // killed mid-request: not acknowledged
        return;
      }
      expect(res.status, res.body).toBe(200);
      const entry = JSON.parse(res.body) as { id: number; actualValue: number; date: string };
      expect(entry.actualValue).toBe(value);
      entries.push({ id: entry.id, habitId: habit.id, date, value, note });
      acks.n++;
    }
  }

  function checkFile(round: number) {
    const db = new Database(file);
    try {
      expect(db.pragma('integrity_check', { simple: true }), `round ${round}`).toBe('ok');
      expect(db.pragma('foreign_key_check')).toEqual([]);
      const habitRows = new Map(
        (db.prepare('select id, name from habits').all() as { id: number; name: string }[]).map(
          (row) => [row.id, row.name],
        ),
      );
      for (const habit of habits)
        expect(habitRows.get(habit.id), `habit ${habit.id} lost in round ${round}`).toBe(
          habit.name,
        );
      const entryRows = new Map(
        (
          db.prepare('select id, habit_id, date, actual_value, note from habit_entries').all() as {
            id: number;
            habit_id: number;
            date: string;
            actual_value: number;
            note: string;
          }[]
        ).map((row) => [row.id, row]),
      );
      for (const entry of entries) {
        const row = entryRows.get(entry.id);
        expect(row, `entry ${entry.id} lost in round ${round}`).toBeDefined();
        expect(row).toMatchObject({
          habit_id: entry.habitId,
          date: entry.date,
          actual_value: entry.value,
          note: entry.note,
        });
      }
    } finally {
      db.close();
    }
  }

  it(`${ROUNDS} rounds: integrity ok and every acknowledged write kept`, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      server = await startApiServer({ databaseUrl: file });
      const origin = server.origin;
      if (round === 1) {
        const res = await request(origin, 'POST', '/api/signup', {
          body: {
            email: 'kill@example.com',
            password: STRONG_PASSWORD,
            firstName: 'K',
            lastName: 'L',
          },
        });
        expect(res.status, res.body).toBe(200);
        token = (JSON.parse(res.body) as { token: string }).token;
      }
      // The session (in the file) outlived the previous kill.
      expect((await request(origin, 'GET', '/api/auth/user', { token })).status).toBe(200);
      // What earlier rounds acknowledged is served by the restarted server too.
      const listed = await request(origin, 'GET', '/api/entries', { token });
      expect(listed.status).toBe(200);
      expect((JSON.parse(listed.body) as unknown[]).length).toBeGreaterThanOrEqual(entries.length);

      const stop = { killed: false };
      const acks = { n: 0 };
      const load = Promise.all(
        Array.from({ length: WORKERS }, (_v, w) => worker(origin, round, w, stop, acks)),
      );
      // Kill at a random moment once the load is well under way.
      const waitStart = Date.now();
      while (acks.n < 5 && Date.now() - waitStart < 30_000)
        await new Promise((r) => setTimeout(r, 10));
      expect(acks.n, server.output()).toBeGreaterThanOrEqual(5);
      await new Promise((r) => setTimeout(r, rng.int(0, 1200)));
      const before = acks.n;
      await server.kill('SIGKILL');
      stop.killed = true;
      const { signal } = await server.exited;
      expect(signal).toBe('SIGKILL');
      await load;
      expect(before).toBeGreaterThan(0);
      checkFile(round);
    }
    console.info(
      `SIGKILL: ${ROUNDS} rounds, ${habits.length} habits and ${entries.length} entries acknowledged, all kept; ${cut} writes cut`,
    );
    expect(cut, 'no kill landed while writes were in flight').toBeGreaterThan(0);
  });
});
