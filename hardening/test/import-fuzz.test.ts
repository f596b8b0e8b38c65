/**
 * POST /api/import fuzzed over every kind of file it reads: Taper's JSON and CSV zip and Loop
 * backup (.db) as Taper's own export writes them, Loop CSV archives of each layout (v2.3.1,
 * v2.0 to v2.3.0, v1.x, a one-habit export) and HabitBull CSV, each sent whole, with hostile
 * cells, with bytes flipped, cut short or spliced, under every content type, with good and bad
 * `goals`. No answer is a 5xx; every 4xx is JSON with `message` and `code`; a preview or a
 * refused import changes nothing. Loop backups whose schema carries SQL (generated columns,
 * expression and partial indexes, expression defaults, CHECKs) are each refused within seconds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRng, type Rng } from '../src/fuzz';
import { createHarness, numberHabit, type Harness } from '../src/harness';
import { SqliteSummarizer } from '../src/tables';
import { generatedLoopBackup } from '../src/loop-backups';
import { habitBullFile, loopArchive } from '../src/zips';

const SEED = Number(process.env.FUZZ_SEED ?? 20250315);
/** Requests per kind of file. */
const REQUESTS_PER_KIND = Math.max(20, Math.round(Number(process.env.FUZZ_REQUESTS ?? 1000) / 10));

const TYPES = [
  'application/zip',
  'application/json',
  'application/vnd.sqlite3',
  'text/csv',
  'application/octet-stream',
] as const;

/** Cells a file might hold by mistake or by malice. */
const HOSTILE_CELLS = [
  '',
  ' ',
  '-1',
  '-0',
  '3',
  'SKIP',
  'UNKNOWN',
  'YES_MANUAL',
  'NaN',
  'Infinity',
  '1e309',
  '2.0E9',
  '1000000000.5',
  '0.0000001',
  '9'.repeat(40),
  '2025-02-30',
  '0000-01-01',
  '1899-12-31',
  '9999-12-31',
  '02/30/2022',
  '\u0000',
  '"',
  '=cmd|calc',
  '１０００',
  'x'.repeat(1_200),
  'y'.repeat(11_000),
  '\r\n',
  '../../etc/passwd',
];

const GOALS = [
  undefined,
  '{"001":3,"002":null,"003":2.5}',
  '{"Cigarettes":10,"Floss":null}',
  '{"001":2e9}',
  '{"001":-1}',
  '{"001":"3"}',
  '[1,2]',
  '{',
  'null',
  '{"__proto__":3,"constructor":1}',
  `{${Array.from({ length: 600 }, (_, i) => `"${String(i)}":1`).join(',')}}`,
];

type Kind =
  | 'taper-json'
  | 'taper-csv'
  | 'taper-loop-db'
  | 'loop-v2.3.1'
  | 'loop-v2.0'
  | 'loop-v1'
  | 'loop-one-habit'
  | 'habitbull';

const KINDS: Kind[] = [
  'taper-json',
  'taper-csv',
  'taper-loop-db',
  'loop-v2.3.1',
  'loop-v2.0',
  'loop-v1',
  'loop-one-habit',
  'habitbull',
];

/** The same bytes, damaged in one of a few ways. */
function damaged(rng: Rng, bytes: Buffer, others: readonly Buffer[]): Buffer {
  const copy = Buffer.from(bytes);
  switch (rng.int(0, 4)) {
    case 0: {
      for (let i = 0; i < rng.int(1, 8); i++) copy[rng.int(0, copy.length - 1)] = rng.int(0, 255);
      return copy;
    }
    case 1:
      return copy.subarray(0, rng.int(0, copy.length - 1));
    case 2:
      return Buffer.concat([copy, Buffer.from(rng.pick(HOSTILE_CELLS))]);
    case 3: {
      const other = rng.pick(others);
      const at = rng.int(0, copy.length);
      return Buffer.concat([copy.subarray(0, at), other.subarray(rng.int(0, other.length))]);
    }
    default:
      return Buffer.alloc(rng.int(0, 64), rng.int(0, 255));
  }
}

describe('POST /api/import fuzzed over every kind of file', () => {
  let h: Harness;
  let token: string;
  let summarizer: SqliteSummarizer;
  const base = new Map<Kind, Buffer>();

  beforeAll(async () => {
    h = await createHarness({ transferLimits: { max: 100_000, timeWindowMs: 60_000 } });
    token = (await h.signup('import-fuzz@example.com')).token;
    const habit = await h.rest('POST', '/api/habits', { token, body: numberHabit });
    const id = habit.json<{ id: number }>().id;
    for (const [date, actualValue] of [
      ['2025-01-10', 1],
      ['2025-01-11', 4],
    ] as const)
      await h.rest('POST', `/api/habits/${String(id)}/entries`, {
        token,
        body: { date, actualValue, note: 'a note, "quoted"' },
      });
    for (const [kind, format] of [
      ['taper-json', 'json'],
      ['taper-csv', 'csv'],
      ['taper-loop-db', 'loop'],
    ] as const) {
      const res = await h.app.inject({
        method: 'GET',
        url: `/api/export?format=${format}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, `${format}: ${res.body.slice(0, 200)}`).toBe(200);
      base.set(kind, res.rawPayload);
    }
    base.set('loop-v2.3.1', loopArchive('v2.3.1'));
    base.set('loop-v2.0', loopArchive('v2.0'));
    base.set('loop-v1', loopArchive('v1'));
    base.set('loop-one-habit', loopArchive('one-habit'));
    base.set('habitbull', habitBullFile());
    summarizer = new SqliteSummarizer(h.testDb.file, ['rate_limits']);
  });

  afterAll(async () => {
    summarizer.close();
    await h.close();
  });

  /** A file of `kind`, whole, with hostile cells, or damaged. */
  function fileOf(rng: Rng, kind: Kind): Buffer {
    const whole = base.get(kind);
    if (!whole) throw new Error(kind);
    const mode = rng.int(0, 3);
    if (mode === 0) return whole;
    const hostile = (value: string) => (rng.int(0, 4) === 0 ? rng.pick(HOSTILE_CELLS) : value);
    if (mode === 1 && kind.startsWith('loop-')) {
      const layout = kind.slice('loop-'.length) as 'v2.3.1' | 'v2.0' | 'v1' | 'one-habit';
      return loopArchive(layout, hostile);
    }
    if (mode === 1 && kind === 'habitbull') return habitBullFile(hostile);
    if (mode === 1 && kind === 'taper-json') {
      const text = whole.toString('utf8');
      return Buffer.from(
        text.replace(/"[^"]*"|-?\d+(\.\d+)?/g, (match) =>
          rng.int(0, 6) === 0 ? JSON.stringify(rng.pick(HOSTILE_CELLS)) : match,
        ),
      );
    }
    return damaged(rng, whole, [...base.values()]);
  }

  it.each(KINDS)(
    '%s: no 5xx, JSON errors, and a preview or a refusal changes nothing',
    async (kind) => {
      const rng = createRng(SEED + KINDS.indexOf(kind));
      let baseline = summarizer.summarize();
      const seen = { ok: 0, refused: 0 };
      for (let i = 0; i < REQUESTS_PER_KIND; i++) {
        const body = fileOf(rng, kind);
        const type = rng.int(0, 2) === 0 ? rng.pick(TYPES) : undefined;
        const goals = rng.pick(GOALS);
        const dryRun = rng.int(0, 4) !== 0;
        const query = `dryRun=${String(dryRun)}${goals === undefined ? '' : `&goals=${encodeURIComponent(goals)}`}`;
        const contentType =
          type ??
          (kind === 'taper-json'
            ? 'application/json'
            : kind === 'habitbull'
              ? 'text/csv'
              : kind === 'taper-loop-db'
                ? 'application/vnd.sqlite3'
                : 'application/zip');
        const res = await h.app.inject({
          method: 'POST',
          url: `/api/import?${query}`,
          headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
          payload: body,
        });
        const where = `${kind} #${String(i)} seed=${String(SEED)} ${contentType} ${query.slice(0, 80)} (${String(body.length)} bytes) → ${String(res.statusCode)} ${res.body.slice(0, 300)}`;
        expect(res.statusCode, where).toBeLessThan(500);
        if (res.statusCode >= 400) {
          seen.refused += 1;
          const error = res.json<{ message?: unknown; code?: unknown }>();
          expect(typeof error.message, where).toBe('string');
          expect(typeof error.code, where).toBe('string');
        } else seen.ok += 1;
        if (dryRun || res.statusCode >= 400)
          expect(summarizer.summarize(), where).toEqual(baseline);
        else baseline = summarizer.summarize();
      }
      console.info(`${kind}: ${String(seen.ok)} accepted, ${String(seen.refused)} refused`);
      // The fuzzer reaches both sides: some files are read, some refused.
      expect(seen.ok).toBeGreaterThan(0);
      expect(seen.refused).toBeGreaterThan(0);
    },
  );

  it('Loop backups carrying SQL: each refused at once naming it, the others read, nothing changed', async () => {
    const rng = createRng(SEED + 100);
    const baseline = summarizer.summarize();
    const seen = { refused: 0, read: 0 };
    for (let i = 0; i < REQUESTS_PER_KIND; i++) {
      const { bytes, carries } = generatedLoopBackup(rng);
      const type = rng.pick([
        'application/vnd.sqlite3',
        'application/octet-stream',
        'application/zip',
      ]);
      const started = performance.now();
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/import?dryRun=true',
        headers: { authorization: `Bearer ${token}`, 'content-type': type },
        payload: Buffer.from(bytes),
      });
      const elapsed = performance.now() - started;
      const where = `#${String(i)} seed=${String(SEED)} carrying ${carries.join(', ') || 'nothing'} → ${String(res.statusCode)} ${res.body.slice(0, 300)} in ${String(Math.round(elapsed))} ms`;
      expect(elapsed, where).toBeLessThan(5_000);
      if (carries.length > 0) {
        expect(res.statusCode, where).toBe(400);
        expect(res.json<{ message: string }>().message, where).toMatch(
          /^Not a Loop backup: .*, which Loop’s backups never have$/,
        );
        seen.refused += 1;
      } else {
        expect(res.statusCode, where).toBe(200);
        seen.read += 1;
      }
      expect(summarizer.summarize(), where).toEqual(baseline);
    }
    console.info(
      `Loop backups carrying SQL: ${String(seen.refused)} refused, ${String(seen.read)} read`,
    );
    expect(seen.refused).toBeGreaterThan(0);
    expect(seen.read).toBeGreaterThan(0);
  });
});
