import { cn } from './cn';

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block h-5 w-5 animate-spin rounded-full border-2 border-current border-t-transparent',
        className,
      )}
    />
  );
}

/** A centred loading message; `fullScreen` fills the viewport (while the user loads). */
export function LoadingScreen({
  label,
  fullScreen = false,
}: {
  label: string;
  fullScreen?: boolean;
}) {
  return (
    <div
      role="status"
      aria-busy="true"
      className={cn(
        'flex items-center justify-center gap-3 text-slate-700 dark:text-slate-200',
        fullScreen ? 'min-h-dvh bg-slate-50 dark:bg-slate-950' : 'py-16',
      )}
    >
      <Spinner className="text-brand dark:text-teal-300" />
      <span>{label}</span>
    </div>
  );
}
