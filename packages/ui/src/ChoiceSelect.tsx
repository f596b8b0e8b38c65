import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field, Select } from './Field';

/** One option of a select: the value it stands for and what the user reads. */
export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
}

/** Choices whose label is the value itself, e.g. the tiers FREE and PREMIUM. */
export function plainChoices<T extends string>(values: readonly T[]): Choice<T>[] {
  return values.map((value) => ({ value, label: value }));
}

export interface ChoiceSelectProps<T extends string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange' | 'children'
> {
  choices: readonly Choice<T>[];
  /** '' while nothing is chosen (the placeholder shows). */
  value: T | '';
  onValueChange: (value: T) => void;
  /** A first option that cannot be chosen, shown until a choice is made. */
  placeholder?: string;
}

/** A select over a fixed list of values; it reports the chosen value typed, never a bare string. */
export function ChoiceSelect<T extends string>({
  choices,
  placeholder,
  onValueChange,
  ...selectProps
}: ChoiceSelectProps<T>) {
  return (
    <Select
      {...selectProps}
      onChange={(event) => {
        const chosen = choices.find((choice) => choice.value === event.target.value);
        if (chosen) onValueChange(chosen.value);
      }}
    >
      {placeholder !== undefined && (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </Select>
  );
}

export interface SelectFieldProps<T extends string> extends Omit<ChoiceSelectProps<T>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
}

/** A labelled ChoiceSelect. */
export function SelectField<T extends string>({
  label,
  hint,
  ...selectProps
}: SelectFieldProps<T>) {
  return (
    <Field label={label} hint={hint}>
      {(id) => <ChoiceSelect id={id} {...selectProps} />}
    </Field>
  );
}
