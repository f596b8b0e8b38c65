import { Button, SectionCard } from '@taper/ui';
import type { ReactNode, SyntheticEvent } from 'react';

export interface FormCardProps {
  title: string;
  onSubmit: (event: SyntheticEvent) => void;
  /** While true the submit button is disabled and says `pendingLabel`. */
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** Leave checking to our own messages instead of the browser's bubbles. */
  noValidate?: boolean;
  children: ReactNode;
}

/** A titled card holding one form, its fields and its submit button. */
export function FormCard({
  title,
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  noValidate,
  children,
}: FormCardProps) {
  return (
    <SectionCard title={title}>
      <form onSubmit={onSubmit} className="grid gap-4" noValidate={noValidate}>
        {children}
        <div>
          <Button type="submit" pending={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
