import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spreadsheetCell, spreadsheetSafe } from './spreadsheet';

describe('spreadsheet-safe cells', () => {
  it.each([
    ['=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")'],
    ['+1', "'+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ["'=x", "''=x"],
    ['coffee', 'coffee'],
    ["it's", "it's"],
    ["'quoted'", "'quoted'"],
    ['', ''],
  ])('writes %j as %j', (cell, written) => {
    expect(spreadsheetSafe(cell)).toBe(written);
    expect(spreadsheetCell(written)).toBe(cell);
  });

  it('reads back every cell unchanged, and never writes one a spreadsheet takes for a formula', () => {
    const cell = fc.string({
      unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', "'", 'a', ' '),
    });
    fc.assert(
      fc.property(fc.oneof(cell, fc.string()), (text) => {
        const written = spreadsheetSafe(text);
        expect(spreadsheetCell(written)).toBe(text);
        expect(/^[=+\-@\t\r]/.test(written)).toBe(false);
      }),
    );
  });
});
