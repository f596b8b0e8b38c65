import type { Entry, Habit, IsoDate, SummaryHabit } from '@taper/domain';
import { Button, Card, IconTile, LoadingScreen, MonthGrid } from '@taper/ui';
import { lazy, memo, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useNavigate } from '../../lib/router';
import { Page } from '../../components/Page';
import { useHabitEntries } from '../../hooks/entries';
import { useHabits, useSummary } from '../../hooks/habits';
import { useIconPath } from '../../hooks/icon-paths';
import { TEXTS } from '../../messages';

// Loaded when first opened: the dialog (and Headless UI's Dialog) is not needed for the first paint.
const LogEntryDialog = lazy(() =>
  import('../../components/LogEntryDialog').then((m) => ({ default: m.LogEntryDialog })),
);

const NO_ENTRIES: readonly Entry[] = [];

/** `/`: one card per habit. */
export function SummaryScreen() {
  const habits = useHabits();
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
          {list.map((habit) => {
            return (
              <HabitCard
                key={habit.id}
                habit={habit}
                card={byHabit.get(habit.id)}
                iconPath={iconPath}
                onLog={setLogging}
                onView={onView}
              />
            );
          })}
        </div>
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
  return (
    <Suspense fallback={null}>
      <LogEntryDialog
        habit={habit}
        entries={all.data ?? NO_ENTRIES}
        today={today}
        onClose={onClose}
      />
    </Suspense>
  );
}

const HabitCard = memo(function HabitCard({
  habit,
  card,
  iconPath,
  onLog,
  onView,
}: {
  habit: Habit;
  /** The server's figures; undefined for a habit the summary has no card for yet. */
  card: SummaryHabit | undefined;
  iconPath: (iconId: string) => string | undefined;
  onLog: (habit: Habit) => void;
  onView: (habit: Habit) => void;
}) {
  const box = 'rounded-lg bg-slate-100 p-2 dark:bg-slate-800';
  const boxTitle = 'text-[11px] font-semibold tracking-wide text-slate-600 dark:text-slate-300';

  return (
    // Cards below the fold are laid out and painted only when scrolled to (the sizes keep the page's
    // height): with 20 habits most of the first render's layout work is off screen.
    <Card className="flex flex-col gap-3 p-4 [contain-intrinsic-size:auto_22rem] [content-visibility:auto]">
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
      {card ? (
        <MonthGrid
          cells={card.calendar}
          color={habit.color}
          variant="compact"
          label={`${habit.name}, ${card.month.heading}`}
        />
      ) : (
        <LoadingScreen label={TEXTS.loading} />
      )}
      <div className="grid grid-cols-2 gap-2 text-sm">
        <div className={box}>
          <p className={boxTitle}>MONTHLY</p>
          <p className="flex justify-between">
            <span>On Track</span>{' '}
            <span className="font-semibold">{card?.month.onTrack ?? '–'}</span>
          </p>
          <p className="flex justify-between">
            <span>Missed</span> <span className="font-semibold">{card?.month.missed ?? '–'}</span>
          </p>
        </div>
        <div className={box}>
          <p className={boxTitle}>STREAKS</p>
          <p className="flex justify-between">
            <span>Current</span>{' '}
            <span className="font-semibold">{card?.streaks.currentStreak ?? '–'}</span>
          </p>
          <p className="flex justify-between">
            <span>Record</span>{' '}
            <span className="font-semibold">{card?.streaks.longestStreak ?? '–'}</span>
          </p>
        </div>
      </div>
    </Card>
  );
});
