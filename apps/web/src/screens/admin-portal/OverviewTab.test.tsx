import { addDays, type AdminDay } from '@taper/domain';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OverviewTab } from './OverviewTab';
import { renderWithApi, serverError } from './admin-test-utils';

configure({ asyncUtilTimeout: 5000 });

const DAYS: AdminDay[] = Array.from({ length: 30 }, (_, index) => ({
  date: addDays('2025-02-14', index),
  signUps: index === 29 ? 3 : index % 5 === 0 ? 1 : 0,
  activeUsers: index === 29 ? 6 : 2 + (index % 3),
}));

describe('the admin Overview tab', () => {
  it('charts 30 days of sign-ups and active users, with a y axis, a key and a table', async () => {
    renderWithApi(<OverviewTab isAdmin />, { handlers: { 'admin.daily': () => DAYS } });
    const chart = await screen.findByRole('group', { name: /^Sign-ups and active users by day/ });
    expect(screen.getByText('Today: 3 sign-ups, 6 active users.')).toBeInTheDocument();
    const days = within(chart).getAllByRole('img');
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toHaveAttribute('aria-label', '15 Mar: 3 sign-ups, 6 active users');
    expect(days[1]).toHaveAttribute('aria-label', '15 Feb: 0 sign-ups, 3 active users');
    const ticks = [...within(chart).getByTestId('y-axis').querySelectorAll('text')].map(
      (t) => t.textContent,
    );
    expect(ticks).toEqual(['0', '2', '4', '6']);
    expect(within(chart).getAllByTestId('signup-bar')).toHaveLength(30);
    expect(within(chart).getByTestId('active-line').getAttribute('d')).toMatch(/^M/);
    expect(screen.getByText('Sign-ups (bars)')).toBeInTheDocument();
    expect(screen.getByText('Active users (line)')).toBeInTheDocument();
    // By keyboard: Tab lands on today, ArrowLeft walks back.
    await userEvent.tab();
    expect(document.activeElement).toBe(days.at(-1));
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(days.at(-2));
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(
      within(rows[30]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['15 Mar', '3', '6']);
  });

  it('says what failed when the figures do not load', async () => {
    renderWithApi(<OverviewTab isAdmin />, {
      handlers: {
        'admin.daily': () => {
          throw serverError('Database unavailable', 'SERVICE_UNAVAILABLE', 503);
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the daily figures: Database unavailable',
    );
  });
});
