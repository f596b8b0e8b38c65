import {
  API_TOKEN_NAME_MAX,
  type ApiTokenInfo,
  type ApiTokenScopeName,
  type CreatedApiToken,
} from '@taper/domain';
import {
  Badge,
  Button,
  ConfirmDialog,
  FieldError,
  SectionCard,
  SelectField,
  TextField,
  toast,
} from '@taper/ui';
import { useState, type SyntheticEvent } from 'react';
import { CopyField } from '../../components/CopyField';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../../hooks/account';
import { dateTime } from '../../lib/dates';
import { failureToast, onMutationError, serverMessage } from '../../lib/errors';
import { QueryState } from './QueryState';
import { TOKENS_TEXTS as T } from './security-messages';

// A function: its labels are read when drawn, in the language shown then.
const scopeChoices = (): readonly { value: ApiTokenScopeName; label: string }[] => [
  { value: 'read', label: T.read },
  { value: 'write', label: T.write },
];

/**
 * Account → API tokens: the account's personal tokens (name, scope, created, last used), a form
 * that creates one and shows it this once with Copy, and Revoke with a confirmation.
 */
export function ApiTokensCard() {
  const tokens = useApiTokens();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  return (
    <SectionCard title={T.title} description={T.body} contentClassName="grid gap-5">
      {created ? (
        <NewToken
          token={created}
          onDone={() => {
            setCreated(null);
          }}
        />
      ) : (
        <CreateTokenForm onCreated={setCreated} />
      )}
      <QueryState query={tokens} loading={T.loading} failed={T.loadFailed} retry={T.tryAgain}>
        {(list) => <TokenList tokens={list} />}
      </QueryState>
    </SectionCard>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (token: CreatedApiToken) => void }) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScopeName>('read');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const create = useCreateApiToken();
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    setProblem(undefined);
    create.mutate(
      { name, scope },
      {
        onSuccess: (token) => {
          setName('');
          onCreated(token);
        },
        onError: (error) => {
          onMutationError(error, () => {
            setProblem(serverMessage(error) ?? T.createFailed);
          });
        },
      },
    );
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
      <TextField
        label={T.name}
        placeholder={T.namePlaceholder}
        required
        maxLength={API_TOKEN_NAME_MAX}
        value={name}
        onValueChange={setName}
      />
      <SelectField
        label={T.access}
        choices={scopeChoices()}
        value={scope}
        onValueChange={setScope}
      />
      <Button type="submit" pending={create.isPending}>
        {create.isPending ? T.creating : T.create}
      </Button>
      <div className="sm:col-span-3">
        <FieldError message={problem} />
      </div>
    </form>
  );
}

/** The token just created: shown this once, with Copy and the warning. */
function NewToken({ token, onDone }: { token: CreatedApiToken; onDone: () => void }) {
  return (
    <div className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950/40">
      <p role="status" className="text-sm font-medium text-amber-900 dark:text-amber-100">
        {T.shownOnce}
      </p>
      <CopyField label={T.newToken(token.name)} value={token.token} />
      <div>
        <Button variant="outline" onClick={onDone}>
          {T.done}
        </Button>
      </div>
    </div>
  );
}

function TokenList({ tokens }: { tokens: readonly ApiTokenInfo[] }) {
  const [revoking, setRevoking] = useState<ApiTokenInfo | null>(null);
  const revoke = useRevokeApiToken();
  if (tokens.length === 0)
    return <p className="text-sm text-slate-700 dark:text-slate-300">{T.none}</p>;
  const onConfirm = () => {
    if (!revoking) return;
    const token = revoking;
    revoke.mutate(
      { id: token.id },
      {
        onSuccess: () => {
          toast(T.revoked(token.name));
        },
        onError: (error) => {
          failureToast(error, T.revokeFailed);
        },
        onSettled: () => {
          setRevoking(null);
        },
      },
    );
  };
  return (
    <>
      <ul aria-label={T.listLabel} className="divide-y divide-slate-200 dark:divide-slate-700">
        {tokens.map((token) => (
          <li
            key={token.id}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3"
          >
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                <span className="break-all">{token.name}</span>
                <Badge tone={token.scope === 'write' ? 'amber' : 'plain'}>
                  {T.scopeBadge[token.scope]}
                </Badge>
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {T.created(dateTime(token.createdAt))},{' '}
                {token.lastUsedAt ? T.lastUsed(dateTime(token.lastUsedAt)) : T.neverUsed}
              </p>
            </div>
            <Button
              size="sm"
              variant="outline"
              aria-label={T.revokeLabel(token.name)}
              onClick={() => {
                setRevoking(token);
              }}
            >
              {T.revoke}
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        title={T.revokeTitle}
        description={revoking ? T.revokeBody(revoking.name) : ''}
        confirmLabel={T.revokeConfirm}
        destructive
        pending={revoke.isPending}
        onConfirm={onConfirm}
        onCancel={() => {
          setRevoking(null);
        }}
      />
    </>
  );
}
