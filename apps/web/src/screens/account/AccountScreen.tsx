import { changePasswordProblem } from '@taper/domain';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Field,
  Input,
  PasswordInput,
  Switch,
  toast,
} from '@taper/ui';
import { useState, type SyntheticEvent } from 'react';
import { Page, PageTitle } from '../../components/Page';
import { useChangePassword, useUpdateProfile } from '../../hooks/auth';
import { memberSince } from '../../lib/dates';
import { onMutationError, serverMessage } from '../../lib/errors';
import { useSessionUser } from '../../lib/session';
import { useTheme } from '../../lib/theme';
import { NameFields } from '../../components/NameFields';
import { MESSAGES } from '../../messages';

export function AccountScreen() {
  return (
    <Page context={{ kind: 'page' }}>
      <PageTitle title="Account" />
      <div className="grid gap-5">
        <AccountSettingsCard />
        <ChangePasswordCard />
      </div>
    </Page>
  );
}

function AccountSettingsCard() {
  const user = useSessionUser();
  const { theme, setTheme } = useTheme();
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [email, setEmail] = useState(user.email);
  const update = useUpdateProfile();

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    update.mutate(
      { firstName, lastName, email },
      {
        onSuccess: () => {
          toast(MESSAGES.accountUpdated);
        },
        onError: (error) => {
          onMutationError(error, () => {
            toast({
              variant: 'destructive',
              title: 'Error',
              description: serverMessage(error) ?? MESSAGES.accountUpdateFailed,
            });
          });
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Account Settings</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="grid gap-4">
          <NameFields
            firstName={firstName}
            lastName={lastName}
            onFirstNameChange={setFirstName}
            onLastNameChange={setLastName}
          />
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
          <div>
            <p className="text-sm font-medium text-slate-800 dark:text-slate-200">Member Since</p>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {memberSince(user.createdAt)}
            </p>
          </div>
          <Switch
            label="Dark Mode"
            description="Use a dark colour theme"
            checked={theme === 'dark'}
            onChange={(checked) => {
              setTheme(checked ? 'dark' : 'light');
            }}
          />
          <div>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

export function ChangePasswordCard() {
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangePassword();

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const message = changePasswordProblem(newPassword, confirmPassword);
    if (message) {
      setProblem(message);
      toast({ variant: 'destructive', title: 'Error', description: message });
      return;
    }
    setProblem(null);
    change.mutate(
      { newPassword },
      {
        onSuccess: () => {
          setNewPassword('');
          setConfirmPassword('');
          toast(MESSAGES.passwordChanged);
        },
        onError: (error) => {
          onMutationError(error, () => {
            toast({
              variant: 'destructive',
              title: 'Error',
              description: MESSAGES.passwordChangeFailed,
            });
          });
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <Field label="New password">
            {(id) => (
              <PasswordInput
                id={id}
                autoComplete="new-password"
                value={newPassword}
                aria-invalid={problem !== null}
                onChange={(e) => {
                  setNewPassword(e.target.value);
                }}
              />
            )}
          </Field>
          <Field label="Confirm new password">
            {(id) => (
              <PasswordInput
                id={id}
                autoComplete="new-password"
                value={confirmPassword}
                onChange={(e) => {
                  setConfirmPassword(e.target.value);
                }}
              />
            )}
          </Field>
          {problem && (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
              {problem}
            </p>
          )}
          <div>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Changing...' : 'Change Password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
