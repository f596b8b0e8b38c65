import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { CsvReader, csvLine, DEFAULT_CSV_LIMITS, parseCsv, readCsvTable } from './csv';
import { parseJsonInSlices, type JsonLimits } from './json';
import { ImportRefused } from './refusal';
import { readZip, type ZipSink } from './zip';

const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof ImportRefused) return error.message;
    throw error;
  }
  return 'not refused';
};

describe('CSV', () => {
  it('reads back the lines it writes (quotes, commas, newlines, formulas)', () => {
    const rows = [
      ['2025-03-05', '3000', 'busy, "very"'],
      ['2025-03-04', 'NO', 'two\nlines'],
      ['', '', ''],
      ['2025-03-03', '1000', '=HYPERLINK("http://evil.example")'],
      ['-rum', '@home', "'+1"],
    ];
    const text = rows.map(csvLine).join('');
    expect(text).toBe(
      '2025-03-05,3000,"busy, ""very"""\n2025-03-04,NO,"two\nlines"\n,,\n' +
        '2025-03-03,1000,"\'=HYPERLINK(""http://evil.example"")"\n\'-rum,\'@home,\'\'+1\n',
    );
    expect(parseCsv(text)).toEqual(rows);
  });

  it('reads the same records however the text is cut into chunks', () => {
    const text = '\uFEFFa,"b ""x"", c"\r\n"multi\r\nline",\'=1\r\nlast,"q"';
    const whole = parseCsv(text);
    expect(whole).toEqual([
      ['a', 'b "x", c'],
      ['multi\r\nline', '=1'],
      ['last', 'q'],
    ]);
    for (let size = 1; size <= 7; size++) {
      const rows: string[][] = [];
      const reader = new CsvReader('a.csv', DEFAULT_CSV_LIMITS, (cells) => rows.push(cells));
      for (let at = 0; at < text.length; at += size) reader.push(text.slice(at, at + size));
      reader.end();
      expect(rows).toEqual(whole);
    }
  });

  it('stops at the first breach of a limit, naming the file, the line and the limit', () => {
    const limits = { maxRows: 3, maxLineChars: 30, maxFieldChars: 10 };
    const seen: number[] = [];
    const read = (text: string) =>
      refusal(() => {
        const reader = new CsvReader('001 x/Checkmarks.csv', limits, (_cells, line) =>
          seen.push(line),
        );
        reader.push(text);
        reader.end();
      });
    expect(read('Date,Value,Notes\n' + '\n'.repeat(1_000_000))).toBe(
      '001 x/Checkmarks.csv has more than 3 lines; nothing was imported',
    );
    expect(seen).toEqual([1, 2, 3]);
    expect(read('a,b\n' + 'x'.repeat(11))).toBe(
      '001 x/Checkmarks.csv, line 2: a cell is longer than 10 characters',
    );
    expect(read(`${'a,'.repeat(16)}\n`)).toBe(
      '001 x/Checkmarks.csv, line 1: the line is longer than 30 characters',
    );
    expect(read('a,"never closed')).toBe(
      '001 x/Checkmarks.csv, line 1: a cell is longer than 10 characters',
    );
    expect(read('a,"open')).toBe('001 x/Checkmarks.csv is not valid CSV (a quote is not closed)');
  });

  it('names missing columns and refuses an unclosed quote', () => {
    expect(
      readCsvTable('Habits.csv', 'Name,Type\nCoffee,NUMERICAL\n', ['Name', 'Unit', 'Color']),
    ).toEqual({ ok: false, message: 'Habits.csv is missing the columns Unit, Color' });
    expect(readCsvTable('a.csv', 'Date\n"2025', ['Date'])).toMatchObject({ ok: false });
    expect(readCsvTable('a.csv', '\uFEFFValue,Date\r\n1,2025-01-01\r\n\r\n', ['Date'])).toEqual({
      ok: true,
      rows: [{ Date: '2025-01-01' }],
    });
  });
});

describe('readZip', () => {
  const limits = { maxFiles: 3, maxBytes: 10_000, maxFileBytes: 6_000 };
  const collect =
    (files: Map<string, string>) =>
    (name: string): ZipSink => {
      const decoder = new TextDecoder();
      let text = '';
      return {
        push: (chunk) => (text += decoder.decode(chunk, { stream: true })),
        end: () => files.set(name, text + decoder.decode()),
      };
    };

  it('hands each file to its sink as it inflates, within the limits', async () => {
    const files = new Map<string, string>();
    const read = await readZip(
      zipSync({ 'a/b.csv': strToU8('x,y\n'), 'c.txt': strToU8('dropped') }),
      (name) => (name.endsWith('.csv') ? collect(files)(name) : undefined),
      limits,
    );
    expect(read).toEqual({ ok: true });
    expect([...files]).toEqual([['a/b.csv', 'x,y\n']]);
  });

  it('stops at the refusal of a sink', async () => {
    const read = await readZip(
      zipSync({ 'a.csv': strToU8('x') }),
      () => ({
        push: () => {
          throw new ImportRefused('a.csv, line 1: no');
        },
        end: () => undefined,
      }),
      limits,
    );
    expect(read).toEqual({ ok: false, message: 'a.csv, line 1: no' });
  });

  const one = strToU8('1');
  it.each([
    ['not a zip', strToU8('hello'), 'The file is not a zip archive'],
    [
      'a bomb',
      zipSync({ 'a.csv': new Uint8Array(5_000), 'b.csv': new Uint8Array(5_001) }),
      'The archive inflates to more than',
    ],
    ['a large file', zipSync({ 'a.csv': new Uint8Array(6_001) }), 'a.csv is larger than'],
    ['too many files', zipSync({ a: one, b: one, c: one, d: one }), 'more than 3 files'],
    ['a climbing name', zipSync({ 'x/../../etc/passwd': one }), 'unsafe file name'],
    ['an absolute name', zipSync({ '/etc/passwd': one }), 'unsafe file name'],
    ['a backslash', zipSync({ '..\\evil': one }), 'unsafe file name'],
  ])('refuses %s', async (_name, bytes, message) => {
    const read = await readZip(bytes, collect(new Map()), limits);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.message).toContain(message);
  });
});

describe('parseJsonInSlices', () => {
  const limits: JsonLimits = {
    maxDepth: 8,
    maxContainers: 100_000,
    maxMembers: 100_000,
    maxPartChars: 1024 * 1024,
  };
  const parse = (text: string, given = limits) =>
    parseJsonInSlices(text, given).then(
      (value) => ({ value }),
      (error: unknown) => {
        if (error instanceof ImportRefused) return { refused: error.message };
        throw error;
      },
    );

  /** A document large enough to be read in parts: a list of habits with many entries each. */
  const big = {
    format: 'taper',
    ['__proto__']: { polluted: true },
    habits: Array.from({ length: 3 }, (_, h) => ({
      name: `Habit "${String(h)}" {[,:]}`,
      entries: Array.from({ length: 3000 }, (_, i) => ({
        date: '2025-01-01',
        actualValue: i / 7,
        note: i % 5 === 0 ? 'a, "b" : [c] {d} \\ \u2603' : null,
      })),
    })),
    empty: [],
    nested: { a: [{}, [], [[]]], b: null, c: -1.5e-3, d: true },
  };

  it('gives the value JSON.parse gives, for a large document in parts and for small ones', async () => {
    const text = JSON.stringify(big, null, 1);
    expect(text.length).toBeGreaterThan(64 * 1024);
    const read = await parse(text);
    expect(read).toEqual({ value: JSON.parse(text) as unknown });
    // '__proto__' is an own key, as JSON.parse makes it, never the object's prototype.
    const value = 'value' in read ? (read.value as object) : {};
    expect(Object.hasOwn(value, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    for (const small of ['1', '"x"', 'null', '[]', '{}', ' [1, {"a": [2]}] '])
      expect(await parse(small)).toEqual({ value: JSON.parse(small) as unknown });
  });

  it.each([
    ['a trailing comma', `[${'1,'.repeat(40_000)}]`],
    ['a missing colon', `{"a" ${'1'.repeat(70_000)}}`],
    ['two documents', `${JSON.stringify(big)} {}`],
    ['an unclosed list', '[1, 2'],
    ['a mismatched bracket', `[${'1,'.repeat(40_000)}1}`],
    ['not JSON at all', 'hello'],
  ])('refuses %s', async (_name, text) => {
    expect(await parse(text)).toEqual({ refused: 'The file is not JSON' });
  });

  it('refuses what passes its limits, before parsing it', async () => {
    expect(await parse('['.repeat(9) + ']'.repeat(9))).toEqual({
      refused: 'The file nests deeper than 8 levels',
    });
    expect(
      await parse(JSON.stringify(Array.from({ length: 11 }, () => ({}))), {
        ...limits,
        maxContainers: 10,
      }),
    ).toEqual({
      refused: 'The file holds more than 10 objects and lists',
    });
    expect(
      await parse(JSON.stringify(Array.from({ length: 11 }, () => 0)), {
        ...limits,
        maxMembers: 10,
      }),
    ).toEqual({
      refused: 'The file holds more than 10 values in its lists',
    });
    const deep = JSON.stringify([[[[[Array.from({ length: 30_000 }, () => 1)]]]]]);
    expect(await parse(deep, { ...limits, maxPartChars: 50_000 })).toEqual({
      refused: 'The file holds a value longer than 50000 characters',
    });
  });
});
