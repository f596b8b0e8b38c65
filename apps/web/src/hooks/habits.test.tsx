import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../testing/api';
import { habit } from '../testing/fixtures';
import { habitsAskedAgainOnMount } from './habit-list-freshness';
import { useHabits } from './habits';

function Reader() {
  const { data } = useHabits();
  return <p>{data ? `Read ${String(data.length)}` : 'Reading'}</p>;
}

/** A screen whose habits came first, and a part of it mounting just after (lazy code arriving). */
function FirstThenSecond() {
  const { data } = useHabits();
  return data ? <Reader /> : null;
}

describe('useHabits', () => {
  it('does not ask again for habits that came just before a screen mounted', async () => {
    const { calls } = renderWithApi(<FirstThenSecond />, {
      handlers: { 'habits.list': () => [habit()] },
    });
    expect(await screen.findByText('Read 1')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call.path === 'habits.list')).toHaveLength(1);
  });

  it('asks again for habits restored from the saved cache, however recent, or changed since', () => {
    const loadedAt = 1_000_000;
    const now = loadedAt + 500;
    const fresh = { isInvalidated: false, dataUpdatedAt: loadedAt + 100 };
    expect(habitsAskedAgainOnMount(fresh, now, loadedAt)).toBe(false);
    // Saved by the page before this one, a moment before the reload.
    const restored = { isInvalidated: false, dataUpdatedAt: loadedAt - 300 };
    expect(habitsAskedAgainOnMount(restored, now, loadedAt)).toBe(true);
    expect(habitsAskedAgainOnMount({ ...fresh, isInvalidated: true }, now, loadedAt)).toBe(true);
    expect(habitsAskedAgainOnMount(fresh, loadedAt + 2_500, loadedAt)).toBe(true);
  });
});
