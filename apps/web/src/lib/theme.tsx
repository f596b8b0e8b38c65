import { STORAGE_KEYS } from './storage-keys';
import { type Theme } from '@taper/domain';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useUpdatePreferences } from '../hooks/auth';

/** The class a theme puts on the page root: 'system' follows the device. */
export function resolveTheme(theme: Theme, prefersDark: boolean): 'light' | 'dark' {
  if (theme === 'system') return prefersDark ? 'dark' : 'light';
  return theme;
}

export function applyTheme(theme: 'light' | 'dark') {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function darkQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
}

function subscribeToScheme(onChange: () => void) {
  const query = darkQuery();
  query?.addEventListener('change', onChange);
  return () => {
    query?.removeEventListener('change', onChange);
  };
}

/** Whether the device asks for dark colours, live. */
function usePrefersDark(): boolean {
  return useSyncExternalStore(
    subscribeToScheme,
    () => darkQuery()?.matches ?? false,
    () => false,
  );
}

/** Where saving the last theme change stands: shown beside the choice, so 'saved' is clear. */
export type ThemeSaveState = 'idle' | 'saving' | 'saved' | 'failed';

interface ThemeState {
  /** The saved choice: 'light', 'dark' or 'system' (match the device). */
  theme: Theme;
  /** What the page shows: the choice, or the device's for 'system'. */
  shown: 'light' | 'dark';
  setTheme: (theme: Theme) => void;
  saveState: ThemeSaveState;
}

const ThemeContext = createContext<ThemeState>({
  theme: 'light',
  shown: 'light',
  setTheme: () => undefined,
  saveState: 'idle',
});

export function useTheme() {
  return useContext(ThemeContext);
}

/**
 * SPEC §4: light at start; the user's saved preference once loaded; with no user (signed out,
 * logged out) light, and the stored theme removed. A change applies at once and, signed in, is
 * saved to the server (a failure is logged and shown). 'system' follows prefers-color-scheme live.
 * `signedOutTheme` is for pages a visitor without an account reads (a share link's view), which
 * follow the visitor's device rather than SPEC's light sign-in pages.
 */
export function ThemeProvider({
  saved,
  signedIn,
  signedOutTheme = 'light',
  children,
}: {
  saved: Theme | undefined;
  signedIn: boolean;
  signedOutTheme?: Theme;
  children: ReactNode;
}) {
  const [override, setOverride] = useState<Theme | null>(null);
  const [saveState, setSaveState] = useState<ThemeSaveState>('idle');
  const theme: Theme = signedIn ? (override ?? saved ?? 'light') : signedOutTheme;
  const prefersDark = usePrefersDark();
  const shown = resolveTheme(theme, prefersDark);
  const { mutate } = useUpdatePreferences();

  useEffect(() => {
    applyTheme(shown);
    if (signedIn) localStorage.setItem(STORAGE_KEYS.theme, theme);
    else localStorage.removeItem(STORAGE_KEYS.theme);
  }, [theme, shown, signedIn]);

  const setTheme = useCallback(
    (next: Theme) => {
      setOverride(next);
      if (!signedIn) return;
      setSaveState('saving');
      mutate(
        { themePreference: next },
        {
          onSuccess: () => {
            setSaveState('saved');
          },
          onError: (error) => {
            setSaveState('failed');
            console.error('Failed to save theme preference', error);
          },
        },
      );
    },
    [signedIn, mutate],
  );

  const value = useMemo(
    () => ({ theme, shown, setTheme, saveState }),
    [theme, shown, setTheme, saveState],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
