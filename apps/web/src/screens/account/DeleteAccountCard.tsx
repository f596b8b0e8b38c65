import { useQueryClient } from '@tanstack/react-query';
import { Button, DialogActions, FieldError, Modal, PasswordField, SectionCard } from '@taper/ui';
import { useState, type SyntheticEvent } from 'react';
import { useDeleteAccount } from '../../hooks/account';
import { browser } from '../../lib/browser';
import { isUnauthorized, serverMessage, handleUnauthorized } from '../../lib/errors';
import { signOutOnDevice } from '../../lib/sign-out';
import { ExportButtons } from './ExportCard';
import { DELETE_TEXTS as T } from './security-messages';

/**
 * Account → Delete account: a dialog that offers the export first and asks the password. A wrong
 * password, or the last administrator, is said in the dialog; once deleted, this device is signed
 * out and the landing says the account is gone.
 */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  return (
    <SectionCard
      title={T.title}
      description={T.body}
      className="border-red-200 dark:border-red-900"
    >
      <Button
        variant="destructive"
        onClick={() => {
          setOpen(true);
        }}
      >
        {T.open}
      </Button>
      {open && (
        <DeleteAccountDialog
          onClose={() => {
            setOpen(false);
          }}
        />
      )}
    </SectionCard>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const busy = remove.isPending || remove.isSuccess;

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (password === '') {
      setProblem(T.passwordMissing);
      return;
    }
    setProblem(undefined);
    remove.mutate(
      { password },
      {
        onSuccess: () => {
          // The server has ended every session: this device forgets its own and its data.
          void signOutOnDevice(queryClient).finally(() => {
            browser.goTo('/?deleted');
          });
        },
        onError: (error) => {
          if (isUnauthorized(error)) handleUnauthorized();
          else setProblem(serverMessage(error) ?? T.failed);
        },
      },
    );
  };

  return (
    <Modal open busy={busy} onClose={busy ? () => undefined : onClose} title={T.dialogTitle}>
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <p className="text-sm text-slate-700 dark:text-slate-300">{T.dialogBody}</p>
        <ExportButtons />
        <PasswordField
          label={T.password}
          autoComplete="current-password"
          required
          value={password}
          aria-invalid={problem !== undefined ? true : undefined}
          onValueChange={setPassword}
        />
        <FieldError message={problem} />
        <DialogActions onCancel={onClose}>
          <Button type="submit" variant="destructive" pending={busy}>
            {busy ? T.deleting : T.confirm}
          </Button>
        </DialogActions>
      </form>
    </Modal>
  );
}
