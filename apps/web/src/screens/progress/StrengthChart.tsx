import type { StrengthPoint } from '@taper/domain';
import { scaleLinear } from '@visx/scale';
import { AreaClosed, LinePath } from '@visx/shape';
import { axisWidth, FocusReadout, ScaledChart, YAxis } from '../../components/charts/ChartParts';
import { ChartTable } from '../../components/charts/ChartTable';
import { EndLabels } from '../../components/charts/EndLabels';
import { longDate, shortDate } from './labels';
import { useRovingFocus } from '../../components/charts/useRovingFocus';
import { PROGRESS_TEXTS } from './messages';
import { UNDER_CHART } from './ProgressParts';

const HEIGHT = 200;
/** The chart's height on the page, with its readout and table under it. */
export const STRENGTH_CHART_SPACE = HEIGHT + UNDER_CHART;
const PAD = { top: 12, right: 8, bottom: 24 };
/** The y axis: strength in quarters. */
const TICKS = [0, 0.25, 0.5, 0.75, 1];

const percent = (score: number) => `${String(Math.round(score * 100))}%`;

/** The habit's strength day by day: rises with every day on target, dips with each miss. */
export function StrengthChart({
  points,
  color,
}: {
  points: readonly StrengthPoint[];
  color: string;
}) {
  const roving = useRovingFocus(points.length);
  const texts = points.map((point) =>
    PROGRESS_TEXTS.strengthOn(longDate(point.date), percent(point.score)),
  );

  if (points.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">{PROGRESS_TEXTS.noStrengthDays}</p>
    );
  }
  const left = axisWidth(TICKS.map(percent));
  const y = scaleLinear({ domain: [0, 1], range: [HEIGHT - PAD.bottom, PAD.top] });
  const yOf = (point: StrengthPoint) => y(point.score);
  const draw = (width: number) => {
    const x = scaleLinear({
      domain: [0, Math.max(1, points.length - 1)],
      range: [left, width - PAD.right],
    });
    const xOf = (_: StrengthPoint, index: number) => x(index);
    return (
      <>
        <YAxis ticks={TICKS} y={y} left={left} right={width - PAD.right} label={percent} />
        <AreaClosed
          data={[...points]}
          x={xOf}
          y={yOf}
          yScale={y}
          fill={color}
          fillOpacity={0.15}
          aria-hidden="true"
        />
        <LinePath data={[...points]} x={xOf} y={yOf} stroke={color} strokeWidth={2.5} />
        {points.map((point, index) => (
          <circle
            key={point.date}
            cx={x(index)}
            cy={y(point.score)}
            r={index === roving.active ? 5 : 3}
            fill={index === roving.active ? color : 'transparent'}
            role="img"
            aria-label={texts[index]}
            className="outline-offset-2"
            {...roving.itemProps(index)}
          />
        ))}
        <EndLabels
          first={points[0] && shortDate(points[0].date)}
          last={points.at(-1) && shortDate(points.at(-1)?.date ?? '')}
          left={left}
          right={width - PAD.right}
          y={HEIGHT - 6}
        />
      </>
    );
  };
  return (
    <div>
      <ScaledChart
        height={HEIGHT}
        label={PROGRESS_TEXTS.strengthChartLabel}
        onKeyDown={roving.onKeyDown}
      >
        {draw}
      </ScaledChart>
      <FocusReadout text={texts[roving.active]} />
      <ChartTable
        caption={PROGRESS_TEXTS.strengthTableCaption}
        columns={[PROGRESS_TEXTS.dayColumn, PROGRESS_TEXTS.strengthColumn]}
        rows={points.map((point) => [longDate(point.date), percent(point.score)])}
      />
    </div>
  );
}
