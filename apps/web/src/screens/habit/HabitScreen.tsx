import {
  nextMonth,
  previousMonth,
  type Habit,
  type HabitStats,
  type IsoDate,
  type YearMonth,
} from '@taper/domain';
import { SproutGlyph } from '@taper/ui';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { EmptyStateCard } from '../../components/EmptyStateCard';
import { useLostDays, usePendingDays } from '../../hooks/entry-queue';
import { useHabits, useHabitStats } from '../../hooks/habits';
import { overlayCalendar } from '../../lib/entry-queue/overlay';
import { TEXTS } from '../../messages';
import { HABIT_TEXTS } from './messages';
import { usePageTitle } from '../../lib/page-title';
import { GoalCard } from './GoalCard';
import { shownHabit } from './shown-habit';
import { HabitActionBar } from './HabitActionBar';
import { MonthStatCards, StreakCard, StrengthCard, WeeklySummaryCard } from './HabitFigures';
import { MonthCalendarCard } from './MonthCalendarCard';
import { useGroupOverDays } from '../../hooks/groups';
import { ReductionCard } from './ReductionCard';
import { useMilestoneToasts } from '../../hooks/milestones';
import { Loading } from '../../components/Loading';
import { preloadable, onFirstInteraction } from '../../lib/preloadable';
import type { LogResultDialogProps } from '../../components/LogResultDialog';

// Not needed for the first paint: the dialogs (and Headless UI's Dialog) load when the user starts
// using the page, so they open at once and see their opener.
const LogResultDialog = preloadable(() =>
  import('../../components/LogResultDialog').then((m) => m.LogResultDialog),
);
const InsightsDialog = preloadable(() =>
  import('../../components/InsightsDialog').then((m) => m.InsightsDialog),
);

/**
 * The habit calendar screen for `habitId`; the first habit when none (or an unknown one) is chosen.
 * Its Page (and so the header) is the route's (`LazyHabitScreen`), drawn before this code comes.
 */
export function HabitScreen({ habitId }: { habitId: number | undefined }) {
  const habits = useHabits();
  const habit = shownHabit(habits.data ?? [], habitId);
  usePageTitle(
    habit ? HABIT_TEXTS.pageTitle(habit.name) : habits.isLoading ? null : TEXTS.emptyHabitTitle,
  );
  if (habits.isLoading) return <Loading label={TEXTS.loadingHabits} />;
  return habit ? <HabitView key={habit.id} habit={habit} /> : <EmptyHabits />;
}

export function EmptyHabits() {
  return (
    <EmptyStateCard
      className="mx-auto max-w-md"
      action={TEXTS.emptyHabitButton}
      actionSize="lg"
      to="/create-habit"
    >
      <SproutGlyph className="mx-auto h-10 w-10 text-brand dark:text-teal-300" />
      <h1 className="mt-3 text-xl font-bold">{TEXTS.emptyHabitTitle}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{TEXTS.emptyHabitBody}</p>
    </EmptyStateCard>
  );
}

/**
 * The month after or before the one asked for: the month chosen last, even while its figures load
 * (the previous month's stay on screen meanwhile), else the month the figures say is today's.
 */
function stepMonth(
  chosen: YearMonth | undefined,
  stats: HabitStats | undefined,
  step: (month: YearMonth) => YearMonth,
) {
  if (chosen) return step(chosen);
  return stats ? step({ year: stats.month.year, month: stats.month.month }) : undefined;
}

/** Loads the dialogs once the shown habit's figures are in and the user starts using the page. */
function usePreloadedDialogs(shown: boolean) {
  useEffect(
    () =>
      shown
        ? onFirstInteraction(() => {
            void LogResultDialog.preload();
            void InsightsDialog.preload();
          })
        : undefined,
    [shown],
  );
}

/** The cards beside the calendar: the goal, the reduction and the figures of the month. */
function HabitFiguresColumn({ habit, stats }: { habit: Habit; stats: HabitStats | undefined }) {
  return (
    <div className="grid content-start gap-4">
      <GoalCard habit={habit} holdSuggestion={stats?.holdSuggestion} />
      <ReductionCard habit={habit} figures={stats?.reduction} />
      <MonthStatCards month={stats?.month} />
      <StreakCard streaks={stats?.streaks} color={habit.color} />
      <WeeklySummaryCard week={stats?.week} />
      <StrengthCard strength={stats?.strength} habitId={habit.id} />
    </div>
  );
}

/** The dialogs the page opens: logging a day, and the habit's insights. */
function HabitDialogs({
  habit,
  stats,
  logDate,
  existing,
  insightsOpen,
  onCloseLog,
  onCloseInsights,
}: {
  habit: Habit;
  stats: HabitStats | undefined;
  logDate: IsoDate | null;
  existing: LogResultDialogProps['existing'];
  insightsOpen: boolean;
  onCloseLog: () => void;
  onCloseInsights: () => void;
}) {
  return (
    <>
      {logDate !== null && (
        <Suspense fallback={null}>
          <LogResultDialog
            key={logDate}
            habit={habit}
            date={logDate}
            existing={existing}
            onClose={onCloseLog}
          />
        </Suspense>
      )}
      {insightsOpen && stats && (
        <Suspense fallback={null}>
          <InsightsDialog
            habitName={habit.name}
            insights={stats.insights}
            onClose={onCloseInsights}
          />
        </Suspense>
      )}
    </>
  );
}

function HabitView({ habit }: { habit: Habit }) {
  const [month, setMonth] = useState<YearMonth | undefined>(undefined);
  const [logDate, setLogDate] = useState<IsoDate | null>(null);
  const [insightsOpen, setInsightsOpen] = useState(false);
  const { data: stats } = useHabitStats(habit.id, month);
  // The days its group went over the shared budget, marked beside the habit's own judgement.
  const overDays = useGroupOverDays(
    habit.groupId,
    stats ? { year: stats.month.year, month: stats.month.month } : (month ?? { year: 0, month: 1 }),
    stats !== undefined || month !== undefined,
  );
  const pending = usePendingDays(habit.id);
  const lostDays = useLostDays(habit.id);
  useMilestoneToasts(habit.id, stats?.reduction);
  const calendar = useMemo(
    () => (stats ? overlayCalendar(habit, stats.calendar, pending) : undefined),
    [habit, stats, pending],
  );
  const logged = (date: IsoDate) => calendar?.find((day) => day.date === date)?.entry;
  usePreloadedDialogs(stats !== undefined);

  return (
    <>
      <div className="grid grid-cols-1 gap-4 pb-24 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <MonthCalendarCard
          habitName={habit.name}
          color={habit.color}
          heading={stats?.month.heading}
          calendar={calendar}
          onPrevious={() => {
            setMonth(stepMonth(month, stats, previousMonth));
          }}
          onNext={() => {
            setMonth(stepMonth(month, stats, nextMonth));
          }}
          onSelectDay={setLogDate}
          lostDays={lostDays}
          groupOverDays={overDays.data?.days ?? []}
          groupOverLabel={overDays.data?.label ?? ''}
        />
        <HabitFiguresColumn habit={habit} stats={stats} />
      </div>

      <HabitActionBar
        color={habit.color}
        ready={stats !== undefined}
        onInsights={() => {
          setInsightsOpen(true);
        }}
        onLog={() => {
          if (stats) setLogDate(stats.today);
        }}
      />

      <HabitDialogs
        habit={habit}
        stats={stats}
        logDate={logDate}
        existing={logDate !== null ? (logged(logDate) ?? undefined) : undefined}
        insightsOpen={insightsOpen}
        onCloseLog={() => {
          setLogDate(null);
        }}
        onCloseInsights={() => {
          setInsightsOpen(false);
        }}
      />
    </>
  );
}
