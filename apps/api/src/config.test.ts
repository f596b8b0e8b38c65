import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('listens on all interfaces by default and on HOST when set', () => {
    expect(loadConfig({}).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(() => loadConfig({ HOST: ' ' })).toThrow(/HOST/);
  });
});
