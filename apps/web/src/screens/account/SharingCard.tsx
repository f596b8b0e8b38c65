import type { CreatedShare } from '@taper/domain';
import { Button, FieldError, SectionCard } from '@taper/ui';
import { useState, type SyntheticEvent } from 'react';
import { CopyField } from '../../components/CopyField';
import { EMPTY_LINK_FIELDS, shareLinkBody, type LinkFields } from '../../forms/shareLinkForm';
import { useCreateShare, useShareOptions, useShares } from '../../hooks/shares';
import { onMutationError, serverMessage } from '../../lib/errors';
import { QueryState } from './QueryState';
import { LinkFieldsEditor } from './SharingLinkFields';
import { LinkList } from './SharingLinks';
import { SHARING_TEXTS as T } from './sharing-messages';

/** The link as its owner reads it: absolute, whatever the server answered. */
function absolute(url: string): string {
  return url.startsWith('/') ? `${window.location.origin}${url}` : url;
}

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
  const [fields, setFields] = useState<LinkFields>(EMPTY_LINK_FIELDS);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const create = useCreateShare();
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (fields.habitIds.length === 0) {
      setProblem(T.chooseHabit);
      return;
    }
    setProblem(undefined);
    create.mutate(shareLinkBody(fields), {
      onSuccess: (share) => {
        setFields(EMPTY_LINK_FIELDS);
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
    <form onSubmit={onSubmit} className="grid min-w-0 gap-3" aria-label={T.make}>
      <LinkFieldsEditor fields={fields} onChange={setFields} />
      <FieldError message={problem} />
      <div>
        <Button type="submit" pending={create.isPending}>
          {create.isPending ? T.making : T.make}
        </Button>
      </div>
    </form>
  );
}
