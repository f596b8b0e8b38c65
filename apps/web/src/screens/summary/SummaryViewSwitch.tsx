/** The summary's Cards / List choice: the switch, and the view shown, remembered on the user. */
import { SUMMARY_VIEWS, type SummaryView } from '@taper/domain';
import { useState } from 'react';
import { ToggleGroup } from '../../components/ToggleGroup';
import { useUpdatePreferences } from '../../hooks/auth';
import { useSessionUser } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { LIST_TEXTS } from './messages';

// A function: its texts are read when drawn, in the language shown then.
const VIEW_OPTIONS = () =>
  SUMMARY_VIEWS.map((view) => ({
    value: view,
    label: view === 'cards' ? LIST_TEXTS.cards : LIST_TEXTS.list,
  }));

/** The Cards / List switch: the choice is remembered on the user (PUT /api/auth/user). */
export function ViewSwitch({
  view,
  onView,
}: {
  view: SummaryView;
  onView: (view: SummaryView) => void;
}) {
  return (
    <ToggleGroup
      label={LIST_TEXTS.switchLabel}
      options={VIEW_OPTIONS()}
      value={view}
      onChange={onView}
      className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-600"
      buttonClassName="h-9 border-0 px-3 text-sm"
    />
  );
}

/** The view the user chose: shown at once, saved on the user (the next load starts from it). */
export function useSummaryView(): [SummaryView, (view: SummaryView) => void] {
  const user = useSessionUser();
  const utils = trpc.useUtils();
  const update = useUpdatePreferences();
  const [chosen, setChosen] = useState<SummaryView | null>(null);
  const view = chosen ?? user.summaryView;
  const choose = (next: SummaryView) => {
    if (next === view) return;
    setChosen(next);
    utils.auth.me.setData(undefined, (current) =>
      current ? { ...current, summaryView: next } : current,
    );
    update.mutate({ summaryView: next });
  };
  return [view, choose];
}
