import { Card, CardContent, CardHeader } from '@taper/ui';
import type { ReactNode } from 'react';

export const linkClass = 'rounded font-medium text-brand hover:underline dark:text-teal-300';

/** The landing's one card (sign in, sign up, forgot password): a back link, a title, a form. */
export function LandingCard({
  title,
  backLabel,
  onBack,
  children,
}: {
  title: string;
  backLabel: string;
  onBack: () => void;
  children: ReactNode;
}) {
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <button type="button" onClick={onBack} className={`self-start text-sm ${linkClass}`}>
          {backLabel}
        </button>
        {/* The page's one h1 while a card is shown (sign in, sign up, forgot password). */}
        <h1 className="text-2xl leading-tight font-semibold">{title}</h1>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
