import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Staircase } from './Staircase';

const view = {
  steps: [
    { date: '2026-12-01', dateLabel: '1 Dec', value: 5, label: '5', isToday: true },
    { date: '2026-12-08', dateLabel: '8 Dec', value: 4, label: '4', isToday: false },
  ],
  next: 'Next: 4 on 8 Dec',
};

describe('Staircase', () => {
  it("draws a step per value, marks today's and says the next one", () => {
    render(<Staircase view={view} />);
    const steps = screen.getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(steps[1]).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Next: 4 on 8 Dec')).toBeInTheDocument();
    expect(screen.getByText('Today: 5')).toBeInTheDocument();
  });

  it('labels each step with its day', () => {
    render(<Staircase view={view} />);
    const steps = screen.getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('1 Dec');
    expect(steps[1]).toHaveTextContent('8 Dec');
    expect(screen.getByText('4 from 8 Dec')).toBeInTheDocument();
  });
});
