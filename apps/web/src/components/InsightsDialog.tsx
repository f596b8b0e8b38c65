import type { MonthlyInsights, WeekBlock } from '@taper/domain';
import { Button, CheckGlyph, cn, Modal, WarningGlyph } from '@taper/ui';
import type { ReactNode } from 'react';
import { COMPONENT_TEXTS } from './messages';

/** A titled part of the dialog, named by its heading. */
function InsightsSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 text-sm font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A big count over its label, on a tinted tile. */
function MonthTotal({ value, label, tint }: { value: number; label: string; tint: string }) {
  return (
    <div className={cn('rounded-lg p-3', tint)}>
      <p className="text-2xl font-bold">{value}</p>
      <p className="text-sm">{label}</p>
    </div>
  );
}

/** How a week block went, in words. */
function weekBlockText(block: WeekBlock): string {
  if (block.success) return COMPONENT_TEXTS.weekOnTarget;
  return block.hasEntries
    ? COMPONENT_TEXTS.weekPartlyOnTarget(block.successCount, block.entryCount)
    : COMPONENT_TEXTS.weekNoEntries;
}

/** A week without entries is neither a success nor a warning. */
function weekBlockMark(block: WeekBlock): 'success' | 'warning' | 'none' {
  if (block.success) return 'success';
  return block.hasEntries ? 'warning' : 'none';
}

/** A week block's tile: its days, a tick or a warning, and how it went. */
function WeekBlockTile({ block }: { block: WeekBlock }) {
  return (
    <li className="rounded-lg border border-slate-200 p-2 text-center dark:border-slate-700">
      <p className="text-xs text-slate-600 dark:text-slate-300">
        {COMPONENT_TEXTS.weekBlockDays(block.label)}
      </p>
      <div className="py-1" aria-hidden="true" data-mark={weekBlockMark(block)}>
        {weekBlockMark(block) === 'success' && (
          <CheckGlyph className="mx-auto h-6 w-6 text-green-700 dark:text-green-400" />
        )}
        {weekBlockMark(block) === 'warning' && (
          <WarningGlyph className="mx-auto h-6 w-6 text-amber-600 dark:text-amber-400" />
        )}
        {weekBlockMark(block) === 'none' && (
          <span className="mx-auto block h-6 w-6 rounded-full border-2 border-dashed border-slate-400" />
        )}
      </div>
      <p className="text-xs">{weekBlockText(block)}</p>
    </li>
  );
}

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
      title={COMPONENT_TEXTS.monthlyInsights}
      description={`${habitName} · ${insights.heading}`}
    >
      <div className="grid gap-5">
        <InsightsSection id="insights-month" title={COMPONENT_TEXTS.thisMonth}>
          <div className="grid grid-cols-2 gap-3">
            <MonthTotal
              value={insights.successDays}
              label={COMPONENT_TEXTS.successDays}
              tint="bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100"
            />
            <MonthTotal
              value={insights.aboveTargetDays}
              label={COMPONENT_TEXTS.aboveTargetDays}
              tint="bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
            />
          </div>
        </InsightsSection>
        <InsightsSection id="insights-weeks" title={COMPONENT_TEXTS.weeklyBreakdown}>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {insights.weekBlocks.map((block) => (
              <WeekBlockTile key={block.label} block={block} />
            ))}
          </ul>
        </InsightsSection>
        <InsightsSection id="insights-trends" title={COMPONENT_TEXTS.trendsInsights}>
          <ul className="grid gap-2">
            {insights.messages.map((message) => (
              <li key={message} className="rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-800">
                {message}
              </li>
            ))}
          </ul>
        </InsightsSection>
        <div className="flex justify-end">
          <Button variant="outline" onClick={onClose}>
            {COMPONENT_TEXTS.close}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
