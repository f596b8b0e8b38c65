import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, testUser } from '../../testing/render';
import { AccountMenu } from './AccountMenu';

const signOut = vi.fn();
vi.mock('./useSignOut', () => ({ useSignOut: () => signOut }));

describe('AccountMenu', () => {
  it('shows the initial, then the user, Account and Logout', async () => {
    renderScreen(<AccountMenu />);
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    expect(trigger).toHaveTextContent('A');
    await userEvent.click(trigger);
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('menuitem', { name: 'Admin Portal' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(signOut).toHaveBeenCalled();
  });

  it('offers the Admin Portal to admins', async () => {
    renderScreen(<AccountMenu />, { user: { ...testUser, role: 'ADMIN' } });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Admin Portal' })).toHaveAttribute(
      'href',
      '/admin-portal',
    );
  });

  it("falls back to 'U' without a first name", () => {
    renderScreen(<AccountMenu />, { user: { ...testUser, firstName: '  ' } });
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveTextContent('U');
  });
});
