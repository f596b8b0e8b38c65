import type { HabitStats } from '@taper/domain';
import { habitStats } from '@taper/domain/rules';
import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi, type Handlers } from '../../testing/api';
import { entry, habit } from '../../testing/fixtures';
import { ProgressScreen } from './ProgressScreen';

configure({ asyncUtilTimeout: 5000 });

const TODAY = '2025-03-15';
const coffee = habit({ id: 7, name: 'Coffee' });
const computed = habitStats(coffee, [entry('2025-03-14'), entry(TODAY)], { today: TODAY });
// A baseline the server knows (entered, or measured from the first logged days).
const stats: HabitStats = { ...computed, reduction: { ...computed.reduction, baseline: 4 } };

/** The screen's first calls answered; the charts' calls never (they are still on their way). */
function loadingCharts(): Handlers {
  const never = () => new Promise<never>(() => undefined);
  return {
    'habits.list': () => [coffee],
    'icons.list': () => [],
    'habits.stats': () => stats,
    'habits.history': never,
    'habits.strength': never,
    'habits.weekdays': never,
  };
}

describe('the progress screen before its charts come', () => {
  it('asks for the stats once: the charts start from that answer', async () => {
    const { calls } = renderWithApi(<ProgressScreen habitId={7} />, { handlers: loadingCharts() });
    await screen.findByRole('heading', { name: 'Values against your goal' });
    await waitFor(() => {
      expect(calls.filter((c) => c.path === 'habits.weekdays')).toHaveLength(1);
    });
    expect(calls.filter((c) => c.path === 'habits.stats')).toEqual([
      { path: 'habits.stats', input: { id: 7 } },
    ]);
  });

  it("keeps each chart's room, and its hint names the baseline the stats gave", async () => {
    renderWithApi(<ProgressScreen habitId={7} />, { handlers: loadingCharts() });
    expect(await screen.findByText(/Dotted line: your baseline/)).toBeInTheDocument();
    // Values, strength, the year, the weekdays: as tall as each will be, so nothing under moves.
    const rooms = screen
      .getAllByRole('status')
      .filter((status) => status.textContent === 'Loading...')
      .map((status) => status.parentElement?.style.minHeight);
    expect(rooms).toEqual(['296px', '256px', '228px', '156px']);
  });
});
