import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from './cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'rounded-xl border border-slate-200 bg-white text-slate-900 shadow-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'flex flex-col gap-1.5 p-[min(1.25rem,20px)] pb-[min(0.75rem,12px)]',
        className,
      )}
      {...props}
    />
  );
}

export function CardTitle({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  // A word longer than the card is wide (large text on a phone) breaks, hyphenated, not cut.
  return (
    <h2
      className={cn(
        'text-lg font-semibold leading-tight [overflow-wrap:break-word] hyphens-auto',
        className,
      )}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('text-sm text-slate-600 dark:text-slate-300', className)} {...props} />;
}

export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('p-[min(1.25rem,20px)] pt-0', className)} {...props} />;
}

export interface SectionCardProps {
  title: ReactNode;
  /** A line under the title saying what the card is for. */
  description?: ReactNode;
  className?: string;
  /** The body's layout, e.g. its gap. */
  contentClassName?: string;
  children: ReactNode;
}

/** A card with a heading, an optional line under it and a body: one section of a settings page. */
export function SectionCard({
  title,
  description,
  className,
  contentClassName,
  children,
}: SectionCardProps) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description !== undefined && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
