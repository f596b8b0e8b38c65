import { Field, Input } from '@taper/ui';

interface NameFieldsProps {
  firstName: string;
  lastName: string;
  onFirstNameChange: (value: string) => void;
  onLastNameChange: (value: string) => void;
}

/** First and last name side by side, as on sign-up and the account screen. */
export function NameFields({
  firstName,
  lastName,
  onFirstNameChange,
  onLastNameChange,
}: NameFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="First name">
        {(id) => (
          <Input
            id={id}
            autoComplete="given-name"
            required
            value={firstName}
            onChange={(e) => {
              onFirstNameChange(e.target.value);
            }}
          />
        )}
      </Field>
      <Field label="Last name">
        {(id) => (
          <Input
            id={id}
            autoComplete="family-name"
            required
            value={lastName}
            onChange={(e) => {
              onLastNameChange(e.target.value);
            }}
          />
        )}
      </Field>
    </div>
  );
}
