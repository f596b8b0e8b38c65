import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@taper/ui';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthCard } from './AuthCard';

const signup = vi.fn();
const login = vi.fn();
vi.mock('../../hooks/auth', () => ({
  useSignup: () => ({ mutate: signup, isPending: false }),
  useLogin: () => ({ mutate: login, isPending: false }),
}));

function renderCard(mode: 'login' | 'signup', onModeChange = vi.fn()) {
  render(
    <>
      <AuthCard mode={mode} onModeChange={onModeChange} onBack={vi.fn()} />
      <Toaster />
    </>,
  );
  return onModeChange;
}

describe('sign-up', () => {
  beforeEach(() => {
    signup.mockReset();
    login.mockReset();
  });

  it('shows the five rules live: neutral until typed, then ticks and crosses', async () => {
    renderCard('signup');
    const list = screen.getByRole('list', { name: 'Password requirements' });
    const items = () => within(list).getAllByRole('listitem');
    expect(items()).toHaveLength(5);
    // Nothing typed: nothing is missed yet, so no rule is red.
    expect(within(list).queryAllByText('✗')).toHaveLength(0);
    expect(items().map((item) => item.dataset.state)).toEqual(Array(5).fill('neutral'));
    expect(items().every((item) => !/red/.test(item.className))).toBe(true);
    await userEvent.type(screen.getByLabelText('Password'), 'abcDEF1');
    expect(items().map((item) => item.dataset.state)).toEqual([
      'unmet',
      'met',
      'met',
      'met',
      'unmet',
    ]);
    expect(within(list).getAllByText('✗')).toHaveLength(2);
    expect(items()[0]?.className).toMatch(/text-red-700/);
    expect(items()[1]?.className).toMatch(/text-green-700/);
    const met = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.dataset.met === 'true');
    expect(met.map((item) => item.textContent)).toEqual([
      expect.stringContaining('One uppercase letter'),
      expect.stringContaining('One lowercase letter'),
      expect.stringContaining('One number'),
    ]);
  });

  it("refuses a weak password with the 'Password Requirements' toast", async () => {
    renderCard('signup');
    await userEvent.type(screen.getByLabelText('First name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Last name'), 'L');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'abcdefgh');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Password Requirements');
    expect(toast).toHaveTextContent(/Missing: one uppercase letter, one number, one symbol/);
    expect(signup).not.toHaveBeenCalled();
  });

  it('sends a strong password with the browser time zone', async () => {
    renderCard('signup');
    await userEvent.type(screen.getByLabelText('First name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Last name'), 'L');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Str0ng!Pass');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(signup).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'ada@example.com',
        password: 'Str0ng!Pass',
        timezone: expect.any(String),
      }),
      expect.anything(),
    );
  });

  it('toggles with the exact texts and has a show/hide toggle', async () => {
    const onModeChange = renderCard('signup');
    await userEvent.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    expect(onModeChange).toHaveBeenCalledWith('login');
    expect(screen.getByRole('button', { name: '← Back to landing' })).toBeInTheDocument();
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
  });
});

describe('sign-in', () => {
  it('does not check the password rules and shows the server message on failure', async () => {
    login.mockImplementation((_vars: unknown, opts: { onError: (e: unknown) => void }) => {
      opts.onError({ message: 'Invalid email or password' });
    });
    renderCard('login');
    expect(screen.queryByRole('list', { name: 'Password requirements' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Need an account? Sign up' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    // The account keeps its own time zone: signing in from another one does not move its days.
    expect(login).toHaveBeenCalledWith(
      { email: 'ada@example.com', password: 'x' },
      expect.anything(),
    );
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Login failed');
    expect(toast).toHaveTextContent('Invalid email or password');
  });

  it("reports 'Authentication failed - no token received'", async () => {
    login.mockImplementation((_vars: unknown, opts: { onSuccess: (r: unknown) => void }) => {
      opts.onSuccess({ token: '' });
    });
    renderCard('login');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Authentication failed - no token received',
    );
  });
});
