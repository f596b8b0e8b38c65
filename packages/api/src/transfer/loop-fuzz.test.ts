/**
 * A small fuzzer over Loop files: backups of every schema version and CSV archives whose rows are
 * drawn at random (seeded, so a failure can be replayed) from the edges Loop's files can have —
 * long, blank and odd names, broken surrogates, every frequency and target, timestamps past
 * midnight and before 1970, days after today, values Loop writes and values it never does, long
 * notes, uuids shared between habits and imports. Each file is previewed and then imported: no
 * answer is a 5xx, and the import does exactly what the preview said (or both refuse alike).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopBackup, type LoopBackupHabitFixture } from './loop-backup-fixtures.testing';
import { availableTestEngines, createTestApi, type TestApi } from '../testing';
import { importFile } from './calls.testing';
import { loopZip, type LoopHabitFixture } from './fixtures.testing';

const RUNS = 24;

/** mulberry32: a small seeded generator. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  return { next, int, pick };
}
type Random = ReturnType<typeof generator>;

const NAMES = [
  'Coffee',
  'Bier 🍺',
  '',
  '   ',
  `${'x'.repeat(99)}🍺 and more`,
  'ab\uD800cd',
  'a,b "c"',
  'Tab\tand\nline',
  'Coffee',
];
const NOTES = [null, '', '  spaced  out ', '🍺'.repeat(700), 'n'.repeat(1200), 'x\uDC00y', 'ok'];
const UUIDS = [null, 'u-1', 'u-2', 'u-3', '', 'not a uuid!', 'a'.repeat(80)];
const DAY = 86_400_000;
const TODAY = Date.UTC(2025, 2, 15);

function backupHabit(random: Random, position: number): LoopBackupHabitFixture {
  const used = new Set<number>();
  const repetitions = Array.from({ length: random.int(0, 8) }, () => {
    const day = random.pick([
      TODAY - random.int(0, 400) * DAY,
      TODAY + random.int(1, 5) * DAY,
      Date.UTC(1969, 11, 31) - random.int(0, 100) * DAY,
    ]);
    const at = day + random.pick([0, 0, random.int(1, DAY - 1)]);
    return {
      at,
      value: random.pick([-1, 0, 1, 2, 3, 1000, 2500, 2 ** 31, random.int(0, 1e7), -7]),
    };
  })
    .filter(({ at }) => !used.has(at) && Boolean(used.add(at)))
    .map(({ at, value }) => ({
      date: new Date(at - (((at % DAY) + DAY) % DAY)).toISOString().slice(0, 10),
      afterMidnight: ((at % DAY) + DAY) % DAY,
      value,
      notes: random.pick(NOTES),
    }));
  return {
    name: random.pick(NAMES),
    position,
    type: random.pick([0, 1, 1, 1]),
    targetType: random.pick([0, 1, 1, 1]),
    targetValue: random.pick([0, 3, 2.5, 1e10, -1, 0.0001, 12]),
    freqNum: random.int(1, 3),
    freqDen: random.pick([1, 2, 7, 14, 30, 31, 90, 0]),
    unit: random.pick(['', 'cups', 'u'.repeat(30)]),
    uuid: random.pick(UUIDS) ?? undefined,
    question: random.pick(['', 'How many?', 'q'.repeat(600)]),
    description: random.pick(['', 'Less']),
    archived: random.int(0, 1),
    repetitions,
  };
}

function csvHabit(random: Random): LoopHabitFixture {
  return {
    row: {
      Name: random.pick(NAMES),
      Type: random.pick(['NUMERICAL', 'NUMERICAL', 'YES_NO']),
      'Target Type': random.pick(['AT_MOST', 'AT_MOST', 'AT_LEAST']),
      'Target Value': random.pick(['3.0', '2.5', 'x', '2.0E9', '', '0.0']),
      FrequencyNumerator: random.pick(['1', '3']),
      FrequencyDenominator: random.pick(['1', '2', '7', '30', '0', 'abc', '365']),
      Unit: random.pick(['', 'cups', 'u'.repeat(30)]),
    },
    checkmarks: Array.from({ length: random.int(0, 6) }, (_, i) => [
      random.pick([
        `2025-03-${String(10 - i).padStart(2, '0')}`,
        `2025-03-${String(16 + i).padStart(2, '0')}`,
        '2025-13-01',
        '1969-07-20',
      ]),
      random.pick(['1000', 'SKIP', 'UNKNOWN', 'NO', 'YES_MANUAL', '3', '-5', 'abc', '99999999999']),
      random.pick(NOTES) ?? '',
    ]),
  };
}

interface Preview {
  habits: { alreadyHere?: true; entries: number }[];
  entries: number;
  skipped: unknown[];
  warnings: string[];
}
interface Result {
  habitsImported: number;
  entriesImported: number;
  habitsAddedTo?: number;
  skipped: unknown[];
  warnings: string[];
}

describe.each(availableTestEngines())('fuzzing Loop files on %s', (engine) => {
  let t: TestApi;

  beforeAll(async () => {
    t = await createTestApi(engine, { transferLimits: { max: 1000, timeWindowMs: 60_000 } });
  });
  afterAll(async () => {
    await t.close();
  });

  /** The file previewed, then imported: never a 5xx, and the import is what the preview said. */
  async function agree(token: string, file: Uint8Array, type: string, seed: number) {
    const preview = await importFile(t, token, file, { dryRun: true, type });
    const imported = await importFile(t, token, file, { type });
    const label = `seed ${String(seed)}: ${preview.body.slice(0, 300)}`;
    expect(preview.statusCode, label).toBeLessThan(500);
    expect(imported.statusCode, label).toBe(preview.statusCode);
    if (preview.statusCode !== 200) {
      expect(imported.json(), label).toEqual(preview.json());
      return;
    }
    const said = preview.json<Preview>();
    const done = imported.json<Result>();
    expect(done.habitsImported, label).toBe(said.habits.filter((h) => !h.alreadyHere).length);
    expect(done.habitsAddedTo ?? 0, label).toBe(
      said.habits.filter((h) => h.alreadyHere && h.entries > 0).length,
    );
    expect(done.entriesImported, label).toBe(said.entries);
    expect(done.skipped, label).toEqual(said.skipped);
    expect(done.warnings, label).toEqual(said.warnings);
  }

  it('.db backups of every schema: preview and import agree, nothing answers 5xx', async () => {
    const token = (await t.signup('fuzz-db@example.com')).token;
    for (let seed = 1; seed <= RUNS; seed++) {
      const random = generator(seed);
      const version = random.pick([9, 12, 16, 18, 21, 22, 23, 24, 25]);
      const habits = Array.from({ length: random.int(0, 6) }, (_, i) => backupHabit(random, i));
      const casing = random.pick(['loop', 'Id', 'upper'] as const);
      await agree(token, loopBackup(version, habits, { casing }), 'application/vnd.sqlite3', seed);
    }
    // Each backup is read on a thread twice (preview, import): a busy machine needs longer.
  }, 120_000);

  it('CSV archives: preview and import agree, nothing answers 5xx', async () => {
    const token = (await t.signup('fuzz-csv@example.com')).token;
    for (let seed = 1; seed <= RUNS; seed++) {
      const random = generator(1000 + seed);
      const habits = Array.from({ length: random.int(0, 5) }, () => csvHabit(random));
      await agree(token, loopZip(habits), 'application/zip', seed);
    }
  });
});
