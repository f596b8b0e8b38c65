import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveTheme, ThemeProvider } from '../../lib/theme';
import { ThemeCard } from './ThemeCard';

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

  it('Light, Dark, System: applied at once, saved at once and said so; System follows live', async () => {
    const setDevice = fakeMedia(false);
    save.mockImplementation((_v: unknown, opts: { onSuccess: () => void }) => {
      opts.onSuccess();
    });
    render(
      <ThemeProvider saved="light" signedIn>
        <ThemeCard />
      </ThemeProvider>,
    );
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('saved at once');
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(rootIsDark()).toBe(true);
    expect(save).toHaveBeenLastCalledWith({ themePreference: 'dark' }, expect.anything());
    expect(screen.getByRole('status')).toHaveTextContent('Theme saved.');

    await userEvent.click(screen.getByRole('radio', { name: /System/ }));
    expect(save).toHaveBeenLastCalledWith({ themePreference: 'system' }, expect.anything());
    expect(rootIsDark()).toBe(false);
    setDevice(true);
    await vi.waitFor(() => {
      expect(rootIsDark()).toBe(true);
    });
    setDevice(false);
    await vi.waitFor(() => {
      expect(rootIsDark()).toBe(false);
    });
  });

  it('says so when the save fails', async () => {
    fakeMedia(false);
    save.mockImplementation((_v: unknown, opts: { onError: (e: Error) => void }) => {
      opts.onError(new Error('500: down'));
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ThemeProvider saved="light" signedIn>
        <ThemeCard />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(screen.getByRole('status')).toHaveTextContent('could not be saved');
  });
});
