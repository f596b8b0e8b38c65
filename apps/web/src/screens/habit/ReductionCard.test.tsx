import { addDays, type Goal } from '@taper/domain';
import { reduction } from '@taper/domain/rules';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { habit } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { ReductionCard } from './ReductionCard';

const TODAY = '2026-11-26';
const coffee = { ...habit(), unit: 'cups' };
const goal: Goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 3 };
const aWeekOf2s = Array.from({ length: 7 }, (_, index) => ({
  date: addDays(TODAY, index - 6),
  performance: 'success',
  actualValue: 2,
}));

describe('ReductionCard', () => {
  it('shows the line, the baseline in its period and the weeks', () => {
    const figures = reduction(goal, aWeekOf2s, { today: TODAY, baseline: 5, costPerUnit: 3.2 });
    renderScreen(<ReductionCard habit={coffee} figures={figures} />);
    expect(screen.getByTestId('reduction-line')).toHaveTextContent(
      '60% below your baseline so far this week · 21 fewer cups · €67.20 saved · 7 days since your last over day',
    );
    expect(screen.getByText('5 cups a day, as you entered it')).toBeInTheDocument();
    expect(screen.getByText('2/day over 4 days')).toBeInTheDocument();
    expect(screen.getByText('€10 saved')).toBeInTheDocument();
  });

  it('invites a baseline on a number habit without one', () => {
    const figures = reduction(goal, aWeekOf2s, { today: TODAY });
    renderScreen(<ReductionCard habit={coffee} figures={figures} />);
    expect(screen.getByRole('link', { name: 'Set a baseline for Coffee' })).toBeInTheDocument();
    expect(screen.queryByTestId('reduction-line')).not.toBeInTheDocument();
  });

  it("shows a budget habit's week as a total against a baseline per week", () => {
    const drinks: Goal = { goalType: 'number', goalSchedule: 'weekly_budget', budget: 14 };
    const figures = reduction(drinks, aWeekOf2s, { today: TODAY, baseline: 35 });
    renderScreen(<ReductionCard habit={{ ...coffee, unit: 'drinks' }} figures={figures} />);
    expect(screen.getByText('35 drinks a week, as you entered it')).toBeInTheDocument();
    expect(screen.getByText('8 in all, 4 days logged')).toBeInTheDocument();
  });
});
