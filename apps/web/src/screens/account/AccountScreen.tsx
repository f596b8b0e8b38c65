import { changePasswordProblem } from '@taper/domain';
import { PasswordField, toast } from '@taper/ui';
import { useState, type SyntheticEvent } from 'react';
import { EmailField } from '../../components/EmailField';
import { NameFields, type PersonName } from '../../components/NameFields';
import { Page, PageTitle } from '../../components/Page';
import { useChangePassword, useUpdateProfile } from '../../hooks/auth';
import { memberSince } from '../../lib/dates';
import { onMutationError, serverMessage } from '../../lib/errors';
import { useSessionUser } from '../../lib/session';
import { MESSAGES } from '../../messages';
import { usePageTitle } from '../../lib/page-title';
import { ApiTokensCard } from './ApiTokensCard';
import { DarkModeField } from './DarkModeField';
import { DeleteAccountCard } from './DeleteAccountCard';
import { DevicesCard } from './DevicesCard';
import { NotifyingDevicesCard } from './NotifyingDevicesCard';
import { ExportCard } from './ExportCard';
import { FormCard } from './FormCard';
import { ScheduleCard } from './ScheduleCard';
import { SharingCard } from './SharingCard';
import { CheckInCard } from './CheckInCard';
import { EmailReminderCard } from './EmailReminderCard';
import { CurrencyCard } from './CurrencyCard';
import { LanguageCard } from './LanguageCard';
import { ImportCard } from './ImportCard';
import { VacationCard } from './VacationCard';
import { ACCOUNT_TEXTS } from './account-messages';

export function AccountScreen() {
  usePageTitle(ACCOUNT_TEXTS.account);
  return (
    <Page context={{ kind: 'page' }}>
      <PageTitle title={ACCOUNT_TEXTS.account} />
      <div className="grid min-w-0 grid-cols-1 gap-5 [overflow-wrap:anywhere] [&>*]:min-w-0">
        <AccountSettingsCard />
        <LanguageCard />
        <ScheduleCard />
        <CheckInCard />
        <EmailReminderCard />
        <NotifyingDevicesCard />
        <CurrencyCard />
        <VacationCard />
        <ChangePasswordCard />
        <DevicesCard />
        <SharingCard />
        <ApiTokensCard />
        <ExportCard />
        <ImportCard />
        <DeleteAccountCard />
      </div>
    </Page>
  );
}

/** SPEC §8's 'Error' toast for a failed account change (or the logged-out toast on a 401). */
function errorToast(error: unknown, description: string) {
  onMutationError(error, () => {
    toast({ variant: 'destructive', title: MESSAGES.errorTitle, description });
  });
}

function AccountSettingsCard() {
  const user = useSessionUser();
  const [name, setName] = useState<PersonName>({
    firstName: user.firstName,
    lastName: user.lastName,
  });
  const [email, setEmail] = useState(user.email);
  const update = useUpdateProfile();

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    update.mutate(
      { ...name, email },
      {
        onSuccess: () => {
          toast(MESSAGES.accountUpdated);
        },
        onError: (error) => {
          errorToast(error, serverMessage(error) ?? MESSAGES.accountUpdateFailed);
        },
      },
    );
  };

  return (
    <FormCard
      title={ACCOUNT_TEXTS.accountSettings}
      onSubmit={onSubmit}
      pending={update.isPending}
      submitLabel={ACCOUNT_TEXTS.saveChanges}
      pendingLabel={ACCOUNT_TEXTS.saving}
    >
      <NameFields name={name} onChange={setName} />
      <EmailField value={email} onValueChange={setEmail} />
      <div>
        <p className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {ACCOUNT_TEXTS.memberSince}
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-300">{memberSince(user.createdAt)}</p>
      </div>
      <DarkModeField />
    </FormCard>
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
      toast({ variant: 'destructive', title: MESSAGES.errorTitle, description: message });
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
          errorToast(error, MESSAGES.passwordChangeFailed);
        },
      },
    );
  };

  return (
    <FormCard
      title={ACCOUNT_TEXTS.changePassword}
      onSubmit={onSubmit}
      pending={change.isPending}
      submitLabel={ACCOUNT_TEXTS.changePassword}
      pendingLabel={ACCOUNT_TEXTS.changing}
      noValidate
    >
      <PasswordField
        label={ACCOUNT_TEXTS.newPassword}
        autoComplete="new-password"
        value={newPassword}
        aria-invalid={problem !== null}
        onValueChange={setNewPassword}
      />
      <PasswordField
        label={ACCOUNT_TEXTS.confirmNewPassword}
        autoComplete="new-password"
        value={confirmPassword}
        onValueChange={setConfirmPassword}
      />
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
    </FormCard>
  );
}
