import type { Habit, HabitStats, HistoryBucket, IsoDate } from '@taper/domain';
import { useState } from 'react';
import { Page, PageTitle } from '../../components/Page';
import { useHabits } from '../../hooks/habits';
import { useHabitHistory, useProgressStart } from '../../hooks/progress';
import { scaleValueLabel } from '../../lib/value-labels';
import { TEXTS } from '../../messages';
import { COMPONENT_TEXTS } from '../../components/messages';
import { usePageTitle } from '../../lib/page-title';
import { NotFoundScreen } from '../not-found/NotFoundScreen';
import { shortDate } from './labels';
import { pageEnd, rangeEnding } from './ranges';
import { VALUES_CHART_SPACE, ValuesChart } from './ValuesChart';
import { PROGRESS_TEXTS } from './messages';
import { NOT_FOUND_TEXTS } from '../not-found/messages';
import { Loading } from '../../components/Loading';
import { BucketPicker, ChartSpace, Pager, Section } from './ProgressParts';
import { StrengthSection, WeekdaySection, YearSection } from './ProgressSections';

/** `/habit/{id}/progress`: the habit's values, strength, year and weekdays over its whole history. */
export function ProgressScreen({ habitId }: { habitId: number | undefined }) {
  const habits = useHabits();
  // Asked for alongside the habit list, not after it; its answer is handed down, as a second
  // observer mounting later would ask the server again.
  const start = useProgressStart(habitId);
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
        backLabel={COMPONENT_TEXTS.backToCalendar}
      />
      <ProgressView habit={habit} stats={start.data} />
    </Page>
  );
}

/**
 * How a value on the habit's goal scale reads: '3', 'Moderate' or a tag's name. The habit as the
 * API presents it is its goal already: re-checking it with the goal schemas would load zod with
 * this screen, which then waits for it before its first paint.
 */
function valueLabelOf(habit: Habit) {
  return (value: number) => scaleValueLabel(habit, value);
}

function ProgressView({ habit, stats }: { habit: Habit; stats: HabitStats | undefined }) {
  if (!stats) return <Loading label={TEXTS.loading} />;
  return (
    <ProgressCharts
      habit={habit}
      today={stats.today}
      firstDay={stats.firstDay}
      strength={stats.strength}
      baseline={stats.reduction.baseline}
    />
  );
}

/** Earlier while the range starts after the habit's first day, Later until it ends today. */
function pageTurns(
  at: { bucket: HistoryBucket; end: IsoDate; today: IsoDate; firstDay: IsoDate; from: IsoDate },
  setEnd: (end: IsoDate) => void,
): { onEarlier?: () => void; onLater?: () => void } {
  const { bucket, end, today } = at;
  return {
    ...(at.from > at.firstDay
      ? {
          onEarlier: () => {
            setEnd(pageEnd(bucket, end, -1, today));
          },
        }
      : {}),
    ...(end < today
      ? {
          onLater: () => {
            setEnd(pageEnd(bucket, end, 1, today));
          },
        }
      : {}),
  };
}

function ProgressCharts({
  habit,
  today,
  firstDay,
  strength,
  baseline,
}: {
  habit: Habit;
  today: IsoDate;
  firstDay: IsoDate;
  strength: number;
  /** The baseline the buckets will carry (entered or measured), or null. */
  baseline: number | null;
}) {
  const label = valueLabelOf(habit);
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
  // Until the buckets come, the hint (the screen's largest text) names the baseline the stats
  // gave, so that it does not grow and push the charts down when they come.
  const hasBaseline = history.data
    ? history.data.some((b) => b.baseline !== null)
    : baseline !== null;

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
          <ChartSpace height={VALUES_CHART_SPACE} />
        )}
        <Pager
          label={`${shortDate(shown.from)} – ${shortDate(shown.to)}`}
          {...pageTurns({ bucket, end, today, firstDay, from: range.from }, setEnd)}
        />
      </Section>
      <StrengthSection habit={habit} strength={strength} from={range.strengthFrom} to={range.to} />
      <YearSection habit={habit} today={today} firstDay={firstDay} label={label} />
      <WeekdaySection habitId={habit.id} />
    </div>
  );
}
