import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApi, serverError } from '../../testing/api';
import { habit } from '../../testing/fixtures';
import { GoalCard } from './GoalCard';

const planned = habit({
  goalOutlook: {
    today: 'Goal today: 2',
    line: 'Goal today: 2 · next: 1 on 3 Dec · reaches 0 on 10 Dec',
    manage: 'Goal: 2 daily, tapering to 0 by 10 Dec',
    holdable: true,
  },
});
const suggestion = 'Over on 3 of the last 7 days: hold this step for a while?';

describe('GoalCard', () => {
  it("says the server's goal line, and no hold without a coming step", () => {
    renderWithApi(<GoalCard habit={habit()} holdSuggestion={null} />, { handlers: {} });
    expect(screen.getByText('Goal today: 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hold this step' })).not.toBeInTheDocument();
  });

  it('suggests holding and holds the days asked for, 7 unless changed', async () => {
    const held = {
      ...planned,
      goalOutlook: { ...planned.goalOutlook, line: 'Goal today: 2 · next: 1 on 13 Dec' },
    };
    const { calls } = renderWithApi(<GoalCard habit={planned} holdSuggestion={suggestion} />, {
      handlers: { 'habits.holdPlan': () => held },
    });
    expect(screen.getByText(planned.goalOutlook.line)).toBeInTheDocument();
    // Beside the notifications' own status region, the card's suggestion is a status.
    expect(
      screen.getAllByRole('status').filter((status) => status.textContent.includes(suggestion)),
    ).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Hold this step' }));
    const days = screen.getByLabelText('Days to hold');
    expect(days).toHaveValue(7);
    await userEvent.clear(days);
    await userEvent.type(days, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Hold 10 days' }));
    await waitFor(() => {
      expect(calls.some((call) => call.path === 'habits.holdPlan')).toBe(true);
    });
    expect(calls.find((call) => call.path === 'habits.holdPlan')?.input).toEqual({
      id: planned.id,
      days: 10,
    });
    expect(await screen.findByText('Step held')).toBeInTheDocument();
  });

  it("refuses days out of 1–60 before asking, and shows the server's refusal", async () => {
    renderWithApi(<GoalCard habit={planned} holdSuggestion={null} />, {
      handlers: {
        'habits.holdPlan': () => {
          throw serverError(
            'The taper plan has reached its end: there is no coming step to hold',
            'BAD_REQUEST',
            400,
          );
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Hold this step' }));
    const days = screen.getByLabelText('Days to hold');
    await userEvent.clear(days);
    await userEvent.type(days, '61');
    expect(screen.getByRole('button', { name: /^Hold \d+ days?$/ })).toBeDisabled();
    await userEvent.clear(days);
    await userEvent.type(days, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Hold 5 days' }));
    expect(
      await screen.findByText(
        'The taper plan has reached its end: there is no coming step to hold',
      ),
    ).toBeInTheDocument();
  });
});
