import { Switch } from '@taper/ui';
import { SKIP_TEXTS } from '../../messages';

/**
 * 'Skip this day' in a Log dialog: on, the day is saved as skipped (no value, the note
 * kept), so it neither breaks nor extends the streak.
 */
export function SkipDaySwitch({
  skip,
  onChange,
}: {
  skip: boolean;
  onChange: (skip: boolean) => void;
}) {
  return (
    <div className="rounded-md border border-dashed border-slate-300 p-3 dark:border-slate-600">
      <Switch
        label={SKIP_TEXTS.skipSwitch}
        description={SKIP_TEXTS.skipHint}
        checked={skip}
        onChange={onChange}
      />
    </div>
  );
}
