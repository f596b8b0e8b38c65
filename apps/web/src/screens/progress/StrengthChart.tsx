import type { StrengthPoint } from '@taper/domain';
import { scaleLinear } from '@visx/scale';
import { AreaClosed, LinePath } from '@visx/shape';
import { FocusReadout, ScaledChart } from './ChartParts';
import { ChartTable } from './ChartTable';
import { EndLabels } from './EndLabels';
import { longDate, shortDate } from './labels';
import { useRovingFocus } from './useRovingFocus';
import { PROGRESS_TEXTS } from './messages';

const WIDTH = 640;
const HEIGHT = 180;
const PAD = { top: 12, right: 8, bottom: 24, left: 44 };

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
  const x = scaleLinear({
    domain: [0, Math.max(1, points.length - 1)],
    range: [PAD.left, WIDTH - PAD.right],
  });
  const y = scaleLinear({ domain: [0, 1], range: [HEIGHT - PAD.bottom, PAD.top] });
  const xOf = (_: StrengthPoint, index: number) => x(index);
  const yOf = (point: StrengthPoint) => y(point.score);
  const texts = points.map((point) => `${longDate(point.date)}: strength ${percent(point.score)}`);

  if (points.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">{PROGRESS_TEXTS.noStrengthDays}</p>
    );
  }
  return (
    <div>
      <ScaledChart
        width={WIDTH}
        height={HEIGHT}
        label={PROGRESS_TEXTS.strengthChartLabel}
        onKeyDown={roving.onKeyDown}
      >
        {[0, 0.5, 1].map((tick) => (
          <g key={tick} aria-hidden="true">
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-slate-200 dark:stroke-slate-700"
            />
            <text
              x={PAD.left - 6}
              y={y(tick) + 4}
              textAnchor="end"
              className="fill-slate-600 text-[12px] dark:fill-slate-300"
            >
              {percent(tick)}
            </text>
          </g>
        ))}
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
          left={PAD.left}
          right={WIDTH - PAD.right}
          y={HEIGHT - 6}
        />
      </ScaledChart>
      <FocusReadout text={texts[roving.active]} />
      <ChartTable
        caption={PROGRESS_TEXTS.strengthTableCaption}
        columns={['Day', 'Strength']}
        rows={points.map((point) => [longDate(point.date), percent(point.score)])}
      />
    </div>
  );
}
