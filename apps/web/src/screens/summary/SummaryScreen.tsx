import type { Entry, Habit, IsoDate, Summary, SummaryHabit } from '@taper/domain';
import {
  startTransition,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
} from 'react';
import { useNavigate } from '../../lib/router';
import { usePageTitle } from '../../lib/page-title';
import { Page } from '../../components/Page';
import { useHabitEntries } from '../../hooks/entries';
import { usePendingDays } from '../../hooks/entry-queue';
import { overlayEntries } from '../../lib/entry-queue/overlay';
import { useActiveHabits, useSummary } from '../../hooks/habits';
import { useIconPath } from '../../hooks/icon-paths';
import { TEXTS } from '../../messages';
import { EmptySummary } from './EmptySummary';
import { GroupSections } from './GroupSections';
import { CheckInBanner } from './CheckInBanner';
import { HabitCard } from './HabitCard';
import { ReductionStrip } from './ReductionStrip';
import { SUMMARY_TEXTS } from './messages';
import { useSummaryView, ViewSwitch } from './SummaryViewSwitch';
import { Loading } from '../../components/Loading';
import { preloadable, onFirstInteraction } from '../../lib/preloadable';
import { HabitScreen } from '../lazy-screens';

// Not needed for the first paint: the dialog (and Headless UI's Dialog) loads when the user starts
// using the page, so a Log opens at once and sees its opener.
const LogEntryDialog = preloadable(() =>
  import('../../components/LogEntryDialog').then((m) => m.LogEntryDialog),
);

// The list view's code loads only for users who chose it (asked for as soon as the user is known,
// beside the habits' data): the cards stay the first load's.
const SummaryList = preloadable(() => import('./list/SummaryList').then((m) => m.SummaryList));

const NO_ENTRIES: readonly Entry[] = [];

function cardsByHabit(summary: Summary | undefined): Map<number, SummaryHabit> {
  return new Map(summary?.habits.map((row) => [row.habitId, row]));
}

/**
 * About a screenful of cards (two rows of three, or the first of a phone's column): they come with
 * the habits' first paint, the others right after, in the background, so the first screen does not
 * wait for the layout of cards below it.
 */
const FIRST_CARDS = 6;

/** How many of `total` cards to render: the first screenful, then (once it is shown) all. */
function useCardsShown(total: number): number {
  const [all, setAll] = useState(false);
  const more = !all && total > FIRST_CARDS;
  useEffect(() => {
    if (more) {
      startTransition(() => {
        setAll(true);
      });
    }
  }, [more]);
  return all ? total : Math.min(total, FIRST_CARDS);
}

/**
 * The habits and the summary as the screen shows them. The cards (up to 20 habits, each a 42-day
 * grid) render in a transition, in slices that leave the main thread free, instead of in one long
 * task when the data arrives; the strip of figures, a few lines of text, reads the latest data.
 */
function useSummaryData(
  habits: ReturnType<typeof useActiveHabits>,
  summary: ReturnType<typeof useSummary>,
) {
  const latest = useMemo(
    () => ({ habits: habits.data, summary: summary.data }),
    [habits.data, summary.data],
  );
  const shown = useDeferredValue(latest);
  const byHabit = useMemo(() => cardsByHabit(shown.summary), [shown.summary]);
  const latestByHabit = useMemo(() => cardsByHabit(latest.summary), [latest.summary]);
  const loading = shown.habits === undefined && (habits.isLoading || habits.data !== undefined);
  return {
    latest,
    latestByHabit,
    byHabit,
    today: shown.summary?.today,
    loading,
    list: shown.habits ?? [],
  };
}

/** What is one tap away once the habits are shown: a habit's screen, the Log dialog, the other view. */
function usePreloadNextScreens(habitsShown: boolean) {
  useEffect(
    () =>
      habitsShown
        ? onFirstInteraction(() => {
            void HabitScreen.preload();
            void LogEntryDialog.preload();
            void SummaryList.preload();
          })
        : undefined,
    [habitsShown],
  );
}

/** The cards view: a card per habit, one to three columns. */
function CardGrid({
  habits,
  cards,
  ...cardProps
}: {
  habits: readonly Habit[];
  cards: ReturnType<typeof cardsByHabit>;
} & Omit<ComponentProps<typeof HabitCard>, 'habit' | 'card'>) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {habits.map((habit) => (
        <HabitCard key={habit.id} habit={habit} card={cards.get(habit.id)} {...cardProps} />
      ))}
    </div>
  );
}

/** A card's or a row's actions: its Log dialog (today or a chosen day) and its screen. */
function useHabitActions() {
  const navigate = useNavigate();
  const [logging, setLogging] = useState<{ habit: Habit; date?: IsoDate } | null>(null);
  const onLog = useCallback((habit: Habit) => {
    setLogging({ habit });
  }, []);
  const onOpenDay = useCallback((habit: Habit, date: IsoDate) => {
    setLogging({ habit, date });
  }, []);
  const onView = useCallback(
    (habit: Habit) => {
      void navigate(`/habit/${habit.id}`);
    },
    [navigate],
  );
  return { logging, setLogging, onLog, onOpenDay, onView };
}

/** `/`: one card per habit, or one row each in the list view. */
export function SummaryScreen() {
  usePageTitle(SUMMARY_TEXTS.title);
  const habits = useActiveHabits();
  const summary = useSummary();
  const [view, setView] = useSummaryView();
  if (view === 'list') void SummaryList.preload();
  const { logging, setLogging, onLog, onOpenDay, onView } = useHabitActions();
  const iconPath = useIconPath();
  const { latest, latestByHabit, byHabit, today, loading, list } = useSummaryData(habits, summary);
  const cardsShown = useCardsShown(list.length);
  usePreloadNextScreens(list.length > 0);
  // What the page draws from: the data as it came while the cards still render, then the list.
  const drawnHabits = loading ? (latest.habits ?? []) : list;
  return (
    <Page context={{ kind: 'summary' }} wide>
      {/* As tall as the view switch from the start, so the title never moves when it comes. */}
      <div className="mb-4 flex min-h-[42px] flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold sm:text-2xl">{SUMMARY_TEXTS.title}</h1>
        {drawnHabits.length > 0 && <ViewSwitch view={view} onView={setView} />}
      </div>
      {/* With the first data, as the strip below is: coming later, it would push the page down. */}
      <CheckInBanner yesterday={latest.summary?.yesterday} habits={drawnHabits} onLog={onOpenDay} />
      {/* One place for the strip, loading or not: it shows as soon as the data has come, while the
          cards render, and stays the same element after. */}
      {view === 'cards' && (loading ? latest.habits : list.length > 0 ? list : undefined) && (
        <ReductionStrip
          habits={drawnHabits}
          cards={loading ? latestByHabit : byHabit}
          {...(loading ? { empty: <Loading label={TEXTS.loadingHabits} /> } : {})}
        />
      )}
      {loading ? (
        view === 'cards' && latest.habits ? null : (
          <Loading label={TEXTS.loadingHabits} />
        )
      ) : list.length === 0 ? (
        <EmptySummary />
      ) : view === 'list' ? (
        // Until the list's code has come, the same 'Loading habits...' as before the data.
        <Suspense fallback={<Loading label={TEXTS.loadingHabits} />}>
          <GroupSections
            habits={list}
            render={(habits) => (
              <SummaryList habits={habits} cards={byHabit} iconPath={iconPath} onOpen={onOpenDay} />
            )}
          />
        </Suspense>
      ) : (
        <GroupSections
          habits={list.slice(0, cardsShown)}
          render={(habits) => (
            <CardGrid
              habits={habits}
              cards={byHabit}
              iconPath={iconPath}
              today={today}
              onLog={onLog}
              onView={onView}
            />
          )}
        />
      )}
      {logging && today !== undefined && (
        <CardLogDialog
          habit={logging.habit}
          today={today}
          {...(logging.date === undefined ? {} : { date: logging.date })}
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
  date,
  onClose,
}: {
  habit: Habit;
  today: IsoDate;
  date?: IsoDate;
  onClose: () => void;
}) {
  const all = useHabitEntries(habit.id);
  const pending = usePendingDays(habit.id);
  const entries = useMemo(
    () => overlayEntries(habit, all.data ?? NO_ENTRIES, pending),
    [habit, all.data, pending],
  );
  // The dialog starts from the date's logged value, so it opens once the entries have come (or
  // cannot come: offline with none saved, or refused); the opener keeps the focus meanwhile.
  if (all.data === undefined && all.fetchStatus === 'fetching') return null;
  return (
    <Suspense fallback={null}>
      <LogEntryDialog
        habit={habit}
        entries={entries}
        today={today}
        {...(date === undefined ? {} : { date })}
        onClose={onClose}
      />
    </Suspense>
  );
}
