import { daysBetween, weekdayIndex, type HistoryBucketTotals } from '@taper/domain';
import { useLayoutEffect, useRef } from 'react';
import { FocusReadout } from '../../components/charts/ChartParts';
import { ChartTable } from '../../components/charts/ChartTable';
import { longDate } from './labels';
import { useRovingFocus } from '../../components/charts/useRovingFocus';
import {
  EmptyDaysBefore,
  isSkippedDay,
  STEP,
  TOP,
  WeekdayLabels,
  YearDay,
  YearKey,
} from './YearHeatmapParts';
import { OverHatch } from './ValuesChartParts';
import { PROGRESS_TEXTS } from './messages';
import { UNDER_CHART } from './ProgressParts';

/**
 * The year's height on the page: its squares, the scroll bar's room (pb-1), the key (mt-2, one
 * 16 px line), its readout and table.
 */
export const YEAR_HEATMAP_SPACE = TOP + 7 * STEP + 4 + 24 + UNDER_CHART;

function dayText(day: HistoryBucketTotals, label: (value: number) => string): string {
  const value = day.value;
  if (day.goal === null) return PROGRESS_TEXTS.notYet(longDate(day.start));
  if (isSkippedDay(day)) return PROGRESS_TEXTS.skippedDay(longDate(day.start));
  if (value === null) return PROGRESS_TEXTS.nothingLogged(longDate(day.start));
  return (day.over ? PROGRESS_TEXTS.dayOver : PROGRESS_TEXTS.dayOnTarget)(
    longDate(day.start),
    label(value),
  );
}

function cellFill(day: HistoryBucketTotals, color: string): string {
  if (day.over) return 'url(#year-over)';
  return day.successDays > 0 ? color : 'transparent';
}

/**
 * Where the year's squares go: its own days (a plan's coming steps past 31 December belong to the
 * next year), the empty squares before the habit's first day, and the chart's size.
 */
function yearLayout(given: readonly HistoryBucketTotals[], year: number | undefined) {
  const shownYear = year ?? Number(given[0]?.start.slice(0, 4) ?? 0);
  const january = `${String(shownYear).padStart(4, '0')}-01-01`;
  const december = `${String(shownYear).padStart(4, '0')}-12-31`;
  const days = given.filter((day) => day.start >= january && day.start <= december);
  // The year's first square is 1 January; the days before the habit's first are left empty.
  const leading = days[0] ? daysBetween(january, days[0].start) : 0;
  const yearDays = daysBetween(january, december) + 1;
  return {
    january,
    days,
    leading,
    offset: weekdayIndex(january) + leading,
    // Tab lands on the last day that has begun (today in the current year).
    lastPast: days.findLastIndex((day) => day.goal !== null),
    width: Math.ceil((yearDays + weekdayIndex(january)) / 7) * STEP + STEP,
    height: TOP + 7 * STEP,
  };
}

/** A scrolling box showing the weeks up to `column`, at its right edge. */
function useScrolledToColumn(column: number) {
  const scroller = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box) box.scrollLeft = Math.max(0, (column + 2) * STEP - box.clientWidth);
  }, [column]);
  return scroller;
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
  const { january, days, leading, offset, lastPast, width, height } = yearLayout(given, year);
  const roving = useRovingFocus(days.length, 7, lastPast);
  // On a narrow screen the year scrolls inside its box: start with today's weeks in view.
  const scroller = useScrolledToColumn(Math.floor((Math.max(0, lastPast) + offset) / 7));
  if (!days[0]) return null;
  const texts = days.map((day) => dayText(day, label));

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
        columns={[
          PROGRESS_TEXTS.dayColumn,
          PROGRESS_TEXTS.valueColumn,
          PROGRESS_TEXTS.resultColumn,
        ]}
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
    return [
      [
        longDate(day.start),
        label(value),
        day.over ? PROGRESS_TEXTS.overTarget : PROGRESS_TEXTS.onTarget,
      ],
    ];
  });
}
