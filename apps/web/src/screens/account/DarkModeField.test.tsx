import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveTheme, ThemeProvider } from '../../lib/theme';
import { DarkModeField } from './DarkModeField';

const save = vi.fn();
vi.mock('../../hooks/auth', () => ({
  useUpdatePreferences: () => ({ mutate: save }),
}));

/** A prefers-color-scheme query whose answer the test changes. */
function fakeMedia(initiallyDark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const query = {
    media: '(prefers-color-scheme: dark)',
    matches: initiallyDark,
    addEventListener: (_: string, fn: (event: MediaQueryListEvent) => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: (event: MediaQueryListEvent) => void) =>
      listeners.delete(fn),
  };
  window.matchMedia = vi.fn(() => query) as unknown as typeof window.matchMedia;
  return (dark: boolean) => {
    query.matches = dark;
    for (const fn of listeners) fn({ matches: dark } as MediaQueryListEvent);
  };
}

const rootIsDark = () => document.documentElement.classList.contains('dark');

describe('theme', () => {
  beforeEach(() => {
    save.mockReset();
  });
  afterEach(() => {
    document.documentElement.className = '';
  });

  it('resolves system by the device', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it("SPEC's Dark Mode switch: applied at once, saved at once and said so", async () => {
    fakeMedia(false);
    save.mockImplementation((_v: unknown, opts: { onSuccess: () => void }) => {
      opts.onSuccess();
    });
    render(
      <ThemeProvider saved="light" signedIn>
        <DarkModeField />
      </ThemeProvider>,
    );
    const darkMode = screen.getByRole('switch', { name: 'Dark Mode' });
    expect(darkMode).not.toBeChecked();
    expect(darkMode).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Match my device' })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('saved at once');

    await userEvent.click(darkMode);
    expect(darkMode).toBeChecked();
    expect(rootIsDark()).toBe(true);
    expect(save).toHaveBeenLastCalledWith({ themePreference: 'dark' }, expect.anything());
    expect(screen.getByRole('status')).toHaveTextContent('Theme saved.');

    await userEvent.click(darkMode);
    expect(darkMode).not.toBeChecked();
    expect(rootIsDark()).toBe(false);
    expect(save).toHaveBeenLastCalledWith({ themePreference: 'light' }, expect.anything());
  });

  it('Match my device: saved as system; the switch shows the device, live, and is disabled', async () => {
    const setDevice = fakeMedia(true);
    save.mockImplementation((_v: unknown, opts: { onSuccess: () => void }) => {
      opts.onSuccess();
    });
    render(
      <ThemeProvider saved="light" signedIn>
        <DarkModeField />
      </ThemeProvider>,
    );
    const darkMode = screen.getByRole('switch', { name: 'Dark Mode' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Match my device' }));
    expect(save).toHaveBeenLastCalledWith({ themePreference: 'system' }, expect.anything());
    expect(darkMode).toBeDisabled();
    expect(darkMode).toBeChecked();
    expect(rootIsDark()).toBe(true);
    expect(screen.getByText('Your device decides: it is dark now.')).toBeInTheDocument();

    setDevice(false);
    await vi.waitFor(() => {
      expect(rootIsDark()).toBe(false);
    });
    expect(darkMode).not.toBeChecked();
    await userEvent.click(darkMode);
    expect(save).toHaveBeenCalledTimes(1);

    // Cleared, the switch keeps what the device showed, and can be changed again.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Match my device' }));
    expect(save).toHaveBeenLastCalledWith({ themePreference: 'light' }, expect.anything());
    expect(darkMode).toBeEnabled();
    expect(darkMode).not.toBeChecked();
  });

  it('a saved system preference opens with the box ticked and the switch disabled', () => {
    fakeMedia(true);
    render(
      <ThemeProvider saved="system" signedIn>
        <DarkModeField />
      </ThemeProvider>,
    );
    expect(screen.getByRole('checkbox', { name: 'Match my device' })).toBeChecked();
    const darkMode = screen.getByRole('switch', { name: 'Dark Mode' });
    expect(darkMode).toBeDisabled();
    expect(darkMode).toBeChecked();
    expect(rootIsDark()).toBe(true);
  });

  it('signed out: light on the sign-in pages; a visitor page asking for the device follows it, live', () => {
    const setDark = fakeMedia(true);
    const { rerender } = render(
      <ThemeProvider saved={undefined} signedIn={false}>
        {null}
      </ThemeProvider>,
    );
    expect(rootIsDark()).toBe(false);
    rerender(
      <ThemeProvider saved={undefined} signedIn={false} signedOutTheme="system">
        {null}
      </ThemeProvider>,
    );
    expect(rootIsDark()).toBe(true);
    act(() => {
      setDark(false);
    });
    expect(rootIsDark()).toBe(false);
  });

  it('says so when the save fails', async () => {
    fakeMedia(false);
    save.mockImplementation((_v: unknown, opts: { onError: (e: Error) => void }) => {
      opts.onError(new Error('500: down'));
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ThemeProvider saved="light" signedIn>
        <DarkModeField />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Dark Mode' }));
    expect(screen.getByRole('status')).toHaveTextContent('could not be saved');
  });
});
