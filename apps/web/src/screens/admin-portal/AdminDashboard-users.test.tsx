import type { AdminStats } from '@taper/domain';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import AdminDashboard from './AdminDashboard';
import {
  adminUser,
  dashboardHandlers,
  dismissToasts,
  renderWithApi,
  serverError,
  STATS,
  USERS,
} from './admin-test-utils';

configure({ asyncUtilTimeout: 5000 });

afterEach(dismissToasts);

describe('admin dashboard', () => {
  it('shows "Loading admin dashboard..." then the title, subtitle and four stat cards', async () => {
    let release: ((value: AdminStats) => void) | undefined;
    renderWithApi(<AdminDashboard />, {
      handlers: dashboardHandlers({
        'admin.stats': () =>
          new Promise<AdminStats>((resolve) => {
            release = resolve;
          }),
      }),
    });
    expect(screen.getByText('Loading admin dashboard...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(
      screen.getByText('Manage users, track analytics, and monitor system health'),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(release).toBeDefined();
    });
    act(() => {
      release?.(STATS);
    });
    const stats = await screen.findByRole('region', { name: 'User statistics' });
    const card = (label: string) => within(stats).getByText(label).closest('div')!.parentElement!;
    expect(card('Total Users')).toHaveTextContent('12');
    expect(card('Total Users')).toHaveTextContent('9 free · 3 premium');
    expect(card('Daily Active Users (24h)')).toHaveTextContent('4');
    expect(card('Weekly Active (7d)')).toHaveTextContent('7');
    expect(card('Monthly Active (30d)')).toHaveTextContent('10');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Overview',
      'User Management',
      'Icon Settings',
      'Icon Management',
    ]);
  });

  it('User Management: the table, "Never", inline tier and role changes with SPEC’s toasts', async () => {
    const user = userEvent.setup();
    let releaseTier: () => void = () => undefined;
    const { calls } = renderWithApi(<AdminDashboard />, {
      handlers: dashboardHandlers({
        'admin.setUserTier': (input) =>
          new Promise((resolve) => {
            releaseTier = () => {
              resolve({ ...USERS[1], tier: (input as { tier: string }).tier });
            };
          }),
        'admin.setUserRole': () => {
          throw serverError('Nope', 'BAD_REQUEST', 400);
        },
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'User Management' }));
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Email', 'Name', 'Tier', 'Role', 'Habits', 'Last Login', 'Actions']);
    const bob = within(table).getByText('bob@example.com').closest('tr')!;
    expect(bob).toHaveTextContent('Bob User');
    expect(bob).toHaveTextContent('Never');
    expect(bob).toHaveTextContent('5');
    const ada = within(table).getByText('ada@example.com').closest('tr')!;
    expect(ada).not.toHaveTextContent('Never');
    expect(ada).toHaveTextContent('2025');

    const tier = screen.getByLabelText('Tier for bob@example.com');
    await user.selectOptions(tier, 'PREMIUM');
    // Chosen, not yet saved: Enter (or Save) saves it, and focus stays on the select.
    expect(calls.find((c) => c.path === 'admin.setUserTier')).toBeUndefined();
    tier.focus();
    await user.keyboard('{Enter}');
    expect(tier).toHaveAttribute('aria-disabled', 'true');
    expect(tier).toHaveFocus();
    expect(screen.getByLabelText('Role for bob@example.com')).toBeEnabled();
    expect(calls.find((c) => c.path === 'admin.setUserTier')?.input).toEqual({
      id: 2,
      tier: 'PREMIUM',
    });
    act(() => {
      releaseTier();
    });
    expect(await screen.findByText('User tier updated successfully')).toBeInTheDocument();
    await waitFor(() => {
      expect(tier).not.toHaveAttribute('aria-disabled');
    });

    await user.selectOptions(screen.getByLabelText('Role for bob@example.com'), 'ADMIN');
    await user.click(screen.getByRole('button', { name: 'Save Role for bob@example.com' }));
    // SPEC's words, then the server's sentence.
    expect(await screen.findByText('Failed to update user role. Nope')).toBeInTheDocument();
  });

  it("User Management: a refused change says the server's sentence (the last admin)", async () => {
    const user = userEvent.setup();
    const sentence = 'The last admin cannot be demoted: make another user an admin first';
    renderWithApi(<AdminDashboard />, {
      handlers: dashboardHandlers({
        'admin.setUserRole': () => {
          throw serverError(sentence, 'BAD_REQUEST', 400);
        },
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'User Management' }));
    await user.selectOptions(await screen.findByLabelText('Role for ada@example.com'), 'USER');
    await user.click(screen.getByRole('button', { name: 'Save Role for ada@example.com' }));
    expect(await screen.findByText(`Failed to update user role. ${sentence}`)).toBeInTheDocument();
  });

  it('the stat cards are read again with the list, so they never disagree with it', async () => {
    const user = userEvent.setup();
    let users = USERS;
    let stats = STATS;
    const { calls } = renderWithApi(<AdminDashboard />, {
      handlers: dashboardHandlers({ 'admin.users': () => users, 'admin.stats': () => stats }),
    });
    expect(await screen.findByText('12')).toBeInTheDocument();
    // Someone signed up meanwhile: the list the tab reads has them, and so do the cards.
    users = [...USERS, adminUser({ id: 3, email: 'cy@example.com', role: 'USER' })];
    stats = { ...STATS, totalUsers: 13, freeUsers: 10 };
    await user.click(screen.getByRole('tab', { name: 'User Management' }));
    expect(await screen.findByText('cy@example.com')).toBeInTheDocument();
    expect(await screen.findByText('13')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'admin.stats').length).toBeGreaterThan(1);
  });

  it('User Management: "Failed to update user tier" and "User role updated successfully"', async () => {
    const user = userEvent.setup();
    renderWithApi(<AdminDashboard />, {
      handlers: dashboardHandlers({
        'admin.setUserTier': () => {
          throw serverError('Nope', 'BAD_REQUEST', 400);
        },
        'admin.setUserRole': () => ({ ...USERS[1], role: 'ADMIN' }),
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'User Management' }));
    await user.selectOptions(await screen.findByLabelText('Tier for bob@example.com'), 'PREMIUM');
    await user.click(screen.getByRole('button', { name: 'Save Tier for bob@example.com' }));
    expect(await screen.findByText('Failed to update user tier. Nope')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Role for bob@example.com'), 'ADMIN');
    await user.click(screen.getByRole('button', { name: 'Save Role for bob@example.com' }));
    expect(await screen.findByText('User role updated successfully')).toBeInTheDocument();
  });
});
