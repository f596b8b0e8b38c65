/**
 * What the Loop backup import tests share: the backup's habits, an instance with the importing
 * account and another, and the check that no upload is left in the temp folder.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Engine } from '@taper/db';
import type { LoopBackupHabitFixture } from './loop-backup-fixtures.testing';
import { createTestApi, type TestApi } from '../testing';

export const SQLITE = 'application/vnd.sqlite3';
const LONG_NOTE = 'n'.repeat(1500);

/** Beer (weekly, archived, first), Coffee (daily), a yes/no and an at-least habit. */
export const HABITS: LoopBackupHabitFixture[] = [
  {
    name: 'Coffee',
    position: 2,
    targetValue: 3,
    unit: 'cups',
    color: 0,
    repetitions: [
      { date: '2025-03-14', value: 4000, notes: 'a long day' },
      { date: '2025-03-13', value: 2500 },
      { date: '2025-03-12', value: 0 },
      { date: '2025-03-11', value: 3, notes: 'ill' },
      { date: '2025-03-10', value: -1, notes: 'forgot' },
      { date: '2025-03-09', value: 1000, notes: LONG_NOTE },
    ],
  },
  {
    name: 'Beer',
    position: 1,
    targetValue: 10,
    freqNum: 1,
    freqDen: 7,
    archived: 1,
    color: 19,
    repetitions: [{ date: '2025-02-01', value: 6000 }],
  },
  { name: 'Meditate', position: 3, type: 0, repetitions: [{ date: '2025-03-14', value: 2 }] },
  { name: 'Walk', position: 4, targetType: 0, targetValue: 5 },
];

// Each test file's own temp folder (test files run in processes of their own, and each imports
// this module once): another file's upload in flight is never counted as a leftover here.
process.env.TMPDIR = mkdtempSync(join(tmpdir(), 'taper-test-'));
export const leftovers = () =>
  readdirSync(tmpdir()).filter((name) => name.startsWith('taper-loop-'));

export async function createLoopBackupTestApi(
  engine: Engine,
): Promise<{ t: TestApi; token: string; other: string }> {
  const t = await createTestApi(engine, { transferLimits: { max: 200, timeWindowMs: 60_000 } });
  const token = (await t.signup('backup@example.com')).token;
  const other = (await t.signup('someone-else@example.com')).token;
  return { t, token, other };
}

/** An account's habits as GET /api/habits lists them. */
export async function habitsOf(t: TestApi, token: string): Promise<Record<string, unknown>[]> {
  return (await t.rest('GET', '/api/habits', { token })).json<Record<string, unknown>[]>();
}
