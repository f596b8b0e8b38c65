import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field, Input, PasswordInput, type PasswordInputProps } from './Field';

type BoundInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'children'
>;

export interface TextFieldProps extends BoundInputProps {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the input while there is no problem. */
  hint?: ReactNode;
  /** What is wrong with the value: shown instead of the hint, and marks the input invalid. */
  problem?: string;
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** Field, label and input as one, for any input control that takes an id. */
function LabelledInput({
  label,
  hint,
  problem,
  onValueChange,
  Control,
  ...inputProps
}: TextFieldProps & { Control: (props: PasswordInputProps) => ReactNode }) {
  return (
    <Field label={label} hint={problem ?? hint}>
      {(id) => (
        <Control
          id={id}
          aria-invalid={problem ? true : undefined}
          {...inputProps}
          onChange={(event) => {
            onValueChange(event.target.value);
          }}
        />
      )}
    </Field>
  );
}

/** A labelled text input bound to a string value. */
export function TextField(props: TextFieldProps) {
  return <LabelledInput {...props} Control={Input} />;
}

/** A labelled password input (with its Show/Hide toggle) bound to a string value. */
export function PasswordField(props: PasswordFieldProps) {
  return <LabelledInput {...props} Control={PasswordInput} />;
}
