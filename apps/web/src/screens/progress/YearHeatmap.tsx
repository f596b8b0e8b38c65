import {
  addDays,
  daysBetween,
  MONTH_NAMES,
  parseIsoDate,
  weekdayIndex,
  type HistoryBucketTotals,
  type IsoDate,
} from '@taper/domain';
import { useLayoutEffect, useRef } from 'react';
import { CHART_LABEL, FocusReadout } from '../../components/charts/ChartParts';
import { ChartTable } from '../../components/charts/ChartTable';
import { longDate } from './labels';
import { useRovingFocus } from '../../components/charts/useRovingFocus';
import { OverHatch } from './ValuesChart';
import { PROGRESS_TEXTS } from './messages';

/** A day's square: large enough to see and to tap on a 375 px phone (the weeks scroll there). */
const CELL = 15;
const STEP = 18;
/** The weekday labels' column, kept in view beside the weeks as they scroll. */
const LEFT = 34;
const TOP = 18;
const DAY_LABELS = ['Mon', '', 'Wed', '', 'Fri', '', 'Sun'];

/** A day whose only entry is a skip: its own mark, a dashed box with a slash. */
function isSkippedDay(day: HistoryBucketTotals): boolean {
  return day.goal !== null && day.value === null && day.skippedDays > 0;
}

function dayText(day: HistoryBucketTotals, label: (value: number) => string): string {
  const value = day.value;
  if (day.goal === null) return `${longDate(day.start)}: not yet`;
  if (isSkippedDay(day)) return PROGRESS_TEXTS.skippedDay(longDate(day.start));
  if (value === null) return `${longDate(day.start)}: nothing logged`;
  return `${longDate(day.start)}: ${label(value)}, ${day.over ? 'over target' : 'on target'}`;
}

function cellFill(day: HistoryBucketTotals, color: string): string {
  if (day.over) return 'url(#year-over)';
  return day.successDays > 0 ? color : 'transparent';
}

/**
 * A calendar year at a glance, 1 January to 31 December: 53 columns of weeks, Monday on top, one
 * square per day; the days before the habit's first day are empty squares.
 */
export function YearHeatmap({
  days: given,
  year,
  color,
  label,
}: {
  /** The year's days as day buckets (from the habit's first day on, perhaps a plan's days after). */
  days: readonly HistoryBucketTotals[];
  /** The calendar year shown; the year of the first day given when omitted. */
  year?: number;
  color: string;
  label: (value: number) => string;
}) {
  const shownYear = year ?? Number(given[0]?.start.slice(0, 4) ?? 0);
  const january = `${String(shownYear).padStart(4, '0')}-01-01`;
  const december = `${String(shownYear).padStart(4, '0')}-12-31`;
  // Only the year's own days: a plan's coming steps past 31 December belong to the next year.
  const days = given.filter((day) => day.start >= january && day.start <= december);
  // Tab lands on the last day that has begun (today in the current year).
  const lastPast = days.findLastIndex((day) => day.goal !== null);
  const roving = useRovingFocus(days.length, 7, lastPast);
  // On a narrow screen the year scrolls inside its box: start with today's weeks in view.
  const scroller = useRef<HTMLDivElement>(null);
  // The year's first square is 1 January; the days before the habit's first are left empty.
  const leading = days[0] ? daysBetween(january, days[0].start) : 0;
  const lastPastColumn = Math.floor((Math.max(0, lastPast) + weekdayIndex(january) + leading) / 7);
  useLayoutEffect(() => {
    const box = scroller.current;
    // The weeks up to the last day that has begun in view, at the right edge.
    if (box) box.scrollLeft = Math.max(0, (lastPastColumn + 2) * STEP - box.clientWidth);
  }, [lastPastColumn]);
  const first = days[0];
  if (!first) return null;
  const offset = weekdayIndex(january) + leading;
  const texts = days.map((day) => dayText(day, label));
  const yearDays = daysBetween(january, december) + 1;
  const width = Math.ceil((yearDays + weekdayIndex(january)) / 7) * STEP + STEP;
  const height = TOP + 7 * STEP;

  return (
    <div>
      <div className="flex">
        <WeekdayLabels height={height} />
        <div ref={scroller} className="min-w-0 flex-1 overflow-x-auto pb-1">
          <svg
            width={width}
            height={height}
            role="group"
            aria-label={PROGRESS_TEXTS.yearChartLabel}
            onKeyDown={roving.onKeyDown}
          >
            <defs>
              <OverHatch id="year-over" />
            </defs>
            <EmptyDaysBefore january={january} count={leading} />
            {days.map((day, index) => (
              <YearDay
                key={day.start}
                day={day}
                slot={index + offset}
                monthLabel={index === 0 && leading === 0}
                fill={cellFill(day, color)}
                text={texts[index] ?? ''}
                focusProps={roving.itemProps(index)}
              />
            ))}
          </svg>
        </div>
      </div>
      <YearKey color={color} />
      <FocusReadout text={texts[roving.active]} />
      <ChartTable
        caption={PROGRESS_TEXTS.yearTableCaption}
        columns={['Day', 'Value', 'Result']}
        rows={yearTableRows(days, label)}
      />
    </div>
  );
}

/** The table of the year's logged and skipped days. */
function yearTableRows(days: readonly HistoryBucketTotals[], label: (value: number) => string) {
  return days.flatMap((day) => {
    if (isSkippedDay(day)) return [[longDate(day.start), '–', PROGRESS_TEXTS.skippedResult]];
    const value = day.value;
    if (value === null) return [];
    return [[longDate(day.start), label(value), day.over ? 'Over target' : 'On target']];
  });
}

/** The weekdays' names beside the rows, kept in view as the weeks scroll. */
function WeekdayLabels({ height }: { height: number }) {
  return (
    <svg
      width={LEFT}
      height={height}
      aria-hidden="true"
      className="shrink-0"
      data-testid="weekday-labels"
    >
      {DAY_LABELS.map((name, row) => (
        <text key={row} x={0} y={TOP + row * STEP + CELL - 1} className={CHART_LABEL}>
          {name}
        </text>
      ))}
    </svg>
  );
}

/** A square's place in the grid: its week's column and its weekday's row. */
function squareAt(slot: number): { x: number; y: number } {
  return { x: Math.floor(slot / 7) * STEP, y: TOP + (slot % 7) * STEP };
}

/** The month's short name above the week its first day is in. */
function MonthLabel({ x, month }: { x: number; month: number }) {
  return (
    <text x={x} y={12} className={CHART_LABEL} aria-hidden="true">
      {MONTH_NAMES[month - 1]?.slice(0, 3)}
    </text>
  );
}

/** The year's days before the habit's first day: empty squares, not stops. */
function EmptyDaysBefore({ january, count }: { january: IsoDate; count: number }) {
  return Array.from({ length: Math.max(0, count) }, (_, index) => {
    const date = addDays(january, index);
    const { day: dayOfMonth, month } = parseIsoDate(date);
    const { x, y } = squareAt(index + weekdayIndex(january));
    return (
      <g key={date} aria-hidden="true">
        {dayOfMonth === 1 && <MonthLabel x={x} month={month} />}
        <rect
          x={x}
          y={y}
          width={CELL}
          height={CELL}
          rx={2}
          fill="transparent"
          className="stroke-slate-200 dark:stroke-slate-800"
          data-before-first-day="true"
        />
      </g>
    );
  });
}

/** One day's square, a stop of the year's roving focus; a skipped day dashed with a slash. */
function YearDay({
  day,
  slot,
  monthLabel,
  fill,
  text,
  focusProps,
}: {
  day: HistoryBucketTotals;
  slot: number;
  /** Whether the first square shown names its month though it is not the 1st. */
  monthLabel: boolean;
  fill: string;
  text: string;
  focusProps: ReturnType<ReturnType<typeof useRovingFocus>['itemProps']>;
}) {
  const { day: dayOfMonth, month } = parseIsoDate(day.start);
  const { x, y } = squareAt(slot);
  const skipped = isSkippedDay(day);
  return (
    <g>
      {(dayOfMonth === 1 || (monthLabel && dayOfMonth <= 14)) && <MonthLabel x={x} month={month} />}
      <rect
        x={x}
        y={y}
        width={CELL}
        height={CELL}
        rx={2}
        fill={skipped ? undefined : fill}
        role="img"
        aria-label={text}
        strokeDasharray={skipped ? '2 1.5' : undefined}
        data-skipped={skipped ? 'true' : undefined}
        className={`outline-offset-1 ${
          skipped
            ? 'fill-white stroke-slate-500 dark:fill-slate-900 dark:stroke-slate-400'
            : day.goal === null
              ? 'stroke-slate-200 dark:stroke-slate-800'
              : 'stroke-slate-300 dark:stroke-slate-600'
        }`}
        {...focusProps}
      >
        <title>{text}</title>
      </rect>
      {skipped && (
        <line
          x1={x + 2.5}
          y1={y + CELL - 2.5}
          x2={x + CELL - 2.5}
          y2={y + 2.5}
          strokeWidth={1.5}
          className="pointer-events-none stroke-slate-500 dark:stroke-slate-400"
          aria-hidden="true"
        />
      )}
    </g>
  );
}

/** What the squares mean: the habit's colour, the stripes, the skipped mark and an empty square. */
function YearKey({ color }: { color: string }) {
  const swatch = (fill: string | undefined, extra?: string, dashed = false) => (
    <svg width={CELL} height={CELL} aria-hidden="true" className="shrink-0">
      <rect
        x={0.5}
        y={0.5}
        width={CELL - 1}
        height={CELL - 1}
        rx={2}
        fill={fill}
        strokeDasharray={dashed ? '2 1.5' : undefined}
        className={extra}
      />
      {dashed && (
        <line
          x1={2.5}
          y1={CELL - 2.5}
          x2={CELL - 2.5}
          y2={2.5}
          strokeWidth={1.5}
          className="stroke-slate-500 dark:stroke-slate-400"
        />
      )}
    </svg>
  );
  const items = [
    { text: PROGRESS_TEXTS.yearKeyOnTarget, mark: swatch(color) },
    {
      text: PROGRESS_TEXTS.yearKeyOver,
      mark: (
        <svg width={CELL} height={CELL} aria-hidden="true" className="shrink-0">
          <defs>
            <OverHatch id="year-key-over" />
          </defs>
          <rect width={CELL} height={CELL} rx={2} fill="url(#year-key-over)" />
        </svg>
      ),
    },
    {
      text: PROGRESS_TEXTS.yearKeySkipped,
      mark: swatch(
        undefined,
        'fill-white stroke-slate-500 dark:fill-slate-900 dark:stroke-slate-400',
        true,
      ),
    },
    {
      text: PROGRESS_TEXTS.yearKeyNotLogged,
      mark: swatch('transparent', 'stroke-slate-300 dark:stroke-slate-600'),
    },
  ];
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-200">
      {items.map((item) => (
        <li key={item.text} className="flex items-center gap-1.5">
          {item.mark}
          {item.text}
        </li>
      ))}
    </ul>
  );
}
