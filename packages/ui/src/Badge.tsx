import type { ReactNode } from 'react';
import { cn } from './cn';

const BADGE_TONES = {
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200',
  teal: 'bg-teal-100 text-teal-900 dark:bg-teal-900/40 dark:text-teal-200',
  plain: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
} as const;

export type BadgeTone = keyof typeof BADGE_TONES;

/** A short label beside a name: a tier, a role, a token's scope, 'This device'. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span className={cn('rounded px-1.5 py-0.5 text-xs font-semibold', BADGE_TONES[tone])}>
      {children}
    </span>
  );
}
