import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { csvLine, parseCsv, readCsvTable } from './csv';
import { readZip } from './zip';

describe('CSV', () => {
  it('reads back the lines it writes (quotes, commas, newlines)', () => {
    const rows = [
      ['2025-03-05', '3000', 'busy, "very"'],
      ['2025-03-04', 'NO', 'two\nlines'],
      ['', '', ''],
    ];
    const text = rows.map(csvLine).join('');
    expect(text).toBe('2025-03-05,3000,"busy, ""very"""\n2025-03-04,NO,"two\nlines"\n,,\n');
    expect(parseCsv(text)).toEqual(rows);
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
  const limits = { maxFiles: 3, maxBytes: 10_000 };

  it('reads the files of a zip within the limits', () => {
    const read = readZip(zipSync({ 'a/b.csv': strToU8('x,y\n') }), limits);
    expect(read.ok && new TextDecoder().decode(read.files.get('a/b.csv'))).toBe('x,y\n');
  });

  const one = strToU8('1');
  it.each([
    ['not a zip', strToU8('hello'), 'The file is not a zip archive'],
    ['a bomb', zipSync({ 'a.csv': new Uint8Array(20_000) }), 'The archive inflates to more than'],
    ['too many files', zipSync({ a: one, b: one, c: one, d: one }), 'more than 3 files'],
    ['a climbing name', zipSync({ 'x/../../etc/passwd': one }), 'unsafe file name'],
    ['an absolute name', zipSync({ '/etc/passwd': one }), 'unsafe file name'],
    ['a backslash', zipSync({ '..\\evil': one }), 'unsafe file name'],
  ])('refuses %s', (_name, bytes, message) => {
    const read = readZip(bytes, limits);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.message).toContain(message);
  });
});
