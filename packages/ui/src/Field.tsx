import {
  useId,
  useState,
  type InputHTMLAttributes,
  type LabelHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import { cn } from './cn';
import { UI_TEXTS } from './messages';

export const inputClass =
  'block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:border-brand disabled:opacity-50 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus-visible:border-teal-300';

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return (
    <label
      className={cn(
        'mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200',
        className,
      )}
      {...props}
    />
  );
}

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(inputClass, className)} {...props} />;
}

export function Select({ className, children, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select className={cn(inputClass, 'pe-8', className)} {...props}>
      {children}
    </select>
  );
}

export interface FieldProps {
  label: ReactNode;
  children: (id: string) => ReactNode;
  hint?: ReactNode;
  /** What is wrong with the value, said at the field. */
  error?: string;
  className?: string;
}

/** A label bound to its control by a generated id, with a hint and an error message under it. */
export function Field({ label, children, hint, error, className }: FieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
      {hint && <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">{hint}</p>}
      <FieldError message={error} />
    </div>
  );
}

/** A field's error message (announced as it appears); nothing when there is none. */
export function FieldError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
      {message}
    </p>
  );
}

export interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
}

/** A password input with a Show/Hide toggle. */
export function PasswordInput({ className, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        type={visible ? 'text' : 'password'}
        className={cn(inputClass, 'pe-16', className)}
        {...props}
      />
      <button
        type="button"
        onClick={() => {
          setVisible((v) => !v);
        }}
        aria-label={visible ? UI_TEXTS.hidePassword : UI_TEXTS.showPassword}
        aria-pressed={visible}
        aria-controls={props.id}
        className="absolute inset-y-0 end-0 my-1 me-1 rounded px-2 text-xs font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        {visible ? UI_TEXTS.hide : UI_TEXTS.show}
      </button>
    </div>
  );
}
