import type { PlanView } from '@taper/domain';
import { cn } from './cn';
import { UI_TEXTS } from './messages';

export interface StaircaseProps {
  view: PlanView;
  /** The habit's colour, for the bars. */
  color?: string;
  /** 'Today' under the step in force today. */
  todayLabel?: string;
  className?: string;
}

/**
 * A taper plan as a small staircase: one bar per step, as high as its value, the step in force
 * today marked, and the next step in words under it. Screen readers get the steps as a list.
 */
export function Staircase({ view, color, todayLabel = 'Today', className }: StaircaseProps) {
  const highest = Math.max(1, ...view.steps.map((step) => step.value));
  const current = view.steps.find((step) => step.isToday);
  return (
    <figure className={cn('grid gap-2', className)}>
      <ol
        aria-label={UI_TEXTS.planSteps}
        className="flex h-28 items-end gap-1 overflow-x-auto pb-px"
      >
        {view.steps.map((step) => (
          <li
            key={step.date}
            className="flex h-full min-w-10 flex-1 flex-col items-center justify-end"
            aria-current={step.isToday ? 'step' : undefined}
          >
            <span className="text-xs font-semibold tabular-nums" aria-hidden="true">
              {step.label}
            </span>
            <span
              aria-hidden="true"
              className={cn(
                'w-full rounded-t-sm bg-brand/70',
                step.isToday &&
                  'ring-2 ring-slate-900 ring-offset-1 dark:ring-white dark:ring-offset-slate-900',
              )}
              style={{
                height: `${Math.max(6, (step.value / highest) * 80)}%`,
                ...(color ? { backgroundColor: color } : {}),
              }}
            />
            <span
              aria-hidden="true"
              className={cn(
                'mt-0.5 w-full border-t border-slate-300 pt-0.5 text-center text-[10px] whitespace-nowrap text-slate-600 tabular-nums dark:border-slate-600 dark:text-slate-300',
                step.isToday && 'font-semibold text-slate-900 dark:text-white',
              )}
            >
              {step.dateLabel}
            </span>
            <span className="sr-only">
              {UI_TEXTS.stepFrom(step.label, step.dateLabel)}
              {step.isToday ? ` (${todayLabel})` : ''}
            </span>
          </li>
        ))}
      </ol>
      <figcaption className="flex flex-wrap justify-between gap-2 text-sm">
        <span className="text-slate-600 dark:text-slate-300">
          {current ? `${todayLabel}: ${current.label}` : ''}
        </span>
        {view.next && <span className="font-medium">{view.next}</span>}
      </figcaption>
    </figure>
  );
}
