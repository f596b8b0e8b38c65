import { MONTH_NAMES, parseIsoDate, weekdayIndex, type HistoryBucketTotals } from '@taper/domain';
import { useLayoutEffect, useRef } from 'react';
import { FocusReadout } from './ChartParts';
import { ChartTable } from './ChartTable';
import { longDate } from './labels';
import { useRovingFocus } from './useRovingFocus';
import { OverHatch } from './ValuesChart';
import { PROGRESS_TEXTS } from './messages';

const CELL = 11;
const STEP = 13;
const LEFT = 28;
const TOP = 16;
const DAY_LABELS = ['Mon', '', 'Wed', '', 'Fri', '', 'Sun'];

function dayText(day: HistoryBucketTotals, label: (value: number) => string): string {
  const value = day.value;
  if (day.goal === null) return `${longDate(day.start)}: not yet`;
  if (value === null) return `${longDate(day.start)}: nothing logged`;
  return `${longDate(day.start)}: ${label(value)}, ${day.over ? 'over target' : 'on target'}`;
}

function cellFill(day: HistoryBucketTotals, color: string): string {
  if (day.over) return 'url(#year-over)';
  return day.successDays > 0 ? color : 'transparent';
}

/** A year at a glance: 53 columns of weeks, Monday on top, one square per day. */
export function YearHeatmap({
  days,
  color,
  label,
}: {
  /** The year's days, 1 January first, as day buckets. */
  days: readonly HistoryBucketTotals[];
  color: string;
  label: (value: number) => string;
}) {
  // Tab lands on the last day that has begun (today in the current year).
  const lastPast = days.findLastIndex((day) => day.goal !== null);
  const roving = useRovingFocus(days.length, 7, lastPast);
  // On a narrow screen the year scrolls inside its box: start with today's weeks in view.
  const scroller = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box) box.scrollLeft = box.scrollWidth;
  }, [days]);
  const first = days[0];
  if (!first) return null;
  const offset = weekdayIndex(first.start);
  const texts = days.map((day) => dayText(day, label));
  const width = LEFT + 53 * STEP + STEP;
  const height = TOP + 7 * STEP;

  return (
    <div>
      <div ref={scroller} className="overflow-x-auto pb-1">
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
          {DAY_LABELS.map((name, row) => (
            <text
              key={row}
              x={0}
              y={TOP + row * STEP + CELL - 1}
              className="fill-slate-600 text-[10px] dark:fill-slate-300"
              aria-hidden="true"
            >
              {name}
            </text>
          ))}
          {days.map((day, index) => {
            const slot = index + offset;
            const { day: dayOfMonth, month } = parseIsoDate(day.start);
            return (
              <g key={day.start}>
                {dayOfMonth === 1 && (
                  <text
                    x={LEFT + Math.floor(slot / 7) * STEP}
                    y={10}
                    className="fill-slate-600 text-[10px] dark:fill-slate-300"
                    aria-hidden="true"
                  >
                    {MONTH_NAMES[month - 1]?.slice(0, 3)}
                  </text>
                )}
                <rect
                  x={LEFT + Math.floor(slot / 7) * STEP}
                  y={TOP + (slot % 7) * STEP}
                  width={CELL}
                  height={CELL}
                  rx={2}
                  fill={cellFill(day, color)}
                  role="img"
                  aria-label={texts[index]}
                  className={`outline-offset-1 ${
                    day.goal === null
                      ? 'stroke-slate-200 dark:stroke-slate-800'
                      : 'stroke-slate-300 dark:stroke-slate-600'
                  }`}
                  {...roving.itemProps(index)}
                >
                  <title>{texts[index]}</title>
                </rect>
              </g>
            );
          })}
        </svg>
      </div>
      <FocusReadout text={texts[roving.active]} />
      <ChartTable
        caption={PROGRESS_TEXTS.yearTableCaption}
        columns={['Day', 'Value', 'Result']}
        rows={days.flatMap((day) => {
          const value = day.value;
          if (value === null) return [];
          return [[longDate(day.start), label(value), day.over ? 'Over target' : 'On target']];
        })}
      />
    </div>
  );
}
