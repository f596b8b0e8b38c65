import { milestoneText, type Reduction } from '@taper/domain';
import { toast } from '@taper/ui';
import { useEffect, useRef } from 'react';
import { userLocale } from '../lib/locale';
import { useSessionUser } from '../lib/session';
import { trpc } from '../lib/trpc';

/** The toast's title: each milestone's message shows once (the server remembers it seen). */
export const MILESTONE_TOAST_TITLE = 'Milestone reached';

/**
 * The first time a screen shows a newly passed milestone (25/50/75% below the baseline for a whole
 * week, or 10/50/100/500 saved), a toast says it, and the server is told it was seen, so it shows
 * once, on any device.
 */
export function useMilestoneToasts(habitId: number, figures: Reduction | undefined) {
  const { currency } = useSessionUser();
  const utils = trpc.useUtils();
  const seen = trpc.habits.seeMilestones.useMutation({
    onSuccess: () =>
      Promise.all([
        utils.habits.stats.invalidate({ id: habitId }),
        utils.habits.summary.invalidate(),
      ]),
  });
  const shown = useRef(new Set<string>());
  const { mutate } = seen;
  useEffect(() => {
    const fresh = (figures?.milestones ?? []).filter(
      (milestone) => !milestone.seen && !shown.current.has(`${habitId}:${milestone.id}`),
    );
    if (fresh.length === 0) return;
    for (const milestone of fresh) shown.current.add(`${habitId}:${milestone.id}`);
    // Only one toast shows at a time: the newest milestone says it.
    const newest = fresh[fresh.length - 1];
    if (newest)
      toast({
        title: MILESTONE_TOAST_TITLE,
        description: milestoneText(newest, {
          currency,
          locale: userLocale(),
          per: figures?.per ?? null,
        }),
      });
    mutate({ id: habitId, ids: fresh.map((milestone) => milestone.id) });
  }, [figures, habitId, currency, mutate]);
}
