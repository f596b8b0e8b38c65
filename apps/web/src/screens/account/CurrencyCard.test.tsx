import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApi, serverError } from '../../testing/api';
import { habit } from '../../testing/fixtures';
import { testUser } from '../../testing/render';
import { CurrencyCard } from './CurrencyCard';

describe('Account → Currency', () => {
  it("shows the account's currency with its name, and saves another at once", async () => {
    const { calls } = renderWithApi(<CurrencyCard />, {
      handlers: {
        'auth.updatePreferences': (input) => ({ ...testUser, ...(input as object) }),
        'habits.list': () => [habit()],
      },
    });
    const select = screen.getByRole('combobox', { name: 'Money saved is shown in' });
    expect(select).toHaveValue('EUR');
    expect(await screen.findByText(/Set a cost per unit/)).toBeInTheDocument();
    expect(select).toHaveAccessibleDescription(
      'Set a cost per unit on a number habit to see what you save.',
    );
    expect(screen.getByRole('option', { name: /^GBP/ })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'GBP');
    await waitFor(() => {
      expect(calls.filter((call) => call.path === 'auth.updatePreferences')).toHaveLength(1);
    });
    expect(calls.find((call) => call.path === 'auth.updatePreferences')?.input).toEqual({
      currency: 'GBP',
    });
  });

  it('says nothing of a cost per unit once a number habit has one', async () => {
    const { calls } = renderWithApi(<CurrencyCard />, {
      handlers: {
        'habits.list': () => [habit(), habit({ id: 8, name: 'Wine', costPerUnit: 6.5 })],
      },
    });
    await waitFor(() => {
      expect(calls.some((call) => call.path === 'habits.list')).toBe(true);
    });
    // Once the habits have come (a turn later), the hint stays away.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('combobox', { name: 'Money saved is shown in' })).not.toHaveAttribute(
      'aria-describedby',
    );
    expect(screen.queryByText(/Set a cost per unit/)).not.toBeInTheDocument();
  });

  it('says so when the server refuses, and keeps the saved currency', async () => {
    renderWithApi(<CurrencyCard />, {
      handlers: {
        'auth.updatePreferences': () => {
          throw serverError('Currency must be a three-letter ISO 4217 code', 'BAD_REQUEST', 400);
        },
      },
    });
    const select = screen.getByRole('combobox', { name: 'Money saved is shown in' });
    await userEvent.selectOptions(select, 'USD');
    expect(
      await screen.findByText(
        'Your currency could not be saved. Please try again. Currency must be a three-letter ISO 4217 code',
      ),
    ).toBeInTheDocument();
    expect(select).toHaveValue('EUR');
  });
});
