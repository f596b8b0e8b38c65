/** The values chart's marks and its table: a bucket's bar or skipped box, the baseline, the goal's labels. */
import type { HistoryBucket, HistoryBucketTotals } from '@taper/domain';
import type { PickD3Scale } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { CHART_TEXT } from '../../components/charts/ChartParts';
import { ChartTable } from '../../components/charts/ChartTable';
import type { StepLabel } from './goal-steps';
import { bucketName } from './labels';
import { PROGRESS_TEXTS } from './messages';

/** A skipped day's dashed box, at the foot of its bar's place. */
const SKIPPED_MARK = 12;

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
export function onlySkipped(totals: HistoryBucketTotals): boolean {
  return totals.value === null && totals.skippedDays > 0;
}

/** The height of a bar-less bucket's focus box, so the focus outline has a shape to go round. */
const ZERO_STOP_HEIGHT = 8;

/** One bucket's mark: its bar (hatched when over), or a dashed box when it was only skipped. */
export function BucketMark({
  totals,
  x,
  y,
  bottom,
  color,
  shared,
}: {
  totals: HistoryBucketTotals;
  x: PickD3Scale<'band', number, string>;
  y: PickD3Scale<'linear', number>;
  bottom: number;
  color: string;
  shared: Record<string, unknown> & { className: string };
}) {
  if (onlySkipped(totals)) {
    const width = Math.min(x.bandwidth(), 24);
    return (
      <rect
        x={(x(totals.start) ?? 0) + (x.bandwidth() - width) / 2}
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
  const value = totals.value ?? 0;
  const barTop = y(value);
  const height = Math.max(value > 0 ? 2 : 0, bottom - barTop);
  if (height === 0) {
    // Nothing to draw (a zero, or a day still to come), but still a stop of the chart's keyboard
    // walk: an unfilled box at the axis that the focus outline can go round.
    return (
      <rect
        x={x(totals.start)}
        y={bottom - ZERO_STOP_HEIGHT}
        width={x.bandwidth()}
        height={ZERO_STOP_HEIGHT}
        fill="transparent"
        data-zero-stop=""
        {...shared}
      />
    );
  }
  return (
    <Bar
      x={x(totals.start)}
      y={barTop}
      width={x.bandwidth()}
      height={height}
      rx={2}
      fill={totals.over ? 'url(#values-over)' : color}
      {...shared}
    />
  );
}

/** The goal line's labels, where it starts and where it steps. */
export function GoalLabels({ labels }: { labels: readonly StepLabel[] }) {
  return (
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
  );
}

/** The habit's baseline across the chart, named at its right end. */
export function BaselineLine({
  at,
  left,
  right,
  text,
}: {
  at: number;
  left: number;
  right: number;
  text: string;
}) {
  return (
    <g aria-hidden="true" data-testid="baseline-line">
      <line
        x1={left}
        x2={right}
        y1={at}
        y2={at}
        strokeWidth={2}
        strokeDasharray="2 4"
        strokeLinecap="round"
        className="stroke-amber-600 dark:stroke-amber-400"
      />
      <text
        x={right}
        y={at - 5}
        textAnchor="end"
        className={`${CHART_TEXT} font-medium fill-amber-800 dark:fill-amber-300`}
      >
        {text}
      </text>
    </g>
  );
}

/** The chart's figures as a table, for screen readers and anyone who would rather read them. */
export function ValuesTable({
  bucket,
  buckets,
  label,
  goalLabel = label,
  hasBudget,
  baseline,
}: {
  bucket: HistoryBucket;
  buckets: readonly HistoryBucketTotals[];
  label: (value: number) => string;
  /** A goal or budget in words, at the habit's own precision. */
  goalLabel?: (value: number) => string;
  hasBudget: boolean;
  baseline: number | null;
}) {
  return (
    <ChartTable
      caption={PROGRESS_TEXTS.valuesAgainstYourGoal}
      columns={[
        PROGRESS_TEXTS.periodColumn,
        PROGRESS_TEXTS.valueColumn,
        PROGRESS_TEXTS.goalColumn,
        PROGRESS_TEXTS.plannedGoalColumn,
        ...(hasBudget ? [PROGRESS_TEXTS.budgetColumn] : []),
        ...(baseline === null ? [] : [PROGRESS_TEXTS.baselineColumn]),
        PROGRESS_TEXTS.loggedDaysColumn,
        PROGRESS_TEXTS.overDaysColumn,
        PROGRESS_TEXTS.skippedColumn,
      ]}
      rows={buckets.map((b) => {
        const value = b.value;
        return [
          bucketName(bucket, b.start),
          value === null ? (onlySkipped(b) ? PROGRESS_TEXTS.skippedResult : '–') : label(value),
          b.goal === null ? '–' : goalLabel(b.goal),
          b.plannedGoal === null ? '–' : goalLabel(b.plannedGoal),
          ...(hasBudget ? [b.budget === null ? '–' : goalLabel(b.budget)] : []),
          ...(b.baseline === null ? (baseline === null ? [] : ['–']) : [label(b.baseline)]),
          b.loggedDays,
          b.overDays,
          b.skippedDays,
        ];
      })}
    />
  );
}

/** The goal (or budget) line of the days that have begun, and the plan's coming steps dashed. */
export function GoalLines({
  past,
  planned,
  budget,
}: {
  past: readonly { x: number; y: number }[];
  planned: readonly { x: number; y: number }[];
  /** The line is a budget's, not a daily goal's. */
  budget: boolean;
}) {
  return (
    <>
      <LinePath
        data={[...past]}
        x={(p) => p.x}
        y={(p) => p.y}
        strokeWidth={2}
        className="stroke-slate-800 dark:stroke-slate-100"
        aria-hidden="true"
        data-testid={budget ? 'budget-line' : 'goal-line'}
      />
      <LinePath
        data={[...planned]}
        x={(p) => p.x}
        y={(p) => p.y}
        strokeWidth={2}
        strokeDasharray="6 4"
        className="stroke-slate-800 dark:stroke-slate-100"
        aria-hidden="true"
        data-testid="planned-goal-line"
      />
    </>
  );
}
