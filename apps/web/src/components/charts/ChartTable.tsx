import type { ReactNode } from 'react';
import { CHART_TEXTS } from './messages';

/** A chart's figures as a table, folded away under the chart for screen readers and the curious. */
export function ChartTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer rounded font-medium text-slate-700 dark:text-slate-200">
        {CHART_TEXTS.showAsTable}
      </summary>
      {/* It scrolls: a stop of its own, named, so a keyboard can scroll it (arrows) too. */}
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        className="mt-2 max-h-72 overflow-auto rounded border border-slate-200 dark:border-slate-700"
      >
        <table className="w-full text-start tabular-nums">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-slate-50 dark:bg-slate-800">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-1.5 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, row) => (
              <tr key={row} className="border-t border-slate-100 dark:border-slate-800">
                {cells.map((cell, column) => (
                  <td key={column} className="px-3 py-1">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
