import { CHART_TEXT } from './ChartParts';

/** A chart's first and last x-axis labels, under its left and right edges. */
export function EndLabels({
  first,
  last,
  left,
  right,
  y,
}: {
  first: string | undefined;
  last: string | undefined;
  left: number;
  right: number;
  y: number;
}) {
  const className = CHART_TEXT;
  return (
    <g aria-hidden="true">
      {first !== undefined && (
        <text x={left} y={y} textAnchor="start" className={className}>
          {first}
        </text>
      )}
      {last !== undefined && (
        <text x={right} y={y} textAnchor="end" className={className}>
          {last}
        </text>
      )}
    </g>
  );
}
