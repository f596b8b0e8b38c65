import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UsersTab } from './UsersTab';
import { adminUser, renderWithApi } from './admin-test-utils';

configure({ asyncUtilTimeout: 5000 });

const USERS = [
  adminUser({ habitCount: 2, lastLogin: '2025-03-14T09:00:00.000Z' }),
  adminUser({
    id: 2,
    email: 'bob@example.com',
    firstName: 'Bob',
    lastName: 'User',
    role: 'USER',
    tier: 'PREMIUM',
    habitCount: 5,
    lastLogin: null,
  }),
];

/** A screen as narrow as a phone's: every `max-width` media query matches. */
function phoneScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the users on a phone', () => {
  it('shows one card a user with every field and full-width tier and role selects', async () => {
    phoneScreen();
    renderWithApi(<UsersTab isAdmin />, { handlers: { 'admin.users': () => USERS } });
    const list = await screen.findByRole('list', { name: 'User Management' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const bob = within(list).getByRole('listitem', { name: 'bob@example.com' });
    expect(bob).toHaveTextContent('bob@example.com');
    expect(bob).toHaveTextContent(/Name\s*Bob User/);
    expect(bob).toHaveTextContent(/Habits\s*5/);
    expect(bob).toHaveTextContent(/Last Login\s*Never/);
    const tier = within(bob).getByRole('combobox', { name: 'Tier for bob@example.com' });
    const role = within(bob).getByRole('combobox', { name: 'Role for bob@example.com' });
    expect(tier).toHaveValue('PREMIUM');
    expect(role).toHaveValue('USER');
    expect(tier).toHaveClass('w-full');
    expect(role).toHaveClass('w-full');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('keeps SPEC’s table on a wide screen', async () => {
    renderWithApi(<UsersTab isAdmin />, { handlers: { 'admin.users': () => USERS } });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'User Management' })).not.toBeInTheDocument();
  });
});
