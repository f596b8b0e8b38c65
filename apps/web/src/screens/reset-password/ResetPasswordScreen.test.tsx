import { ACCOUNT_TEXTS } from '@taper/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAuthToken } from '../../lib/auth-token';
import { browser } from '../../lib/browser';
import { renderWithApi, serverError, type Handlers } from '../../testing/api';
import { testUser } from '../../testing/render';
import { ResetPasswordScreen } from './ResetPasswordScreen';

const TOKEN = 'a'.repeat(43);

function renderReset(handlers: Handlers, path = `/reset-password?token=${TOKEN}`) {
  return renderWithApi(<ResetPasswordScreen />, {
    handlers: { 'auth.options': () => ({ passwordResetByEmail: true }), ...handlers },
    path,
  });
}

async function choose(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/reset-password', () => {
  it("shows SPEC's five password rules live", async () => {
    renderReset({});
    const rules = screen.getByRole('list', { name: 'Password requirements' });
    const states = () =>
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.dataset.state);
    expect(states()).toEqual(Array(5).fill('neutral'));
    await userEvent.type(screen.getByLabelText('New password'), 'abcDEF1');
    expect(states()).toEqual(['unmet', 'met', 'met', 'met', 'unmet']);
    await userEvent.type(screen.getByLabelText('New password'), '!x');
    expect(states()).toEqual(Array(5).fill('met'));
  });

  it('refuses a weak or unconfirmed password before sending', async () => {
    const { calls } = renderReset({});
    await choose('Str0ng!Pass', 'Str0ng!Pasz');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(calls.some((call) => call.path === 'auth.confirmPasswordReset')).toBe(false);
  });

  it('signs in with the new session and goes to /', async () => {
    const goHome = vi.spyOn(browser, 'goHome').mockImplementation(() => undefined);
    const { calls } = renderReset({
      'auth.confirmPasswordReset': () => ({ token: 'new-session', user: testUser }),
    });
    await choose('Str0ng!Pass');
    expect(await screen.findByText('You are signed in with your new password.')).toBeVisible();
    expect(getAuthToken()).toBe('new-session');
    expect(calls.find((call) => call.path === 'auth.confirmPasswordReset')?.input).toEqual({
      token: TOKEN,
      newPassword: 'Str0ng!Pass',
    });
    await vi.waitFor(() => {
      expect(goHome).toHaveBeenCalled();
    });
  });

  it('says that a used or expired link no longer works and offers a new one', async () => {
    renderReset({
      'auth.confirmPasswordReset': () => {
        throw serverError(ACCOUNT_TEXTS.resetLinkInvalid, 'BAD_REQUEST', 400);
      },
    });
    await choose('Str0ng!Pass');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.resetLinkInvalid);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/?forgot',
    );
    expect(getAuthToken()).toBeNull();
  });

  it('without a token says so at once, and without mail points to an administrator', async () => {
    renderReset({ 'auth.options': () => ({ passwordResetByEmail: false }) }, '/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This link has no reset token.');
    expect(
      await screen.findByText('Ask an administrator of this server for a new link.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
