import type { HabitStats } from '@taper/domain';
import { Card, StatCard } from '@taper/ui';
import { Link } from '../../lib/router';
import { HABIT_TEXTS } from './messages';

const NOT_YET = '–';

/** Days on Target and Success Rate of the month shown, named after it. */
export function MonthStatCards({ month }: { month: HabitStats['month'] | undefined }) {
  return (
    <div className="grid grid-cols-2 gap-4">
      <StatCard
        label={HABIT_TEXTS.daysOnTarget}
        value={month?.daysOnTarget ?? NOT_YET}
        hint={month?.heading}
      />
      <StatCard
        label={HABIT_TEXTS.successRate}
        value={month ? `${month.successRate}%` : NOT_YET}
        hint={month?.heading}
      />
    </div>
  );
}

export function StreakCard({
  streaks,
  color,
}: {
  streaks: HabitStats['streaks'] | undefined;
  color: string;
}) {
  return (
    <Card className="p-4">
      <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">
        {HABIT_TEXTS.streakProgress}
      </h2>
      <p className="mt-1 text-2xl font-bold">{streaks ? streaks.text : NOT_YET}</p>
      <p className="font-medium">{streaks?.tier}</p>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        role="progressbar"
        aria-label={HABIT_TEXTS.recordStreakProgress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={streaks?.recordProgress ?? 0}
      >
        <div
          className="h-full rounded-full"
          style={{ width: `${streaks?.recordProgress ?? 0}%`, backgroundColor: color }}
        />
      </div>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{streaks?.recordText}</p>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
        {streaks?.recordLabel ?? `Record: ${NOT_YET}`}
      </p>
    </Card>
  );
}

/**
 * SPEC's three items; under a weekly or monthly budget also the period's total against the budget
 * ('9 of 14 used this week', the card's words), as the server counts it.
 */
export function WeeklySummaryCard({ week }: { week: HabitStats['week'] | undefined }) {
  const budgetTotal = week?.budgetTotal ?? null;
  const items: (readonly [term: string, value: string | number | undefined])[] = [
    [HABIT_TEXTS.averageDaily, week?.averageDailyText],
    [HABIT_TEXTS.daysAboveTarget, week?.daysAboveTarget],
    [HABIT_TEXTS.weeklyTarget, week?.weeklyTarget],
    ...(budgetTotal === null
      ? []
      : [[HABIT_TEXTS.budgetTotal(budgetTotal.period), budgetTotal.text] as const]),
  ];
  return (
    <Card className="p-[min(1rem,16px)]">
      <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">
        {HABIT_TEXTS.weeklySummary}
      </h2>
      <dl className="mt-2 grid gap-2 text-sm">
        {items.map(([term, value]) => (
          <div key={term} className="flex flex-wrap justify-between gap-x-3">
            <dt>{term}</dt>
            <dd className="text-end font-semibold">{value ?? NOT_YET}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** The habit's strength today, and the way to its progress over time. */
export function StrengthCard({
  strength,
  habitId,
}: {
  strength: number | undefined;
  habitId: number;
}) {
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3 p-[min(1rem,16px)]">
      <div>
        <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">
          {HABIT_TEXTS.strength}
        </h2>
        <p className="mt-1 text-2xl font-bold tabular-nums">
          {strength === undefined ? NOT_YET : `${String(strength)}%`}
        </p>
      </div>
      <Link
        to={`/habit/${String(habitId)}/progress`}
        className="rounded-md px-3 py-2 text-sm font-semibold text-brand underline-offset-4 hover:underline dark:text-teal-300"
      >
        {HABIT_TEXTS.seeProgress}
      </Link>
    </Card>
  );
}
