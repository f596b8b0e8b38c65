import type { Habit, IsoDate, Summary } from '@taper/domain';
import { Button } from '@taper/ui';
import { useState } from 'react';
import { useSessionUser } from '../../lib/session';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { SUMMARY_TEXTS } from './messages';

function dismissedKey(userId: number, date: IsoDate): string {
  return `${String(userId)}:${date}`;
}

function readDismissed(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.checkInDismissed);
  } catch {
    return null;
  }
}

/**
 * The summary's check-in: when the server says yesterday is unlogged for some habits, 'You didn't
 * log yesterday — log it now', a button opening yesterday's Log dialog of the first of them, and
 * 'Not now', which hides it on this device until the next day.
 */
export function CheckInBanner({
  yesterday,
  habits,
  onLog,
}: {
  yesterday: Summary['yesterday'] | undefined;
  habits: readonly Habit[];
  onLog: (habit: Habit, date: IsoDate) => void;
}) {
  const user = useSessionUser();
  const [dismissed, setDismissed] = useState(readDismissed);
  if (!yesterday) return null;
  const waiting = yesterday.unloggedHabitIds.flatMap((id) => {
    const habit = habits.find((candidate) => candidate.id === id);
    return habit ? [habit] : [];
  });
  const [first] = waiting;
  if (!first || dismissed === dismissedKey(user.id, yesterday.date)) return null;
  const dismiss = () => {
    const key = dismissedKey(user.id, yesterday.date);
    try {
      localStorage.setItem(STORAGE_KEYS.checkInDismissed, key);
    } catch {
      // Storage refused (private mode): hidden for this visit only.
    }
    setDismissed(key);
  };
  return (
    <section
      aria-label={SUMMARY_TEXTS.checkIn}
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <div className="min-w-0">
        <p className="font-semibold">{SUMMARY_TEXTS.checkIn}</p>
        <p className="text-sm">
          {SUMMARY_TEXTS.checkInHabits(waiting.map((habit) => habit.name).join(', '))}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          aria-label={SUMMARY_TEXTS.checkInLogLabel(first.name)}
          onClick={() => {
            onLog(first, yesterday.date);
          }}
        >
          {SUMMARY_TEXTS.checkInLog}
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-label={SUMMARY_TEXTS.checkInDismissLabel}
          onClick={dismiss}
        >
          {SUMMARY_TEXTS.checkInDismiss}
        </Button>
      </div>
    </section>
  );
}
