/** The progress screen's sections below the values: strength, the year, the weekdays. */
import type { Habit, IsoDate } from '@taper/domain';
import { useState } from 'react';
import { useHabitHistory, useHabitStrength, useWeekdayPattern } from '../../hooks/progress';
import { PROGRESS_TEXTS } from './messages';
import { ChartSpace, Pager, Section } from './ProgressParts';
import { STRENGTH_CHART_SPACE, StrengthChart } from './StrengthChart';
import { WEEKDAY_PATTERN_SPACE, WeekdayPatternView } from './WeekdayPatternCard';
import { YEAR_HEATMAP_SPACE, YearHeatmap } from './YearHeatmap';

/** The habit's strength now, and its line over the range shown. */
export function StrengthSection({
  habit,
  strength,
  from,
  to,
}: {
  habit: Habit;
  strength: number;
  from: IsoDate;
  to: IsoDate;
}) {
  const points = useHabitStrength(habit.id, from, to);
  return (
    <Section
      title={PROGRESS_TEXTS.strength}
      aside={<span className="text-2xl font-bold tabular-nums">{strength}%</span>}
    >
      <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">
        {PROGRESS_TEXTS.strengthHint}
      </p>
      {points.data ? (
        <StrengthChart points={points.data} color={habit.color} />
      ) : (
        <ChartSpace height={STRENGTH_CHART_SPACE} />
      )}
    </Section>
  );
}

export function YearSection({
  habit,
  today,
  firstDay,
  label,
}: {
  habit: Habit;
  today: IsoDate;
  firstDay: IsoDate;
  label: (value: number) => string;
}) {
  const thisYear = Number(today.slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const days = useHabitHistory(habit.id, 'day', `${String(year)}-01-01`, `${String(year)}-12-31`);
  return (
    <Section title={PROGRESS_TEXTS.yourYear(year)}>
      <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">{PROGRESS_TEXTS.yearHint}</p>
      {days.data ? (
        <YearHeatmap days={days.data} year={year} color={habit.color} label={label} />
      ) : (
        <ChartSpace height={YEAR_HEATMAP_SPACE} />
      )}
      <Pager
        label={String(year)}
        onEarlier={
          year > Number(firstDay.slice(0, 4))
            ? () => {
                setYear(year - 1);
              }
            : undefined
        }
        onLater={
          year < thisYear
            ? () => {
                setYear(year + 1);
              }
            : undefined
        }
      />
    </Section>
  );
}

export function WeekdaySection({ habitId }: { habitId: number }) {
  const pattern = useWeekdayPattern(habitId);
  return (
    <Section title={PROGRESS_TEXTS.yourWeekdays}>
      <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">
        {PROGRESS_TEXTS.weekdayHint}
      </p>
      {pattern.data ? (
        <WeekdayPatternView days={pattern.data.days} text={pattern.data.text} />
      ) : (
        <ChartSpace height={WEEKDAY_PATTERN_SPACE} />
      )}
    </Section>
  );
}
