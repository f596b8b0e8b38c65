import { Button } from '@taper/ui';
import { useState, type SyntheticEvent } from 'react';
import { EmailField } from '../../components/EmailField';
import { PasswordWithRules } from '../../components/PasswordWithRules';
import { NameFields, NO_NAME, type PersonName } from '../../components/NameFields';
import { useAuthSubmit, type AuthMode } from './useAuthSubmit';
import { LandingCard, linkClass } from './LandingCard';
import { LANDING_TEXTS } from './messages';

export type { AuthMode } from './useAuthSubmit';

/** The form's title and its button: 'Sign In' or 'Create Account'. */
export function authTitle(mode: AuthMode): string {
  return mode === 'login' ? LANDING_TEXTS.signInTitle : LANDING_TEXTS.signUpTitle;
}

function pendingLabel(mode: AuthMode): string {
  return mode === 'login' ? LANDING_TEXTS.signingIn : LANDING_TEXTS.creatingAccount;
}

function switchLabel(mode: AuthMode): string {
  return mode === 'login' ? LANDING_TEXTS.needAccount : LANDING_TEXTS.haveAccount;
}

export function AuthCard({
  mode,
  onModeChange,
  onBack,
  onForgotPassword,
  askAdministrator = false,
}: {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onBack: () => void;
  /** Opens 'Forgot password?' (offered on sign-in when the server can mail a reset link). */
  onForgotPassword?: (() => void) | undefined;
  /** The server sends no mail: sign-in says an administrator makes reset links instead. */
  askAdministrator?: boolean;
}) {
  const [name, setName] = useState<PersonName>(NO_NAME);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { submit, pending } = useAuthSubmit();
  const isSignup = mode === 'signup';

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    submit(mode, { ...name, email, password });
  };

  return (
    <LandingCard title={authTitle(mode)} backLabel={LANDING_TEXTS.backToLanding} onBack={onBack}>
      <form onSubmit={onSubmit} className="grid gap-4" noValidate={false}>
        {isSignup && <NameFields name={name} onChange={setName} />}
        <EmailField value={email} onValueChange={setEmail} />
        <PasswordWithRules
          label={LANDING_TEXTS.password}
          withRules={isSignup}
          value={password}
          onValueChange={setPassword}
        />
        {!isSignup && onForgotPassword && (
          <button
            type="button"
            onClick={onForgotPassword}
            className={`-mt-2 justify-self-end text-sm ${linkClass}`}
          >
            {LANDING_TEXTS.forgotPassword}
          </button>
        )}
        {!isSignup && !onForgotPassword && askAdministrator && (
          <p className="-mt-2 text-sm text-slate-600 dark:text-slate-300">
            {LANDING_TEXTS.askAdministrator}
          </p>
        )}
        <Button type="submit" size="lg" pending={pending} className="w-full">
          {pending ? pendingLabel(mode) : authTitle(mode)}
        </Button>
      </form>
      <p className="mt-4 text-center text-sm">
        <button
          type="button"
          onClick={() => {
            onModeChange(isSignup ? 'login' : 'signup');
          }}
          className={linkClass}
        >
          {switchLabel(mode)}
        </button>
      </p>
    </LandingCard>
  );
}
