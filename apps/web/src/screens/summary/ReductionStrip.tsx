import type { Habit, SummaryHabit } from '@taper/domain';
import { reductionLine, totalSavedText } from '@taper/domain';
import { Card } from '@taper/ui';
import type { ReactNode } from 'react';
import { userLocale } from '../../lib/locale';
import { useSessionUser } from '../../lib/session';
import { REDUCTION_STRIP_TEXTS } from './messages';

/**
 * The summary's strip for all habits: one line per habit with a baseline ('Coffee: 60%
 * below your baseline · 21 fewer cups · €67.20 saved · 7 days since your last over day') and the
 * money saved altogether; an invitation when no number habit has a baseline.
 */
export function ReductionStrip({
  habits,
  cards,
  empty = null,
}: {
  habits: readonly Habit[];
  cards: ReadonlyMap<number, SummaryHabit>;
  /** Shown instead when there is no strip. */
  empty?: ReactNode;
}) {
  const { currency } = useSessionUser();
  const locale = userLocale();
  const lines = habits.flatMap((habit) => {
    const figures = cards.get(habit.id)?.reduction;
    const line = figures ? reductionLine(figures, { unit: habit.unit, currency, locale }) : null;
    return line === null || figures === undefined
      ? []
      : [{ habit, line, moneySaved: figures.moneySaved }];
  });
  if (cards.size === 0) return empty;
  if (lines.length === 0) {
    if (!habits.some((habit) => habit.goalType === 'number')) return empty;
    return (
      <Card className="mb-4 p-3 text-sm text-slate-700 dark:text-slate-200">
        {REDUCTION_STRIP_TEXTS.invitation}
      </Card>
    );
  }
  const total =
    lines.length > 1
      ? totalSavedText(
          lines.map((one) => one.moneySaved),
          { currency, locale },
        )
      : null;
  return (
    <Card
      className="mb-4 p-3"
      aria-labelledby="reduction-strip-heading"
      data-testid="reduction-strip"
    >
      <h2
        id="reduction-strip-heading"
        className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300"
      >
        {REDUCTION_STRIP_TEXTS.title}
      </h2>
      <ul className="mt-1 space-y-1 text-sm">
        {lines.map(({ habit, line }) => (
          <li key={habit.id} className="[overflow-wrap:anywhere]">
            <span className="font-semibold">
              <bdi>{habit.name}</bdi>
            </span>
            {': '}
            {line}
          </li>
        ))}
      </ul>
      {total !== null && <p className="mt-1 text-sm font-semibold">{total}</p>}
    </Card>
  );
}
