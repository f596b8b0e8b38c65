import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** The width a chart is drawn at before its box is measured (and where nothing measures, as in tests). */
export const DEFAULT_CHART_WIDTH = 640;

/**
 * Every text on a chart: 12 px as rendered, since a chart is drawn at its box's own width in
 * pixels (never scaled down with a viewBox).
 */
export const CHART_LABEL = 'fill-slate-700 text-[12px] dark:fill-slate-200';
/** A chart text over lines and bars: on a halo of the card's colour, so nothing behind hides it. */
export const CHART_TEXT = `${CHART_LABEL} [paint-order:stroke] stroke-white stroke-[3px] [stroke-linejoin:round] dark:stroke-slate-900`;

/** The width of the element `ref` points at, kept up to date as it resizes. */
function useBoxWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_CHART_WIDTH);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => {
      const measured = Math.floor(box.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => {
      observer.disconnect();
    };
  }, []);
  return { ref, width };
}

/**
 * A chart drawn at the width of its card, one unit a pixel, so its labels keep their size on a
 * phone; one tab stop for all its items.
 */
export function ScaledChart({
  height,
  label,
  onKeyDown,
  children,
}: {
  height: number;
  /** The chart's accessible name, with how to move through it. */
  label: string;
  onKeyDown: (event: KeyboardEvent) => void;
  /** What is drawn, given the width it has. */
  children: (width: number) => ReactNode;
}) {
  const { ref, width } = useBoxWidth();
  return (
    <div ref={ref} className="w-full min-w-0">
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${String(width)} ${String(height)}`}
        className="block max-w-full"
        role="group"
        aria-label={label}
        onKeyDown={onKeyDown}
      >
        {children(width)}
      </svg>
    </div>
  );
}

/**
 * The y axis: a few round values with their gridlines, from `ticks` (a scale's nice steps),
 * labelled at the left edge, right-aligned against the plot.
 */
export function YAxis({
  ticks,
  y,
  left,
  right,
  label,
}: {
  ticks: readonly number[];
  y: (value: number) => number;
  left: number;
  right: number;
  label: (value: number) => string;
}) {
  return (
    <g aria-hidden="true" data-testid="y-axis">
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={left}
            x2={right}
            y1={y(tick)}
            y2={y(tick)}
            className="stroke-slate-200 dark:stroke-slate-700"
          />
          <text x={left - 6} y={y(tick) + 4} textAnchor="end" className={CHART_TEXT}>
            {label(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** How wide the y axis's labels need the chart's left margin to be (12 px text, about 7 px a letter). */
export function axisWidth(labels: readonly string[]): number {
  return Math.max(24, ...labels.map((text) => text.length * 7)) + 10;
}

/** The focused bar or day in words, under the chart (screen readers hear the item's own name). */
export function FocusReadout({ text }: { text: string | undefined }) {
  return (
    <p className="mt-1 min-h-5 text-sm text-slate-700 dark:text-slate-200" aria-hidden="true">
      {text}
    </p>
  );
}
