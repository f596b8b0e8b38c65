import type { CalendarDay, IsoDate } from '@taper/domain';
import { calendarDayLabel, longDate } from '../../lib/dates';
import { Card, CardContent, CardHeader, GroupOverGlyph, MonthGrid } from '@taper/ui';
import { OFFLINE_TEXTS, TEXTS } from '../../messages';
import { HABIT_TEXTS } from './messages';
import { Loading } from '../../components/Loading';
import { useOnline } from '../../lib/online';

function MonthButton({
  label,
  glyph,
  onClick,
}: {
  label: string;
  glyph: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="flex h-10 w-10 shrink-0 cursor-pointer items-center justify-center rounded-full text-xl hover:bg-slate-100 dark:hover:bg-slate-800"
    >
      {/* An arrow points the way the month goes: mirrored right to left. */}
      <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
        {glyph}
      </span>
    </button>
  );
}

/** The days the habit's group went over its budget, each with the calendar's mark. */
function GroupOverDays({ days, label }: { days: readonly IsoDate[]; label: string }) {
  if (days.length === 0) return null;
  return (
    <ul
      className="mt-3 grid gap-1 text-sm font-medium text-red-800 dark:text-red-200"
      data-group-over-days
    >
      {days.map((date) => (
        <li key={date} className="flex items-center gap-2">
          {/* The calendar's mark, so the words below say what it means. */}
          <span className="flex h-3.5 w-3.5 shrink-0 items-center justify-center rounded-full bg-white [--group-over-ink:#fff] dark:bg-slate-900 dark:[--group-over-ink:#0f172a]">
            <GroupOverGlyph />
          </span>
          {`${longDate(date)}: ${label}`}
        </li>
      ))}
    </ul>
  );
}

/** Days whose change made here lost to another tab's later one. */
function LostDays({ days }: { days: readonly IsoDate[] }) {
  if (days.length === 0) return null;
  return (
    <ul className="mt-3 grid gap-1 text-sm text-amber-900 dark:text-amber-200" data-lost-days>
      {days.map((date) => (
        <li key={date}>{`${longDate(date)}: ${OFFLINE_TEXTS.lostDay}`}</li>
      ))}
    </ul>
  );
}

/**
 * The month calendar with its heading and month buttons; a day opens the Log Result dialog. A day
 * whose change made in this tab lost to another tab's later one says so, in its name and below.
 */
export function MonthCalendarCard({
  habitName,
  color,
  heading,
  calendar,
  onPrevious,
  onNext,
  onSelectDay,
  lostDays = [],
  groupOverDays = [],
  groupOverLabel = '',
}: {
  habitName: string;
  color: string;
  /** 'March 2025'; undefined while the month loads. */
  heading: string | undefined;
  calendar: readonly CalendarDay[] | undefined;
  onPrevious: () => void;
  onNext: () => void;
  onSelectDay: (date: IsoDate) => void;
  /** Days whose change made here was replaced by another tab's later one. */
  lostDays?: readonly IsoDate[];
  /** Days the habit's group went over its shared budget (issue 51), and the mark's words. */
  groupOverDays?: readonly IsoDate[];
  groupOverLabel?: string;
}) {
  const online = useOnline();
  const dayLabel = (cell: CalendarDay) => {
    const label = groupOverDays.includes(cell.date)
      ? `${calendarDayLabel(cell)}, ${groupOverLabel}`
      : calendarDayLabel(cell);
    return lostDays.includes(cell.date) ? `${label}, ${OFFLINE_TEXTS.lostDay}` : label;
  };
  return (
    <Card>
      {/* A container: with large text the month takes a line of its own, above its buttons. */}
      <CardHeader className="@container flex-row flex-wrap items-center justify-between gap-2">
        <MonthButton label={HABIT_TEXTS.previousMonth} glyph="‹" onClick={onPrevious} />
        <h1
          className="min-w-0 text-center text-lg font-semibold @max-[15rem]:order-first @max-[15rem]:basis-full"
          aria-live="polite"
        >
          {heading ?? (online ? TEXTS.loading : habitName)}
        </h1>
        <MonthButton label={HABIT_TEXTS.nextMonth} glyph="›" onClick={onNext} />
      </CardHeader>
      <CardContent>
        {calendar === undefined || heading === undefined ? (
          <Loading label={TEXTS.loading} />
        ) : (
          <MonthGrid
            cells={
              groupOverDays.length === 0
                ? calendar
                : calendar.map((cell) =>
                    groupOverDays.includes(cell.date) ? { ...cell, groupOver: true } : cell,
                  )
            }
            color={color}
            label={`${habitName}, ${heading}`}
            dayLabel={dayLabel}
            onSelect={onSelectDay}
          />
        )}
        <GroupOverDays days={groupOverDays} label={groupOverLabel} />
        <LostDays days={lostDays} />
      </CardContent>
    </Card>
  );
}
