import { ACCOUNT_TEXTS, type ApiTokenInfo, type SessionInfo } from '@taper/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken, getAuthToken } from '../../lib/auth-token';
import { browser } from '../../lib/browser';
import { renderWithApi, serverError } from '../../testing/api';
import { ApiTokensCard } from './ApiTokensCard';
import { DeleteAccountCard } from './DeleteAccountCard';
import { DevicesCard } from './DevicesCard';

vi.mock('./transfer', () => ({ downloadExport: vi.fn(() => Promise.resolve()) }));

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function session(id: string, userAgent: string | null, current = false): SessionInfo {
  return {
    id,
    createdAt: '2026-11-01T10:00:00.000Z',
    lastSeenAt: '2026-11-27T18:30:00.000Z',
    userAgent,
    current,
  };
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('Your devices', () => {
  it('lists the sessions readably, this device first and marked, and signs one out', async () => {
    let sessions = [session('b', IPHONE), session('a', FIREFOX, true), session('c', null)];
    const { calls } = renderWithApi(<DevicesCard />, {
      handlers: {
        'auth.sessions': () => sessions,
        'auth.endSession': (input) => {
          sessions = sessions.filter((s) => s.id !== (input as { id: string }).id);
          return { success: true };
        },
      },
    });
    expect(screen.getByText('Loading your devices...')).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Firefox on LinuxThis device',
      'Safari on iPhone',
      'Unknown device',
    ]);
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(
      within(items[1]!).getByRole('button', { name: /^Sign out Safari on iPhone/ }),
    );
    expect(calls).toContainEqual({ path: 'auth.endSession', input: { id: 'b' } });
    expect(await screen.findByText('That device is signed out.')).toBeVisible();
    await waitFor(() => {
      expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    });
  });

  it("'Sign out everywhere else' ends the others and says how many", async () => {
    let sessions = [session('a', FIREFOX, true), session('b', IPHONE), session('c', null)];
    renderWithApi(<DevicesCard />, {
      handlers: {
        'auth.sessions': () => sessions,
        'auth.endOtherSessions': () => {
          sessions = sessions.filter((s) => s.current);
          return { ended: 2 };
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('2 other devices are signed out.')).toBeVisible();
    expect(await screen.findByText('Only this device is signed in.')).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Sign out everywhere else' }),
    ).not.toBeInTheDocument();
  });

  it('says when the list could not be loaded, and tries again', async () => {
    let fail = true;
    renderWithApi(<DevicesCard />, {
      handlers: {
        'auth.sessions': () => {
          if (fail) throw serverError('Service unavailable', 'INTERNAL_SERVER_ERROR', 503);
          return [session('a', FIREFOX, true)];
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your devices could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Only this device is signed in.')).toBeVisible();
  });
});

describe('API tokens', () => {
  const listed: ApiTokenInfo = {
    id: 7,
    name: 'Dashboard',
    scope: 'read',
    createdAt: '2026-11-01T10:00:00.000Z',
    lastUsedAt: null,
  };

  it('says when there are none', async () => {
    renderWithApi(<ApiTokensCard />, { handlers: { 'auth.tokens': () => [] } });
    expect(await screen.findByText('No API tokens yet.')).toBeVisible();
  });

  it('creates a token with its scope and shows it once, with Copy and the warning', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    let tokens: ApiTokenInfo[] = [];
    const { calls } = renderWithApi(<ApiTokensCard />, {
      handlers: {
        'auth.tokens': () => tokens,
        'auth.createToken': () => {
          tokens = [{ ...listed, name: 'Backup script', scope: 'write' }];
          return { ...tokens[0], token: 'taper_SECRETSECRET' };
        },
      },
    });
    await screen.findByText('No API tokens yet.');
    await userEvent.type(screen.getByLabelText('Token name'), 'Backup script');
    await userEvent.selectOptions(screen.getByLabelText('Access'), 'Read and write');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(calls).toContainEqual({
      path: 'auth.createToken',
      input: { name: 'Backup script', scope: 'write' },
    });
    const shown = await screen.findByLabelText('Your new token “Backup script”');
    expect(shown).toHaveValue('taper_SECRETSECRET');
    expect(screen.getByText(/it is not shown again/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('taper_SECRETSECRET');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await screen.findByText('Write')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByDisplayValue('taper_SECRETSECRET')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Token name')).toHaveValue('');
  });

  it("says the server's reason when a token cannot be made", async () => {
    renderWithApi(<ApiTokensCard />, {
      handlers: {
        'auth.tokens': () => [],
        'auth.createToken': () => {
          throw serverError(ACCOUNT_TEXTS.tooManyTokens, 'CONFLICT', 409);
        },
      },
    });
    await userEvent.type(screen.getByLabelText('Token name'), 'One more');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.tooManyTokens);
  });

  it('lists name, scope, created and last use, and revokes after a confirmation', async () => {
    let tokens: ApiTokenInfo[] = [listed];
    const { calls } = renderWithApi(<ApiTokensCard />, {
      handlers: {
        'auth.tokens': () => tokens,
        'auth.deleteToken': () => {
          tokens = [];
          return { success: true };
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Your API tokens' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent(/Dashboard\s*Read/);
    expect(item).toHaveTextContent(/Created .*2026.*, never used/);
    await userEvent.click(within(item).getByRole('button', { name: 'Revoke Dashboard' }));
    await screen.findByRole('heading', { name: 'Revoke API token' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.path === 'auth.deleteToken')).toBe(false);
    await userEvent.click(within(item).getByRole('button', { name: 'Revoke Dashboard' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke token' }));
    expect(calls).toContainEqual({ path: 'auth.deleteToken', input: { id: 7 } });
    expect(await screen.findByText('“Dashboard” no longer works.')).toBeVisible();
    expect(await screen.findByText('No API tokens yet.')).toBeVisible();
  });
});

describe('Delete account', () => {
  async function openAndType(password: string) {
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await screen.findByRole('heading', { name: 'Delete your account?' });
    if (password) await userEvent.type(screen.getByLabelText('Your password'), password);
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  }

  it('offers the export first and asks the password before sending anything', async () => {
    const { calls } = renderWithApi(<DeleteAccountCard />, { handlers: {} });
    await openAndType('');
    expect(screen.getByRole('button', { name: 'Download JSON' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your password');
    expect(calls).toEqual([]);
  });

  it.each([
    [ACCOUNT_TEXTS.wrongPassword, 'FORBIDDEN', 403],
    [ACCOUNT_TEXTS.lastAdmin, 'CONFLICT', 409],
  ])("says '%s' and keeps the account", async (message, code, status) => {
    setAuthToken('session');
    const goTo = vi.spyOn(browser, 'goTo').mockImplementation(() => undefined);
    renderWithApi(<DeleteAccountCard />, {
      handlers: {
        'auth.deleteAccount': () => {
          throw serverError(message, code, status);
        },
      },
    });
    await openAndType('not-it');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(getAuthToken()).toBe('session');
    expect(goTo).not.toHaveBeenCalled();
  });

  it('on success signs this device out and goes to the landing that says so', async () => {
    setAuthToken('session');
    const goTo = vi.spyOn(browser, 'goTo').mockImplementation(() => undefined);
    const { calls } = renderWithApi(<DeleteAccountCard />, {
      handlers: { 'auth.deleteAccount': () => undefined },
    });
    await openAndType('Str0ng!Pass');
    expect(calls).toContainEqual({
      path: 'auth.deleteAccount',
      input: { password: 'Str0ng!Pass' },
    });
    await waitFor(() => {
      expect(goTo).toHaveBeenCalledWith('/?deleted');
    });
    expect(getAuthToken()).toBeNull();
  });
});
