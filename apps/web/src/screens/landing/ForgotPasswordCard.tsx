import { Button, FieldError } from '@taper/ui';
import { useState, type SyntheticEvent } from 'react';
import { EmailField } from '../../components/EmailField';
import { useRequestPasswordReset } from '../../hooks/account';
import { serverMessage } from '../../lib/errors';
import { LandingCard } from './LandingCard';
import { LANDING_TEXTS } from './messages';

/**
 * 'Forgot password?': asks the email and sends the request. The answer is the same whether the
 * address has an account or not, so the card says that one sentence afterwards, whatever it was.
 */
export function ForgotPasswordCard({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const request = useRequestPasswordReset();

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    setProblem(undefined);
    request.mutate(
      { email },
      {
        onSuccess: (answer) => {
          setSent(answer.message);
        },
        onError: (error) => {
          setProblem(serverMessage(error) ?? LANDING_TEXTS.forgotFailed);
        },
      },
    );
  };

  return (
    <LandingCard
      title={LANDING_TEXTS.forgotTitle}
      backLabel={LANDING_TEXTS.backToSignIn}
      onBack={onBack}
    >
      {sent !== null ? (
        <p role="status" className="text-sm text-slate-800 dark:text-slate-200">
          {sent}
        </p>
      ) : (
        <form onSubmit={onSubmit} className="grid gap-4">
          <p className="text-sm text-slate-700 dark:text-slate-300">{LANDING_TEXTS.forgotBody}</p>
          <EmailField value={email} onValueChange={setEmail} />
          <FieldError message={problem} />
          <Button type="submit" size="lg" pending={request.isPending} className="w-full">
            {request.isPending ? LANDING_TEXTS.sendingLink : LANDING_TEXTS.sendLink}
          </Button>
        </form>
      )}
    </LandingCard>
  );
}
