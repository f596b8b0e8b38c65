import { Card, CardContent, CardHeader, CardTitle } from '@taper/ui';
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
        <CardTitle className="text-2xl">{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
