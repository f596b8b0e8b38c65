import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, COMPRESS_NOW_MAX, EncodedAnswers, encodeNow } from './encoded-answers';

const body = JSON.stringify(Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Habit ${i}` })));

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['deflate', undefined],
    ['identity', undefined],
    [undefined, undefined],
    ['', undefined],
  ])('answers %j in %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('EncodedAnswers', () => {
  it('compresses a named body once per encoding and gives the same bytes after', async () => {
    const encoded = new EncodedAnswers();
    const first = await encoded.encode('rest 1:1:habits.list', body, 'br');
    const again = await encoded.encode('rest 1:1:habits.list', body, 'br');
    expect(first).toBeDefined();
    expect(again).toBe(first);
    expect(brotliDecompressSync(first ?? Buffer.alloc(0)).toString()).toBe(body);
    const gzipped = await encoded.encode('rest 1:1:habits.list', body, 'gzip');
    expect(gunzipSync(gzipped ?? Buffer.alloc(0)).toString()).toBe(body);
    expect(encoded.size).toBe(2);
  });

  it('keeps another name apart, and leaves small bodies as they are', async () => {
    const encoded = new EncodedAnswers();
    const one = await encoded.encode('rest 1:1:habits.list', body, 'br');
    const other = await encoded.encode('rest 1:2:habits.list', `${body} `, 'br');
    expect(other).not.toBe(one);
    expect(await encoded.encode('rest 1:1:habits.get', '{"id":1}', 'br')).toBeUndefined();
    expect(encoded.size).toBe(2);
  });

  it('weighs what it keeps, dropping the least recently used', async () => {
    const encoded = new EncodedAnswers({ maxBytes: 400, threshold: 1 });
    const random = (seed: number) =>
      Array.from({ length: 300 }, (_, i) => String.fromCharCode(33 + ((i * 7919 + seed) % 90)));
    for (let i = 0; i < 5; i++) await encoded.encode(`n${i}`, random(i).join(''), 'gzip');
    expect(encoded.size).toBeLessThan(5);
  });
});

describe('encodeNow', () => {
  it('compresses an answer of a few kilobytes in one call, in either encoding', () => {
    expect(brotliDecompressSync(encodeNow(body, 'br') ?? Buffer.alloc(0)).toString()).toBe(body);
    expect(gunzipSync(encodeNow(body, 'gzip') ?? Buffer.alloc(0)).toString()).toBe(body);
  });

  it('leaves a short answer as it is, and a long one to the stream', () => {
    expect(encodeNow('{"id":1}', 'br')).toBeUndefined();
    expect(encodeNow('x'.repeat(COMPRESS_NOW_MAX), 'gzip')).toBeDefined();
    expect(encodeNow('x'.repeat(COMPRESS_NOW_MAX + 1), 'gzip')).toBeUndefined();
  });
});
