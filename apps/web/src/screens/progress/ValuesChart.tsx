import type { HistoryBucket, HistoryBucketTotals } from '@taper/domain';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import {
  axisWidth,
  CHART_TEXT,
  FocusReadout,
  ScaledChart,
  YAxis,
} from '../../components/charts/ChartParts';
import { ChartTable } from '../../components/charts/ChartTable';
import { EndLabels } from '../../components/charts/EndLabels';
import { bucketName } from './labels';
import { PROGRESS_TEXTS } from './messages';
import { useRovingFocus } from '../../components/charts/useRovingFocus';

interface GoalPoint {
  x: number;
  y: number;
}

const HEIGHT = 240;
const PAD = { top: 20, right: 8, bottom: 24 };
/** A skipped day's dashed box, at the foot of its bar's place. */
const SKIPPED_MARK = 12;
/** The least room between two of the goal line's labels. */
const LABEL_GAP = 44;

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

/** A bucket whose only days up to today are skipped ones: drawn as a dashed box, not a gap. */
function onlySkipped(totals: HistoryBucketTotals): boolean {
  return totals.value === null && totals.skippedDays > 0;
}

function bucketText(
  bucket: HistoryBucket,
  totals: HistoryBucketTotals,
  label: (value: number) => string,
): string {
  const name = bucketName(bucket, totals.start);
  if (bucket === 'day' && onlySkipped(totals)) return PROGRESS_TEXTS.skippedDay(name);
  const skipped =
    totals.skippedDays > 0 ? `, ${PROGRESS_TEXTS.skippedDays(totals.skippedDays)}` : '';
  return `${valueText(bucket, totals, label, name)}${skipped}`;
}

function valueText(
  bucket: HistoryBucket,
  totals: HistoryBucketTotals,
  label: (value: number) => string,
  name: string,
): string {
  const value = totals.value;
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

interface StepLabel {
  x: number;
  y: number;
  text: string;
}

/**
 * The goal line's labels: 'Goal 3' (or 'Budget 14') where it starts, then the value of each step
 * where the goal changes (a taper plan's steps, done and to come), leaving out one that would
 * crowd the label before it.
 */
function stepLabels(
  steps: readonly { x: number; y: number; goal: number }[],
  label: (value: number) => string,
  hasBudget: boolean,
  right: number,
): StepLabel[] {
  const labels: StepLabel[] = [];
  let previous: number | null = null;
  for (const step of steps) {
    if (step.goal === previous) continue;
    previous = step.goal;
    const text =
      labels.length === 0
        ? (hasBudget ? PROGRESS_TEXTS.budgetLine : PROGRESS_TEXTS.goalLine)(label(step.goal))
        : label(step.goal);
    const last = labels.at(-1);
    if (last && step.x - last.x < LABEL_GAP + last.text.length * 4) continue;
    // Kept inside the chart: a label near the right edge would run off it.
    const x = Math.min(step.x + 2, right - text.length * 7);
    labels.push({ x, y: step.y - 5, text });
  }
  return labels;
}

/** The y axis's values: a few round steps, whole ones only on a level or tag scale. */
function axisTicks(top: number, wholeSteps: boolean): number[] {
  const ticks = scaleLinear({ domain: [0, top] }).ticks(4);
  if (!wholeSteps) return ticks;
  const whole = ticks.filter((tick) => Number.isInteger(tick));
  return whole.length >= 2 ? whole : [0, Math.floor(top)];
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
  const texts = buckets.map((b) => bucketText(bucket, b, label));
  const focused = texts[roving.active];
  const bottom = HEIGHT - PAD.bottom;

  const draw = (width: number) => {
    const right = width - PAD.right;
    const x = scaleBand({
      domain: buckets.map((b) => b.start),
      range: [left, right],
      padding: 0.2,
    });
    const y = scaleLinear({ domain: [0, top * 1.1], range: [bottom, PAD.top] });
    // The goal steps bucket by bucket: a level across each bucket, solid up to today, dashed over
    // the plan's coming steps.
    const step = (b: HistoryBucketTotals, goal: number): GoalPoint[] => {
      const start = x(b.start) ?? 0;
      const inset = (x.step() - x.bandwidth()) / 2;
      return [
        { x: start - inset, y: y(goal) },
        { x: start - inset + x.step(), y: y(goal) },
      ];
    };
    const pastLine = buckets.flatMap((b) => (b.goal === null ? [] : step(b, b.goal)));
    const planned = buckets.flatMap((b) =>
      b.goal === null && b.plannedGoal !== null ? step(b, b.plannedGoal) : [],
    );
    const plannedLine = planned.length > 0 ? [...pastLine.slice(-1), ...planned] : [];
    const goals = buckets.flatMap((b) => {
      const goal = b.goal ?? b.plannedGoal;
      if (goal === null) return [];
      const [start] = step(b, goal);
      return start ? [{ ...start, goal }] : [];
    });
    const labels = stepLabels(goals, label, hasBudget, right);

    return (
      <>
        <defs>
          <OverHatch id="values-over" />
        </defs>
        <YAxis ticks={ticks} y={y} left={left} right={right} label={label} />
        <line
          x1={left}
          x2={right}
          y1={bottom}
          y2={bottom}
          className="stroke-slate-400 dark:stroke-slate-500"
        />
        {buckets.map((b, index) => {
          const shared = {
            role: 'img',
            'aria-label': texts[index],
            className: 'outline-offset-2',
            ...roving.itemProps(index),
          };
          if (onlySkipped(b)) {
            const width = Math.min(x.bandwidth(), 24);
            return (
              <rect
                key={b.start}
                x={(x(b.start) ?? 0) + (x.bandwidth() - width) / 2}
                y={bottom - SKIPPED_MARK - 1}
                width={width}
                height={SKIPPED_MARK}
                rx={2}
                strokeWidth={1.5}
                strokeDasharray="3 2"
                data-testid="skipped-mark"
                {...shared}
                className={`fill-white stroke-slate-500 dark:fill-slate-900 dark:stroke-slate-400 ${shared.className}`}
              />
            );
          }
          const value = b.value ?? 0;
          const barTop = y(value);
          return (
            <Bar
              key={b.start}
              x={x(b.start)}
              y={barTop}
              width={x.bandwidth()}
              height={Math.max(value > 0 ? 2 : 0, bottom - barTop)}
              rx={2}
              fill={b.over ? 'url(#values-over)' : color}
              {...shared}
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
        <g aria-hidden="true" data-testid="goal-labels">
          {labels.map((l) => (
            <text
              key={`${String(l.x)}-${l.text}`}
              x={l.x}
              y={l.y}
              className={`${CHART_TEXT} font-semibold`}
            >
              {l.text}
            </text>
          ))}
        </g>
        {baseline !== null && (
          <g aria-hidden="true" data-testid="baseline-line">
            <line
              x1={left}
              x2={right}
              y1={y(baseline)}
              y2={y(baseline)}
              strokeWidth={2}
              strokeDasharray="2 4"
              strokeLinecap="round"
              className="stroke-amber-600 dark:stroke-amber-400"
            />
            <text
              x={right}
              y={y(baseline) - 5}
              textAnchor="end"
              className={`${CHART_TEXT} font-medium fill-amber-800 dark:fill-amber-300`}
            >
              {PROGRESS_TEXTS.baselineLine(label(baseline))}
            </text>
          </g>
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
  };

  return (
    <div>
      <ScaledChart
        height={HEIGHT}
        label={PROGRESS_TEXTS.valuesChartLabel}
        onKeyDown={roving.onKeyDown}
      >
        {draw}
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
          PROGRESS_TEXTS.skippedColumn,
        ]}
        rows={buckets.map((b) => {
          const value = b.value;
          return [
            bucketName(bucket, b.start),
            value === null ? (onlySkipped(b) ? PROGRESS_TEXTS.skippedResult : '–') : label(value),
            b.goal === null ? '–' : label(b.goal),
            b.plannedGoal === null ? '–' : label(b.plannedGoal),
            ...(hasBudget ? [b.budget === null ? '–' : label(b.budget)] : []),
            ...(b.baseline === null ? (baseline === null ? [] : ['–']) : [label(b.baseline)]),
            b.loggedDays,
            b.overDays,
            b.skippedDays,
          ];
        })}
      />
    </div>
  );
}
