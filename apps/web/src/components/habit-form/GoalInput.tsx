import type { HabitFormState } from '../../forms/habitForm';
import { goalNumberFieldText, goalNumberProblem, tagGoalOptions } from '../../forms/habitForm';
import { LEVELS } from '@taper/domain';
import { levelName } from '../../lib/value-labels';
import { Input, Select } from '@taper/ui';
import { FORM_TEXTS } from './messages';

/** The goal control of one day (or every day): a number, a level or one of the named tags. */
export function GoalInput({
  form,
  value,
  onChange,
  id,
  label,
}: {
  form: HabitFormState;
  value: number | string;
  onChange: (value: string) => void;
  id: string;
  label?: string;
}) {
  if (form.goalType === 'number') {
    return (
      <Input
        id={id}
        aria-label={label}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        placeholder="0"
        aria-invalid={goalNumberProblem(value) !== undefined}
        value={goalNumberFieldText(value)}
        onChange={(e) => {
          onChange(e.target.value);
        }}
      />
    );
  }
  const options =
    form.goalType === 'level'
      ? LEVELS.map((level) => ({ value: level, label: levelName(level) }))
      : tagGoalOptions(form.customTags);
  const known = options.some((option) => option.value === String(value));
  return (
    <Select
      id={id}
      aria-label={label}
      value={known ? String(value) : ''}
      onChange={(e) => {
        onChange(e.target.value);
      }}
    >
      {form.goalType === 'custom_tags' && (
        <option value="" disabled>
          {options.length === 0 ? FORM_TEXTS.nameTagsFirst : FORM_TEXTS.chooseTag}
        </option>
      )}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}
