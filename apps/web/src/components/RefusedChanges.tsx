import { fullDateText } from '../lib/dates';
import { Button } from '@taper/ui';
import { dismissRefusedChange, useRefusedChanges } from '../hooks/entry-queue';
import { OFFLINE_TEXTS } from '../messages';

/**
 * Changes made offline that the server refused once sent (the habit was deleted elsewhere, a day
 * no longer allowed): each stays on screen, with what was not saved and why, until dismissed.
 */
export function RefusedChanges() {
  const refused = useRefusedChanges();
  if (refused.length === 0) return null;
  return (
    <div
      role="alert"
      className="border-b border-red-300 bg-red-50 px-4 py-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <div className="mx-auto grid max-w-5xl gap-1">
        <p className="font-semibold">{OFFLINE_TEXTS.refusedTitle}</p>
        <ul className="grid gap-1">
          {refused.map((item) => (
            <li key={item.seq} className="flex items-center justify-between gap-2">
              <span>
                {OFFLINE_TEXTS.refused(item.habitName, fullDateText(item.date), item.reason)}
              </span>
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  void dismissRefusedChange(item.seq);
                }}
              >
                {OFFLINE_TEXTS.dismiss}
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
