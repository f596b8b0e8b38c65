import {
  formatMoney,
  formatQuantity,
  MEASURES,
  PACES,
  type QuestionId,
  type Template,
} from '@taper/domain';
import { Button, Staircase, TextField, toast } from '@taper/ui';
import { useState, type SyntheticEvent } from 'react';
import { FormSection, RadioCards } from '../../../components/habit-form/FormSection';
import {
  useCreateFromDraft,
  useTemplateDraft,
  type TemplateDraftAnswer,
} from '../../../hooks/templates';
import { failureToast, refusalSentence } from '../../../lib/errors';
import { useNavigate } from '../../../lib/router';
import { userLocale } from '../../../lib/locale';
import { useSessionUser } from '../../../lib/session';
import { MESSAGES } from '../../../messages';
import { PLAN_TEXTS } from '../../../components/habit-form/plan-messages';
import { TEMPLATE_TEXTS as T } from './messages';

type Typed = Record<'amount' | 'price' | 'packSize', string>;
/** The option chosen for each choice the template asks (the pace; for alcohol, the measure). */
type Choices = Partial<Record<QuestionId, string>>;

/** Each choice starts at its first option ('Gently', 'Drinks'). */
function firstChoices(template: Template): Choices {
  return Object.fromEntries(
    template.questions
      .filter((question) => question.kind === 'choice')
      .map((question) => [question.id, question.options[0]?.id ?? '']),
  );
}

/** A typed number as the API takes it ('3,20' → 3.2); blank → absent, so the server names what is missing. */
function typedNumber(value: string): number | undefined {
  const trimmed = value.trim().replace(',', '.');
  return trimmed === '' ? undefined : Number(trimmed);
}

/** The answers to the questions the template asks (a blank one left out). */
function answersOf(template: Template, typed: Typed, choices: Choices) {
  const asked = new Set(template.questions.map((question) => question.id));
  const given = (key: keyof Typed) => {
    const value = asked.has(key) ? typedNumber(typed[key]) : undefined;
    return value === undefined ? {} : { [key]: value };
  };
  const measure = MEASURES.find((option) => option === choices.measure);
  return {
    amount: typedNumber(typed.amount) ?? Number.NaN,
    pace: PACES.find((option) => option === choices.pace) ?? 'gently',
    ...(measure ? { measure } : {}),
    ...given('price'),
    ...given('packSize'),
  };
}

/** The draft in words: the goal, the baseline and the cost, then the plan's staircase. */
function DraftPreview({ draft, currency }: { draft: TemplateDraftAnswer; currency: string }) {
  const { habit, steps } = draft;
  const locale = userLocale();
  const quantity = (value: number) =>
    habit.unit === null
      ? formatMoney(value * (habit.costPerUnit ?? 1), currency, locale)
      : `${formatQuantity(value, locale)} ${habit.unit}`;
  const weekly = habit.goalSchedule === 'weekly_budget';
  const goal = habit.dailyGoal ?? habit.budget ?? 0;
  const first = steps.steps[0];
  const last = steps.steps.at(-1);
  return (
    <FormSection title={T.planTitle}>
      <ul className="mb-3 grid gap-1 text-sm" aria-live="polite">
        <li className="font-semibold">
          {weekly ? T.goalWeekly(quantity(goal)) : T.goalDaily(quantity(goal))}
        </li>
        <li>
          {weekly
            ? T.baselineWeekly(quantity(habit.baseline))
            : T.baselineDaily(quantity(habit.baseline))}
        </li>
        {habit.unit !== null && (
          <li>
            {habit.costPerUnit === null
              ? T.noCost
              : T.cost(formatMoney(habit.costPerUnit, currency, locale))}
          </li>
        )}
        {first && last && <li>{T.steps(first.label, last.label)}</li>}
      </ul>
      <Staircase view={steps} color={habit.color} />
    </FormSection>
  );
}

/** The template's questions: its amounts as typed, then each choice (the pace; alcohol's measure). */
function TemplateQuestions({
  template,
  typed,
  choices,
  currency,
  onType,
  onChoose,
}: {
  template: Template;
  typed: Typed;
  choices: Choices;
  currency: string;
  onType: (next: Partial<Typed>) => void;
  onChoose: (id: QuestionId, value: string) => void;
}) {
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-3">
        {template.questions.map((question) => {
          if (question.kind === 'choice') return null;
          const key = question.id as keyof Typed;
          return (
            <TextField
              key={question.id}
              label={question.kind === 'money' ? `${question.label} (${currency})` : question.label}
              inputMode={question.kind === 'money' ? 'decimal' : 'numeric'}
              value={typed[key]}
              onValueChange={(value) => {
                onType({ [key]: value });
              }}
              {...(question.required ? { required: true } : {})}
            />
          );
        })}
      </div>
      {template.questions
        .filter((question) => question.kind === 'choice')
        .map((question) => (
          <div key={question.id} className="mt-4 grid gap-2">
            <p className="text-sm font-medium" id={`question-${question.id}`}>
              {question.label}
            </p>
            <RadioCards
              name={`template-${question.id}`}
              label={question.label}
              value={choices[question.id] ?? ''}
              options={question.options.map((option) => ({
                value: option.id,
                label: option.label,
                hint: option.description,
              }))}
              onChange={(value) => {
                onChoose(question.id, value);
              }}
            />
          </div>
        ))}
    </>
  );
}

/** The draft, and 'Create habit' saving the habit and its plan, then showing it on the summary. */
function CreateFromDraft({ draft, currency }: { draft: TemplateDraftAnswer; currency: string }) {
  const navigate = useNavigate();
  const creating = useCreateFromDraft();
  const create = () => {
    creating
      .save(draft, (error) => {
        failureToast(error, PLAN_TEXTS.planSaveFailed);
      })
      .then(
        (habit) => {
          toast(MESSAGES.habitCreated);
          void navigate(`/?habitId=${String(habit.id)}`);
        },
        (error: unknown) => {
          failureToast(error, MESSAGES.habitCreateFailed);
        },
      );
  };
  return (
    <>
      <DraftPreview draft={draft} currency={currency} />
      <Button
        size="lg"
        color={draft.habit.color}
        pending={creating.pending}
        onClick={create}
        className="w-full"
      >
        {creating.pending ? T.creating : T.createHabit}
      </Button>
    </>
  );
}

/**
 * A chosen template: only its questions (the usual amount, a price, a pack's size, the pace), then
 * the goal, baseline, cost and plan the server works out, and 'Create habit' saving the habit and
 * its plan together.
 */
export function TemplateStart({
  template,
  onBack,
  onFullForm,
}: {
  template: Template;
  onBack: () => void;
  /** To the full form, filled in from the draft when there is one. */
  onFullForm: (draft: TemplateDraftAnswer | undefined) => void;
}) {
  const { currency } = useSessionUser();
  const [typed, setTyped] = useState<Typed>({ amount: '', price: '', packSize: '20' });
  const [choices, setChoices] = useState<Choices>(() => firstChoices(template));
  const draft = useTemplateDraft();
  const refusal = draft.error ? (refusalSentence(draft.error) ?? T.failed) : undefined;

  const change = (next: Partial<Typed>) => {
    setTyped({ ...typed, ...next });
    draft.reset();
  };
  const ask = (event: SyntheticEvent) => {
    event.preventDefault();
    draft.mutate({ id: template.id, answers: answersOf(template, typed, choices) });
  };
  return (
    <div className="grid gap-4">
      <form onSubmit={ask} noValidate className="grid gap-4">
        <FormSection title={template.name}>
          <TemplateQuestions
            template={template}
            typed={typed}
            choices={choices}
            currency={currency}
            onType={change}
            onChoose={(id, value) => {
              setChoices({ ...choices, [id]: value });
              draft.reset();
            }}
          />
          {refusal && (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-300">
              {refusal}
            </p>
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            <Button type="submit" pending={draft.isPending}>
              {draft.isPending ? T.working : T.showPlan}
            </Button>
            <Button type="button" variant="ghost" onClick={onBack}>
              {T.back}
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                onFullForm(draft.data);
              }}
            >
              {T.fullForm}
            </Button>
          </div>
        </FormSection>
      </form>
      {draft.data && <CreateFromDraft draft={draft.data} currency={currency} />}
    </div>
  );
}
