import { DELAYS_MS, missingPasswordRules } from '@taper/domain';
import { toast } from '@taper/ui';
import type { PersonName } from '../../components/NameFields';
import { useLogin, useSignup } from '../../hooks/auth';
import { setAuthToken } from '../../lib/auth-token';
import { browser } from '../../lib/browser';
import { passwordRequirementErrors, serverMessage } from '../../lib/errors';
import { MESSAGES } from '../../messages';

/** Which of the two forms the card shows. */
export type AuthMode = 'login' | 'signup';

/** What the sign-in and sign-up form holds (sign-in uses only the email and password). */
export interface AuthDetails extends PersonName {
  email: string;
  password: string;
}

/** Keeps the session token, greets, and reloads so that the app starts signed in. */
function onAuthenticated(token: string | undefined, success: { title: string }) {
  if (!token) {
    toast({ variant: 'destructive', title: MESSAGES.noToken });
    return;
  }
  setAuthToken(token);
  toast(success);
  setTimeout(() => {
    browser.reload();
  }, DELAYS_MS.signInReload);
}

/** Sign-in and sign-up with SPEC §8's toasts; a weak sign-up password is refused before sending. */
export function useAuthSubmit() {
  const login = useLogin();
  const signup = useSignup();

  const signUp = (details: AuthDetails, timezone: string) => {
    const missing = missingPasswordRules(details.password);
    if (missing) {
      toast({
        variant: 'destructive',
        title: MESSAGES.passwordRequirementsTitle,
        description: missing,
      });
      return;
    }
    signup.mutate(
      { ...details, timezone, currency: browser.currency() },
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
  };

  // The account has its time zone already (its owner changes it on Account): none is sent.
  const signIn = ({ email, password }: AuthDetails) => {
    login.mutate(
      { email, password },
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
  };

  const submit = (mode: AuthMode, details: AuthDetails) => {
    // A new account has no time zone yet: it takes the browser's.
    if (mode === 'signup') signUp(details, browser.timeZone());
    else signIn(details);
  };

  return { submit, pending: login.isPending || signup.isPending };
}
