import type { CreatedShare, Share } from '@taper/domain';
import { Badge, Button, ConfirmDialog, FieldError, SectionCard, TextField, toast } from '@taper/ui';
import { useState, type SyntheticEvent } from 'react';
import { CopyField } from '../../components/CopyField';
import { useHabits } from '../../hooks/habits';
import {
  useCreateShare,
  useRevokeShare,
  useSendShareSummary,
  useShareOptions,
  useShares,
  useUpdateShare,
} from '../../hooks/shares';
import { dateTime } from '../../lib/dates';
import { failureToast, onMutationError, serverMessage } from '../../lib/errors';
import { QueryState } from './QueryState';
import { SHARING_TEXTS as T } from './sharing-messages';

/** What the link form edits. */
interface LinkFields {
  habitIds: number[];
  label: string;
  showNotes: boolean;
  expiresOn: string;
  email: string;
}

const EMPTY: LinkFields = { habitIds: [], label: '', showNotes: false, expiresOn: '', email: '' };

function fieldsOf(share: Share): LinkFields {
  return {
    habitIds: share.habitIds,
    label: share.label ?? '',
    showNotes: share.showNotes,
    expiresOn: share.expiresOn ?? '',
    email: share.email ?? '',
  };
}

function body(fields: LinkFields) {
  return {
    habitIds: fields.habitIds,
    label: fields.label.trim() === '' ? null : fields.label,
    showNotes: fields.showNotes,
    expiresOn: fields.expiresOn === '' ? null : fields.expiresOn,
    email: fields.email.trim() === '' ? null : fields.email,
  };
}

/** The link as its owner reads it: absolute, whatever the server answered. */
function absolute(url: string): string {
  return url.startsWith('/') ? `${window.location.origin}${url}` : url;
}

const nameOf = (share: Share) => share.label ?? T.untitled(share.id);

/**
 * Account → Sharing: make a read-only link (habits, notes, end date, a partner's email), copy it
 * this once, see when each link was last viewed, change it, mail its summary now, revoke it.
 */
export function SharingCard() {
  const shares = useShares();
  const options = useShareOptions();
  const [created, setCreated] = useState<CreatedShare | null>(null);
  const weeklyMail = options.data?.weeklyMail ?? true;
  return (
    <SectionCard title={T.title} description={T.body} contentClassName="grid gap-5">
      {!weeklyMail && (
        <p role="note" className="text-sm text-amber-800 dark:text-amber-300">
          {T.noMail}
        </p>
      )}
      {created ? (
        <div className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950/40">
          <p role="status" className="text-sm font-medium text-amber-900 dark:text-amber-100">
            {T.shownOnce}
          </p>
          <CopyField label={T.newLink} value={absolute(created.url)} />
          <div>
            <Button
              variant="outline"
              onClick={() => {
                setCreated(null);
              }}
            >
              {T.done}
            </Button>
          </div>
        </div>
      ) : (
        <MakeLinkForm onCreated={setCreated} />
      )}
      <QueryState query={shares} loading={T.loading} failed={T.loadFailed} retry={T.tryAgain}>
        {(list) => <LinkList shares={list} weeklyMail={weeklyMail} />}
      </QueryState>
    </SectionCard>
  );
}

function MakeLinkForm({ onCreated }: { onCreated: (share: CreatedShare) => void }) {
  const [fields, setFields] = useState<LinkFields>(EMPTY);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const create = useCreateShare();
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (fields.habitIds.length === 0) {
      setProblem(T.chooseHabit);
      return;
    }
    setProblem(undefined);
    create.mutate(body(fields), {
      onSuccess: (share) => {
        setFields(EMPTY);
        onCreated(share);
      },
      onError: (error) => {
        onMutationError(error, () => {
          setProblem(serverMessage(error) ?? T.makeFailed);
        });
      },
    });
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-3" aria-label={T.make}>
      <LinkFieldsEditor fields={fields} onChange={setFields} />
      <FieldError message={problem} />
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? T.making : T.make}
        </Button>
      </div>
    </form>
  );
}

function LinkFieldsEditor({
  fields,
  onChange,
}: {
  fields: LinkFields;
  onChange: (fields: LinkFields) => void;
}) {
  const habits = useHabits();
  const set = (change: Partial<LinkFields>) => {
    onChange({ ...fields, ...change });
  };
  return (
    <>
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-medium">{T.habits}</legend>
        {habits.data?.length === 0 && (
          <p className="text-sm text-slate-700 dark:text-slate-300">{T.noHabits}</p>
        )}
        <div className="grid gap-1 sm:grid-cols-2">
          {habits.data?.map((habit) => (
            <label key={habit.id} className="flex min-h-8 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={fields.habitIds.includes(habit.id)}
                onChange={(event) => {
                  set({
                    habitIds: event.target.checked
                      ? [...fields.habitIds, habit.id]
                      : fields.habitIds.filter((id) => id !== habit.id),
                  });
                }}
              />
              <span className="[overflow-wrap:anywhere]">{habit.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={T.label}
          placeholder={T.labelPlaceholder}
          maxLength={60}
          value={fields.label}
          onValueChange={(label) => {
            set({ label });
          }}
        />
        <TextField
          label={T.expiresOn}
          type="date"
          value={fields.expiresOn}
          onValueChange={(expiresOn) => {
            set({ expiresOn });
          }}
        />
        <TextField
          label={T.email}
          type="email"
          autoComplete="off"
          placeholder={T.emailPlaceholder}
          value={fields.email}
          onValueChange={(email) => {
            set({ email });
          }}
        />
        <label className="flex min-h-8 items-center gap-2 self-end text-sm">
          <input
            type="checkbox"
            className="h-4 w-4"
            checked={fields.showNotes}
            onChange={(event) => {
              set({ showNotes: event.target.checked });
            }}
          />
          {T.showNotes}
        </label>
      </div>
    </>
  );
}

function LinkList({ shares, weeklyMail }: { shares: readonly Share[]; weeklyMail: boolean }) {
  const [revoking, setRevoking] = useState<Share | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const revoke = useRevokeShare();
  const habits = useHabits();
  if (shares.length === 0)
    return <p className="text-sm text-slate-700 dark:text-slate-300">{T.none}</p>;
  const names = (share: Share) =>
    share.habitIds
      .map((id) => habits.data?.find((habit) => habit.id === id)?.name)
      .filter((name): name is string => name !== undefined)
      .join(', ');
  const onConfirm = () => {
    if (!revoking) return;
    const share = revoking;
    revoke.mutate(
      { id: share.id },
      {
        onSuccess: () => {
          toast(T.revoked(nameOf(share)));
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
        {shares.map((share) => (
          <li key={share.id} className="grid gap-2 py-3">
            <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  <span className="break-all">{nameOf(share)}</span>
                  {share.showNotes && <Badge tone="plain">{T.withNotes}</Badge>}
                  {share.expired && <Badge tone="amber">{T.ended}</Badge>}
                </p>
                <p className="text-sm text-slate-700 dark:text-slate-300 [overflow-wrap:anywhere]">
                  {share.habitIds.length === 0 ? T.noHabitsLeft : T.habitsShared(names(share))}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {share.lastViewedAt ? T.lastViewed(dateTime(share.lastViewedAt)) : T.neverViewed}
                  {share.expiresOn && !share.expired ? ` · ${T.endsOn(share.expiresOn)}` : ''}
                </p>
                {share.email && (
                  <p className="text-sm text-slate-600 dark:text-slate-300 [overflow-wrap:anywhere]">
                    {share.mailStopped ? T.mailStopped(share.email) : T.mailTo(share.email)}
                    {share.lastMailedAt ? ` · ${T.lastMailed(dateTime(share.lastMailedAt))}` : ''}
                  </p>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={T.changeLabel(nameOf(share))}
                  aria-expanded={editing === share.id}
                  onClick={() => {
                    setEditing(editing === share.id ? null : share.id);
                  }}
                >
                  {T.change}
                </Button>
                {share.email && !share.mailStopped && weeklyMail && <SendNow share={share} />}
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={T.revokeLabel(nameOf(share))}
                  onClick={() => {
                    setRevoking(share);
                  }}
                >
                  {T.revoke}
                </Button>
              </div>
            </div>
            {editing === share.id && (
              <EditLinkForm
                share={share}
                onDone={() => {
                  setEditing(null);
                }}
              />
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        title={T.revokeTitle}
        description={revoking ? T.revokeBody(nameOf(revoking)) : ''}
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

function SendNow({ share }: { share: Share }) {
  const send = useSendShareSummary();
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={T.sendNowLabel(nameOf(share))}
      disabled={send.isPending}
      onClick={() => {
        send.mutate(
          { id: share.id },
          {
            onSuccess: (sent) => {
              toast(T.sent(sent.to));
            },
            onError: (error) => {
              failureToast(error, T.sendFailed);
            },
          },
        );
      }}
    >
      {send.isPending ? T.sending : T.sendNow}
    </Button>
  );
}

function EditLinkForm({ share, onDone }: { share: Share; onDone: () => void }) {
  const [fields, setFields] = useState<LinkFields>(() => fieldsOf(share));
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const update = useUpdateShare();
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (fields.habitIds.length === 0) {
      setProblem(T.chooseHabit);
      return;
    }
    update.mutate(
      { id: share.id, ...body(fields) },
      {
        onSuccess: () => {
          toast(T.saved);
          onDone();
        },
        onError: (error) => {
          onMutationError(error, () => {
            setProblem(serverMessage(error) ?? T.saveFailed.description);
          });
        },
      },
    );
  };
  return (
    <form
      onSubmit={onSubmit}
      className="grid gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      aria-label={T.changeLabel(nameOf(share))}
    >
      <LinkFieldsEditor fields={fields} onChange={setFields} />
      <FieldError message={problem} />
      <div className="flex gap-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? T.saving : T.save}
        </Button>
        <Button variant="outline" onClick={onDone}>
          {T.cancel}
        </Button>
      </div>
    </form>
  );
}
