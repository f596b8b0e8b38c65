import { describe, expect, it } from 'vitest';
import { UserDataCache } from '../src/lib/user-data-cache';

describe('UserDataCache', () => {
  it('computes once per user, key and revision', async () => {
    const cache = new UserDataCache();
    let calls = 0;
    const compute = () => Promise.resolve(++calls);
    const alice = { id: 1, dataRevision: 4 };
    expect(await cache.getOrCompute(alice, 'habits', compute)).toBe(1);
    expect(await cache.getOrCompute(alice, 'habits', compute)).toBe(1);
    expect(await cache.getOrCompute(alice, 'streaks:1', compute)).toBe(2);
    expect(await cache.getOrCompute({ id: 2, dataRevision: 4 }, 'habits', compute)).toBe(3);
    expect(await cache.getOrCompute({ ...alice, dataRevision: 5 }, 'habits', compute)).toBe(4);
    // The older revision's values are gone with it.
    expect(await cache.getOrCompute({ ...alice, dataRevision: 5 }, 'streaks:1', compute)).toBe(5);
  });

  it('never lets a slower request of an older revision replace newer values', async () => {
    const cache = new UserDataCache();
    await cache.getOrCompute({ id: 1, dataRevision: 7 }, 'habits', () => Promise.resolve('new'));
    expect(
      await cache.getOrCompute({ id: 1, dataRevision: 6 }, 'habits', () => Promise.resolve('old')),
    ).toBe('old');
    expect(
      await cache.getOrCompute({ id: 1, dataRevision: 7 }, 'habits', () =>
        Promise.resolve('again'),
      ),
    ).toBe('new');
  });

  it('does not cache failures', async () => {
    const cache = new UserDataCache();
    const owner = { id: 1, dataRevision: 0 };
    await expect(
      cache.getOrCompute(owner, 'streaks:9', () => Promise.reject(new Error('Habit not found'))),
    ).rejects.toThrow('Habit not found');
    expect(await cache.getOrCompute(owner, 'streaks:9', () => Promise.resolve(3))).toBe(3);
  });

  it('keeps at most maxUsers users, dropping the least recently used', async () => {
    const cache = new UserDataCache({ maxUsers: 2 });
    const value = (v: string) => () => Promise.resolve(v);
    await cache.getOrCompute({ id: 1, dataRevision: 0 }, 'k', value('one'));
    await cache.getOrCompute({ id: 2, dataRevision: 0 }, 'k', value('two'));
    await cache.getOrCompute({ id: 1, dataRevision: 0 }, 'k', value('unused'));
    await cache.getOrCompute({ id: 3, dataRevision: 0 }, 'k', value('three'));
    expect(cache.size).toBe(2);
    expect(await cache.getOrCompute({ id: 1, dataRevision: 0 }, 'k', value('recomputed'))).toBe(
      'one',
    );
    expect(await cache.getOrCompute({ id: 2, dataRevision: 0 }, 'k', value('recomputed'))).toBe(
      'recomputed',
    );
  });

  it('keeps at most maxValuesPerUser values per user', async () => {
    const cache = new UserDataCache({ maxValuesPerUser: 2 });
    const owner = { id: 1, dataRevision: 0 };
    await cache.getOrCompute(owner, 'a', () => Promise.resolve('a'));
    await cache.getOrCompute(owner, 'b', () => Promise.resolve('b'));
    await cache.getOrCompute(owner, 'c', () => Promise.resolve('c'));
    expect(await cache.getOrCompute(owner, 'a', () => Promise.resolve('a2'))).toBe('a2');
  });

  it('keeps at most maxSize of JSON, dropping the least recently used users first', async () => {
    const cache = new UserDataCache({ maxSize: 100 });
    const value = (v: string) => () => Promise.resolve(v);
    await cache.getOrCompute({ id: 1, dataRevision: 0 }, 'k', value('a'.repeat(40)));
    await cache.getOrCompute({ id: 2, dataRevision: 0 }, 'k', value('b'.repeat(40)));
    await cache.getOrCompute({ id: 1, dataRevision: 0 }, 'k', value('unused'));
    expect(cache.weight).toBe(80);
    // Objects weigh their JSON: {"n":"ccc…"} is 8 + 30 characters.
    await cache.getOrCompute({ id: 3, dataRevision: 0 }, 'k', () =>
      Promise.resolve({ n: 'c'.repeat(30) }),
    );
    expect(cache.weight).toBe(78);
    expect(await cache.getOrCompute({ id: 2, dataRevision: 0 }, 'k', value('again'))).toBe('again');
    expect(await cache.getOrCompute({ id: 1, dataRevision: 0 }, 'k', value('x'))).toBe(
      'a'.repeat(40),
    );
    // A new revision's values replace the old ones' weight; a value over the limit is not kept.
    await cache.getOrCompute({ id: 1, dataRevision: 1 }, 'k', value('d'));
    await cache.getOrCompute({ id: 4, dataRevision: 0 }, 'k', value('e'.repeat(101)));
    expect(await cache.getOrCompute({ id: 4, dataRevision: 0 }, 'k', value('small'))).toBe('small');
    expect(cache.weight).toBeLessThanOrEqual(100);
  });

  it('gives a kept value back by key at the same revision only, weighed as the caller says', async () => {
    const cache = new UserDataCache();
    const owner = { id: 1, dataRevision: 2 };
    const answer = { result: { n: 1 }, json: '{"n":1}' };
    expect(cache.get(owner, 'k')).toBeUndefined();
    await cache.getOrCompute(
      owner,
      'k',
      () => Promise.resolve(answer),
      (kept) => kept.json.length,
    );
    expect(cache.get(owner, 'k')).toBe(answer);
    expect(cache.weight).toBe(7);
    expect(cache.get({ id: 1, dataRevision: 3 }, 'k')).toBeUndefined();
    expect(cache.get({ id: 2, dataRevision: 2 }, 'k')).toBeUndefined();
  });
});
