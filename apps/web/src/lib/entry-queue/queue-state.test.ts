import { beforeEach, describe, expect, it } from 'vitest';
import { addChange, retryDelay, RETRY_POLICY } from './state';
import { USER, log, clear, apply, resetQueueStorage } from '../../testing/entryQueue';

beforeEach(resetQueueStorage);

describe('collapsing changes of one day (last writer wins)', () => {
  it('keeps only the last log of a day, moved to the end', () => {
    const state = apply(log('2025-03-01', 1), log('2025-03-02', 5), log('2025-03-01', 3));
    expect(state.changes.map((c) => [c.date, c.change])).toEqual([
      ['2025-03-02', { kind: 'log', body: { date: '2025-03-02', actualValue: 5 } }],
      ['2025-03-01', { kind: 'log', body: { date: '2025-03-01', actualValue: 3 } }],
    ]);
  });

  it('clearing a day logged only here leaves nothing to send', () => {
    const added = addChange(apply(log('2025-03-01', 2)), clear('2025-03-01', null));
    expect(added.seq).toBeNull();
    expect(added.state.changes).toEqual([]);
  });

  it('a log after clearing the server entry replaces the clear; clearing again keeps the delete', () => {
    expect(apply(clear('2025-03-01', 40), log('2025-03-01', 2)).changes).toMatchObject([
      { change: { kind: 'log' } },
    ]);
    expect(apply(clear('2025-03-01', 40), clear('2025-03-01', null)).changes).toMatchObject([
      { change: { kind: 'clear', entryId: 40 } },
    ]);
  });

  it('keeps days of other habits and other users apart', () => {
    const other = { ...log('2025-03-01', 9), userId: USER + 1 };
    const state = apply(log('2025-03-01', 1), log('2025-03-01', 2, 2), other);
    expect(state.changes).toHaveLength(3);
  });
});

describe('retry policy', () => {
  it('waits 5 s, 10 s, 20 s, 40 s after each failed try, then only for the user', () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([5_000, 10_000, 20_000, 40_000, null, null]);
    expect(RETRY_POLICY.maxTries).toBe(5);
  });
});
