import {
  addDays,
  computeStreaks,
  gridStart,
  indexEntriesByDate,
  monthGrid,
  monthHeading,
  monthTally,
  yearMonthOf,
  type Entry,
  type Habit,
  type IsoDate,
} from '@taper/domain';
import { Button, Card, IconTile, LoadingScreen, MonthGrid } from '@taper/ui';
import { lazy, memo, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useNavigate } from '../../lib/router';
import { Page } from '../../components/Page';
import { useAllEntries } from '../../hooks/entries';
import { useHabits } from '../../hooks/habits';
import { useIconPath } from '../../hooks/icon-paths';
import { todayIso } from '../../lib/dates';
import { TEXTS } from '../../messages';

// Loaded when first opened: the dialog (and Headless UI's Dialog) is not needed for the first paint.
const LogEntryDialog = lazy(() =>
  import('../../components/LogEntryDialog').then((m) => ({ default: m.LogEntryDialog })),
);

const NO_ENTRIES: readonly Entry[] = [];

/** `/`: one card per habit. */
export function SummaryScreen() {
  const habits = useHabits();
  const entries = useAllEntries();
  const navigate = useNavigate();
  const today = todayIso();
  const [logging, setLogging] = useState<Habit | null>(null);
  const iconPath = useIconPath();
  const onView = useCallback(
    (habit: Habit) => {
      void navigate(`/habit/${habit.id}`);
    },
    [navigate],
  );
  // The cards (up to 20 habits × years of entries) render in a transition, in slices that leave the
  // main thread free, instead of in one long task when the data arrives.
  const latest = useMemo(
    () => ({ habits: habits.data, entries: entries.data }),
    [habits.data, entries.data],
  );
  const shown = useDeferredValue(latest);
  const byHabit = useMemo(() => {
    const map = new Map<number, Entry[]>();
    for (const entry of shown.entries ?? []) {
      const list = map.get(entry.habitId) ?? [];
      list.push(entry);
      map.set(entry.habitId, list);
    }
    return map;
  }, [shown.entries]);

  const loading = shown.habits === undefined && (habits.isLoading || habits.data !== undefined);
  const list = shown.habits ?? [];
  return (
    <Page context={{ kind: 'summary' }} wide>
      <h1 className="mb-4 text-xl font-bold sm:text-2xl">Habit Summary</h1>
      {loading ? (
        <LoadingScreen label={TEXTS.loadingHabits} />
      ) : list.length === 0 ? (
        <Card className="mx-auto max-w-md p-8 text-center">
          <p className="text-slate-700 dark:text-slate-200">{TEXTS.emptySummary}</p>
          <Button
            className="mt-5"
            onClick={() => {
              void navigate('/create-habit');
            }}
          >
            Create Habit
          </Button>
        </Card>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((habit) => (
            <HabitCard
              key={habit.id}
              habit={habit}
              entries={byHabit.get(habit.id) ?? NO_ENTRIES}
              today={today}
              iconPath={iconPath}
              onLog={setLogging}
              onView={onView}
            />
          ))}
        </div>
      )}
      {logging && (
        <Suspense fallback={null}>
          <LogEntryDialog
            habit={logging}
            entries={byHabit.get(logging.id) ?? []}
            today={today}
            onClose={() => {
              setLogging(null);
            }}
          />
        </Suspense>
      )}
    </Page>
  );
}

/** A card's month: the entries from the day before its grid's first cell (the grid links runs). */
function monthWindowEntries(entries: readonly Entry[], today: IsoDate): readonly Entry[] {
  const from = addDays(gridStart(yearMonthOf(today)), -1);
  return entries.filter((entry) => entry.date >= from);
}

const HabitCard = memo(function HabitCard({
  habit,
  entries,
  today,
  iconPath,
  onLog,
  onView,
}: {
  habit: Habit;
  entries: readonly Entry[];
  today: IsoDate;
  iconPath: (iconId: string) => string | undefined;
  onLog: (habit: Habit) => void;
  onView: (habit: Habit) => void;
}) {
  const month = yearMonthOf(today);
  // The grid and the tally only need this month's entries (not years of them).
  const recent = useMemo(() => monthWindowEntries(entries, today), [entries, today]);
  const cells = useMemo(() => {
    const { year, month: monthNumber } = yearMonthOf(today);
    return monthGrid(year, monthNumber, today, indexEntriesByDate(recent));
  }, [today, recent]);
  const tally = useMemo(() => monthTally(recent, yearMonthOf(today), today), [recent, today]);
  const streaks = useMemo(() => computeStreaks(entries, today), [entries, today]);
  const box = 'rounded-lg bg-slate-100 p-2 dark:bg-slate-800';
  const boxTitle = 'text-[11px] font-semibold tracking-wide text-slate-600 dark:text-slate-300';

  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex items-center gap-3">
        <IconTile filePath={iconPath(habit.icon)} color={habit.color} />
        <h2 className="min-w-0 flex-1 truncate text-base font-semibold">{habit.name}</h2>
        <Button
          size="sm"
          color={habit.color}
          onClick={() => {
            onLog(habit);
          }}
          aria-label={`Log ${habit.name}`}
        >
          Log
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            onView(habit);
          }}
          aria-label={`View ${habit.name}`}
        >
          View
        </Button>
      </div>
      <MonthGrid
        cells={cells}
        color={habit.color}
        variant="compact"
        label={`${habit.name}, ${monthHeading(month.year, month.month)}`}
      />
      <div className="grid grid-cols-2 gap-2 text-sm">
        <div className={box}>
          <p className={boxTitle}>MONTHLY</p>
          <p className="flex justify-between">
            <span>On Track</span> <span className="font-semibold">{tally.onTrack}</span>
          </p>
          <p className="flex justify-between">
            <span>Missed</span> <span className="font-semibold">{tally.missed}</span>
          </p>
        </div>
        <div className={box}>
          <p className={boxTitle}>STREAKS</p>
          <p className="flex justify-between">
            <span>Current</span> <span className="font-semibold">{streaks.currentStreak}</span>
          </p>
          <p className="flex justify-between">
            <span>Record</span> <span className="font-semibold">{streaks.longestStreak}</span>
          </p>
        </div>
      </div>
    </Card>
  );
});
