import { DELAYS_MS, missingPasswordRules } from '@taper/domain';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Field,
  Input,
  PasswordChecklist,
  PasswordInput,
  toast,
} from '@taper/ui';
import { useState, type SyntheticEvent } from 'react';
import { useLogin, useSignup } from '../../hooks/auth';
import { setAuthToken } from '../../lib/auth-token';
import { browser } from '../../lib/browser';
import { passwordRequirementErrors, serverMessage } from '../../lib/errors';
import { NameFields } from '../../components/NameFields';
import { MESSAGES } from '../../messages';

export type AuthMode = 'login' | 'signup';

export function AuthCard({
  mode,
  onModeChange,
  onBack,
}: {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onBack: () => void;
}) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();
  const signup = useSignup();
  const pending = login.isPending || signup.isPending;
  const isSignup = mode === 'signup';

  const onAuthenticated = (token: string | undefined, success: { title: string }) => {
    if (!token) {
      toast({ variant: 'destructive', title: MESSAGES.noToken });
      return;
    }
    setAuthToken(token);
    toast(success);
    setTimeout(() => {
      browser.reload();
    }, DELAYS_MS.signInReload);
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const timezone = browser.timeZone();
    if (isSignup) {
      const missing = missingPasswordRules(password);
      if (missing) {
        toast({
          variant: 'destructive',
          title: MESSAGES.passwordRequirementsTitle,
          description: missing,
        });
        return;
      }
      signup.mutate(
        { email, password, firstName, lastName, timezone },
        {
          onSuccess: (result) => {
            onAuthenticated(result.token, MESSAGES.signupSuccess);
          },
          onError: (error) => {
            const rules = passwordRequirementErrors(error);
            toast({
              variant: 'destructive',
              title: MESSAGES.signupFailed,
              description: rules
                ? `Password requirements: ${rules.join(', ')}`
                : serverMessage(error),
            });
          },
        },
      );
    } else {
      login.mutate(
        { email, password, timezone },
        {
          onSuccess: (result) => {
            onAuthenticated(result.token, MESSAGES.loginSuccess);
          },
          onError: (error) => {
            toast({
              variant: 'destructive',
              title: MESSAGES.loginFailed,
              description: serverMessage(error),
            });
          },
        },
      );
    }
  };

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <button
          type="button"
          onClick={onBack}
          className="self-start rounded text-sm font-medium text-brand hover:underline focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none dark:text-teal-300"
        >
          ← Back to landing
        </button>
        <CardTitle className="text-2xl">{isSignup ? 'Create Account' : 'Sign In'}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate={false}>
          {isSignup && (
            <NameFields
              firstName={firstName}
              lastName={lastName}
              onFirstNameChange={setFirstName}
              onLastNameChange={setLastName}
            />
          )}
          <Field label="Email">
            {(id) => (
              <Input
                id={id}
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                }}
              />
            )}
          </Field>
          <Field label="Password">
            {(id) => (
              <>
                <PasswordInput
                  id={id}
                  autoComplete={isSignup ? 'new-password' : 'current-password'}
                  required
                  value={password}
                  aria-describedby={isSignup ? `${id}-rules` : undefined}
                  onChange={(e) => {
                    setPassword(e.target.value);
                  }}
                />
                {isSignup && <PasswordChecklist password={password} id={`${id}-rules`} />}
              </>
            )}
          </Field>
          <Button type="submit" size="lg" disabled={pending} className="w-full">
            {pending
              ? isSignup
                ? 'Creating account...'
                : 'Signing in...'
              : isSignup
                ? 'Create Account'
                : 'Sign In'}
          </Button>
        </form>
        <p className="mt-4 text-center text-sm">
          <button
            type="button"
            onClick={() => {
              onModeChange(isSignup ? 'login' : 'signup');
            }}
            className="rounded font-medium text-brand hover:underline focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none dark:text-teal-300"
          >
            {isSignup ? 'Already have an account? Sign in' : 'Need an account? Sign up'}
          </button>
        </p>
      </CardContent>
    </Card>
  );
}
