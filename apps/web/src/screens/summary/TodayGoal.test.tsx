import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SummaryHabit } from '@taper/domain';
import { TodayGoal } from './TodayGoal';

const card = {
  goalToday: '≤ 4 today · 3 from 4 Dec',
  stepTomorrow: 'From tomorrow: ≤ 3',
  budget: null,
} as SummaryHabit;

describe('TodayGoal', () => {
  it("says tomorrow's step on a card's line of its own", () => {
    render(<TodayGoal card={card} />);
    expect(screen.getByTestId('step-tomorrow')).toHaveTextContent('From tomorrow: ≤ 3');
    expect(screen.getByTestId('today-goal')).toHaveAttribute(
      'title',
      '≤ 4 today · 3 from 4 Dec · From tomorrow: ≤ 3',
    );
  });

  it("keeps a list row to one line, tomorrow's step in its tooltip", () => {
    render(<TodayGoal card={card} row />);
    expect(screen.queryByTestId('step-tomorrow')).not.toBeInTheDocument();
    expect(screen.getByTestId('today-goal')).toHaveTextContent(/^≤ 4 today · 3 from 4 Dec$/);
    expect(screen.getByTestId('today-goal')).toHaveAttribute(
      'title',
      '≤ 4 today · 3 from 4 Dec · From tomorrow: ≤ 3',
    );
  });
});
