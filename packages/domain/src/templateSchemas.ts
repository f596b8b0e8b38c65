/** The zod schemas of GET /api/templates and POST /api/templates/{id}/draft (templates.ts). */
import { z } from 'zod';
import { templateAnswerMessages as said } from './i18n/templateAnswerMessages';
import { planViewSchema } from './planView';
import { MEASURES, PACES, TEMPLATE_IDS } from './templates';

export const TEMPLATE_ANSWER_MESSAGES = {
  amount: said.templateAmount.message,
  price: said.templatePrice.message,
  packSize: said.templatePackSize.message,
  measure: said.templateMeasure.message,
  pace: said.templatePace.message,
  templateId: said.templateId.message,
} as const;

export const templateIdSchema = z.enum(TEMPLATE_IDS, TEMPLATE_ANSWER_MESSAGES.templateId);
export const paceSchema = z.enum(PACES, TEMPLATE_ANSWER_MESSAGES.pace);
export const measureSchema = z.enum(MEASURES, TEMPLATE_ANSWER_MESSAGES.measure);

/** A template's answers: checked for their kind here, for the template's own ranges by the domain. */
export const templateAnswersSchema = z.object({
  amount: z.number(TEMPLATE_ANSWER_MESSAGES.amount).meta({
    description: "Today's usual amount, a whole number (a day, or a week under a budget)",
  }),
  price: z
    .number(TEMPLATE_ANSWER_MESSAGES.price)
    .nullish()
    .meta({ description: 'The price of one (of a pack for cigarettes); absent for no cost' }),
  packSize: z
    .number(TEMPLATE_ANSWER_MESSAGES.packSize)
    .nullish()
    .meta({ description: 'Cigarettes in a pack (cigarettes only)' }),
  measure: measureSchema
    .nullish()
    .meta({ description: 'What the amount is counted in (alcohol only): drinks when absent' }),
  pace: paceSchema,
});

/** The id as a path names it: an unknown one is a 404 (the service's), not a refused input. */
export const templateDraftInputSchema = z.object({
  id: z.string().max(64).meta({ description: 'A template id from GET /api/templates' }),
  answers: templateAnswersSchema,
});

const choiceOptionSchema = z.object({
  id: z.enum([...MEASURES, ...PACES]),
  label: z.string(),
  description: z.string(),
});

export const templateQuestionSchema = z.object({
  id: z.enum(['amount', 'price', 'packSize', 'measure', 'pace']),
  label: z.string(),
  kind: z.enum(['count', 'money', 'choice']),
  required: z.boolean(),
  min: z.number(),
  max: z.number(),
  options: z.array(choiceOptionSchema),
});

export const templateSchema = z.object({
  id: templateIdSchema,
  name: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  color: z.string().nullable(),
  unit: z.string().nullable(),
  goalSchedule: z.enum(['daily', 'weekly_budget']).nullable(),
  questions: z.array(templateQuestionSchema),
});

/** The draft: POST /api/habits's body, PUT /api/habits/{id}/plan's body, the plan's staircase. */
export const templateDraftSchema = z.object({
  habit: z.object({
    name: z.string(),
    color: z.string(),
    icon: z.string(),
    goalType: z.literal('number'),
    goalSchedule: z.enum(['daily', 'weekly_budget']),
    dailyGoal: z.number().nullable(),
    budget: z.number().nullable(),
    baseline: z.number(),
    unit: z.string().nullable(),
    costPerUnit: z.number().nullable(),
  }),
  plan: z.object({
    startGoal: z.number(),
    endGoal: z.number(),
    stepBy: z.number(),
    everyDays: z.number(),
    startDate: z.string(),
  }),
  steps: planViewSchema,
});
export type TemplateDraftAnswer = z.infer<typeof templateDraftSchema>;
