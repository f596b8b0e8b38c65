import type { GoalPeriod, HabitFormState } from '../../forms/habitForm';
import {
  changeGoalPeriod,
  changeGoalSchedule,
  goalNumberProblem,
  goalPeriodOf,
} from '../../forms/habitForm';
import { WEEKDAYS } from '@taper/domain';
import { Field, FieldError } from '@taper/ui';
import { GoalInput } from './GoalInput';
import { RadioCards } from './FormSection';
import { FORM_TEXTS } from './messages';

// A function: its texts are read when drawn, in the language shown then.
const SCHEDULES = () =>
  [
    { value: 'daily', label: FORM_TEXTS.sameDailyGoal },
    { value: 'custom_daily', label: FORM_TEXTS.customDailyGoals },
  ] as const;

// A function: its texts are read when drawn, in the language shown then.
const PERIODS = (): readonly { value: GoalPeriod; label: string; hint: string }[] => [
  { value: 'day', label: FORM_TEXTS.perDay, hint: FORM_TEXTS.perDayHint },
  { value: 'week', label: FORM_TEXTS.perWeek, hint: FORM_TEXTS.perWeekHint },
  { value: 'month', label: FORM_TEXTS.perMonth, hint: FORM_TEXTS.perMonthHint },
];

const dayLabel = (day: string) => day.charAt(0).toUpperCase() + day.slice(1, 3);

interface GoalFieldProps {
  form: HabitFormState;
  onChange: (form: HabitFormState) => void;
}

/** A number habit's choice of a goal per day, a budget per week or one per month. */
function PeriodChoice({ form, baseId, onChange }: GoalFieldProps & { baseId: string }) {
  return (
    <div className="mb-4">
      <RadioCards
        name={`${baseId}-period`}
        label={FORM_TEXTS.goalPeriod}
        value={goalPeriodOf(form)}
        options={PERIODS()}
        onChange={(next) => {
          onChange(changeGoalPeriod(form, next));
        }}
      />
    </div>
  );
}

/** The budget of a week or a month. */
function BudgetField({ form, period, onChange }: GoalFieldProps & { period: GoalPeriod }) {
  return (
    <Field
      label={period === 'week' ? FORM_TEXTS.weeklyBudget : FORM_TEXTS.monthlyBudget}
      hint={period === 'week' ? FORM_TEXTS.weeklyBudgetHint : FORM_TEXTS.monthlyBudgetHint}
      error={goalNumberProblem(form.budget)}
    >
      {(id) => (
        <GoalInput
          id={id}
          form={form}
          value={form.budget}
          onChange={(value) => {
            onChange({ ...form, budget: value });
          }}
        />
      )}
    </Field>
  );
}

/** The one goal of every day: a number, or a level for a level habit. */
function SameDailyGoal({ form, onChange }: GoalFieldProps) {
  const isNumber = form.goalType === 'number';
  return (
    <Field
      label={isNumber ? FORM_TEXTS.dailyGoal : FORM_TEXTS.levelGoal}
      hint={isNumber ? FORM_TEXTS.dailyGoalHint : undefined}
      error={isNumber ? goalNumberProblem(form.dailyGoal) : undefined}
    >
      {(id) => (
        <GoalInput
          id={id}
          form={form}
          value={isNumber ? form.dailyGoal : form.levelGoal}
          onChange={(value) => {
            onChange(isNumber ? { ...form, dailyGoal: value } : { ...form, levelGoal: value });
          }}
        />
      )}
    </Field>
  );
}

/** One goal per weekday, each row labelled by its day. */
function WeekdayGoals({ form, baseId, onChange }: GoalFieldProps & { baseId: string }) {
  const isNumber = form.goalType === 'number';
  return (
    <div className="grid gap-2">
      {WEEKDAYS.map((day) => {
        const id = `${baseId}-${day}`;
        return (
          <div key={day} className="grid grid-cols-[3rem_1fr] items-center gap-3">
            <label htmlFor={id} className="text-sm font-medium">
              {dayLabel(day)}
            </label>
            <GoalInput
              id={id}
              form={form}
              value={form.weeklyGoals[day]}
              onChange={(value) => {
                onChange({ ...form, weeklyGoals: { ...form.weeklyGoals, [day]: value } });
              }}
            />
            <div className="col-start-2 -mt-2 empty:hidden">
              <FieldError
                message={isNumber ? goalNumberProblem(form.weeklyGoals[day]) : undefined}
              />
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** 'Same Daily Goal' with its goal, or 'Custom Daily Goals' with one row per weekday. */
export function GoalScheduleFields({
  form,
  baseId,
  onChange,
}: {
  form: HabitFormState;
  baseId: string;
  onChange: (form: HabitFormState) => void;
}) {
  const perDay = form.goalSchedule !== 'daily';
  const isNumber = form.goalType === 'number';
  const period = isNumber ? goalPeriodOf(form) : 'day';
  const periodChoice = isNumber && <PeriodChoice form={form} baseId={baseId} onChange={onChange} />;
  if (period !== 'day') {
    return (
      <>
        {periodChoice}
        <BudgetField form={form} period={period} onChange={onChange} />
      </>
    );
  }
  return (
    <>
      {periodChoice}
      <RadioCards
        name={`${baseId}-schedule`}
        label={FORM_TEXTS.goalSchedule}
        value={perDay ? 'custom_daily' : 'daily'}
        options={SCHEDULES()}
        onChange={(schedule) => {
          onChange(changeGoalSchedule(form, schedule !== 'daily'));
        }}
      />
      <div className="mt-4">
        {!perDay ? (
          <SameDailyGoal form={form} onChange={onChange} />
        ) : (
          <WeekdayGoals form={form} baseId={baseId} onChange={onChange} />
        )}
      </div>
    </>
  );
}
