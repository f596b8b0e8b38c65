/**
 * The habit form's reduction fields as typed: the baseline ('I used to have 5 a day'),
 * the unit and the cost per unit. Blank means none; the domain's schemas say what is wrong.
 */
import { baselineSchema, costPerUnitSchema, unitSchema, type Habit } from '@taper/domain';
import { habitFormProblem, type HabitFormState } from './habitForm';
import { schemaProblem } from '../i18n/form-sentences';

export interface ReductionFormState {
  baseline: string;
  unit: string;
  costPerUnit: string;
}

export const EMPTY_REDUCTION_FORM: ReductionFormState = { baseline: '', unit: '', costPerUnit: '' };

export function habitToReductionForm(
  habit: Pick<Habit, 'baseline' | 'unit' | 'costPerUnit'>,
): ReductionFormState {
  return {
    baseline: habit.baseline === null ? '' : String(habit.baseline),
    unit: habit.unit ?? '',
    costPerUnit: habit.costPerUnit === null ? '' : habit.costPerUnit.toFixed(2),
  };
}

/** A typed amount: blank is null, '3,20' reads as 3.2; text that is no number stays NaN. */
function amount(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
}

export interface ReductionInput {
  baseline: number | null;
  unit: string | null;
  costPerUnit: number | null;
}

/** What is wrong with each field, as the server would say it; empty when nothing. */
export function reductionFormProblems(
  form: ReductionFormState,
): Partial<Record<keyof ReductionFormState, string>> {
  const problems: Partial<Record<keyof ReductionFormState, string>> = {};
  const baseline = schemaProblem(baselineSchema, amount(form.baseline));
  if (baseline) problems.baseline = baseline;
  const unit = schemaProblem(unitSchema, form.unit);
  if (unit) problems.unit = unit;
  const cost = schemaProblem(costPerUnitSchema, amount(form.costPerUnit));
  if (cost) problems.costPerUnit = cost;
  return problems;
}

/**
 * The first thing wrong with a habit form and its reduction fields, which count only for a number
 * habit (Create and Settings refuse to send until there is none).
 */
export function habitFormFirstProblem(
  form: HabitFormState,
  reduction: ReductionFormState,
): string | undefined {
  if (form.goalType !== 'number') return habitFormProblem(form);
  return habitFormProblem(form) ?? Object.values(reductionFormProblems(reduction))[0];
}

/** The fields as the API takes them (call after `reductionFormProblems` found none). */
export function reductionFormToInput(form: ReductionFormState): ReductionInput {
  const unit = form.unit.trim();
  return {
    baseline: amount(form.baseline),
    unit: unit === '' ? null : unit,
    costPerUnit: amount(form.costPerUnit),
  };
}
