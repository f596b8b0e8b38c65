import type { Entry, Habit, IsoDate, SummaryHabit } from '@taper/domain';
import { LoadingScreen } from '@taper/ui';
import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useNavigate } from '../../lib/router';
import { EmptyStateCard } from '../../components/EmptyStateCard';
import { Page } from '../../components/Page';
import { useHabitEntries } from '../../hooks/entries';
import { usePendingDays } from '../../hooks/entry-queue';
import { overlayEntries } from '../../lib/entry-queue/overlay';
import { useActiveHabits, useSummary } from '../../hooks/habits';
import { useIconPath } from '../../hooks/icon-paths';
import { TEXTS } from '../../messages';
import { HabitCard } from './HabitCard';
import { ReductionStrip } from './ReductionStrip';
import { SUMMARY_TEXTS } from './messages';

// Loaded when first opened: the dialog (and Headless UI's Dialog) is not needed for the first paint.
const LogEntryDialog = lazy(() =>
  import('../../components/LogEntryDialog').then((m) => ({ default: m.LogEntryDialog })),
);

const NO_ENTRIES: readonly Entry[] = [];

/** `/`: one card per habit. */
export function SummaryScreen() {
  const habits = useActiveHabits();
  const summary = useSummary();
  const navigate = useNavigate();
  const [logging, setLogging] = useState<Habit | null>(null);
  const iconPath = useIconPath();
  const onView = useCallback(
    (habit: Habit) => {
      void navigate(`/habit/${habit.id}`);
    },
    [navigate],
  );
  // The cards (up to 20 habits, each a 42-day grid) render in a transition, in slices that leave
  // the main thread free, instead of in one long task when the data arrives.
  const latest = useMemo(
    () => ({ habits: habits.data, summary: summary.data }),
    [habits.data, summary.data],
  );
  const shown = useDeferredValue(latest);
  const byHabit = useMemo(
    () => new Map<number, SummaryHabit>(shown.summary?.habits.map((row) => [row.habitId, row])),
    [shown.summary],
  );
  const today = shown.summary?.today;

  const loading = shown.habits === undefined && (habits.isLoading || habits.data !== undefined);
  const list = shown.habits ?? [];
  return (
    <Page context={{ kind: 'summary' }} wide>
      <h1 className="mb-4 text-xl font-bold sm:text-2xl">{SUMMARY_TEXTS.title}</h1>
      {loading ? (
        <LoadingScreen label={TEXTS.loadingHabits} />
      ) : list.length === 0 ? (
        <EmptyStateCard className="mx-auto max-w-md" action="Create Habit" to="/create-habit">
          <p className="text-slate-700 dark:text-slate-200">{TEXTS.emptySummary}</p>
        </EmptyStateCard>
      ) : (
        <>
          <ReductionStrip habits={list} cards={byHabit} />
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((habit) => {
              return (
                <HabitCard
                  key={habit.id}
                  habit={habit}
                  card={byHabit.get(habit.id)}
                  iconPath={iconPath}
                  today={today}
                  onLog={setLogging}
                  onView={onView}
                />
              );
            })}
          </div>
        </>
      )}
      {logging && today !== undefined && (
        <CardLogDialog
          habit={logging}
          today={today}
          onClose={() => {
            setLogging(null);
          }}
        />
      )}
    </Page>
  );
}

/**
 * A card's Log dialog, on the server's today. Any date of the habit's history can be chosen, so
 * its entries load with it: a logged date starts from its value and note.
 */
function CardLogDialog({
  habit,
  today,
  onClose,
}: {
  habit: Habit;
  today: IsoDate;
  onClose: () => void;
}) {
  const all = useHabitEntries(habit.id);
  const pending = usePendingDays(habit.id);
  const entries = useMemo(
    () => overlayEntries(habit, all.data ?? NO_ENTRIES, pending),
    [habit, all.data, pending],
  );
  return (
    <Suspense fallback={null}>
      <LogEntryDialog habit={habit} entries={entries} today={today} onClose={onClose} />
    </Suspense>
  );
}
