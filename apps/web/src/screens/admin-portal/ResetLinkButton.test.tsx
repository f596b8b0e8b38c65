import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi, serverError } from './admin-test-utils';
import { ResetLinkButton } from './ResetLinkButton';

const URL_SHOWN = 'https://taper.example/reset-password?token=abc123';

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the users table's 'Make reset link'", () => {
  it('makes a one-time link for that user and shows it once, with Copy', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { calls } = renderWithApi(
      <ResetLinkButton user={{ id: 5, email: 'bob@example.com' }} />,
      {
        handlers: {
          'admin.passwordResetLink': () => ({
            url: URL_SHOWN,
            expiresAt: '2026-11-28T03:00:00.000Z',
          }),
        },
      },
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Make reset link for bob@example.com' }),
    );
    await screen.findByRole('heading', { name: 'Password reset link for bob@example.com' });
    expect(calls).toContainEqual({ path: 'admin.passwordResetLink', input: { id: 5 } });
    expect(screen.getByLabelText('Reset link')).toHaveValue(URL_SHOWN);
    expect(screen.getByText(/It works once, until .*2026.*not shown again/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(URL_SHOWN);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByDisplayValue(URL_SHOWN)).not.toBeInTheDocument();
  });

  it('says when the link could not be made', async () => {
    renderWithApi(<ResetLinkButton user={{ id: 9, email: 'gone@example.com' }} />, {
      handlers: {
        'admin.passwordResetLink': () => {
          throw serverError('User not found', 'NOT_FOUND', 404);
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: /gone@example.com/ }));
    expect(
      await screen.findByText('The reset link could not be made. User not found'),
    ).toBeVisible();
    expect(screen.queryByLabelText('Reset link')).not.toBeInTheDocument();
  });
});
