import { habitStats } from '@taper/domain/rules';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { entry, habit } from '../../testing/fixtures';
import { MonthCalendarCard } from './MonthCalendarCard';

const TODAY = '2025-03-15';
const coffee = habit({ id: 7, name: 'Coffee' });
const stats = habitStats(coffee, [entry('2025-03-13')], { today: TODAY });

function renderCard(lostDays?: readonly string[]) {
  render(
    <MonthCalendarCard
      habitName="Coffee"
      color={coffee.color}
      heading={stats.month.heading}
      calendar={stats.calendar}
      onPrevious={() => undefined}
      onNext={() => undefined}
      onSelectDay={() => undefined}
      {...(lostDays ? { lostDays } : {})}
    />,
  );
}

describe('the month calendar card', () => {
  it("says which day's change lost to another tab's, in the day's name and below the month", () => {
    renderCard(['2025-03-13']);
    expect(
      screen.getByRole('button', {
        name: /March 13, 2025.*Replaced by a later change in another tab$/,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Thursday, March 13, 2025: Replaced by a later change in another tab'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /March 14, 2025/ })).not.toHaveAccessibleName(
      /Replaced/,
    );
  });

  it('says nothing of other tabs when no change lost', () => {
    renderCard();
    expect(screen.queryByText(/Replaced by a later change/)).toBeNull();
  });
});

describe("the group's budget on a member's calendar", () => {
  it("marks the day the group went over, beside the habit's own judgement", () => {
    render(
      <MonthCalendarCard
        habitName="Coffee"
        color={coffee.color}
        heading={stats.month.heading}
        calendar={stats.calendar}
        onPrevious={() => undefined}
        onNext={() => undefined}
        onSelectDay={() => undefined}
        groupOverDays={['2025-03-13']}
        groupOverLabel="over the group's budget"
      />,
    );
    expect(screen.getByRole('button', { name: /13.*over the group's budget/ })).toBeInTheDocument();
    expect(screen.getByText(/: over the group's budget$/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /over the group's budget/ })).toHaveLength(1);
    // Drawn on that day's cell (a shape, not a colour), and on no other.
    const marks = document.querySelectorAll('[data-group-over-mark]');
    expect(marks).toHaveLength(1);
    expect(marks[0]?.closest('[data-date]')).toHaveAttribute('data-date', '2025-03-13');
    expect(marks[0]?.querySelector('svg path')).not.toBeNull();
  });
});
