import type { ReactNode } from 'react';
import { Card } from './Card';
import { cn } from './cn';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon?: ReactNode;
  className?: string;
}

export function StatCard({ label, value, hint, icon, className }: StatCardProps) {
  return (
    <Card className={cn('min-w-0 p-[min(1rem,16px)] [overflow-wrap:anywhere]', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</p>
        {icon && <span aria-hidden="true">{icon}</span>}
      </div>
      <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
      {hint && <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">{hint}</p>}
    </Card>
  );
}
