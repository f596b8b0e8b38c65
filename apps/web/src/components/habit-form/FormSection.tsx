import { Card, cn } from '@taper/ui';
import type { ReactNode } from 'react';

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="min-w-0 p-[min(1rem,16px)] sm:p-[min(1.25rem,20px)]">
      <h2 className="mb-3 text-base font-semibold">{title}</h2>
      {children}
    </Card>
  );
}

export interface RadioCardOption<T extends string> {
  value: T;
  label: string;
  hint?: string;
}

/** A radio group drawn as cards, one per option. */
export function RadioCards<T extends string>({
  name,
  value,
  options,
  onChange,
  label,
}: {
  name: string;
  value: T;
  options: readonly RadioCardOption<T>[];
  onChange: (value: T) => void;
  label: string;
}) {
  return (
    <div role="radiogroup" aria-label={label} className="grid grid-cols-1 gap-2 sm:grid-cols-3">
      {options.map((option) => (
        <label
          key={option.value}
          className={cn(
            'flex min-w-0 cursor-pointer flex-col rounded-lg border p-3 text-sm [overflow-wrap:anywhere] has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand',
            value === option.value
              ? 'border-brand bg-brand-light dark:border-teal-300 dark:bg-teal-950'
              : 'border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800',
          )}
        >
          <span className="flex items-center gap-2 font-medium">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => {
                onChange(option.value);
              }}
              className="accent-brand"
            />
            {option.label}
          </span>
          {option.hint && (
            <span className="mt-1 ps-5 text-xs text-slate-600 dark:text-slate-300">
              {option.hint}
            </span>
          )}
        </label>
      ))}
    </div>
  );
}
