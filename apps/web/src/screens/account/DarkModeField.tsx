import { Switch } from '@taper/ui';
import { useTheme } from '../../lib/theme';
import { THEME_TEXTS } from './account-messages';

/**
 * SPEC's 'Dark Mode' switch, applied and saved at once (not by Save Changes), and beside it
 * 'Match my device' (`themePreference: "system"`): the switch then shows the device's choice,
 * live, and is disabled until the box is cleared.
 */
export function DarkModeField() {
  const { theme, shown, setTheme, saveState } = useTheme();
  const matchDevice = theme === 'system';
  return (
    <div className="grid gap-2">
      <Switch
        label={THEME_TEXTS.darkMode}
        checked={shown === 'dark'}
        disabled={matchDevice}
        description={matchDevice ? THEME_TEXTS.followingDevice(shown) : undefined}
        onChange={(dark) => {
          setTheme(dark ? 'dark' : 'light');
        }}
      />
      <label className="flex min-h-11 w-fit cursor-pointer items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand"
          checked={matchDevice}
          onChange={(event) => {
            // Cleared, the switch keeps what the device shows now.
            setTheme(event.target.checked ? 'system' : shown);
          }}
        />
        {THEME_TEXTS.matchDevice}
      </label>
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {THEME_TEXTS[saveState]}
      </p>
    </div>
  );
}
