import type { Share } from '@taper/domain';
import { Badge, Button, ConfirmDialog, FieldError, toast } from '@taper/ui';
import { useState, type SyntheticEvent } from 'react';
import { linkFieldsOf, shareLinkBody, type LinkFields } from '../../forms/shareLinkForm';
import { useHabits } from '../../hooks/habits';
import { useRevokeShare, useSendShareSummary, useUpdateShare } from '../../hooks/shares';
import { dateTime } from '../../lib/dates';
import { failureToast, onMutationError, serverMessage } from '../../lib/errors';
import { LinkFieldsEditor } from './SharingLinkFields';
import { SHARING_TEXTS as T } from './sharing-messages';

export const shareName = (share: Share) => share.label ?? T.untitled(share.id);

/** A link's name and badges, its habits, when it was last viewed and where its summary goes. */
function ShareDetails({ share, habitNames }: { share: Share; habitNames: string }) {
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-2 font-medium">
        <span className="break-all">{shareName(share)}</span>
        {share.showNotes && <Badge tone="plain">{T.withNotes}</Badge>}
        {share.expired && <Badge tone="amber">{T.ended}</Badge>}
      </p>
      <p className="text-sm text-slate-700 dark:text-slate-300 [overflow-wrap:anywhere]">
        {share.habitIds.length === 0 ? T.noHabitsLeft : T.habitsShared(habitNames)}
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
  );
}

/** One link in the list: its details, Change, Send now and Revoke; its form while changed. */
function ShareItem({
  share,
  habitNames,
  weeklyMail,
  editing,
  onEdit,
  onRevoke,
}: {
  share: Share;
  habitNames: string;
  weeklyMail: boolean;
  editing: boolean;
  onEdit: (editing: boolean) => void;
  onRevoke: () => void;
}) {
  return (
    <li className="grid gap-2 py-3">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <ShareDetails share={share} habitNames={habitNames} />
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            aria-label={T.changeLabel(shareName(share))}
            aria-expanded={editing}
            onClick={() => {
              onEdit(!editing);
            }}
          >
            {T.change}
          </Button>
          {share.email && !share.mailStopped && weeklyMail && <SendNow share={share} />}
          <Button
            size="sm"
            variant="outline"
            aria-label={T.revokeLabel(shareName(share))}
            onClick={onRevoke}
          >
            {T.revoke}
          </Button>
        </div>
      </div>
      {editing && (
        <EditLinkForm
          share={share}
          onDone={() => {
            onEdit(false);
          }}
        />
      )}
    </li>
  );
}

/** The user's links: when each was last viewed, Send now, Change and Revoke (with a confirmation). */
export function LinkList({
  shares,
  weeklyMail,
}: {
  shares: readonly Share[];
  weeklyMail: boolean;
}) {
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
          toast(T.revoked(shareName(share)));
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
          <ShareItem
            key={share.id}
            share={share}
            habitNames={names(share)}
            weeklyMail={weeklyMail}
            editing={editing === share.id}
            onEdit={(open) => {
              setEditing(open ? share.id : null);
            }}
            onRevoke={() => {
              setRevoking(share);
            }}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        title={T.revokeTitle}
        description={revoking ? T.revokeBody(shareName(revoking)) : ''}
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
      aria-label={T.sendNowLabel(shareName(share))}
      pending={send.isPending}
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
  const [fields, setFields] = useState<LinkFields>(() => linkFieldsOf(share));
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const update = useUpdateShare();
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (fields.habitIds.length === 0) {
      setProblem(T.chooseHabit);
      return;
    }
    update.mutate(
      { id: share.id, ...shareLinkBody(fields) },
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
      className="grid min-w-0 gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      aria-label={T.changeLabel(shareName(share))}
    >
      <LinkFieldsEditor fields={fields} onChange={setFields} />
      <FieldError message={problem} />
      <div className="flex gap-2">
        <Button type="submit" pending={update.isPending}>
          {update.isPending ? T.saving : T.save}
        </Button>
        <Button variant="outline" onClick={onDone}>
          {T.cancel}
        </Button>
      </div>
    </form>
  );
}
