/** Hostile or broken Loop backups, each refused with a sentence, changing nothing, leaving nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopBackup } from './loop-backup-fixtures.testing';
import { availableTestEngines, type TestApi } from '../testing';
import { importFile } from './calls.testing';
import {
  createLoopBackupTestApi,
  HABITS,
  habitsOf,
  leftovers,
  SQLITE,
} from './loop-backup.testing';

describe.each(availableTestEngines())('Loop backup refusals on %s', (engine) => {
  let t: TestApi;
  let token: string;

  beforeAll(async () => {
    ({ t, token } = await createLoopBackupTestApi(engine));
  });
  afterAll(async () => {
    await t.close();
  });

  const habits = (owner = token) => habitsOf(t, owner);

  const valid = () => loopBackup(25, HABITS.slice(0, 1));
  const hostile: [string, () => Uint8Array, RegExp][] = [
    ['not SQLite', () => new TextEncoder().encode('hello, this is no database'), /not a SQLite/],
    ['truncated', () => valid().subarray(0, 4096), /damaged or cut short/],
    [
      'cut mid-page',
      () => {
        const bytes = valid();
        return bytes.subarray(0, bytes.length - 100);
      },
      /damaged or cut short/,
    ],
    [
      'a huge page count in its header',
      () => {
        const bytes = new Uint8Array(valid());
        new DataView(bytes.buffer).setUint32(28, 0x7fffffff);
        return bytes;
      },
      /damaged or cut short/,
    ],
    [
      'a damaged page',
      () => {
        const bytes = new Uint8Array(valid());
        bytes.fill(0xff, 4096 + 8, 8192);
        return bytes;
      },
      /damaged or cut short/,
    ],
    [
      'a trigger',
      () =>
        loopBackup(25, HABITS.slice(0, 1), {
          extra: ['create trigger t after insert on Habits begin delete from Repetitions; end'],
        }),
      /has a trigger/,
    ],
    [
      'a view',
      () =>
        loopBackup(25, HABITS.slice(0, 1), {
          extra: ['create view v as select * from Habits'],
        }),
      /has a view/,
    ],
    [
      'a virtual table',
      () =>
        loopBackup(25, HABITS.slice(0, 1), {
          extra: ['create virtual table f using fts5(body)'],
        }),
      /virtual table/,
    ],
    [
      'a schema version past Loop’s',
      () => {
        const bytes = new Uint8Array(valid());
        new DataView(bytes.buffer).setUint32(60, 26);
        return bytes;
      },
      /schema version 26; .* versions 9 to 25/,
    ],
    [
      'another schema',
      () => {
        const bytes = loopBackup(25, [], { extra: ['drop table Repetitions'] });
        return bytes;
      },
      /no Habits and Repetitions tables/,
    ],
    [
      'a column its version lacks',
      () => {
        // Schema 24's tables, labelled 25: Repetitions has no notes.
        const bytes = new Uint8Array(loopBackup(24, HABITS.slice(0, 1)));
        new DataView(bytes.buffer).setUint32(60, 25);
        return bytes;
      },
      /schema 25: its Repetitions table has no column notes/,
    ],
    [
      'a value Loop never writes',
      () =>
        loopBackup(25, [
          { name: 'Odd', position: 1, repetitions: [{ date: '2025-01-01', value: -7 }] },
        ]),
      /Odd, 2025-01-01: the value -7 is not one Loop writes/,
    ],
  ];

  it.each(hostile)(
    'refuses a file with %s: 400 with a sentence, nothing changed',
    async (_, file, message) => {
      const before = await habits();
      for (const dryRun of [true, false]) {
        const res = await importFile(t, token, file(), { dryRun, type: SQLITE });
        expect(res.statusCode).toBe(400);
        expect(res.json<{ message: string }>().message).toMatch(message);
      }
      expect(await habits()).toEqual(before);
      expect(leftovers()).toEqual([]);
    },
  );

  it('refuses a backup of more than 1,000,000 repetitions before reading them', async () => {
    const before = await habits();
    const big = loopBackup(12, [{ name: 'Floss', position: 1 }], { repetitionRows: 1_000_001 });
    expect(big.length).toBeLessThan(20 * 1024 * 1024);
    const res = await importFile(t, token, big, { type: 'application/octet-stream' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(
      'The backup has more than 1000000 entries; nothing was imported',
    );
    expect(await habits()).toEqual(before);
    expect(leftovers()).toEqual([]);
  });
});
