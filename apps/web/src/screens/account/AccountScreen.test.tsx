import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NameFields } from '../../components/NameFields';
import { activateLocale } from '../../i18n/active-locale';
import { renderScreen } from '../../testing/render';
import { ChangePasswordCard } from './AccountScreen';

const change = vi.fn();
vi.mock('../../hooks/auth', () => ({
  useChangePassword: () => ({ mutate: change, isPending: false }),
}));

async function submit(newPassword: string, confirm: string) {
  renderScreen(<ChangePasswordCard />);
  if (newPassword) await userEvent.type(screen.getByLabelText('New password'), newPassword);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('change password', () => {
  beforeEach(() => {
    change.mockReset();
  });

  it.each([
    ['', '', 'Please enter a new password.'],
    ['Str0ng!Pass', 'Str0ng!Pasz', 'Passwords do not match.'],
    ['Ab1!', 'Ab1!', 'Password must be at least 8 characters long.'],
    ['abcdefgh', 'abcdefgh', 'Password must contain uppercase, lowercase, number, and symbol.'],
  ])('%j / %j → %s', async (password, confirm, message) => {
    await submit(password, confirm);
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(change).not.toHaveBeenCalled();
  });

  it('sends a valid password and confirms', async () => {
    change.mockImplementation((_v: unknown, opts: { onSuccess: () => void }) => {
      opts.onSuccess();
    });
    await submit('Str0ng!Pass', 'Str0ng!Pass');
    expect(change).toHaveBeenCalledWith({ newPassword: 'Str0ng!Pass' }, expect.anything());
    expect(
      await screen.findByText('Your password has been changed successfully.'),
    ).toBeInTheDocument();
  });

  it("shows 'Failed to change password.' on a server error", async () => {
    change.mockImplementation((_v: unknown, opts: { onError: (e: unknown) => void }) => {
      opts.onError(new Error('boom'));
    });
    await submit('Str0ng!Pass', 'Str0ng!Pass');
    expect(await screen.findByText('Failed to change password.')).toBeInTheDocument();
  });
});

describe('change password in another language', () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it('names its fields and button in German, and its error toast', async () => {
    await activateLocale('de');
    renderScreen(<ChangePasswordCard />);
    expect(screen.getByLabelText('Neues Passwort')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText('Fehler')).toBeInTheDocument();
  });
});

describe('name fields', () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it("keep SPEC's labels in English and speak Arabic", async () => {
    const name = { firstName: '', lastName: '' };
    const { unmount } = renderScreen(<NameFields name={name} onChange={vi.fn()} />);
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
    unmount();
    await activateLocale('ar');
    renderScreen(<NameFields name={name} onChange={vi.fn()} />);
    expect(screen.getByLabelText('الاسم الأول')).toBeInTheDocument();
    expect(screen.getByLabelText('اسم العائلة')).toBeInTheDocument();
  });
});
