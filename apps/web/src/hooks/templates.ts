import type { TemplateAnswers, TemplateDraftAnswer } from '@taper/domain';
import { trpc } from '../lib/trpc';
import { useCreateHabit, useSetPlan } from './habits';

/** The templates in the user's language (GET /api/templates). */
export function useTemplates() {
  return trpc.templates.list.useQuery(undefined, { staleTime: 5 * 60 * 1000 });
}

/** The habit and plan a template's answers make, as the server works them out (nothing saved). */
export function useTemplateDraft() {
  return trpc.templates.draft.useMutation();
}

/** Creating the draft's habit, then its plan: the two calls Create makes for the full form too. */
export function useCreateFromDraft() {
  const create = useCreateHabit();
  const setPlan = useSetPlan();
  /** The habit, then its plan; a plan that fails is told and the habit stays, as on the full form. */
  const save = async (draft: TemplateDraftAnswer, onPlanFailed: (error: unknown) => void) => {
    const habit = await create.mutateAsync(draft.habit);
    await setPlan.mutateAsync({ id: habit.id, ...draft.plan }).catch(onPlanFailed);
    return habit;
  };
  return { save, pending: create.isPending || setPlan.isPending };
}

export type { TemplateAnswers, TemplateDraftAnswer };
