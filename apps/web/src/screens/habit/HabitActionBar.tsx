import { Button } from '@taper/ui';
import { useRef } from 'react';
import { useBarHeight } from '../../lib/bar-height';
import { HABIT_TEXTS } from './messages';

/**
 * The bar fixed to the screen's foot: Insights and Log Your Result, usable once the month's
 * figures (and so the server's today) have arrived.
 */
export function HabitActionBar({
  color,
  ready,
  onInsights,
  onLog,
}: {
  color: string;
  ready: boolean;
  onInsights: () => void;
  onLog: () => void;
}) {
  const bar = useRef<HTMLDivElement>(null);
  useBarHeight(bar, '--footer-height');
  return (
    <div
      ref={bar}
      // Toasts sit above it (the Toaster looks for this attribute).
      data-bottom-bar=""
      className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 backdrop-blur dark:border-slate-700 dark:bg-slate-900/95"
    >
      <div className="mx-auto flex max-w-5xl flex-wrap gap-3 px-[min(1rem,16px)] py-3">
        <Button
          variant="outline"
          className="min-w-fit flex-1 sm:flex-none"
          disabled={!ready}
          onClick={onInsights}
        >
          {HABIT_TEXTS.insights}
        </Button>
        <Button
          color={color}
          className="min-w-fit flex-[2] sm:ms-auto sm:flex-none"
          disabled={!ready}
          onClick={onLog}
        >
          {HABIT_TEXTS.logYourResult}
        </Button>
      </div>
    </div>
  );
}
