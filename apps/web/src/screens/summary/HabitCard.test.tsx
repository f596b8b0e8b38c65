import { habitCard, type Goal, type SummaryHabit } from '@taper/domain';
import { applyPlan, habitStats } from '@taper/domain/rules';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { entry, habit } from '../../testing/fixtures';
import { HabitCard } from './HabitCard';

const coffee = habit();
const TODAY = '2025-03-15';
const summaryCard = {
  habitId: 7,
  ...habitCard(habitStats(coffee, [entry('2025-03-14'), entry(TODAY)], { today: TODAY })),
  streaks: { currentStreak: 2, longestStreak: 12, unit: 'day' as const },
};

function box(title: string): HTMLElement {
  const heading = screen.getByText(title);
  if (!heading.parentElement) throw new Error(`No ${title} box`);
  return heading.parentElement;
}

function show(card: SummaryHabit | undefined, onLog = vi.fn(), onView = vi.fn()) {
  render(
    <HabitCard
      habit={coffee}
      card={card}
      iconPath={() => undefined}
      today={undefined}
      onLog={onLog}
      onView={onView}
    />,
  );
}

describe('HabitCard', () => {
  it("shows the month's grid and the server's figures", () => {
    show(summaryCard);
    expect(screen.getByRole('table', { name: 'Coffee, March 2025' })).toBeInTheDocument();
    expect(within(box('MONTHLY')).getByText('On Track').nextElementSibling).toHaveTextContent('2');
    expect(within(box('STREAKS')).getByText('Record').nextElementSibling).toHaveTextContent('12');
  });

  it("counts a budget habit's Current and Record in weeks", () => {
    show({ ...summaryCard, streaks: { currentStreak: 3, longestStreak: 1, unit: 'week' } });
    expect(within(box('STREAKS')).getByText('Current').nextElementSibling).toHaveTextContent(
      '3 weeks',
    );
    expect(within(box('STREAKS')).getByText('Record').nextElementSibling).toHaveTextContent(
      /^1 week$/,
    );
  });

  it('shows – for each figure and a loading text until the card comes', () => {
    show(undefined);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    for (const label of ['On Track', 'Missed', 'Current', 'Record']) {
      expect(screen.getByText(label).nextElementSibling).toHaveTextContent('–');
    }
  });

  it("says today's goal in the server's words, and a budget's week in its colour", () => {
    show(summaryCard);
    expect(screen.getByTestId('today-goal')).toHaveTextContent(/^≤ 2 today$/);
    cleanup();
    const budget = {
      period: 'week' as const,
      start: '2025-03-10',
      end: '2025-03-16',
      budget: 14,
      total: 16,
      left: 0,
      over: 2,
      success: false,
      text: '16 of 14 used this week, 2 over',
    };
    show({ ...summaryCard, goalToday: budget.text, budget });
    const line = screen.getByTestId('today-goal');
    expect(line).toHaveTextContent(/^16 of 14 used this week, 2 over$/);
    expect(line.className).toMatch(/text-red-800/);
    // Said once: the goal line is the budget's line.
    expect(screen.getAllByText('16 of 14 used this week, 2 over')).toHaveLength(1);
  });

  it('hands the habit to Log and View', async () => {
    const onLog = vi.fn();
    const onView = vi.fn();
    show(summaryCard, onLog, onView);
    await userEvent.click(screen.getByRole('button', { name: 'Log Coffee' }));
    expect(onLog).toHaveBeenCalledWith(coffee);
    await userEvent.click(screen.getByRole('button', { name: 'View Coffee' }));
    expect(onView).toHaveBeenCalledWith(coffee);
  });

  it("announces a plan's step the day before, and marks its day on the grid", () => {
    // 2 until 15 Mar, 1 from 16 Mar: today, the 15th, is the day before the step.
    const plan = { startGoal: 2, endGoal: 1, stepBy: 1, everyDays: 1, startDate: TODAY };
    const daily: Goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 2 };
    const history = applyPlan([{ effectiveFrom: '2025-03-01', goal: daily }], plan, TODAY);
    show({
      habitId: 7,
      ...habitCard(habitStats(history, [entry(TODAY)], { today: TODAY, plan })),
    });
    expect(screen.getByTestId('step-tomorrow')).toHaveTextContent('From tomorrow: ≤ 1');
    const stepDay = screen
      .getByRole('table', { name: 'Coffee, March 2025' })
      .querySelector('[data-date="2025-03-16"]');
    expect(stepDay).toHaveAttribute('data-plan-step', '≤ 1');
  });

  it('says nothing of tomorrow when the goal stays', () => {
    show(summaryCard);
    expect(screen.queryByTestId('step-tomorrow')).not.toBeInTheDocument();
  });
});
