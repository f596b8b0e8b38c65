import type { HistoryBucket, HistoryBucketTotals } from '@taper/domain';
import { scaleBand, scaleLinear } from '@visx/scale';
import { axisWidth, FocusReadout, ScaledChart, YAxis } from '../../components/charts/ChartParts';
import { EndLabels } from '../../components/charts/EndLabels';
import { useRovingFocus } from '../../components/charts/useRovingFocus';
import { axisTicks, goalSteps, goalWords, stepLabels } from './goal-steps';
import { bucketName } from './labels';
import { PROGRESS_TEXTS } from './messages';
import { UNDER_CHART } from './ProgressParts';
import {
  BaselineLine,
  BucketMark,
  GoalLabels,
  GoalLines,
  onlySkipped,
  OverHatch,
  ValuesTable,
} from './ValuesChartParts';

export { OverHatch } from './ValuesChartParts';

const HEIGHT = 240;
/** The chart's height on the page, with its readout and table under it. */
export const VALUES_CHART_SPACE = HEIGHT + UNDER_CHART;
const PAD = { top: 20, right: 8, bottom: 24 };

function bucketText(
  bucket: HistoryBucket,
  totals: HistoryBucketTotals,
  label: (value: number) => string,
  goalLabel: (value: number) => string,
): string {
  const name = bucketName(bucket, totals.start);
  if (bucket === 'day' && onlySkipped(totals)) return PROGRESS_TEXTS.skippedDay(name);
  const skipped =
    totals.skippedDays > 0 ? `, ${PROGRESS_TEXTS.skippedDays(totals.skippedDays)}` : '';
  return `${valueText(bucket, totals, label, goalLabel, name)}${skipped}`;
}

function valueText(
  bucket: HistoryBucket,
  totals: HistoryBucketTotals,
  label: (value: number) => string,
  goalLabel: (value: number) => string,
  name: string,
): string {
  const value = totals.value;
  if (totals.budget !== null) {
    if (value !== null)
      return PROGRESS_TEXTS.budgetBar(name, label(value), goalLabel(totals.budget), totals.over);
    if (totals.goal === null) return PROGRESS_TEXTS.plannedBudget(name, goalLabel(totals.budget));
    return `${name}: nothing logged`;
  }
  if (totals.goal === null && totals.plannedGoal !== null)
    return PROGRESS_TEXTS.plannedGoal(name, goalLabel(totals.plannedGoal));
  if (value === null) return `${name}: nothing logged`;
  const per = bucket === 'day' ? '' : ' a day';
  const goal = totals.goal === null ? '' : `, goal ${goalLabel(totals.goal)}`;
  return `${name}: ${label(value)}${per}${goal}, ${totals.over ? 'over target' : 'on target'}`;
}

/** The hatching the over bars use, the y axis and the bars' base line. */
function Axes({ bottom, ...axis }: Parameters<typeof YAxis>[0] & { bottom: number }) {
  return (
    <>
      <defs>
        <OverHatch id="values-over" />
      </defs>
      <YAxis {...axis} />
      <line
        x1={axis.left}
        x2={axis.right}
        y1={bottom}
        y2={bottom}
        className="stroke-slate-400 dark:stroke-slate-500"
      />
    </>
  );
}

/** The chart's drawing at `width`: the axis, a bar per bucket, the goal and baseline lines. */
function ValuesPlot({
  width,
  bucket,
  buckets,
  color,
  label,
  goalLabel,
  ticks,
  left,
  top,
  texts,
  baseline,
  hasBudget,
  itemProps,
}: {
  width: number;
  bucket: HistoryBucket;
  buckets: readonly HistoryBucketTotals[];
  color: string;
  label: (value: number) => string;
  goalLabel: (value: number) => string;
  ticks: number[];
  left: number;
  /** The largest value drawn: the scale reaches 10% above it. */
  top: number;
  texts: string[];
  baseline: number | null;
  hasBudget: boolean;
  itemProps: ReturnType<typeof useRovingFocus>['itemProps'];
}) {
  const bottom = HEIGHT - PAD.bottom;
  const right = width - PAD.right;
  const x = scaleBand({ domain: buckets.map((b) => b.start), range: [left, right], padding: 0.2 });
  const y = scaleLinear({ domain: [0, top * 1.1], range: [bottom, PAD.top] });
  const { pastLine, plannedLine, starts } = goalSteps(buckets, x, y);
  return (
    <>
      <Axes ticks={ticks} y={y} left={left} right={right} bottom={bottom} label={label} />
      {buckets.map((b, index) => (
        <BucketMark
          key={b.start}
          totals={b}
          x={x}
          y={y}
          bottom={bottom}
          color={color}
          shared={{
            role: 'img',
            'aria-label': texts[index],
            className: 'outline-offset-2',
            ...itemProps(index),
          }}
        />
      ))}
      <GoalLines past={pastLine} planned={plannedLine} budget={hasBudget} />
      <GoalLabels labels={stepLabels(starts, goalLabel, hasBudget, right)} />
      {baseline !== null && (
        <BaselineLine
          at={y(baseline)}
          left={left}
          right={right}
          text={PROGRESS_TEXTS.baselineLine(label(baseline))}
        />
      )}
      <EndLabels
        first={buckets[0] && bucketName(bucket, buckets[0].start)}
        last={buckets.at(-1) && bucketName(bucket, buckets.at(-1)?.start ?? '')}
        left={left}
        right={right}
        y={HEIGHT - 6}
      />
    </>
  );
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
  wholeSteps = false,
}: {
  bucket: HistoryBucket;
  buckets: readonly HistoryBucketTotals[];
  color: string;
  /** How a value on the goal's scale reads ('3', 'Moderate'). */
  label: (value: number) => string;
  /** The scale is levels or tags: the y axis names whole steps only. */
  wholeSteps?: boolean;
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
  const ticks = axisTicks(top * 1.1, wholeSteps);
  const left = axisWidth(ticks.map(label));
  const goalLabel = goalWords(label, wholeSteps);
  const texts = buckets.map((b) => bucketText(bucket, b, label, goalLabel));
  return (
    <div>
      <ScaledChart
        height={HEIGHT}
        label={PROGRESS_TEXTS.valuesChartLabel}
        onKeyDown={roving.onKeyDown}
      >
        {(width: number) => (
          <ValuesPlot
            width={width}
            bucket={bucket}
            buckets={buckets}
            color={color}
            label={label}
            goalLabel={goalLabel}
            ticks={ticks}
            left={left}
            top={top}
            texts={texts}
            baseline={baseline}
            hasBudget={hasBudget}
            itemProps={roving.itemProps}
          />
        )}
      </ScaledChart>
      <FocusReadout text={texts[roving.active]} />
      <ValuesTable
        bucket={bucket}
        buckets={buckets}
        label={label}
        goalLabel={goalLabel}
        hasBudget={hasBudget}
        baseline={baseline}
      />
    </div>
  );
}
