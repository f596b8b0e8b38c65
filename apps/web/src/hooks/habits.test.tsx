import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../testing/api';
import { habit } from '../testing/fixtures';
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
});
