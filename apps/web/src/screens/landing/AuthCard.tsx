import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Field,
  PasswordChecklist,
  PasswordInput,
} from '@taper/ui';
import { useState, type SyntheticEvent } from 'react';
import { EmailField } from '../../components/EmailField';
import { NameFields, NO_NAME, type PersonName } from '../../components/NameFields';
import { useAuthSubmit, type AuthMode } from './useAuthSubmit';
import { LANDING_TEXTS } from './messages';

export type { AuthMode } from './useAuthSubmit';

const TITLES: Record<AuthMode, string> = { login: 'Sign In', signup: 'Create Account' };
const PENDING_LABELS: Record<AuthMode, string> = {
  login: 'Signing in...',
  signup: 'Creating account...',
};
const SWITCH_LABELS: Record<AuthMode, string> = {
  login: 'Need an account? Sign up',
  signup: 'Already have an account? Sign in',
};

const linkClass = 'rounded font-medium text-brand hover:underline dark:text-teal-300';

export function AuthCard({
  mode,
  onModeChange,
  onBack,
}: {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onBack: () => void;
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
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <button type="button" onClick={onBack} className={`self-start text-sm ${linkClass}`}>
          {LANDING_TEXTS.backToLanding}
        </button>
        <CardTitle className="text-2xl">{TITLES[mode]}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate={false}>
          {isSignup && <NameFields name={name} onChange={setName} />}
          <EmailField value={email} onValueChange={setEmail} />
          <AuthPasswordField isSignup={isSignup} value={password} onValueChange={setPassword} />
          <Button type="submit" size="lg" disabled={pending} className="w-full">
            {pending ? PENDING_LABELS[mode] : TITLES[mode]}
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
            {SWITCH_LABELS[mode]}
          </button>
        </p>
      </CardContent>
    </Card>
  );
}

/** The password; on sign-up with the live checklist of SPEC's rules, which describes the input. */
function AuthPasswordField({
  isSignup,
  value,
  onValueChange,
}: {
  isSignup: boolean;
  value: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <Field label={LANDING_TEXTS.password}>
      {(id) => (
        <>
          <PasswordInput
            id={id}
            autoComplete={isSignup ? 'new-password' : 'current-password'}
            required
            value={value}
            aria-describedby={isSignup ? `${id}-rules` : undefined}
            onChange={(e) => {
              onValueChange(e.target.value);
            }}
          />
          {isSignup && <PasswordChecklist password={value} id={`${id}-rules`} />}
        </>
      )}
    </Field>
  );
}
