import type { ButtonHTMLAttributes, CSSProperties } from 'react';
import { cn } from './cn';
import { readableTextOn } from './color';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A background colour (hex) for the primary variant, e.g. the habit's colour. */
  color?: string;
  /**
   * Its action is running: it looks disabled and does nothing, but stays focusable
   * (`aria-disabled`, not `disabled`), so focus stays on it instead of falling to the page.
   */
  pending?: boolean;
}

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-white hover:bg-brand-dark',
  secondary:
    'bg-slate-100 text-slate-900 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
  outline:
    'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
  ghost: 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-10 w-10',
};

export const buttonBase =
  'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 cursor-pointer';

export function Button({
  variant = 'primary',
  size = 'md',
  color,
  className,
  style,
  type = 'button',
  pending = false,
  onClick,
  ...props
}: ButtonProps) {
  const colored: CSSProperties | undefined =
    color && variant === 'primary'
      ? { backgroundColor: color, color: readableTextOn(color), ...style }
      : style;
  return (
    <button
      type={type}
      className={cn(
        buttonBase,
        variants[variant],
        sizes[size],
        // Hover is a ring outside the fill, never a filter/overlay on it: the text colour is
        // picked for contrast against the plain habit colour.
        color &&
          variant === 'primary' &&
          'hover:ring-2 hover:ring-slate-400 hover:ring-offset-1 hover:ring-offset-white dark:hover:ring-offset-slate-900',
        pending && 'cursor-progress opacity-50',
        className,
      )}
      style={colored}
      aria-disabled={pending || undefined}
      onClick={(event) => {
        // A pending submit button sends nothing (an Enter in a field clicks it too).
        if (pending) event.preventDefault();
        else onClick?.(event);
      }}
      {...props}
    />
  );
}
