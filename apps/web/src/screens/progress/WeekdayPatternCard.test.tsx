import type { WeekdayPattern } from '@taper/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WeekdayPatternView } from './WeekdayPatternCard';

const days: WeekdayPattern[] = [
  { weekday: 'Monday', loggedDays: 1, overDays: 1, overPercent: 100 },
  { weekday: 'Tuesday', loggedDays: 3, overDays: 1, overPercent: 33 },
  { weekday: 'Wednesday', loggedDays: 0, overDays: 0, overPercent: 0 },
];

describe('WeekdayPatternView', () => {
  it("names each weekday's bar with its counts, one day or several", () => {
    render(<WeekdayPatternView days={days} text="Not enough Mondays yet" />);
    expect(
      screen.getByRole('listitem', { name: 'Monday: over target on 1 of 1 logged day (100%)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('listitem', { name: 'Tuesday: over target on 1 of 3 logged days (33%)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('listitem', { name: 'Wednesday: over target on 0 of 0 logged days (0%)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Not enough Mondays yet')).toBeInTheDocument();
  });

  it('says so when no weekday has been over', () => {
    render(<WeekdayPatternView days={[]} text={null} />);
    expect(screen.getByText('No weekday has been over target yet.')).toBeInTheDocument();
  });
});
