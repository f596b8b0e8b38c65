import type { MonthlyInsights } from '@taper/domain';
import { Button, Modal, CheckGlyph, WarningGlyph } from '@taper/ui';

/** The Monthly Insights of today's month, as the server computed them. */
export function InsightsDialog({
  habitName,
  insights,
  onClose,
}: {
  habitName: string;
  insights: MonthlyInsights;
  onClose: () => void;
}) {
  return (
    <Modal
      open
      onClose={onClose}
      title="Monthly Insights"
      description={`${habitName} · ${insights.heading}`}
    >
      <div className="grid gap-5">
        <section aria-labelledby="insights-month">
          <h3 id="insights-month" className="mb-2 text-sm font-semibold">
            This month
          </h3>
          <div className="grid grid-cols-2 gap-3">
            <div className="rounded-lg bg-green-50 p-3 text-green-900 dark:bg-green-950 dark:text-green-100">
              <p className="text-2xl font-bold">{insights.successDays}</p>
              <p className="text-sm">Success Days</p>
            </div>
            <div className="rounded-lg bg-amber-50 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100">
              <p className="text-2xl font-bold">{insights.aboveTargetDays}</p>
              <p className="text-sm">Above Target Days</p>
            </div>
          </div>
        </section>
        <section aria-labelledby="insights-weeks">
          <h3 id="insights-weeks" className="mb-2 text-sm font-semibold">
            Weekly Breakdown
          </h3>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {insights.weekBlocks.map((block) => (
              <li
                key={block.label}
                className="rounded-lg border border-slate-200 p-2 text-center dark:border-slate-700"
              >
                <p className="text-xs text-slate-600 dark:text-slate-300">Days {block.label}</p>
                <div className="py-1" aria-hidden="true">
                  {block.success ? (
                    <CheckGlyph className="mx-auto h-6 w-6 text-green-700 dark:text-green-400" />
                  ) : (
                    <WarningGlyph className="mx-auto h-6 w-6 text-amber-600 dark:text-amber-400" />
                  )}
                </div>
                <p className="text-xs">
                  {block.success
                    ? 'On target'
                    : block.hasEntries
                      ? `${block.successCount}/${block.entryCount} on target`
                      : 'No entries'}
                </p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="insights-trends">
          <h3 id="insights-trends" className="mb-2 text-sm font-semibold">
            Trends & Insights
          </h3>
          <ul className="grid gap-2">
            {insights.messages.map((message) => (
              <li key={message} className="rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-800">
                {message}
              </li>
            ))}
          </ul>
        </section>
        <div className="flex justify-end">
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Modal>
  );
}
