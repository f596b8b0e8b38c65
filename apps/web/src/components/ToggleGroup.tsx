import { cn } from '@taper/ui';

const PRESSED =
  'border-slate-800 bg-slate-800 text-white dark:border-slate-100 dark:bg-slate-100 dark:text-slate-900';
const NOT_PRESSED = 'border-slate-300 text-slate-700 dark:border-slate-600 dark:text-slate-200';

/**
 * A row of buttons of which one is chosen (aria-pressed): the summary's Cards / List switch, a
 * card's Today / Yesterday. `className` lays out the group, `buttonClassName` sizes each button.
 */
export function ToggleGroup<Value extends string>({
  label,
  options,
  value,
  onChange,
  className,
  buttonClassName,
}: {
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  className: string;
  buttonClassName: string;
}) {
  return (
    <div role="group" aria-label={label} className={className}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => {
            onChange(option.value);
          }}
          className={cn(
            'rounded-md font-medium',
            buttonClassName,
            value === option.value ? PRESSED : NOT_PRESSED,
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
