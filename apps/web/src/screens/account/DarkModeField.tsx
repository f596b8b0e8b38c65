import type { Theme } from '@taper/domain';
import { Card, CardContent, CardHeader, CardTitle } from '@taper/ui';
import { RadioCards } from '../../components/habit-form/FormSection';
import { useTheme, type ThemeSaveState } from '../../lib/theme';

const OPTIONS = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System', hint: 'Follows your device' },
] as const satisfies readonly { value: Theme; label: string; hint?: string }[];

const STATUS: Record<ThemeSaveState, string> = {
  idle: 'Changes apply and are saved at once.',
  saving: 'Saving...',
  saved: 'Theme saved.',
  failed: 'Your theme could not be saved. It applies on this device for now.',
};

/** Light, Dark or System: applied and saved at once (no Save button), and said so. */
export function ThemeCard() {
  const { theme, setTheme, saveState } = useTheme();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Theme</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <RadioCards
          name="theme"
          label="Theme"
          value={theme}
          options={OPTIONS}
          onChange={setTheme}
        />
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          {STATUS[saveState]}
        </p>
      </CardContent>
    </Card>
  );
}
