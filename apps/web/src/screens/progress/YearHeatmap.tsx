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
