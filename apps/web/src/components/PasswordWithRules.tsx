import { Field, PasswordChecklist, PasswordInput } from '@taper/ui';

/**
 * A password input; choosing a new one (`withRules`), with the live checklist of SPEC's five rules
 * under it, which describes the input.
 */
export function PasswordWithRules({
  label,
  value,
  onValueChange,
  withRules,
  newPassword = withRules,
  invalid = false,
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  withRules: boolean;
  /** A password being chosen (the browser may offer to generate one); by default with the rules. */
  newPassword?: boolean;
  invalid?: boolean;
}) {
  return (
    <Field label={label}>
      {(id) => (
        <>
          <PasswordInput
            id={id}
            autoComplete={newPassword ? 'new-password' : 'current-password'}
            required
            value={value}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={withRules ? `${id}-rules` : undefined}
            onChange={(e) => {
              onValueChange(e.target.value);
            }}
          />
          {withRules && <PasswordChecklist password={value} id={`${id}-rules`} />}
        </>
      )}
    </Field>
  );
}
