/** The progress screen's frame and controls: a section card, the bucket choice, the pager. */
import type { HistoryBucket } from '@taper/domain';
import { Button, Card } from '@taper/ui';
import type { ReactNode } from 'react';
import { Loading } from '../../components/Loading';
import { TEXTS } from '../../messages';
import { BUCKET_CHOICES } from './labels';
import { PROGRESS_TEXTS } from './messages';

export function Section({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        {aside}
      </div>
      {children}
    </Card>
  );
}

/**
 * Under a chart: its focus readout (`FocusReadout`: mt-1, one line) and its table's closed
 * disclosure (`ChartTable`: mt-3, one line), 12 px + 20 px line each.
 */
export const UNDER_CHART = 56;

/**
 * Where a chart goes while its data loads, as tall as the chart will be (`height`), so that the
 * sections under it do not move when it comes.
 */
export function ChartSpace({ height }: { height: number }) {
  return (
    <div className="flex flex-col justify-center" style={{ minHeight: height }}>
      <Loading label={TEXTS.loading} back={false} />
    </div>
  );
}

export function BucketPicker({
  value,
  onChange,
}: {
  value: HistoryBucket;
  onChange: (value: HistoryBucket) => void;
}) {
  return (
    <div
      role="group"
      aria-label={PROGRESS_TEXTS.showBy}
      className="inline-flex rounded-lg border border-slate-200 p-0.5 dark:border-slate-700"
    >
      {BUCKET_CHOICES().map((choice) => (
        <button
          key={choice.value}
          type="button"
          aria-pressed={choice.value === value}
          onClick={() => {
            onChange(choice.value);
          }}
          className="rounded-md px-3 py-1.5 text-sm font-medium aria-pressed:bg-brand aria-pressed:text-white"
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}

/**
 * Earlier and Later stay focusable at the ends of the range (`aria-disabled`, not `disabled`):
 * paging to the last one keeps focus on the button instead of dropping it to the page.
 */
export function Pager({
  label,
  onEarlier,
  onLater,
}: {
  label: string;
  onEarlier?: () => void;
  onLater?: () => void;
}) {
  return (
    <div className="mt-3 flex items-center justify-between gap-2">
      <PagerButton onPage={onEarlier}>{PROGRESS_TEXTS.earlier}</PagerButton>
      <span className="text-sm font-medium tabular-nums">{label}</span>
      <PagerButton onPage={onLater}>{PROGRESS_TEXTS.later}</PagerButton>
    </div>
  );
}

export function PagerButton({ onPage, children }: { onPage?: () => void; children: ReactNode }) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-disabled={onPage ? undefined : true}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
      onClick={onPage}
    >
      {children}
    </Button>
  );
}
