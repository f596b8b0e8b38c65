import {
  computeStreaks,
  fullDateText,
  indexEntriesByDate,
  monthGrid,
  monthHeading,
  monthStats,
  nextMonth,
  previousMonth,
  streakRecordText,
  streakTierText,
  weeklySummary,
  yearMonthOf,
  type Habit,
  type IsoDate,
} from '@taper/domain';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  LoadingScreen,
  MonthGrid,
  SproutGlyph,
  StatCard,
} from '@taper/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from '../../lib/router';
import { Page } from '../../components/Page';
import { useHabitEntries } from '../../hooks/entries';
import { useHabits, useStreaks } from '../../hooks/habits';
import { todayIso } from '../../lib/dates';
import { TEXTS } from '../../messages';

// Loaded when first opened: the dialogs (and Headless UI's Dialog) are not needed for the first paint.
const LogResultDialog = lazy(() =>
  import('../../components/LogResultDialog').then((m) => ({ default: m.LogResultDialog })),
);
const InsightsDialog = lazy(() =>
  import('../../components/InsightsDialog').then((m) => ({ default: m.InsightsDialog })),
);

/** The habit calendar screen for `habitId`; the first habit when none (or an unknown one) is chosen. */
export function HabitScreen({ habitId }: { habitId: number | undefined }) {
  const habits = useHabits();
  if (habits.isLoading) {
    return (
      <Page context={{ kind: 'summary' }}>
        <LoadingScreen label={TEXTS.loadingHabits} />
      </Page>
    );
  }
  const list = habits.data ?? [];
  const habit = list.find((h) => h.id === habitId) ?? list[0];
  if (!habit) {
    return (
      <Page context={{ kind: 'summary' }}>
        <EmptyHabits />
      </Page>
    );
  }
  return <HabitView key={habit.id} habit={habit} />;
}

export function EmptyHabits() {
  const navigate = useNavigate();
  return (
    <Card className="mx-auto max-w-md p-8 text-center">
      <SproutGlyph className="mx-auto h-10 w-10 text-brand dark:text-teal-300" />
      <h1 className="mt-3 text-xl font-bold">{TEXTS.emptyHabitTitle}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{TEXTS.emptyHabitBody}</p>
      <Button
        className="mt-5"
        size="lg"
        onClick={() => {
          void navigate('/create-habit');
        }}
      >
        {TEXTS.emptyHabitButton}
      </Button>
    </Card>
  );
}

function HabitView({ habit }: { habit: Habit }) {
  const today = todayIso();
  const [month, setMonth] = useState(() => yearMonthOf(today));
  const [logDate, setLogDate] = useState<IsoDate | null>(null);
  const [insightsOpen, setInsightsOpen] = useState(false);
  const entriesQuery = useHabitEntries(habit.id);
  const streaksQuery = useStreaks(habit.id);
  const entries = useMemo(() => entriesQuery.data ?? [], [entriesQuery.data]);
  const byDate = useMemo(() => indexEntriesByDate(entries), [entries]);
  const cells = useMemo(
    () => monthGrid(month.year, month.month, today, byDate),
    [month, today, byDate],
  );
  const stats = monthStats(entries, today);
  const week = weeklySummary(habit, entries, today);
  const streaks = streaksQuery.data ?? computeStreaks(entries, today);
  const heading = monthHeading(month.year, month.month);
  const recordProgress =
    streaks.longestStreak > 0
      ? Math.min(100, (streaks.currentStreak / streaks.longestStreak) * 100)
      : 0;

  return (
    <Page context={{ kind: 'habit', habit }} wide>
      <div className="grid gap-4 pb-24 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader className="flex-row items-center justify-between">
            <button
              type="button"
              aria-label="Previous month"
              onClick={() => {
                setMonth(previousMonth(month));
              }}
              className="flex h-10 w-10 cursor-pointer items-center justify-center rounded-full text-xl hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none dark:hover:bg-slate-800"
            >
              ‹
            </button>
            <h1 className="text-lg font-semibold" aria-live="polite">
              {heading}
            </h1>
            <button
              type="button"
              aria-label="Next month"
              onClick={() => {
                setMonth(nextMonth(month));
              }}
              className="flex h-10 w-10 cursor-pointer items-center justify-center rounded-full text-xl hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none dark:hover:bg-slate-800"
            >
              ›
            </button>
          </CardHeader>
          <CardContent>
            {entriesQuery.isLoading ? (
              <LoadingScreen label={TEXTS.loading} />
            ) : (
              <MonthGrid
                cells={cells}
                color={habit.color}
                label={`${habit.name}, ${heading}`}
                dayLabel={(cell) => `Log result for ${fullDateText(cell.date)}`}
                onSelect={setLogDate}
              />
            )}
          </CardContent>
        </Card>

        <div className="grid content-start gap-4">
          <div className="grid grid-cols-2 gap-4">
            <StatCard label="Days on Target" value={stats.daysOnTarget} hint="This month" />
            <StatCard label="Success Rate" value={`${stats.successRate}%`} hint="This month" />
          </div>
          <Card className="p-4">
            <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">
              Streak Progress
            </h2>
            <p className="mt-1 text-2xl font-bold">
              {streaks.currentStreak} {streaks.currentStreak === 1 ? 'day' : 'days'}
            </p>
            <p className="font-medium">{streakTierText(streaks.currentStreak)}</p>
            <div
              className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
              role="progressbar"
              aria-label="Progress toward your record streak"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(recordProgress)}
            >
              <div
                className="h-full rounded-full"
                style={{ width: `${recordProgress}%`, backgroundColor: habit.color }}
              />
            </div>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
              {streakRecordText(streaks.currentStreak, streaks.longestStreak)}
            </p>
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
              Record: {streaks.longestStreak} days
            </p>
          </Card>
          <Card className="p-4">
            <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">
              Weekly Summary
            </h2>
            <dl className="mt-2 grid gap-2 text-sm">
              <div className="flex justify-between gap-3">
                <dt>Average Daily</dt>
                <dd className="font-semibold">{week.averageDailyText}</dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt>Days Above Target</dt>
                <dd className="font-semibold">{week.daysAboveTarget}</dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt>Weekly Target</dt>
                <dd className="text-right font-semibold">{week.weeklyTarget}</dd>
              </div>
            </dl>
          </Card>
        </div>
      </div>

      <div className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 backdrop-blur dark:border-slate-700 dark:bg-slate-900/95">
        <div className="mx-auto flex max-w-5xl gap-3 px-4 py-3">
          <Button
            variant="outline"
            className="flex-1 sm:flex-none"
            onClick={() => {
              setInsightsOpen(true);
            }}
          >
            Insights
          </Button>
          <Button
            color={habit.color}
            className="flex-[2] sm:ml-auto sm:flex-none"
            onClick={() => {
              setLogDate(today);
            }}
          >
            Log Your Result
          </Button>
        </div>
      </div>

      {logDate !== null && (
        <Suspense fallback={null}>
          <LogResultDialog
            key={logDate}
            habit={habit}
            date={logDate}
            existing={byDate.get(logDate)}
            onClose={() => {
              setLogDate(null);
            }}
          />
        </Suspense>
      )}
      {insightsOpen && (
        <Suspense fallback={null}>
          <InsightsDialog
            habit={habit}
            entries={entries}
            today={today}
            onClose={() => {
              setInsightsOpen(false);
            }}
          />
        </Suspense>
      )}
    </Page>
  );
}
