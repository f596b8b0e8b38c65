import { describe, expect, it } from 'vitest';
import { landingWithNext, safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it.each([
    ['/manage', '/manage'],
    ['/habit/3/settings?x=1#top', '/habit/3/settings?x=1#top'],
    ['/', undefined],
    ['//evil.example/manage', undefined],
    ['/\\evil.example', undefined],
    ['https://evil.example/', undefined],
    ['javascript:alert(1)', undefined],
    ['manage', undefined],
    ['/\tevil', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %j', (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
  });

  it('builds the landing link that keeps the page', () => {
    expect(landingWithNext('/habit/3?month=1')).toBe('/?next=%2Fhabit%2F3%3Fmonth%3D1');
    expect(landingWithNext('//evil.example')).toBe('/');
  });
});
