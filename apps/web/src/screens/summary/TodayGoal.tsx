import type { SummaryHabit } from '@taper/domain';
import { cn } from '@taper/ui';

/**
 * Today's goal as the server words it for the summary ('≤ 3 today', '≤ 3 today · 2 from 3 Dec',
 * or a budget's '8 of 14 used this week'): one line for a card and a row alike, and the day before
 * a step down the step ('From tomorrow: ≤ 3'). A budget's line
 * reads green while the period is within it and red once it is over.
 */
export function TodayGoal({
  card,
  className,
}: {
  card: SummaryHabit | undefined;
  className?: string;
}) {
  const budget = card?.budget ?? null;
  return (
    <p
      data-testid="today-goal"
      title={card?.goalToday}
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
      {card?.stepTomorrow && (
        <span
          data-testid="step-tomorrow"
          className="block font-semibold text-teal-800 dark:text-teal-300"
        >
          {card.stepTomorrow}
        </span>
      )}
    </p>
  );
}
