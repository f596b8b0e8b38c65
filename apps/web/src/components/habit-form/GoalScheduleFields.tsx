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

const SCHEDULES = [
  { value: 'daily', label: 'Same Daily Goal' },
  { value: 'custom_daily', label: 'Custom Daily Goals' },
] as const;

const PERIODS: readonly { value: GoalPeriod; label: string; hint: string }[] = [
  { value: 'day', label: FORM_TEXTS.perDay, hint: FORM_TEXTS.perDayHint },
  { value: 'week', label: FORM_TEXTS.perWeek, hint: FORM_TEXTS.perWeekHint },
  { value: 'month', label: FORM_TEXTS.perMonth, hint: FORM_TEXTS.perMonthHint },
];

const dayLabel = (day: string) => day.charAt(0).toUpperCase() + day.slice(1, 3);

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
  const periodChoice = isNumber && (
    <div className="mb-4">
      <RadioCards
        name={`${baseId}-period`}
        label={FORM_TEXTS.goalPeriod}
        value={period}
        options={PERIODS}
        onChange={(next) => {
          onChange(changeGoalPeriod(form, next));
        }}
      />
    </div>
  );
  if (period !== 'day') {
    return (
      <>
        {periodChoice}
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
        options={SCHEDULES}
        onChange={(schedule) => {
          onChange(changeGoalSchedule(form, schedule !== 'daily'));
        }}
      />
      <div className="mt-4">
        {!perDay ? (
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
                  onChange(
                    isNumber ? { ...form, dailyGoal: value } : { ...form, levelGoal: value },
                  );
                }}
              />
            )}
          </Field>
        ) : (
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
        )}
      </div>
    </>
  );
}
