/**
 * Loop → Taper → Loop → Taper: a backup built from Loop's documented schema is imported, written
 * back as a Loop backup, that backup imported into another account and written back again. Every
 * at-most habit comes through with its entries, skipped days, notes, unit, uuid, frequency and
 * description, and the two backups Taper writes hold the same habits and repetitions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backupRows,
  loopBackup,
  type LoopBackupHabitFixture,
} from './loop-backup-fixtures.testing';
import { availableTestEngines, createTestApi, type TestApi } from '../testing';
import { exportFile, importFile } from './calls.testing';

const SQLITE = 'application/vnd.sqlite3';

const HABITS: LoopBackupHabitFixture[] = [
  {
    name: 'Beer',
    position: 0,
    targetValue: 10,
    freqNum: 1,
    freqDen: 7,
    unit: 'cans',
    uuid: 'beer-0000-4000-8000-000000000001',
    question: 'How many cans?',
    description: 'Weekends only',
    repetitions: [
      { date: '2025-03-01', value: 4000, notes: '  with  friends ' },
      { date: '2025-03-02', value: 3, notes: 'away' },
      { date: '2025-03-08', value: 500 },
    ],
  },
  {
    name: 'Coffee',
    position: 1,
    targetValue: 3,
    unit: 'cups',
    uuid: 'coffee-000-4000-8000-000000000002',
    repetitions: [
      { date: '1999-12-31', value: 2000, notes: 'millennium 🍾' },
      { date: '2025-03-14', value: 0 },
      { date: '2025-03-15', value: 2500, notes: 'line one\nline two' },
    ],
  },
  {
    name: 'Takeaway',
    position: 2,
    targetValue: 4,
    freqNum: 1,
    freqDen: 30,
    uuid: 'takeaway-0-4000-8000-000000000003',
    repetitions: [{ date: '2025-02-20', value: 1000 }],
  },
  { name: 'Floss', position: 3, type: 0, uuid: 'floss-0000-4000-8000-000000000004' },
];

interface HabitRow {
  name: string;
  uuid: string;
  unit: string;
  freq_num: number;
  freq_den: number;
  target_value: number;
  type: number;
  target_type: number;
  archived: number;
  question: string;
  description: string;
}
interface RepetitionRow {
  name: string;
  timestamp: number;
  value: number;
  notes: string | null;
}

const HABITS_QUERY =
  'SELECT name, uuid, unit, freq_num, freq_den, target_value, type, target_type, archived, question, description FROM Habits ORDER BY position';
const REPETITIONS_QUERY =
  'SELECT h.name AS name, r.timestamp AS timestamp, r.value AS value, r.notes AS notes FROM Repetitions r JOIN Habits h ON h.id = r.habit ORDER BY h.name, r.timestamp';

describe.each(availableTestEngines())('Loop → Taper → Loop → Taper on %s', (engine) => {
  let t: TestApi;

  beforeAll(async () => {
    t = await createTestApi(engine, { transferLimits: { max: 200, timeWindowMs: 60_000 } });
  });
  afterAll(async () => {
    await t.close();
  });

  const account = async (email: string, backup: Uint8Array) => {
    const token = (await t.signup(email)).token;
    const imported = await importFile(t, token, backup, { type: SQLITE });
    expect(imported.statusCode, imported.body).toBe(200);
    const exported = await exportFile(t, token, 'loop');
    expect(exported.statusCode).toBe(200);
    const habits = (await t.rest('GET', '/api/habits', { token })).json<
      { id: number; name: string }[]
    >();
    const entries = await Promise.all(
      habits.map(async (habit) =>
        (await t.rest('GET', `/api/habits/${String(habit.id)}/entries`, { token })).json<
          { id: number; habitId: number }[]
        >(),
      ),
    );
    return { imported: imported.json(), backup: exported.rawPayload, habits, entries };
  };

  it('keeps every at-most habit, entry, note, unit, uuid, frequency and description', async () => {
    const original = loopBackup(25, HABITS);
    const first = await account('roundtrip-1@example.com', original);
    expect(first.imported).toMatchObject({ habitsImported: 3, entriesImported: 7, warnings: [] });
    const second = await account('roundtrip-2@example.com', first.backup);
    expect(second.imported).toMatchObject({
      habitsImported: 3,
      entriesImported: 7,
      skipped: [],
      warnings: [],
    });

    // Loop → Taper → Loop: the at-most habits as Loop wrote them.
    const habits = backupRows<HabitRow>(first.backup, HABITS_QUERY);
    const source = backupRows<HabitRow>(original, HABITS_QUERY).filter((row) => row.type === 1);
    expect(habits).toEqual(source);
    const repetitions = backupRows<RepetitionRow>(first.backup, REPETITIONS_QUERY);
    const sourceRepetitions = backupRows<RepetitionRow>(original, REPETITIONS_QUERY)
      .filter((row) => row.name !== 'Floss')
      .map((row) => ({ ...row, notes: row.notes ?? '' }));
    expect(repetitions).toEqual(sourceRepetitions);

    // … → Taper → Loop again: the same file's rows.
    expect(backupRows<HabitRow>(second.backup, HABITS_QUERY)).toEqual(habits);
    expect(backupRows<RepetitionRow>(second.backup, REPETITIONS_QUERY)).toEqual(repetitions);

    // Both accounts hold the same habits and entries (their ids apart).
    const shape = (account: typeof first) =>
      JSON.parse(
        JSON.stringify({
          habits: account.habits.map(({ id: _id, ...habit }) => ({
            ...habit,
            createdAt: undefined,
            updatedAt: undefined,
          })),
          entries: account.entries.map((list) =>
            list.map(({ id: _id, habitId: _habitId, ...entry }) => entry),
          ),
        }),
      ) as unknown;
    expect(shape(second)).toEqual(shape(first));
  });
});
