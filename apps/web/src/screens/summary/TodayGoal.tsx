import type { SummaryHabit } from '@taper/domain';
import { cn } from '@taper/ui';

/**
 * Today's goal as the server words it for the summary ('≤ 3 today', '≤ 3 today · 2 from 3 Dec',
 * or a budget's '8 of 14 used this week'): one line for a card and a row alike. The day before a
 * step down, a card says the step on a line of its own ('From tomorrow: ≤ 3'); a row, one cut
 * line, says it in its tooltip. A budget's line reads green while the period is within it and red
 * once it is over.
 */
export function TodayGoal({
  card,
  row = false,
  className,
}: {
  card: SummaryHabit | undefined;
  /** A row of the list view: one line, the rest in the tooltip. */
  row?: boolean;
  className?: string;
}) {
  const budget = card?.budget ?? null;
  const tomorrow = card?.stepTomorrow ?? null;
  return (
    <p
      data-testid="today-goal"
      title={[card?.goalToday, tomorrow].filter(Boolean).join(' · ') || undefined}
      // A budget's line changes as the day is logged; the other goals stay all day.
      {...(budget ? { 'aria-live': 'polite' as const } : {})}
      className={cn(
        budget === null
          ? 'text-slate-600 dark:text-slate-300'
          : budget.success
            ? 'font-semibold text-emerald-800 dark:text-emerald-300'
            : 'font-semibold text-red-800 dark:text-red-300',
        className,
      )}
    >
      {/* Until the summary comes, the line keeps its height. */}
      {card?.goalToday ?? '\u00a0'}
      {/* The day before the goal steps down, the card says so: 'From tomorrow: ≤ 3'. */}
      {tomorrow && !row && (
        <span
          data-testid="step-tomorrow"
          className="block font-semibold text-teal-800 dark:text-teal-300"
        >
          {tomorrow}
        </span>
      )}
    </p>
  );
}
