import { ACCOUNT_TEXTS, changePasswordProblem, DELAYS_MS } from '@taper/domain';
import { Button, Card, CardContent, CardDescription, CardHeader, toast } from '@taper/ui';
import { useState, type SyntheticEvent } from 'react';
import { PasswordWithRules } from '../../components/PasswordWithRules';
import { useAuthOptions, useConfirmPasswordReset } from '../../hooks/account';
import { setAuthToken } from '../../lib/auth-token';
import { browser } from '../../lib/browser';
import { passwordRequirementErrors, serverMessage } from '../../lib/errors';
import { Link, useSearchParams } from '../../lib/router';
import { TEXTS } from '../../messages';
import { usePageTitle } from '../../lib/page-title';
import { RESET_TEXTS } from './messages';

const linkButtonClass =
  'inline-flex h-10 items-center rounded-md bg-brand px-4 text-sm font-medium text-white hover:bg-brand-dark focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2 focus-visible:outline-none';

/** What went wrong: the link itself (used, expired, none), or the password. */
type Problem = { kind: 'link'; message: string } | { kind: 'password'; message: string };

/**
 * `/reset-password?token=…`, the page a reset link opens: a new password with SPEC's rules live,
 * its confirmation, and on success the user is signed in (every other session ended) and lands
 * on `/`. A used or expired link says so and offers a new one.
 */
export function ResetPasswordScreen() {
  usePageTitle(RESET_TEXTS.title);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [problem, setProblem] = useState<Problem | null>(
    token === '' ? { kind: 'link', message: RESET_TEXTS.noToken } : null,
  );
  return (
    <main id="main" className="flex min-h-dvh items-start justify-center p-4 sm:items-center">
      <Card className="w-full max-w-md">
        <CardHeader>
          <p className="text-xl font-bold text-brand dark:text-teal-300">{TEXTS.brand}</p>
          <h1 className="text-2xl leading-tight font-semibold">{RESET_TEXTS.title}</h1>
          {problem?.kind !== 'link' && <CardDescription>{RESET_TEXTS.body}</CardDescription>}
        </CardHeader>
        <CardContent>
          {problem?.kind === 'link' ? (
            <LinkProblem message={problem.message} />
          ) : (
            <NewPasswordForm token={token} problem={problem?.message} onProblem={setProblem} />
          )}
        </CardContent>
      </Card>
    </main>
  );
}

function NewPasswordForm({
  token,
  problem,
  onProblem,
}: {
  token: string;
  problem: string | undefined;
  onProblem: (problem: Problem | null) => void;
}) {
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const confirm = useConfirmPasswordReset();

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const message = changePasswordProblem(newPassword, confirmPassword);
    if (message) {
      onProblem({ kind: 'password', message });
      return;
    }
    onProblem(null);
    confirm.mutate(
      { token, newPassword },
      {
        onSuccess: (result) => {
          setAuthToken(result.token);
          toast(RESET_TEXTS.done);
          setTimeout(() => {
            browser.goHome();
          }, DELAYS_MS.signInReload);
        },
        onError: (error) => {
          const said = serverMessage(error);
          const rules = passwordRequirementErrors(error);
          if (said === ACCOUNT_TEXTS.resetLinkInvalid) onProblem({ kind: 'link', message: said });
          else if (rules)
            onProblem({ kind: 'password', message: RESET_TEXTS.passwordRules(rules) });
          else onProblem({ kind: 'password', message: said ?? RESET_TEXTS.failed });
        },
      },
    );
  };

  const done = confirm.isSuccess;
  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <PasswordWithRules
        label={RESET_TEXTS.newPassword}
        withRules
        invalid={problem !== undefined}
        value={newPassword}
        onValueChange={setNewPassword}
      />
      <PasswordWithRules
        label={RESET_TEXTS.confirmPassword}
        withRules={false}
        newPassword
        value={confirmPassword}
        onValueChange={setConfirmPassword}
      />
      {problem !== undefined && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
      <Button type="submit" size="lg" pending={confirm.isPending || done} className="w-full">
        {confirm.isPending || done ? RESET_TEXTS.pending : RESET_TEXTS.submit}
      </Button>
    </form>
  );
}

/** The link no longer works: why, and where a new one comes from on this server. */
function LinkProblem({ message }: { message: string }) {
  const options = useAuthOptions();
  const byEmail = options.data?.passwordResetByEmail === true;
  return (
    <div className="grid gap-4">
      <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
        {message}
      </p>
      {!byEmail && !options.isLoading && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{RESET_TEXTS.askAdmin}</p>
      )}
      <div>
        <Link to={byEmail ? '/?forgot' : '/'} className={linkButtonClass}>
          {byEmail ? RESET_TEXTS.askAgain : RESET_TEXTS.backHome}
        </Link>
      </div>
    </div>
  );
}
