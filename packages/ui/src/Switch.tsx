import { Switch as HSwitch } from '@headlessui/react';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  description?: string;
  /** Shown but not changeable (it then says what decides it in `description`). */
  disabled?: boolean;
}

export function Switch({ checked, onChange, label, description, disabled }: SwitchProps) {
  return (
    <div className="flex items-center justify-between gap-4">
      <div>
        <p className="text-sm font-medium" id={`${label}-label`}>
          {label}
        </p>
        {description && <p className="text-xs text-slate-600 dark:text-slate-300">{description}</p>}
      </div>
      <HSwitch
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        aria-label={label}
        className="group relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center data-disabled:cursor-not-allowed data-disabled:opacity-60 rounded-full bg-slate-300 transition-colors data-checked:bg-brand dark:bg-slate-600 dark:data-checked:bg-teal-500"
      >
        <span className="inline-block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-5 rtl:-translate-x-0.5 rtl:group-data-checked:-translate-x-5" />
      </HSwitch>
    </div>
  );
}
