/**
 * Templates for a guided start (issue 54): the list in the caller's language, and the habit and
 * plan a template's answers make, checked by the very schemas creating them checks.
 */
import {
  habitCreateSchema,
  planFor,
  planInputSchema,
  planView,
  templateDraft,
  templateList,
  type IsoDate,
  type Template,
  type TemplateAnswers,
  type TemplateDraftAnswer,
  type Texts,
} from '@taper/domain';
import { TEMPLATE_IDS, type TemplateId } from '@taper/domain';
import type { Refusable } from './locked-habit';

function isTemplateId(id: string): id is TemplateId {
  return (TEMPLATE_IDS as readonly string[]).includes(id);
}

export function listTemplates(texts: Texts): Template[] {
  return templateList(texts);
}

/**
 * The draft of `id` from `answers` on `today`, the sentence saying which answer is wrong, or
 * undefined when there is no such template.
 */
export function draftTemplate(
  id: string,
  answers: TemplateAnswers,
  today: IsoDate,
  texts: Texts,
): Refusable<TemplateDraftAnswer> | undefined {
  if (!isTemplateId(id)) return undefined;
  const result = templateDraft(id, answers, today, texts);
  if (!result.ok) return result;
  const { habit, plan } = result.draft;
  // POST /api/habits and PUT /api/habits/{id}/plan take the draft as it is: refuse what they would.
  const created = habitCreateSchema.safeParse(habit);
  const planned = planInputSchema.safeParse(plan);
  if (!created.success) return { ok: false, message: created.error.issues[0]?.message ?? '' };
  if (!planned.success) return { ok: false, message: planned.error.issues[0]?.message ?? '' };
  const checked = planFor(created.data.goal, planned.data);
  if (!checked.ok) return checked;
  const steps = planView(created.data.goal, checked.plan, today, texts);
  return { ok: true, value: { habit, plan, steps } };
}
