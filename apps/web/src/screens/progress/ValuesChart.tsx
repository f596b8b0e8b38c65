import type { HistoryBucket, HistoryBucketTotals } from '@taper/domain';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { FocusReadout, ScaledChart } from './ChartParts';
import { ChartTable } from './ChartTable';
import { EndLabels } from './EndLabels';
import { bucketName } from './labels';
import { PROGRESS_TEXTS } from './messages';
import { useRovingFocus } from './useRovingFocus';

interface GoalPoint {
  x: number;
  y: number;
}

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 24, left: 8 };

/** A striped fill, so over-target bars differ from on-target ones by more than colour. */
export function OverHatch({ id }: { id: string }) {
  return (
    <pattern
      id={id}
      width="6"
      height="6"
      patternUnits="userSpaceOnUse"
      patternTransform="rotate(45)"
    >
      <rect width="6" height="6" className="fill-slate-300 dark:fill-slate-600" />
      <line
        x1="0"
        y1="0"
        x2="0"
        y2="6"
        strokeWidth="3"
        className="stroke-slate-600 dark:stroke-slate-300"
      />
    </pattern>
  );
}

function bucketText(
  bucket: HistoryBucket,
  totals: HistoryBucketTotals,
  label: (value: number) => string,
): string {
  const value = totals.value;
  const name = bucketName(bucket, totals.start);
  if (totals.budget !== null) {
    if (value !== null)
      return PROGRESS_TEXTS.budgetBar(name, label(value), label(totals.budget), totals.over);
    if (totals.goal === null) return PROGRESS_TEXTS.plannedBudget(name, label(totals.budget));
    return `${name}: nothing logged`;
  }
  if (totals.goal === null && totals.plannedGoal !== null)
    return PROGRESS_TEXTS.plannedGoal(name, label(totals.plannedGoal));
  if (value === null) return `${name}: nothing logged`;
  const per = bucket === 'day' ? '' : ' a day';
  const goal = totals.goal === null ? '' : `, goal ${label(totals.goal)}`;
  return `${name}: ${label(value)}${per}${goal}, ${totals.over ? 'over target' : 'on target'}`;
}

/**
 * Bars of the logged values against the goal line, one per bucket, oldest on the left; under a
 * weekly or monthly budget, its week or month bars are totals against the budget line.
 */
export function ValuesChart({
  bucket,
  buckets,
  color,
  label,
}: {
  bucket: HistoryBucket;
  buckets: readonly HistoryBucketTotals[];
  color: string;
  /** How a value on the goal's scale reads ('3', 'Moderate'). */
  label: (value: number) => string;
}) {
  const roving = useRovingFocus(buckets.length);
  // The habit's baseline, on the bars' scale (per day, or per budget period on a budget's bars).
  const baseline = buckets.find((b) => b.baseline !== null)?.baseline ?? null;
  const hasBudget = buckets.some((b) => b.budget !== null);
  const top = Math.max(
    1,
    baseline ?? 0,
    ...buckets.map((b) => Math.max(b.value ?? 0, b.goal ?? 0, b.plannedGoal ?? 0)),
  );
  const x = scaleBand({
    domain: buckets.map((b) => b.start),
    range: [PAD.left, WIDTH - PAD.right],
    padding: 0.2,
  });
  const y = scaleLinear({ domain: [0, top * 1.1], range: [HEIGHT - PAD.bottom, PAD.top] });
  const texts = buckets.map((b) => bucketText(bucket, b, label));
  const focused = texts[roving.active];
  // The goal steps bucket by bucket: a level across each bucket, solid up to today, dashed over
  // the plan's coming steps.
  const step = (b: HistoryBucketTotals, goal: number): GoalPoint[] => {
    const left = x(b.start) ?? 0;
    const width = x.step();
    const inset = (width - x.bandwidth()) / 2;
    return [
      { x: left - inset, y: y(goal) },
      { x: left - inset + width, y: y(goal) },
    ];
  };
  const pastLine = buckets.flatMap((b) => (b.goal === null ? [] : step(b, b.goal)));
  const planned = buckets.flatMap((b) =>
    b.goal === null && b.plannedGoal !== null ? step(b, b.plannedGoal) : [],
  );
  const plannedLine = planned.length > 0 ? [...pastLine.slice(-1), ...planned] : [];

  return (
    <div>
      <ScaledChart
        width={WIDTH}
        height={HEIGHT}
        label={PROGRESS_TEXTS.valuesChartLabel}
        onKeyDown={roving.onKeyDown}
      >
        <defs>
          <OverHatch id="values-over" />
        </defs>
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
          className="stroke-slate-300 dark:stroke-slate-600"
        />
        {buckets.map((b, index) => {
          const value = b.value ?? 0;
          const barTop = y(value);
          return (
            <Bar
              key={b.start}
              x={x(b.start)}
              y={barTop}
              width={x.bandwidth()}
              height={Math.max(value > 0 ? 2 : 0, HEIGHT - PAD.bottom - barTop)}
              rx={2}
              fill={b.over ? 'url(#values-over)' : color}
              role="img"
              aria-label={texts[index]}
              className="outline-offset-2"
              {...roving.itemProps(index)}
            />
          );
        })}
        <LinePath
          data={pastLine}
          x={(p) => p.x}
          y={(p) => p.y}
          strokeWidth={2}
          className="stroke-slate-800 dark:stroke-slate-100"
          aria-hidden="true"
          data-testid={hasBudget ? 'budget-line' : 'goal-line'}
        />
        <LinePath
          data={plannedLine}
          x={(p) => p.x}
          y={(p) => p.y}
          strokeWidth={2}
          strokeDasharray="6 4"
          className="stroke-slate-800 dark:stroke-slate-100"
          aria-hidden="true"
          data-testid="planned-goal-line"
        />
        {baseline !== null && (
          <g aria-hidden="true" data-testid="baseline-line">
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(baseline)}
              y2={y(baseline)}
              strokeWidth={2}
              strokeDasharray="2 4"
              strokeLinecap="round"
              className="stroke-amber-600 dark:stroke-amber-400"
            />
            <text
              x={WIDTH - PAD.right}
              y={y(baseline) - 5}
              textAnchor="end"
              className="fill-amber-800 text-[12px] font-medium dark:fill-amber-300"
            >
              {PROGRESS_TEXTS.baselineLine(label(baseline))}
            </text>
          </g>
        )}
        <EndLabels
          first={buckets[0] && bucketName(bucket, buckets[0].start)}
          last={buckets.at(-1) && bucketName(bucket, buckets.at(-1)?.start ?? '')}
          left={PAD.left}
          right={WIDTH - PAD.right}
          y={HEIGHT - 6}
        />
      </ScaledChart>
      <FocusReadout text={focused} />
      <ChartTable
        caption={PROGRESS_TEXTS.valuesAgainstYourGoal}
        columns={[
          'Period',
          'Value',
          'Goal',
          'Planned goal',
          ...(hasBudget ? [PROGRESS_TEXTS.budgetColumn] : []),
          ...(baseline === null ? [] : [PROGRESS_TEXTS.baselineColumn]),
          'Logged days',
          'Over days',
        ]}
        rows={buckets.map((b) => {
          const value = b.value;
          return [
            bucketName(bucket, b.start),
            value === null ? '–' : label(value),
            b.goal === null ? '–' : label(b.goal),
            b.plannedGoal === null ? '–' : label(b.plannedGoal),
            ...(hasBudget ? [b.budget === null ? '–' : label(b.budget)] : []),
            ...(b.baseline === null ? (baseline === null ? [] : ['–']) : [label(b.baseline)]),
            b.loggedDays,
            b.overDays,
          ];
        })}
      />
    </div>
  );
}
