import { STORAGE_KEYS, type Theme } from '@taper/domain';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useUpdatePreferences } from '../hooks/auth';

export function applyTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
}

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeState>({ theme: 'light', setTheme: () => undefined });

export function useTheme() {
  return useContext(ThemeContext);
}

/**
 * SPEC §4: light at start; the user's saved preference once loaded; with no user (signed out,
 * logged out) light, and the stored theme removed. A change applies at once and, signed in, is
 * saved to the server (a failure is only logged).
 */
export function ThemeProvider({
  saved,
  signedIn,
  children,
}: {
  saved: Theme | undefined;
  signedIn: boolean;
  children: ReactNode;
}) {
  const [override, setOverride] = useState<Theme | null>(null);
  const theme: Theme = signedIn ? (override ?? saved ?? 'light') : 'light';
  const updatePreferences = useUpdatePreferences();
  const { mutate } = updatePreferences;

  useEffect(() => {
    applyTheme(theme);
    if (signedIn) localStorage.setItem(STORAGE_KEYS.theme, theme);
    else localStorage.removeItem(STORAGE_KEYS.theme);
  }, [theme, signedIn]);

  const setTheme = useCallback(
    (next: Theme) => {
      setOverride(next);
      if (signedIn) {
        mutate(
          { themePreference: next },
          {
            onError: (error) => {
              console.error('Failed to save theme preference', error);
            },
          },
        );
      }
    },
    [signedIn, mutate],
  );

  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
