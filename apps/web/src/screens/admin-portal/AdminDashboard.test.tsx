import type { AdminStats } from '@taper/domain';
import { dismissToast } from '@taper/ui';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import AdminDashboard from './AdminDashboard';
import { AdminPortalRoute } from './AdminPortalRoute';
import {
  ADMIN,
  adminUser,
  icon,
  renderWithApi,
  serverError,
  type Handlers,
} from './admin-test-utils';

configure({ asyncUtilTimeout: 5000 });

const STATS: AdminStats = {
  totalUsers: 12,
  freeUsers: 9,
  premiumUsers: 3,
  dau: 4,
  wau: 7,
  mau: 10,
};
const USERS = [
  adminUser({ habitCount: 2, lastLogin: '2025-03-14T09:00:00.000Z' }),
  adminUser({
    id: 2,
    email: 'bob@example.com',
    firstName: 'Bob',
    lastName: 'User',
    role: 'USER',
    tier: 'FREE',
    habitCount: 5,
    lastLogin: null,
  }),
];
const ICONS = [
  icon({ id: 'coffee', displayName: 'Coffee', category: 'beverage', tier: 'FREE' }),
  icon({ id: 'beer', displayName: 'Beer', category: 'beverage', tier: 'FREE' }),
  icon({ id: 'wine', displayName: 'Wine', category: 'beverage', tier: 'PREMIUM' }),
  icon({ id: 'laptop', displayName: 'Laptop', category: 'technology', tier: 'PREMIUM' }),
  icon({
    id: 'cigar',
    displayName: 'Cigar',
    category: 'health',
    tier: 'DISABLED',
    enabledTier: 'PREMIUM',
  }),
  icon({
    id: 'zen_mode',
    displayName: 'Zen Mode',
    category: 'mental',
    tier: 'PREMIUM',
    isBuiltIn: 'false',
  }),
];

function handlers(extra: Handlers = {}): Handlers {
  return {
    'admin.stats': () => STATS,
    'admin.daily': () => [],
    'admin.users': () => USERS,
    'admin.icons': () => ICONS,
    'icons.list': () => [],
    'habits.list': () => [],
    ...extra,
  };
}

afterEach(() => {
  act(() => {
    dismissToast();
  });
});

describe('admin portal access', () => {
  it('a USER sees the access-denied card and no admin call is made', async () => {
    const user = { ...ADMIN, role: 'USER' as const };
    const { calls } = renderWithApi(<AdminDashboard />, { handlers: handlers(), user });
    expect(screen.getByText('You need admin privileges to access this page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back/ })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((c) => c.path.startsWith('admin.'))).toEqual([]);
  });

  it('the route shows the card to non-admins without loading the dashboard', () => {
    renderWithApi(<AdminPortalRoute isAdmin={false} />, { handlers: handlers() });
    expect(screen.getByText('You need admin privileges to access this page.')).toBeInTheDocument();
  });

  it('a 403 from the API (role changed meanwhile) also shows the card', async () => {
    renderWithApi(<AdminDashboard />, {
      handlers: handlers({
        'admin.stats': () => {
          throw serverError('Forbidden', 'FORBIDDEN', 403);
        },
      }),
    });
    expect(
      await screen.findByText('You need admin privileges to access this page.'),
    ).toBeInTheDocument();
  });
});

describe('admin dashboard', () => {
  it('shows "Loading admin dashboard..." then the title, subtitle and four stat cards', async () => {
    let release: ((value: AdminStats) => void) | undefined;
    renderWithApi(<AdminDashboard />, {
      handlers: handlers({
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
      handlers: handlers({
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
      handlers: handlers({
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
      handlers: handlers({ 'admin.users': () => users, 'admin.stats': () => stats }),
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
      handlers: handlers({
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

  it('Icon Settings: read-only counts from the built-in lists, free and premium icons by category', async () => {
    const user = userEvent.setup();
    renderWithApi(<AdminDashboard />, { handlers: handlers() });
    await user.click(await screen.findByRole('tab', { name: 'Icon Settings' }));
    const count = (label: string) => screen.getByText(label).parentElement!;
    expect(await screen.findByText('Total icons')).toBeInTheDocument();
    // Built-ins only: 5 (the uploaded zen_mode is not counted).
    expect(count('Total icons')).toHaveTextContent('5');
    expect(count('Free icons')).toHaveTextContent('2');
    expect(count('Premium icons')).toHaveTextContent('2');
    expect(count('Disabled')).toHaveTextContent('1');
    expect(count('Categories')).toHaveTextContent('3');
    expect(screen.getByRole('region', { name: 'Free icons: Beverages' })).toHaveTextContent(
      'BeerCoffee',
    );
    expect(screen.getByRole('region', { name: 'Premium icons: Technology' })).toHaveTextContent(
      'Laptop',
    );
    expect(screen.queryByText('Zen Mode')).toBeNull();
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
  });

  it('Icon Management: FREE, PREMIUM, DISABLED then category; a click re-enables a disabled icon', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<AdminDashboard />, {
      handlers: handlers({
        'admin.setIconTier': (input) => ({ ...ICONS[4], ...(input as object), tier: 'PREMIUM' }),
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Icon Management' }));
    await screen.findByText('Icon Library');
    const headings = screen
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent.replace(/\d+$/, ''));
    expect(headings).toEqual(['FREE', 'PREMIUM', 'DISABLED']);
    expect(screen.getByRole('group', { name: 'PREMIUM Beverages' })).toHaveTextContent('Wine');
    expect(screen.getByRole('group', { name: 'PREMIUM Mental Patterns' })).toHaveTextContent(
      'Zen Mode',
    );

    const cigar = screen.getByRole('button', { name: 'Enable Cigar' });
    expect(cigar.className).toContain('opacity-40');
    const before = calls.filter((c) => c.path === 'admin.icons').length;
    await user.click(cigar);
    expect(await screen.findByText('Icon tier updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'admin.setIconTier')?.input).toEqual({
      id: 'cigar',
      tier: 'PREMIUM',
      category: 'health',
      visibility: 'enabled',
    });
    // The library refetches.
    await waitFor(() => {
      expect(calls.filter((c) => c.path === 'admin.icons').length).toBeGreaterThan(before);
    });

    // An enabled icon opens the Edit Icon dialog.
    await user.click(screen.getByRole('button', { name: 'Edit Wine' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Icon' })).toBeInTheDocument();
  });

  it('Icon Management: Add New Icon opens the upload dialog', async () => {
    const user = userEvent.setup();
    renderWithApi(<AdminDashboard />, { handlers: handlers() });
    await user.click(await screen.findByRole('tab', { name: 'Icon Management' }));
    await user.click(await screen.findByRole('button', { name: 'Add New Icon' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Icon' })).toBeInTheDocument();
  });
});
