import { Button, Card, cn, type ButtonSize } from '@taper/ui';
import type { ReactNode } from 'react';
import { useNavigate } from '../lib/router';

/**
 * A card for a screen with nothing to show (no habits yet, a habit not found): what the matter
 * is, and one button to the way on.
 */
export function EmptyStateCard({
  children,
  action,
  to,
  actionSize,
  className,
}: {
  children: ReactNode;
  /** The button's text. */
  action: ReactNode;
  /** Where the button goes. */
  to: string;
  actionSize?: ButtonSize;
  /** The card's width and place, e.g. 'mx-auto max-w-md'. */
  className?: string;
}) {
  const navigate = useNavigate();
  return (
    <Card className={cn(className, 'p-8 text-center')}>
      {children}
      <Button
        className="mt-5"
        size={actionSize}
        onClick={() => {
          void navigate(to);
        }}
      >
        {action}
      </Button>
    </Card>
  );
}
