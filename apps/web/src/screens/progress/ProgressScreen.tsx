import {
  goalFromFields,
  scaleLabel,
  type Habit,
  type HistoryBucket,
  type IsoDate,
} from '@taper/domain';
import { Button, Card } from '@taper/ui';
import { useState, type ReactNode } from 'react';
import { Page, PageTitle } from '../../components/Page';
import { useHabits } from '../../hooks/habits';
import {
  useHabitHistory,
  useHabitStrength,
  useProgressStart,
  useWeekdayPattern,
} from '../../hooks/progress';
import { TEXTS } from '../../messages';
import { usePageTitle } from '../../lib/page-title';
import { NotFoundScreen } from '../not-found/NotFoundScreen';
import { BUCKET_CHOICES, shortDate } from './labels';
import { pageEnd, rangeEnding } from './ranges';
import { StrengthChart } from './StrengthChart';
import { ValuesChart } from './ValuesChart';
import { WeekdayPatternView } from './WeekdayPatternCard';
import { YearHeatmap } from './YearHeatmap';
import { PROGRESS_TEXTS } from './messages';
import { NOT_FOUND_TEXTS } from '../not-found/messages';
import { Loading } from '../../components/Loading';

/** `/habit/{id}/progress`: the habit's values, strength, year and weekdays over its whole history. */
export function ProgressScreen({ habitId }: { habitId: number | undefined }) {
  const habits = useHabits();
  // Asked for alongside the habit list, not after it.
  useProgressStart(habitId);
  const habit = habits.data?.find((h) => h.id === habitId);
  usePageTitle(
    habit
      ? PROGRESS_TEXTS.pageTitle(habit.name)
      : habits.isLoading
        ? null
        : NOT_FOUND_TEXTS.pageTitle,
  );
  if (habits.isLoading) return <Loading label={TEXTS.loadingHabit} fullScreen />;
  if (!habit) return <NotFoundScreen />;
  return (
    <Page context={{ kind: 'habit', habit }} wide>
      <PageTitle
        title={PROGRESS_TEXTS.title(habit.name)}
        backTo={`/habit/${String(habit.id)}`}
        backLabel="Calendar"
      />
      <ProgressView habit={habit} />
    </Page>
  );
}

function Section({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        {aside}
      </div>
      {children}
    </Card>
  );
}

/** How a value on the habit's goal scale reads: '3', 'Moderate' or a tag's name. */
function useValueLabel(habit: Habit) {
  const goal = goalFromFields(habit);
  return (value: number) => (goal.success ? scaleLabel(goal.data, value) : String(value));
}

function ProgressView({ habit }: { habit: Habit }) {
  const { data: stats } = useProgressStart(habit.id);
  if (!stats) return <Loading label={TEXTS.loading} />;
  return (
    <ProgressCharts
      habit={habit}
      today={stats.today}
      firstDay={stats.firstDay}
      strength={stats.strength}
    />
  );
}

function ProgressCharts({
  habit,
  today,
  firstDay,
  strength,
}: {
  habit: Habit;
  today: IsoDate;
  firstDay: IsoDate;
  strength: number;
}) {
  const label = useValueLabel(habit);
  const [bucket, setBucket] = useState<HistoryBucket>('week');
  const [end, setEnd] = useState(today);
  const range = rangeEnding(bucket, end);
  const history = useHabitHistory(habit.id, bucket, range.from, range.to);
  // The server starts the chart at the habit's first day and runs it over a plan's coming steps:
  // the caption names the buckets it answered, not the span asked for.
  const first = history.data?.[0];
  const last = history.data?.at(-1);
  const shown = first && last ? { from: first.start, to: last.end } : range;
  // A weekly (monthly) budget's week (month) bars are totals against the budget.
  const hasBudget = history.data?.some((b) => b.budget !== null) ?? false;
  const hasBaseline = history.data?.some((b) => b.baseline !== null) ?? false;

  return (
    <div className="grid grid-cols-1 gap-4">
      <Section
        title={PROGRESS_TEXTS.valuesAgainstYourGoal}
        aside={
          <BucketPicker
            value={bucket}
            onChange={(next) => {
              setBucket(next);
              setEnd(today);
            }}
          />
        }
      >
        <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">
          {hasBudget
            ? PROGRESS_TEXTS.budgetHint(bucket === 'month' ? 'month' : 'week', hasBaseline)
            : PROGRESS_TEXTS.valuesHint(bucket, hasBaseline)}
        </p>
        {history.data ? (
          <ValuesChart
            bucket={bucket}
            buckets={history.data}
            color={habit.color}
            label={label}
            wholeSteps={habit.goalType !== 'number'}
          />
        ) : (
          <Loading label={TEXTS.loading} back={false} />
        )}
        <Pager
          label={`${shortDate(shown.from)} – ${shortDate(shown.to)}`}
          onEarlier={
            range.from > firstDay
              ? () => {
                  setEnd(pageEnd(bucket, end, -1, today));
                }
              : undefined
          }
          onLater={
            end < today
              ? () => {
                  setEnd(pageEnd(bucket, end, 1, today));
                }
              : undefined
          }
        />
      </Section>
      <StrengthSection
        habit={habit}
        strength={strength}
        from={range.strengthFrom}
        to={range.to}
      />
      <YearSection habit={habit} today={today} firstDay={firstDay} label={label} />
      <WeekdaySection habitId={habit.id} />
    </div>
  );
}

/** The habit's strength now, and its line over the range shown. */
function StrengthSection({
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
        <Loading label={TEXTS.loading} back={false} />
      )}
    </Section>
  );
}

function BucketPicker({
  value,
  onChange,
}: {
  value: HistoryBucket;
  onChange: (value: HistoryBucket) => void;
}) {
  return (
    <div
      role="group"
      aria-label={PROGRESS_TEXTS.showBy}
      className="inline-flex rounded-lg border border-slate-200 p-0.5 dark:border-slate-700"
    >
      {BUCKET_CHOICES.map((choice) => (
        <button
          key={choice.value}
          type="button"
          aria-pressed={choice.value === value}
          onClick={() => {
            onChange(choice.value);
          }}
          className="rounded-md px-3 py-1.5 text-sm font-medium aria-pressed:bg-brand aria-pressed:text-white"
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}

/**
 * Earlier and Later stay focusable at the ends of the range (`aria-disabled`, not `disabled`):
 * paging to the last one keeps focus on the button instead of dropping it to the page.
 */
function Pager({
  label,
  onEarlier,
  onLater,
}: {
  label: string;
  onEarlier?: () => void;
  onLater?: () => void;
}) {
  return (
    <div className="mt-3 flex items-center justify-between gap-2">
      <PagerButton onPage={onEarlier}>{PROGRESS_TEXTS.earlier}</PagerButton>
      <span className="text-sm font-medium tabular-nums">{label}</span>
      <PagerButton onPage={onLater}>{PROGRESS_TEXTS.later}</PagerButton>
    </div>
  );
}

function PagerButton({ onPage, children }: { onPage?: () => void; children: ReactNode }) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-disabled={onPage ? undefined : true}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
      onClick={onPage}
    >
      {children}
    </Button>
  );
}

function YearSection({
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
        <Loading label={TEXTS.loading} back={false} />
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

function WeekdaySection({ habitId }: { habitId: number }) {
  const pattern = useWeekdayPattern(habitId);
  return (
    <Section title={PROGRESS_TEXTS.yourWeekdays}>
      <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">
        {PROGRESS_TEXTS.weekdayHint}
      </p>
      {pattern.data ? (
        <WeekdayPatternView days={pattern.data.days} text={pattern.data.text} />
      ) : (
        <Loading label={TEXTS.loading} back={false} />
      )}
    </Section>
  );
}
