import { ACCOUNT_TEXTS } from '@taper/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApi, serverError } from '../../testing/api';
import { LandingScreen } from './LandingScreen';

const withMail = { 'auth.options': () => ({ passwordResetByEmail: true }) };

async function openSignIn() {
  await userEvent.click(screen.getAllByRole('button', { name: 'Sign In' })[0]!);
  await screen.findByRole('heading', { name: 'Sign In' });
}

describe("the sign-in card's 'Forgot password?'", () => {
  it('is offered only when the server sends reset mails', async () => {
    renderWithApi(<LandingScreen />, {
      handlers: { 'auth.options': () => ({ passwordResetByEmail: false }) },
    });
    await openSignIn();
    // Without mail the card says who makes a reset link instead.
    expect(
      await screen.findByText(
        'Forgot your password? Ask the administrator of this Taper for a reset link.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).not.toBeInTheDocument();
  });

  it('says nothing of an administrator when the server sends reset mails', async () => {
    renderWithApi(<LandingScreen />, { handlers: withMail });
    await openSignIn();
    expect(await screen.findByRole('button', { name: 'Forgot password?' })).toBeVisible();
    expect(screen.queryByText(/Ask the administrator/)).not.toBeInTheDocument();
  });

  it('asks the email and then says the one answer the server gives for every address', async () => {
    const { calls } = renderWithApi(<LandingScreen />, {
      handlers: {
        ...withMail,
        'auth.requestPasswordReset': () => ({ message: ACCOUNT_TEXTS.resetRequested }),
      },
    });
    await openSignIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(ACCOUNT_TEXTS.resetRequested)).toBeVisible();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'auth.requestPasswordReset')).toEqual([
      { path: 'auth.requestPasswordReset', input: { email: 'nobody@example.com' } },
    ]);
    await userEvent.click(screen.getByRole('button', { name: '← Back to sign in' }));
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it("says the server's reason when the client asked too often, and keeps the form", async () => {
    renderWithApi(<LandingScreen />, {
      handlers: {
        ...withMail,
        'auth.requestPasswordReset': () => {
          throw serverError('Too many attempts, please try again later', 'TOO_MANY_REQUESTS', 429);
        },
      },
    });
    await openSignIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts, please try again later',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('opens at once with ?forgot', () => {
    renderWithApi(<LandingScreen />, { handlers: withMail, path: '/?forgot' });
    expect(screen.getByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
  });

  it('says that the account was deleted after ?deleted', () => {
    renderWithApi(<LandingScreen />, { handlers: withMail, path: '/?deleted' });
    expect(screen.getByText(/Your account and all its data are deleted\./)).toBeVisible();
  });
});
