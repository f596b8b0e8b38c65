import { describe, expect, it } from 'vitest';
import { firstParam, lastParams, parseQuery, pathOf } from './types';

describe('a request target’s query', () => {
  it('keeps a repeated name’s values in order: tRPC reads the first, REST the last', () => {
    const query = parseQuery('/api/x?a=1&b=%7B%7D&a=2+3&a=4');
    expect(query).toEqual({ a: ['1', '2 3', '4'], b: '{}' });
    expect(firstParam(query, 'a')).toBe('1');
    expect(firstParam(query, 'b')).toBe('{}');
    expect(firstParam(query, 'c')).toBeUndefined();
    expect(lastParams(query)).toEqual({ a: '4', b: '{}' });
    expect(pathOf('/api/x?a=1')).toBe('/api/x');
  });

  it('keeps a __proto__ parameter plain data', () => {
    const params = lastParams(parseQuery('/api/x?__proto__=1&constructor=2'));
    expect(Object.keys(params)).toEqual(['__proto__', 'constructor']);
    expect(Object.getPrototypeOf(params)).toBeNull();
    expect(({} as Record<string, unknown>).constructor).toBe(Object);
  });

  it('is empty without a query', () => {
    expect(parseQuery('/api/x')).toEqual({});
    expect(lastParams({})).toEqual({});
  });
});
