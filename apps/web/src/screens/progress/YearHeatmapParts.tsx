/** The year chart's squares, labels and key, and the grid they share. */
import {
  addDays,
  MONTH_NAMES,
  parseIsoDate,
  weekdayIndex,
  type HistoryBucketTotals,
  type IsoDate,
} from '@taper/domain';
import { localeMonth, localeWeekday } from '@taper/ui';
import { CHART_LABEL } from '../../components/charts/ChartParts';
import type { useRovingFocus } from '../../components/charts/useRovingFocus';
import { OverHatch } from './ValuesChartParts';
import { PROGRESS_TEXTS } from './messages';

/** A day's square: large enough to see and to tap on a 375 px phone (the weeks scroll there). */
export const CELL = 15;
export const STEP = 18;
/** The weekday labels' column, kept in view beside the weeks as they scroll. */
export const LEFT = 34;
export const TOP = 18;
/** Every other weekday's short name beside the rows (Monday first): 'Mon', '', 'Wed'… */
export function dayLabels(): string[] {
  return ['Mon', '', 'Wed', '', 'Fri', '', 'Sun'].map((english, weekday) =>
    english === '' ? '' : (localeWeekday(weekday, 'short') ?? english),
  );
}

/** A day whose only entry is a skip: its own mark, a dashed box with a slash. */
export function isSkippedDay(day: HistoryBucketTotals): boolean {
  return day.goal !== null && day.value === null && day.skippedDays > 0;
}

/** The weekdays' names beside the rows, kept in view as the weeks scroll. */
export function WeekdayLabels({ height }: { height: number }) {
  return (
    <svg
      width={LEFT}
      height={height}
      aria-hidden="true"
      className="shrink-0"
      data-testid="weekday-labels"
    >
      {dayLabels().map((name, row) => (
        <text key={row} x={0} y={TOP + row * STEP + CELL - 1} className={CHART_LABEL}>
          {name}
        </text>
      ))}
    </svg>
  );
}

/** A square's place in the grid: its week's column and its weekday's row. */
export function squareAt(slot: number): { x: number; y: number } {
  return { x: Math.floor(slot / 7) * STEP, y: TOP + (slot % 7) * STEP };
}

/** A day's square at its place in the grid. */
function squareBox(x: number, y: number) {
  return { x, y, width: CELL, height: CELL, rx: 2 };
}

/** The month's short name above the week its first day is in. */
export function MonthLabel({ x, month }: { x: number; month: number }) {
  return (
    <text x={x} y={12} className={CHART_LABEL} aria-hidden="true">
      {localeMonth(month, 'short') ?? MONTH_NAMES[month - 1]?.slice(0, 3)}
    </text>
  );
}

/** The year's days before the habit's first day: empty squares, not stops. */
export function EmptyDaysBefore({ january, count }: { january: IsoDate; count: number }) {
  return Array.from({ length: Math.max(0, count) }, (_, index) => {
    const date = addDays(january, index);
    const { day: dayOfMonth, month } = parseIsoDate(date);
    const { x, y } = squareAt(index + weekdayIndex(january));
    return (
      <g key={date} aria-hidden="true">
        {dayOfMonth === 1 && <MonthLabel x={x} month={month} />}
        <rect
          {...squareBox(x, y)}
          fill="transparent"
          className="stroke-slate-200 dark:stroke-slate-800"
          data-before-first-day="true"
        />
      </g>
    );
  });
}

/** One day's square, a stop of the year's roving focus; a skipped day dashed with a slash. */
export function YearDay({
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
        {...squareBox(x, y)}
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
export function YearKey({ color }: { color: string }) {
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
