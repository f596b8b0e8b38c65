import type { KeyboardEvent, ReactNode } from 'react';

/** A chart drawn in its own units and scaled to the width of its card; one tab stop for all. */
export function ScaledChart({
  width,
  height,
  label,
  onKeyDown,
  children,
}: {
  width: number;
  height: number;
  /** The chart's accessible name, with how to move through it. */
  label: string;
  onKeyDown: (event: KeyboardEvent) => void;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox={`0 0 ${String(width)} ${String(height)}`}
      className="h-auto w-full"
      role="group"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {children}
    </svg>
  );
}

/** The focused bar or day in words, under the chart (screen readers hear the item's own name). */
export function FocusReadout({ text }: { text: string | undefined }) {
  return (
    <p className="mt-1 min-h-5 text-sm text-slate-700 dark:text-slate-200" aria-hidden="true">
      {text}
    </p>
  );
}
