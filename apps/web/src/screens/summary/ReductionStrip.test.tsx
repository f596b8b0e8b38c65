import { addDays, habitCard, type Goal, type SummaryHabit } from '@taper/domain';
import { habitStats } from '@taper/domain/rules';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { habit } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { ReductionStrip } from './ReductionStrip';

const TODAY = '2026-11-26';
const coffee = { ...habit(), unit: 'cups' };
const goal: Goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 3 };
const aWeekOf2s = Array.from({ length: 7 }, (_, index) => ({
  id: index + 1,
  date: addDays(TODAY, index - 6),
  performance: 'success',
  actualValue: 2,
  levelValue: null,
  note: null,
}));

function card(baseline: number | null): SummaryHabit {
  return {
    habitId: coffee.id,
    ...habitCard(habitStats(goal, aWeekOf2s, { today: TODAY, baseline, costPerUnit: 3.2 })),
  };
}

describe('ReductionStrip', () => {
  it('says the line of 5 coffees a day at €3.20, then a week of 2s', () => {
    renderScreen(<ReductionStrip habits={[coffee]} cards={new Map([[coffee.id, card(5)]])} />);
    expect(screen.getByTestId('reduction-strip')).toHaveTextContent(
      'Coffee: 60% below your baseline so far this week · 21 fewer cups · €67.20 saved · 7 days since your last over day',
    );
  });

  it('never invites a baseline when every number habit has one, even with nothing to say yet', () => {
    const quiet: SummaryHabit = {
      habitId: coffee.id,
      ...habitCard(habitStats(goal, [], { today: TODAY, baseline: 5 })),
    };
    renderScreen(<ReductionStrip habits={[coffee]} cards={new Map([[coffee.id, quiet]])} />);
    expect(screen.queryByText(/Set a baseline/)).not.toBeInTheDocument();
    expect(screen.getByTestId('reduction-strip')).toHaveTextContent(
      'Coffee: Nothing logged so far this week',
    );
  });

  it('invites a baseline when no number habit has one, and shows nothing before the cards', () => {
    const { unmount } = renderScreen(
      <ReductionStrip habits={[coffee]} cards={new Map([[coffee.id, card(null)]])} />,
    );
    expect(screen.queryByTestId('reduction-strip')).not.toBeInTheDocument();
    expect(screen.getByText(/Set a baseline on a number habit/)).toBeInTheDocument();
    unmount();
    renderScreen(<ReductionStrip habits={[coffee]} cards={new Map()} />);
    expect(screen.queryByText(/baseline/)).not.toBeInTheDocument();
  });
});
