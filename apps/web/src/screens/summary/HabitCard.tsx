import type { Habit, SummaryHabit } from '@taper/domain';
import { reductionCardLine, streakFigure } from '@taper/domain';
import { calendarDayLabel } from '../../lib/dates';
import { userLocale } from '../../lib/locale';
import { Button, Card, IconTile, MonthGrid } from '@taper/ui';
import { memo, useMemo } from 'react';
import { usePendingDays } from '../../hooks/entry-queue';
import { overlayCalendar } from '../../lib/entry-queue/overlay';
import { TEXTS } from '../../messages';
import { TodayGoal } from './TodayGoal';
import { TodayLog } from './TodayLog';
import { SUMMARY_TEXTS } from './messages';
import { Loading } from '../../components/Loading';

/** A small grey box of labelled figures; '–' stands for a figure not there yet. */
function FigureBox({
  title,
  figures,
}: {
  title: string;
  figures: readonly (readonly [label: string, value: number | string | undefined])[];
}) {
  return (
    <div className="rounded-lg bg-slate-100 p-2 dark:bg-slate-800">
      <p className="text-[11px] font-semibold tracking-wide text-slate-600 dark:text-slate-300">
        {title}
      </p>
      {figures.map(([label, value]) => (
        <p key={label} className="flex flex-wrap justify-between gap-x-2">
          <span>{label}</span> <span className="font-semibold">{value ?? '–'}</span>
        </p>
      ))}
    </div>
  );
}

/**
 * The card's figures: this month's On Track and Missed days, the current and record streaks (in
 * weeks or months for a budget habit: '3 weeks').
 */
function CardFigures({ card }: { card: SummaryHabit | undefined }) {
  const streak = (count: number | undefined) =>
    card === undefined || count === undefined ? undefined : streakFigure(count, card.streaks.unit);
  return (
    <div className="grid grid-cols-2 gap-2 text-sm">
      <p className="col-span-2 flex flex-wrap justify-between gap-x-2 rounded-lg bg-slate-50 px-3 py-1.5 dark:bg-slate-800">
        <span>{SUMMARY_TEXTS.strength}</span>
        <span className="font-semibold tabular-nums">
          {card ? `${String(card.strength)}%` : '–'}
        </span>
      </p>
      <FigureBox
        title={SUMMARY_TEXTS.monthly}
        figures={[
          [SUMMARY_TEXTS.onTrack, card?.month.onTrack],
          [SUMMARY_TEXTS.missed, card?.month.missed],
        ]}
      />
      <FigureBox
        title={SUMMARY_TEXTS.streaks}
        figures={[
          [SUMMARY_TEXTS.current, streak(card?.streaks.currentStreak)],
          [SUMMARY_TEXTS.record, streak(card?.streaks.longestStreak)],
        ]}
      />
    </div>
  );
}

/** '2.1/day, was 5 · 9 days since your last over day', when the habit has a baseline. */
function ReductionLine({ card }: { card: SummaryHabit }) {
  const line = reductionCardLine(card.reduction, userLocale());
  if (line === null) return null;
  return (
    <p
      className="text-sm font-medium text-slate-700 dark:text-slate-200"
      data-testid="reduction-card-line"
    >
      {line}
    </p>
  );
}

/** The card's head: the habit's icon and name, with today's goal under the name. */
function CardHeading({
  habit,
  card,
  iconPath,
}: {
  habit: Habit;
  card: SummaryHabit | undefined;
  iconPath: (iconId: string) => string | undefined;
}) {
  return (
    <div className="flex min-w-0 items-start gap-3">
      <IconTile filePath={iconPath(habit.icon)} color={habit.color} />
      {/* The name takes the card's width, on up to two lines; the tooltip has all of it. */}
      <div className="min-w-0 flex-1 self-center">
        <h2
          className="text-base font-semibold [overflow-wrap:anywhere]"
          title={habit.name}
          data-habit-name
        >
          <bdi>{habit.name}</bdi>
        </h2>
        <TodayGoal card={card} className="text-sm [overflow-wrap:anywhere]" />
      </div>
    </div>
  );
}

/** Log and View, last in the card as a keyboard reaches them. */
function CardActions({
  habit,
  onLog,
  onView,
}: {
  habit: Habit;
  onLog: (habit: Habit) => void;
  onView: (habit: Habit) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        color={habit.color}
        className="min-w-20 flex-1"
        onClick={() => {
          onLog(habit);
        }}
        aria-label={SUMMARY_TEXTS.logLabel(habit.name)}
      >
        {SUMMARY_TEXTS.log}
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="min-w-20 flex-1"
        onClick={() => {
          onView(habit);
        }}
        aria-label={SUMMARY_TEXTS.viewLabel(habit.name)}
      >
        {SUMMARY_TEXTS.view}
      </Button>
    </div>
  );
}

/**
 * A habit's summary card: its name, the today board, the month's compact grid, its figures, and
 * Log and View. Every control stays inside the card at any width (they wrap; nothing is cut).
 */
export const HabitCard = memo(function HabitCard({
  habit,
  card,
  iconPath,
  today,
  onLog,
  onView,
}: {
  habit: Habit;
  /** The server's today: the today board logs it (and yesterday). */
  today: string | undefined;
  /** The server's figures; undefined for a habit the summary has no card for yet. */
  card: SummaryHabit | undefined;
  iconPath: (iconId: string) => string | undefined;
  onLog: (habit: Habit) => void;
  onView: (habit: Habit) => void;
}) {
  const pending = usePendingDays(habit.id);
  const calendar = useMemo(
    () => (card ? overlayCalendar(habit, card.calendar, pending) : undefined),
    [habit, card, pending],
  );
  return (
    // Cards below the fold are laid out and painted only when scrolled to (the sizes keep the page's
    // height): with 20 habits most of the first render's layout work is off screen.
    <Card className="flex min-w-0 flex-col gap-3 p-[min(1rem,16px)] [contain-intrinsic-size:auto_22rem] [content-visibility:auto]">
      <CardHeading habit={habit} card={card} iconPath={iconPath} />
      {card && <ReductionLine card={card} />}
      {calendar && today !== undefined && (
        <TodayLog habit={habit} today={today} calendar={calendar} />
      )}
      {card && calendar ? (
        <MonthGrid
          cells={calendar}
          color={habit.color}
          variant="compact"
          dayLabel={calendarDayLabel}
          label={`${habit.name}, ${card.month.heading}`}
        />
      ) : (
        <Loading label={TEXTS.loading} back={false} />
      )}
      <CardFigures card={card} />
      {/* Last, as a keyboard reaches them: value, Save, day, Skip, then Log and View. */}
      <CardActions habit={habit} onLog={onLog} onView={onView} />
    </Card>
  );
});
